import { useEffect, useState, type ComponentType } from '../lib/react-deps.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';
import { LoadingState } from './Spinner.js';

export interface LazyDialogOptions<P> {
  /** Whether these props ask for the dialog to be shown. */
  isOpen(props: P): boolean;
  /** Closes it from the loading or failure state (Escape, or its Close button). */
  close(props: P): void;
  /** The dialog's title while its code loads or when it could not be loaded. */
  title: string;
}

export type LazyDialogComponent<P> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * A closed dialog's code is fetched at the first sign of someone using the page (a pointer moving or pressed, a key, a
 * touch, a wheel) — a person reaching for the button that opens it — or, failing that, this long after the page has
 * shown: either way not while the page's own first code and data load (issue 21: its largest paint waits for every
 * byte before it, and a phone's main thread for every script).
 */
export const DIALOG_PRELOAD_DELAY_MS = 10_000;

const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * A dialog whose code — its forms and their library, most of what a page loads and doesn't use on arrival (issue 21)
 * — comes in its own file: fetched when someone starts using the page or a while after it has shown (above), or at
 * once if the dialog is opened before then, meanwhile a dialog of the same title saying so. If the file can't be
 * fetched the dialog says that instead of staying blank, and opening it again tries again.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, { isOpen, close, title }: LazyDialogOptions<P>): LazyDialogComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchDialog = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    ));
  return Object.assign(
    function LazyDialog(props: P) {
      const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => loaded);
      const [failed, setFailed] = useState(false);
      const open = isOpen(props);
      useEffect(() => {
        if (Loaded) return;
        let live = true;
        const get = () =>
          fetchDialog().then(
            (c) => {
              if (live) setLoaded(() => c);
            },
            (err: unknown) => {
              // A preload that failed says nothing: opening the dialog tries again, and says so if it fails then.
              if (!live || !open) return;
              console.error('dialog code failed to load', err);
              setFailed(true);
            },
          );
        let cancel = () => {};
        if (open) {
          setFailed(false);
          void get();
        } else cancel = schedulePreload([{ preload: get }]);
        return () => {
          live = false;
          cancel();
        };
      }, [Loaded, open]);
      if (Loaded) return <Loaded {...props} />;
      if (!open) return null;
      return (
        <Dialog open title={title} onCancel={() => close(props)} actions={<Button variant="secondary" onClick={() => close(props)}>Close</Button>}>
          {failed ? (
            <Alert tone="error">
              <p>This part of the page didn’t download. Check your connection, then close this and try again.</p>
            </Alert>
          ) : (
            <LoadingState />
          )}
        </Dialog>
      );
    },
    { preload: fetchDialog },
  );
}

/**
 * For dialogs a page renders only while they are open (so never closed, where `lazyDialog` would preload them): their
 * code is fetched the same way, counted from the calling component's showing.
 */
export function usePreloadDialogs(...dialogs: readonly { preload(): Promise<unknown> }[]): void {
  const [asked] = useState(() => dialogs);
  useEffect(() => schedulePreload(asked), [asked]);
}

/** Fetches the dialogs' code at the first sign of use, or once the page has had its while (above); the returned function cancels that. */
function schedulePreload(dialogs: readonly { preload(): Promise<unknown> }[]): () => void {
  const go = () => {
    cancel();
    for (const dialog of dialogs) dialog.preload().catch(() => undefined);
  };
  const timer = setTimeout(go, DIALOG_PRELOAD_DELAY_MS);
  for (const type of INTENT_EVENTS) addEventListener(type, go, { passive: true, capture: true });
  function cancel() {
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) removeEventListener(type, go, { capture: true });
  }
  return cancel;
}
