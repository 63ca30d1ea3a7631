import { useId, type Ref, type TextareaHTMLAttributes } from '../../lib/react-deps.js';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with an optional hint and an error tied to it (works with `form.register(name)`). */
export function TextAreaField({ label, hint, error, ref, rows = 3, ...rest }: TextAreaFieldProps) {
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
      <textarea {...rest} ref={ref} id={id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined} />
      {error ? (
        <span id={errorId} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
