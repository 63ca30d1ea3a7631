import { Router, useEffect, useLocation, useRef, useSearch } from '../lib/react-deps.js';
import type { Bootstrap } from '../../shared/bootstrap.js';
import { matchRoute, type PageRoute } from '../../shared/routes/routeTable.js';
import { isLeaving, replaceWith } from '../../shared/session/navigation.js';
import { brandName, home, isLoggedIn, setPageSearch } from '../../shared/session/store.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { AreaContext } from '../ui/AreaContext.js';
import { ErrorBoundary } from '../ui/ErrorBoundary.js';
import { Layout } from '../ui/Layout.js';
import { NOT_FOUND_TITLE, pageTitle } from '../../shared/routes/pageTitle.js';
import type { AreaRuntime } from './mountArea.js';

export interface PageProps {
  route: PageRoute;
  /** `:name` segments of the route's path. */
  params: Record<string, string>;
}

/** The route for the current path: the gateway's answer for the first page, the route table afterwards. */
function resolve(
  path: string,
  initialPath: string,
  bootstrap: Bootstrap,
): { route: PageRoute; params: Record<string, string> } | 'elsewhere' | null {
  const m = matchRoute(path);
  if (path === initialPath) {
    const p = bootstrap.page;
    const base: PageRoute =
      m?.route.kind === 'page' && m.route.page === p.page
        ? m.route
        : { kind: 'page', path, page: p.page, area: p.area, layout: p.layout, guard: 'public', audience: 'anyone', title: p.title };
    return { route: { ...base, layout: p.layout, title: p.title }, params: m?.params ?? {} };
  }
  if (!m) return null;
  if (m.route.kind !== 'page') return 'elsewhere';
  return { route: m.route, params: m.params };
}

function AreaRoutes({ definition, bootstrap, initialPath }: { definition: AreaRuntime; bootstrap: Bootstrap; initialPath: string }) {
  const [path] = useLocation();
  const search = useSearch();
  const loggedIn = useSignalValue(isLoggedIn);
  const homePath = useSignalValue(home);
  const name = useSignalValue(brandName);
  const shownPath = useRef(path);
  const resolved = resolve(path, initialPath, bootstrap);
  const foreign = resolved === 'elsewhere' || (resolved !== null && resolved.route.area !== definition.area);

  useEffect(() => {
    // Another area (or an alias or external route) is another page: let the gateway serve it.
    if (foreign) window.location.assign(path + window.location.search);
  }, [foreign, path]);

  const match = resolved && resolved !== 'elsewhere' && !foreign ? resolved : null;
  const route = match?.route;
  const guard = route?.guard;

  useEffect(() => {
    // A login or logout made here already sent the page on its way (shared/session/auth.ts): never a second document.
    if (isLeaving()) return;
    if (guard === 'login' && !loggedIn) replaceWith('/');
    else if (guard === 'publicOnly' && loggedIn) replaceWith(homePath);
  }, [guard, loggedIn, homePath]);

  useEffect(() => {
    // The view, the company (`company`) and the card (`cardNumber`) in view follow the query as the user moves around.
    setPageSearch(search);
  }, [search]);

  useEffect(() => {
    if (shownPath.current === path) return; // the first page (or a re-run of its effect)
    shownPath.current = path;
    // Client-side navigation: same title rule as the gateway's shell, focus to the new page's heading.
    document.title = pageTitle(route, name);
    const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
    if (target) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
    }
    window.scrollTo(0, 0);
  }, [path, route, name]);

  if (foreign) return null;
  const NotFound = definition.notFound;
  const notFoundRoute: PageRoute = {
    kind: 'page',
    path,
    page: 'notFound',
    area: definition.area,
    layout: 'full',
    guard: 'public',
    audience: 'anyone',
    title: NOT_FOUND_TITLE,
  };
  const pages = definition.pages;
  const Page = route ? (pages[route.page] ?? NotFound) : NotFound;
  const shown = route && pages[route.page] ? route : notFoundRoute;
  const Gate = definition.gate;
  const page = <Page route={shown} params={match?.params ?? {}} />;
  const Banner = definition.banner;
  return (
    <Layout layout={shown.layout} path={path} page={shown.page} sidebar={definition.sidebar}>
      {Banner ? <Banner /> : null}
      <ErrorBoundary resetKey={path}>{Gate && shown.page !== 'notFound' ? <Gate path={path}>{page}</Gate> : page}</ErrorBoundary>
    </Layout>
  );
}

export function AreaApp(props: { definition: AreaRuntime; bootstrap: Bootstrap; initialPath: string }) {
  return (
    <AreaContext.Provider value={props.definition.area}>
      <Router>
        <AreaRoutes {...props} />
      </Router>
    </AreaContext.Provider>
  );
}
