import { useEffect, useState, type ComponentType } from '../../lib/react-deps.js';
import type { PageProps } from '../../lib/AreaApp.js';
import { Alert } from '../../ui/Alert.js';
import { LoadingState } from '../../ui/Spinner.js';

/**
 * A page whose code is fetched when it is first shown (dynamic import(), its own chunk), so the login
 * page's first visit stays small. Shows a loading message meanwhile and a plain error if the chunk
 * cannot be fetched (offline, or a deploy replaced it).
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  let loaded: ComponentType<PageProps> | null = null;
  let pending: Promise<ComponentType<PageProps>> | null = null;
  const get = () => (pending ??= load().then((c) => (loaded = c)).catch((err: unknown) => {
    pending = null;
    throw err;
  }));
  return function LazyPage(props: PageProps) {
    const [Page, setPage] = useState<ComponentType<PageProps> | null>(() => loaded);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (Page) return;
      let live = true;
      get().then(
        (c) => live && setPage(() => c),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [Page]);
    if (Page) return <Page {...props} />;
    if (failed) {
      return (
        <Alert tone="error" title="This page didn't load">
          <p>Please check your connection and reload the page.</p>
        </Alert>
      );
    }
    return <LoadingState label="Loading…" />;
  };
}
