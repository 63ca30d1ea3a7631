import { computed, type ReadonlySignal } from '@preact/signals-core';
import { cardholderLink, paLink } from '../../shared/permissions/links.js';
import { sidebarFor, type MenuEntry, type SidebarEntry } from '../../shared/permissions/menus.js';
import { quickLinksFor } from '../../shared/permissions/quickLinks.js';
import { areaForPath, pathAllowed, pathRefusal } from '../../shared/permissions/areas.js';
import { factsFailed, factsReady, permissionContext } from '../../shared/session/facts/index.js';
import { everyCallMissing, missingCalls } from '../../shared/session/missingCalls.js';
import { user } from '../../shared/session/store.js';
import { matchRoute, pathOf } from '../../shared/routes/routeTable.js';

/** The chrome of the logged-in areas (menus, quick links, the page gate) built on shared/permissions with the session's facts. */

export const sidebarEntries: ReadonlySignal<SidebarEntry[] | null> = computed(() => {
  const u = user.value;
  const ctx = permissionContext.value;
  if (!u || !ctx || !factsReady.value) return null;
  const missing = missingCalls.value;
  // An entry whose screen the bank's platform can't fill at all (every call it needs answered as not offered) goes.
  return sidebarFor(u, ctx).filter((e) => e.external || !screenMissing(e.href, missing));
});

const screenMissing = (href: string, missing: ReadonlySet<string>): boolean => {
  const route = matchRoute(href.split(/[?#]/, 1)[0] ?? href)?.route;
  return route?.kind === 'page' && everyCallMissing(route.calls, missing);
};

export const quickLinks: ReadonlySignal<MenuEntry[]> = computed(() => {
  const u = user.value;
  const ctx = permissionContext.value;
  return u && ctx ? quickLinksFor(u, ctx) : [];
});

/** Home of the view in effect, keeping its parameters (the place a refused page sends the user). */
export const viewHome: ReadonlySignal<string> = computed(() => {
  const u = user.value;
  const ctx = permissionContext.value;
  if (!u || !ctx) return '/';
  if (ctx.view === 'holdingCompanyView') return pathOf('holdingCompany', 'dashboard');
  if (ctx.view === 'programAdminView') return paLink(pathOf('pa', 'dashboard'), ctx);
  return cardholderLink(pathOf('cardholder', 'dashboard'), u, ctx);
});

export type PageDecision = 'allowed' | 'loading' | 'refused' | 'unknown';

/**
 * Whether the page at `path` may be shown with the facts loaded: pages without a docs/requirements.md#spec-6-permissions rule always;
 * pages with one once the facts have settled. 'unknown' when a fact the rule needs failed to load.
 */
export function pageDecision(path: string): PageDecision {
  const u = user.value;
  const ctx = permissionContext.value;
  if (areaForPath(path) === undefined) return 'allowed';
  if (!u || !ctx || !factsReady.value) return 'loading';
  if (pathAllowed(u, path, ctx)) return 'allowed';
  return factsFailed.value ? 'unknown' : 'refused';
}

/** Why a refused page is refused, in the user's words, when its rule gives a reason (the page says it instead of sending the user home). */
export function pageRefusal(path: string): string | null {
  const u = user.value;
  const ctx = permissionContext.value;
  return u && ctx ? pathRefusal(u, path, ctx) : null;
}
