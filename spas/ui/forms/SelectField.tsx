import { useId, type Ref, type SelectHTMLAttributes } from '../../lib/react-deps.js';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  hint?: string;
  error?: string | null | undefined;
  /** A first, empty option ("Choose an account") that counts as no answer. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled select with an optional hint and an error tied to it (works with `form.register(name)`). */
export function SelectField({ label, options, hint, error, placeholder, ref, ...rest }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <select {...rest} ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
