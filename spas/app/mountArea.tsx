import '../ui/ui.css';
// The idle warning and keep-alive: registers itself in every layout's <SessionExtras/>.
import '../ui/idle/register.js';
import { Fragment, StrictMode, createRoot, startTransition, type ComponentType } from '../lib/react-deps.js';
import type { Bootstrap } from '../../shared/bootstrap.js';
import type { Area, PageId } from '../../shared/routes/routeTable.js';
import { initSession } from '../../shared/session/store.js';
import { startTabSync } from '../../shared/session/tabs.js';
import { AreaApp, type PageProps } from './AreaApp.js';
import { preloadPage } from './lazyPage.js';
import { pagesLoadedWith } from '../../shared/session/cardholderHome.js';
import { readBootstrap } from './readBootstrap.js';
import { guardLateSecondPresses } from '../ui/lateSecondPress.js';
import type { SidebarSlotProps } from '../ui/Sidebar.js';
import type { ReactNode } from '../lib/react-deps.js';

/** Every page id of the area (route table) → its component; a missing or misspelt id fails the typecheck. */
export type AreaPages<A extends Area> = Record<PageId<A>, ComponentType<PageProps>>;

/** What the router needs at run time: the pages by plain string id. */
export type AreaRuntime = Omit<AreaDefinition, 'pages'> & { pages: Partial<Record<string, ComponentType<PageProps>>> };

export interface AreaDefinition<A extends Area = Area> {
  area: A;
  pages: AreaPages<A>;
  notFound: ComponentType<PageProps>;
  /** The side menu of the sidebar layout (logged-in areas: spas/app/loggedInArea.tsx). */
  sidebar?: ComponentType<SidebarSlotProps>;
  /** Wraps every page: decides whether it may be shown (logged-in areas: the docs/requirements.md#spec-6-permissions rules with loaded facts). */
  gate?: ComponentType<{ path: string; children: ReactNode }>;
  /** Runs once after the session store starts, before the first render (e.g. session data loading). */
  onStart?: (bootstrap: Bootstrap) => void;
  /** Wraps the whole area (the logged-in areas: the server-data cache). */
  wrap?: ComponentType<{ children: ReactNode }>;
  /** Shown above every page of the area (the cardholder area: whose card an admin is looking at). */
  banner?: ComponentType;
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

/** Runs `fn` in a task of its own: a message to itself, not a timer, so a test's fake clock cannot hold it back. */
function inNextTask(fn: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    fn();
  };
  channel.port2.postMessage(null);
}

/**
 * Each area's main.tsx calls this once: bootstrap → session store → tab sync → router. In the task after the one that
 * ran the area's modules (React DOM's start-up above all): together they were one task of ≈ 200 ms on a phone's CPU
 * (4× slowed), during which a tap went unanswered (the pages' blocking time); apart, each is shorter.
 */
export function mountArea<A extends Area>(definition: AreaDefinition<A>): void {
  inNextTask(() => startArea(definition));
}

function startArea<A extends Area>(definition: AreaDefinition<A>): void {
  const el = rootElement();
  const result = readBootstrap();
  if (!result.ok) {
    renderBootFailure(el, result.reason);
    return;
  }
  const bootstrap: Bootstrap = result.bootstrap;
  initSession(bootstrap);
  startTabSync();
  // Every area has steps whose next step's button can sit under a double click's second press.
  guardLateSecondPresses();
  definition.onStart?.(bootstrap);
  // The page's code (and the home's, beside the offer watcher) starts loading now, beside the area's first render, not
  // once that render has been committed.
  const pages = definition.pages as Partial<Record<string, ComponentType<PageProps>>>;
  for (const page of pagesLoadedWith(bootstrap.page.area, bootstrap.page.page)) preloadPage(pages[page]);
  const Wrap = definition.wrap ?? Fragment;
  const root = createRoot(el);
  // A transition, so React renders the first page in slices of a few milliseconds and the browser stays responsive
  // meanwhile (the first render was one long task); nothing is on screen before it either way.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Wrap>
          <AreaApp definition={definition as unknown as AreaRuntime} bootstrap={bootstrap} initialPath={window.location.pathname} />
        </Wrap>
      </StrictMode>,
    ),
  );
}
