import type { ComponentType } from '../lib/react-deps.js';
import type { PageProps } from './AreaApp.js';
import { PageFailure, type PageFailureText } from '../ui/PageFailure.js';
import { LoadingState } from '../ui/Spinner.js';
import { loadOnce } from '../lib/loadOnce.js';
import type { Preloadable } from '../ui/preloadOnIntent.js';
import { useLazyCode } from '../ui/useLazyCode.js';

type Loader = () => Promise<ComponentType<PageProps>>;

/** A lazy page, whose code can be asked for before it is shown (the page an area opens on, the page after it). */
export type LazyPageComponent = ComponentType<PageProps> & Preloadable;

/** Starts loading a page's code if it is a lazy page; a failure shows when the page itself is shown. */
export function preloadPage(page: ComponentType<PageProps> | undefined): void {
  const preload = (page as Partial<LazyPageComponent> | undefined)?.preload;
  preload?.().catch(() => undefined);
}

export interface LazyPageOptions {
  /** The loading message while the code downloads. */
  label?: string;
  /** What is shown when the code can't be fetched (offline, or a deploy replaced the chunk). */
  failure?: PageFailureText;
}

const NOT_LOADED: PageFailureText = {
  title: 'This page could not be loaded',
  message: "Part of this page didn't download. Check your connection, then reload the page.",
};

/**
 * A page whose code arrives with a dynamic import() the first time it is shown (its own chunk), so the
 * login page's first visit stays small (the public area's bundle budget). Shows a loading message
 * meanwhile, and a clear message instead of a blank page if the download fails; a later showing tries again.
 */
export function lazyPage(load: Loader, { label = 'Loading this page…', failure = NOT_LOADED }: LazyPageOptions = {}): LazyPageComponent {
  // The page and the server-data cache's provider arrive together: the public area's first visit (the login page)
  // carries neither; in the logged-in areas the provider is already there and this is a no-op wrapper.
  const code = loadOnce(() =>
    Promise.all([load(), import('./DataProvider.js')]).then(
      ([Page, { DataProvider }]) =>
        function WithData(props: PageProps) {
          return (
            <DataProvider>
              <Page {...props} />
            </DataProvider>
          );
        },
    ),
  );
  return Object.assign(
    function LazyPage(props: PageProps) {
      // The page's first render as a transition: React yields to the browser every few milliseconds rather than holding
      // the main thread for the whole page (total blocking time on a phone).
      const { value: Page, failed } = useLazyCode(code, 'page', { transition: true });
      if (Page) return <Page {...props} />;
      if (failed) return <PageFailure {...failure} />;
      return <LoadingState label={label} />;
    },
    { preload: code.get },
  );
}
