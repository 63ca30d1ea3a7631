import { useEffect, useState, type ComponentType } from '../../../lib/react-deps.js';
import type { PageProps } from '../../../lib/AreaApp.js';
import { Alert } from '../../../ui/Alert.js';
import { LoadingState } from '../../../ui/Spinner.js';

type Loader = () => Promise<ComponentType<PageProps>>;

/**
 * A page whose code arrives with a dynamic import() the first time it is shown, so the login page's first
 * visit stays small (the public area's bundle budget). A failed download (deploy in between, network)
 * shows a clear message with a reload button instead of a blank page.
 */
export function lazyPage(load: Loader, label = 'Loading this page…'): ComponentType<PageProps> {
  let loaded: ComponentType<PageProps> | null = null;
  let pending: Promise<ComponentType<PageProps>> | null = null;
  const fetchPage = () => {
    pending ??= load().then(
      (c) => (loaded = c),
      (err: unknown) => {
        pending = null;
        throw err;
      },
    );
    return pending;
  };
  return function LazyPage(props: PageProps) {
    const [Page, setPage] = useState<ComponentType<PageProps> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Page) return;
      let live = true;
      fetchPage().then(
        (c) => live && setPage(() => c),
        (err: unknown) => {
          console.error('page code failed to load', err);
          if (live) setFailed(true);
        },
      );
      return () => {
        live = false;
      };
    }, [Page]);
    if (Page) return <Page {...props} />;
    if (failed) {
      return (
        <Alert tone="error" title="This page could not be loaded">
          <p>Part of this page didn't download. Check your connection, then reload the page.</p>
          <p>
            <button type="button" className="btn btn-secondary" onClick={() => window.location.reload()}>
              Reload the page
            </button>
          </p>
        </Alert>
      );
    }
    return <LoadingState label={label} />;
  };
}
