import { useCallback, useSyncExternalStore } from '../lib/react-deps.js';

/** Whether a CSS media query matches, kept current. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Matches the small-screen breakpoint in layout.css. */
export const SMALL_SCREEN = '(max-width: 60rem)';
