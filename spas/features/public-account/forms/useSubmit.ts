import { useState, type FormEvent } from '../../../lib/react-deps.js';
import type * as z from 'zod/mini';
import { useFormValues } from './useFormValues.js';
import { checkForm } from './validation.js';

export interface SubmitSteps<T, F> {
  /** The data to send, or null when the entries are not valid (the check has shown why). None: nothing to check. */
  check?: () => T | null;
  send: (data: T) => Promise<void>;
  /** What went wrong, for the form's error box; nothing when the step dealt with the error (field error, restart). */
  fail: (err: unknown) => F | null | void;
}

/**
 * The submit cycle of a public account step: a second submit while one is on its way is ignored, the last
 * failure is cleared, the entries are checked, then sent; `busy` is true while they are on their way.
 */
export function useSubmit<T, F>({ check, send, fail }: SubmitSteps<T, F>) {
  const [failure, setFailure] = useState<F | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const data = check ? check() : (undefined as T);
    if (data === null) return;
    setBusy(true);
    try {
      await send(data);
    } catch (err) {
      setFailure(fail(err) ?? null);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, setFailure, onSubmit: (e: FormEvent<HTMLFormElement>) => void submit(e) };
}

export type FormValues<K extends string> = ReturnType<typeof useFormValues<K>>;

/**
 * A step's text fields (`useFormValues`) with the submit cycle of `useSubmit`: the values are checked with
 * `schema` (errors shown on their fields, the first one focused) and the parsed values sent.
 */
export function useFormSubmit<K extends string, T, F>(
  initial: Record<K, string>,
  schema: z.ZodMiniType<T>,
  steps: { send: (data: T, form: FormValues<K>) => Promise<void>; fail: (err: unknown, form: FormValues<K>) => F | null | void },
) {
  const form = useFormValues(initial);
  const submit = useSubmit<T, F>({
    check: () => {
      const checked = checkForm(schema, form.values);
      if (checked.ok) return checked.data;
      form.showErrors(checked.errors);
      return null;
    },
    send: (data) => steps.send(data, form),
    fail: (err) => steps.fail(err, form),
  });
  return { form, ...submit };
}
