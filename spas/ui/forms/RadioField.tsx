import { useId, type InputHTMLAttributes } from '../../lib/react-deps.js';
import type { UseFormRegisterReturn } from '../../lib/form-deps.js';

export interface RadioFieldOption {
  value: string;
  label: string;
}

export interface RadioFieldProps {
  legend: string;
  options: readonly RadioFieldOption[];
  /** A form kit field (`form.register(name)`): the form holds the value, the first button takes focus when invalid. */
  registration?: UseFormRegisterReturn;
  /** Or held by the caller (a form without the kit). */
  controlled?: { name: string; value: string; onChange: (value: string) => void };
  error?: string | undefined;
  hint?: string;
}

/** The one radio group: a fieldset with its legend, an optional hint, and the error beside the group, tied to it. */
export function RadioField({ legend, options, registration, controlled, error, hint }: RadioFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const inputOf = (value: string): InputHTMLAttributes<HTMLInputElement> =>
    controlled
      ? { name: controlled.name, checked: controlled.value === value, onChange: () => controlled.onChange(value) }
      : { ...registration };
  return (
    <fieldset
      className="field radio-field"
      role="radiogroup"
      aria-invalid={error ? true : undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend>{legend}</legend>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      {options.map((o) => (
        <div className="checkbox" key={o.value}>
          <input {...inputOf(o.value)} id={`${id}-${o.value}`} type="radio" value={o.value} />
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
