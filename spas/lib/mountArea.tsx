import '../ui/ui.css';
// Issue 5's idle warning and keep-alive: registers itself in every layout's <SessionExtras/>.
import '../ui/idle/register.js';
import { StrictMode, createRoot, type ComponentType } from './react-deps.js';
import type { Bootstrap } from '../../shared/bootstrap.js';
import type { Area } from '../../shared/routes/routeTable.js';
import { initSession } from '../../shared/session/store.js';
import { startTabSync } from '../../shared/session/tabs.js';
import { AreaApp, type PageProps } from './AreaApp.js';
import { readBootstrap } from './readBootstrap.js';
import type { SidebarSlotProps } from '../ui/Sidebar.js';
import type { ReactNode } from './react-deps.js';

export interface AreaDefinition {
  area: Area;
  /** Page id (from the route table) → component. Unknown ids render the not-found page. */
  pages: Record<string, ComponentType<PageProps>>;
  notFound: ComponentType<PageProps>;
  /** The side menu of the sidebar layout (logged-in areas: spas/lib/loggedInArea.tsx). */
  sidebar?: ComponentType<SidebarSlotProps>;
  /** Wraps every page: decides whether it may be shown (logged-in areas: the §6 rules with loaded facts). */
  gate?: ComponentType<{ path: string; children: ReactNode }>;
  /** Runs once after the session store starts, before the first render (e.g. session data loading). */
  onStart?: () => void;
}

function rootElement(): HTMLElement {
  let el = document.getElementById('root');
  if (!el) {
    el = document.createElement('div');
    el.id = 'root';
    document.body.append(el);
  }
  return el;
}

/** Without valid start-up data there is no brand or session: say so plainly instead of a blank page. */
function renderBootFailure(el: HTMLElement, reason: string): void {
  el.replaceChildren();
  const main = document.createElement('main');
  main.className = 'main';
  main.innerHTML =
    '<div class="main-inner"><div class="alert alert-error" role="alert"><div class="alert-body">' +
    '<h1>We could not load this page</h1><p></p>' +
    '<p>Please reload the page. If the problem continues, try again in a few minutes.</p>' +
    '<p><a class="btn btn-primary" href="/">Go to the start page</a></p></div></div></div>';
  main.querySelector('p')!.textContent = reason;
  el.append(main);
}

/** Each area's main.tsx calls this once: bootstrap → session store → tab sync → router. */
export function mountArea(definition: AreaDefinition): void {
  const el = rootElement();
  const result = readBootstrap();
  if (!result.ok) {
    renderBootFailure(el, result.reason);
    return;
  }
  const bootstrap: Bootstrap = result.bootstrap;
  initSession(bootstrap);
  startTabSync();
  definition.onStart?.();
  createRoot(el).render(
    <StrictMode>
      <AreaApp definition={definition} bootstrap={bootstrap} initialPath={window.location.pathname} />
    </StrictMode>,
  );
}
