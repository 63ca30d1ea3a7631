import { useCallback, useEffect, useRef, useState } from '../../../lib/react-deps.js';
import { focusFirstError, type FieldErrors } from './validation.js';

/**
 * Text field state of a form: values, per-field errors, an onChange per field that clears its error, and
 * `showErrors`, which shows errors and then (after React has rendered them) focuses the first invalid field
 * of the form given `ref`.
 */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const ref = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) focusFirstError(ref.current);
  }, [focusRequest]);
  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next as FieldErrors<K>);
    setFocusRequest((n) => n + 1);
  }, []);
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
  const reset = useCallback(
    (next: Partial<Record<K, string>> = {}) => {
      setValues({ ...initial, ...next });
      setErrors({});
    },
    [initial],
  );
  return { values, setValues, errors, showErrors, ref, bind, reset };
}
