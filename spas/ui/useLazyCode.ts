import { startTransition, useEffect, useState } from '../lib/react-deps.js';
import type { LoadOnce } from '../lib/loadOnce.js';
import { schedulePreload } from './preloadOnIntent.js';

export interface LazyCode<T> {
  /** The code, once here. */
  value: T | null;
  /** Its download failed while it was wanted. */
  failed: boolean;
  /** Asks again after a failure. */
  retry(): void;
}

/**
 * The state of a lazy page's, dialog's or panel's code (`loadOnce`) in the component that shows it. `wanted`: shown
 * now, so fetched now and a failure said; not wanted (a closed dialog): fetched at the first sign of someone using the
 * page (preloadOnIntent.ts), a failure kept quiet until it is wanted. `transition`: its first render as a transition,
 * in slices the browser can interleave with input (a whole page).
 */
export function useLazyCode<T>(
  code: LoadOnce<T>,
  what: string,
  { wanted = true, transition = false }: { wanted?: boolean; transition?: boolean } = {},
): LazyCode<T> {
  const [value, setValue] = useState<T | null>(() => code.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (value) return;
    let live = true;
    const get = () =>
      code.get().then(
        (c) => {
          if (!live) return;
          if (transition) startTransition(() => setValue(() => c));
          else setValue(() => c);
        },
        (err: unknown) => {
          if (!live || !wanted) return;
          console.error(`${what} code failed to load`, err);
          setFailed(true);
        },
      );
    let cancel = () => {};
    if (wanted) {
      setFailed(false);
      void get();
    } else cancel = schedulePreload([{ preload: get }]);
    return () => {
      live = false;
      cancel();
    };
    // A new attempt, or a change of `wanted`, asks again (`code`, `what` and `transition` are fixed for a component).
  }, [value, wanted, attempt, code, what, transition]);
  return { value, failed, retry: () => setAttempt((a) => a + 1) };
}
