import { useEffect, useState, type ComponentType } from '../lib/react-deps.js';
import { loadOnce } from '../lib/loadOnce.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';
import { schedulePreload } from './preloadOnIntent.js';
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
 * A dialog whose code — its forms and their library, most of what a page loads and doesn't use on arrival (issue 21)
 * — comes in its own file: fetched when someone starts using the page or a while after it has shown
 * (preloadOnIntent.ts), or at once if the dialog is opened before then, meanwhile a dialog of the same title saying
 * so. If the file can't be fetched the dialog says that instead of staying blank, and opening it again tries again.
 * A dialog the page renders only while open is preloaded with `usePreloadOnIntent`.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, { isOpen, close, title }: LazyDialogOptions<P>): LazyDialogComponent<P> {
  const code = loadOnce(load);
  return Object.assign(
    function LazyDialog(props: P) {
      const [Loaded, setLoaded] = useState<ComponentType<P> | null>(() => code.loaded());
      const [failed, setFailed] = useState(false);
      const open = isOpen(props);
      useEffect(() => {
        if (Loaded) return;
        let live = true;
        const get = () =>
          code.get().then(
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
    { preload: code.get },
  );
}
