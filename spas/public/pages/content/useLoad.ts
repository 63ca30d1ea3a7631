import { useCallback, useEffect, useState } from '../../../lib/react-deps.js';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ok'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `load` when the page shows it (and when `key` changes); `retry()` runs it again. A run that is
 * superseded or unmounted is aborted and its answer ignored. `key === null` means "nothing to load".
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): LoadState<T> & { retry: () => void } {
  const [state, setState] = useState<LoadState<T>>(key === null ? { status: 'idle' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ok', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is recreated each render; `key` and `attempt` say when to run again.
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
