import { useId, type InputHTMLAttributes, type Ref } from '../lib/react-deps.js';
import { FieldFrame, useFieldIds } from './forms/FieldFrame.js';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with an optional hint and an error tied to it with aria-describedby. */
export function TextField({ label, hint, error, type = 'text', ref, ...rest }: TextFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <input {...rest} ref={ref} id={ids.id} type={type} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} />
    </FieldFrame>
  );
}

/** A labelled checkbox (works with `form.register(name)`); `hint` is tied to it with aria-describedby. */
export function Checkbox({
  label,
  hint,
  ref,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & { label: string; hint?: string; ref?: Ref<HTMLInputElement> }) {
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
