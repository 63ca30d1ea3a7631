import { useCallback, useState } from '../../lib/react-deps.js';
import type { FieldErrors } from './validation.js';

/** Text field state of a form: values, per-field errors, and an onChange per field that clears its error. */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const bind = useCallback(
    (name: K) => ({
      name,
      value: values[name],
      error: errors[name],
      onChange: (e: { target: { value: string } }) => {
        const value = e.target.value;
        setValues((v) => ({ ...v, [name]: value }));
        setErrors((er) => (er[name] ? { ...er, [name]: undefined } : er));
      },
    }),
    [values, errors],
  );
  const reset = useCallback((next: Partial<Record<K, string>> = {}) => {
    setValues({ ...initial, ...next });
    setErrors({});
  }, [initial]);
  return { values, setValues, errors, setErrors: setErrors as (e: FieldErrors) => void, bind, reset };
}
