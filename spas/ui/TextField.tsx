import { useId, type InputHTMLAttributes, type Ref } from '../lib/react-deps.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint and an error tied to it with aria-describedby. */
export function TextField({ label, hint, error, type = 'text', ref, ...rest }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      ) : null}
      <input {...rest} ref={ref} id={id} type={type} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** A labelled checkbox (works with `form.register(name)`); `hint` is tied to it with aria-describedby. */
export function Checkbox({ label, hint, ref, ...rest }: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: string; hint?: string; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="checkbox">
      <input {...rest} ref={ref} id={id} type="checkbox" aria-describedby={hint ? `${id}-hint` : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
    </div>
  );
}
