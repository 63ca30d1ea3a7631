import { useState } from '../../../lib/react-deps.js';
import { actionFailureText } from '../../../lib/failure.js';

/**
 * One save of a profile form: busy while it runs, then the success sentence or the failure in words. `onError` may
 * place a failure beside a field instead (it returns null then).
 */
export function useSaving() {
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<string>, onError: (err: unknown) => string | null = actionFailureText) => {
    setBusy(true);
    setSaved(null);
    setFailure(null);
    try {
      setSaved(await work());
    } catch (err) {
      setFailure(onError(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, saved, failure, run, setSaved };
}
