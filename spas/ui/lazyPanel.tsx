import type { ComponentType } from '../lib/react-deps.js';
import { loadOnce } from '../lib/loadOnce.js';
import type { Preloadable } from './preloadOnIntent.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { LoadingState } from './Spinner.js';
import { useLazyCode } from './useLazyCode.js';

export type LazyPanelComponent<P> = ComponentType<P> & Preloadable;

/**
 * A part of a page shown only once asked for (a tab other than the first) whose code — a form and the forms library,
 * say — comes in its own file (not with the page's arrival). The page preloads it with
 * `usePreloadOnIntent` (preloadOnIntent.ts); shown before it is here, it says it is loading, and if the file can't be
 * fetched it says so with a Try again.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>, { label }: { label: string }): LazyPanelComponent<P> {
  const code = loadOnce(load);
  return Object.assign(
    function LazyPanel(props: P) {
      const { value: Loaded, failed, retry } = useLazyCode(code, 'panel');
      if (Loaded) return <Loaded {...props} />;
      if (!failed) return <LoadingState label={label} />;
      return (
        <Alert tone="error">
          <p>This part of the page didn’t download. Check your connection, then try again.</p>
          <p>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </p>
        </Alert>
      );
    },
    { preload: code.get },
  );
}
