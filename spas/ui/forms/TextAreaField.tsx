import type { Ref, TextareaHTMLAttributes } from '../../lib/react-deps.js';
import { FieldFrame, useFieldIds } from './FieldFrame.js';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: string;
  error?: string | null | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text box with an optional hint and an error tied to it (works with `form.register(name)`). */
export function TextAreaField({ label, hint, error, ref, rows = 3, ...rest }: TextAreaFieldProps) {
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <textarea {...rest} ref={ref} id={ids.id} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy} />
    </FieldFrame>
  );
}
