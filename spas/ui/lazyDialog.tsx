import type { ComponentType } from '../lib/react-deps.js';
import { loadOnce } from '../lib/loadOnce.js';
import type { Preloadable } from './preloadOnIntent.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';
import { LoadingState } from './Spinner.js';
import { useLazyCode } from './useLazyCode.js';

export interface LazyDialogOptions<P> {
  /** Whether these props ask for the dialog to be shown. */
  isOpen(props: P): boolean;
  /** Closes it from the loading or failure state (Escape, or its Close button). */
  close(props: P): void;
  /** The dialog's title while its code loads or when it could not be loaded. */
  title: string;
}

export type LazyDialogComponent<P> = ComponentType<P> & Preloadable;

/**
 * A dialog whose code — its forms and their library, most of what a page loads and doesn't use on arrival
 * — comes in its own file: fetched when someone starts using the page or a while after it has shown
 * (preloadOnIntent.ts), or at once if the dialog is opened before then, meanwhile a dialog of the same title saying
 * so. If the file can't be fetched the dialog says that instead of staying blank, and opening it again tries again.
 * A dialog the page renders only while open is preloaded with `usePreloadOnIntent`.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { isOpen, close, title }: LazyDialogOptions<P>,
): LazyDialogComponent<P> {
  const code = loadOnce(load);
  return Object.assign(
    function LazyDialog(props: P) {
      const open = isOpen(props);
      // Closed, its code is fetched at the first sign of someone using the page; opened, at once.
      const { value: Loaded, failed } = useLazyCode(code, 'dialog', { wanted: open });
      if (Loaded) return <Loaded {...props} />;
      if (!open) return null;
      return (
        <Dialog
          open
          title={title}
          onCancel={() => close(props)}
          actions={
            <Button variant="secondary" onClick={() => close(props)}>
              Close
            </Button>
          }
        >
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
