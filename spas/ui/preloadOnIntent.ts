import { useEffect, useState } from '../lib/react-deps.js';

/** Something whose code can be asked for before it is shown (a lazy dialog or panel). */
export interface Preloadable {
  preload(): Promise<unknown>;
}

/**
 * Code a page may need but doesn't show on arrival (a dialog, a tab) is fetched at the first sign of someone using the
 * page (a pointer moving or pressed, a key, a touch, a wheel) — a person reaching for what opens it — or, failing
 * that, this long after the page has shown: either way not while the page's own first code and data load (its
 * largest paint waits for every byte before it, and a phone's main thread for every script).
 */
export const PRELOAD_DELAY_MS = 10_000;

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** Fetches their code at the first sign of use, or once the page has had its while (above); the returned function cancels that. */
export function schedulePreload(parts: readonly Preloadable[]): () => void {
  const go = () => {
    cancel();
    for (const part of parts) part.preload().catch(() => undefined);
  };
  const timer = setTimeout(go, PRELOAD_DELAY_MS);
  for (const type of INTENT_EVENTS) addEventListener(type, go, { passive: true, capture: true });
  function cancel() {
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) removeEventListener(type, go, { capture: true });
  }
  return cancel;
}

/** The same, counted from the calling component's showing: for parts rendered only once opened (a dialog shown only while open, a tab's panel). */
export function usePreloadOnIntent(...parts: readonly Preloadable[]): void {
  const [asked] = useState(() => parts);
  useEffect(() => schedulePreload(asked), [asked]);
}
