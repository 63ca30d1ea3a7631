import { useRef, useState } from './react-deps.js';

/**
 * An action that must never run twice at once (the last button of a money move): presses while it runs are ignored
 * — before React has even re-rendered the button as busy — and the failure's words (from `describe`) are kept
 * until the next try.
 */
export function useSubmitOnce<F>(describe: (err: unknown) => F): {
  busy: boolean;
  failure: F | null;
  run: (action: () => Promise<void>) => Promise<void>;
} {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<F | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(describe(err));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
