import { useEffect, useLocation, type ReactNode } from '../lib/react-deps.js';
import { logout } from '../../shared/session/auth.js';
import { factsReady, startSessionData, type DashboardComposer } from '../../shared/session/facts/index.js';
import { useSignalValue } from '../lib/useSignalValue.js';
import { Alert } from '../ui/Alert.js';
import { Sidebar, type SidebarSlotProps } from '../ui/Sidebar.js';
import { LoadingState } from '../ui/Spinner.js';
import { pageDecision, pageRefusal, quickLinks, sidebarEntries, viewHome } from './chrome.js';
import { AppLink } from '../ui/AppLink.js';
import { permissionContext } from '../../shared/session/facts/index.js';
import { MenuContext } from '../ui/AreaContext.js';
import { mountArea, type AreaDefinition } from './mountArea.js';
import { DataProvider } from './DataProvider.js';
import { matchRoute, type Area } from '../../shared/routes/routeTable.js';

/** The side menu of the logged-in areas: entries and quick links by the docs/requirements.md#spec-6-permissions rules (shared/permissions). */
export function PermissionSidebar(props: SidebarSlotProps) {
  const items = useSignalValue(sidebarEntries);
  const links = useSignalValue(quickLinks);
  return <Sidebar {...props} items={items} quickLinks={links} onLogOut={() => void logout()} />;
}

/**
 * Shows a page only when the docs/requirements.md#spec-6-permissions rule behind it allows it with the loaded facts (the gateway already
 * refused what no facts could allow). While the facts load: a loading state, never the page. Refused: the
 * reason in words when the rule gives one (shared/permissions AREA_REFUSALS), else back to the home of the view.
 * A fact that failed to load: say so, without the page.
 */
export function PageGate({ path, children }: { path: string; children: ReactNode }) {
  useSignalValue(permissionContext);
  const entries = useSignalValue(sidebarEntries);
  useSignalValue(factsReady);
  const home = useSignalValue(viewHome);
  const [, navigate] = useLocation();
  const decision = pageDecision(path);
  const reason = decision === 'refused' ? pageRefusal(path) : null;
  useEffect(() => {
    if (decision === 'refused' && !reason) navigate(home, { replace: true });
  }, [decision, reason, home, navigate]);
  if (decision === 'allowed') return <MenuContext.Provider value={entries}>{children}</MenuContext.Provider>;
  if (reason) {
    return (
      <>
        <h1>{titleOf(path)}</h1>
        <Alert tone="info" title="This page isn’t available to you">
          <p>{reason}</p>
          <p>
            <AppLink href={home}>Go to your home page</AppLink>
          </p>
        </Alert>
      </>
    );
  }
  if (decision === 'loading' || decision === 'refused') return <LoadingState label="Loading your account…" />;
  return (
    <Alert tone="error" title="This page can’t be shown right now">
      <p>We couldn’t load the account details this page depends on. Please reload the page, or try again in a few minutes.</p>
    </Alert>
  );
}

function titleOf(path: string): string {
  const m = matchRoute(path);
  return m?.route.kind === 'page' ? m.route.title : 'Not available';
}

/**
 * mountArea for the logged-in areas: permission-built chrome, page gate, session data loading. `composeDashboard`: how
 * a page of the area that is composed with the dashboard of the card in view asks for it (the cardholder area's).
 */
export function mountLoggedInArea<A extends Area>(
  definition: Omit<AreaDefinition<A>, 'sidebar' | 'gate' | 'onStart' | 'wrap'> & {
    composeDashboard?: (page: string) => DashboardComposer | null;
  },
): void {
  const { composeDashboard, ...area } = definition;
  mountArea({
    ...area,
    sidebar: PermissionSidebar,
    gate: PageGate,
    onStart: (b) => void startSessionData({ composeDashboard: composeDashboard?.(b.page.page) ?? null }),
    wrap: DataProvider,
  });
}
