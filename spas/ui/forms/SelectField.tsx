import type { Ref, SelectHTMLAttributes } from '../../lib/react-deps.js';
import { FieldFrame, useFieldIds } from './FieldFrame.js';

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
  const ids = useFieldIds(hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select {...rest} ref={ref} id={ids.id} aria-invalid={error ? true : undefined} aria-describedby={ids.describedBy}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
