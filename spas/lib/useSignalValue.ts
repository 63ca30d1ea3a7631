import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from './react-deps.js';

/**
 * The thin React binding of the session store: a component re-renders when the signal changes.
 * (No Babel transform in the build, so hooks instead of auto-tracking.)
 */
export function useSignalValue<T>(source: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      let first = true;
      // `subscribe` runs once at once; skip that call so React does not re-render for nothing.
      return source.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [source],
  );
  return useSyncExternalStore(
    subscribe,
    () => source.peek(),
    () => source.peek(),
  );
}
