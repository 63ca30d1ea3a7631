import { useId } from '../../lib/react-deps.js';
import type { UseFormRegisterReturn } from '../../lib/form-deps.js';

export interface RadioFieldOption {
  value: string;
  label: string;
}

/**
 * A group of radio buttons for `form.register(name)` (the form kit's radio field): a fieldset with its legend, the
 * error beside the group and tied to it, the first button focused when the group is invalid.
 */
export function RadioField({ legend, options, registration, error, hint }: {
  legend: string;
  options: readonly RadioFieldOption[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  hint?: string;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="field radio-field" aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {options.map((o) => (
        <div className="checkbox" key={o.value}>
          <input {...registration} id={`${id}-${o.value}`} type="radio" value={o.value} aria-invalid={error ? true : undefined} />
          <label htmlFor={`${id}-${o.value}`}>{o.label}</label>
        </div>
      ))}
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
