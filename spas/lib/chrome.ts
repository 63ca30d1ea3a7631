import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { ChromeContext } from '../../shared/permissions/links.js';
import { cardholderLink, paLink } from '../../shared/permissions/links.js';
import { sidebarFor, type MenuEntry, type SidebarEntry } from '../../shared/permissions/menus.js';
import { quickLinksFor } from '../../shared/permissions/quickLinks.js';
import { areaForPath, pathAllowed } from '../../shared/permissions/areas.js';
import { company, dashboard, factsReady } from '../../shared/session/loaders/index.js';
import { cardNumberParam, reportingUrl, selectedCompany, user, view } from '../../shared/session/store.js';

/**
 * The chrome of the logged-in areas built on shared/permissions (issue 6) with the facts the session
 * loaded (company, dashboard, reporting URL). Menus are null while those facts load, so the sidebar
 * shows a placeholder instead of entries that are about to appear or vanish.
 */
export const chromeContext: ReadonlySignal<ChromeContext | null> = computed(() => {
  const v = view.value;
  if (!v) return null;
  return {
    view: v,
    company: company.value.data,
    dashboard: dashboard.value.data,
    companyParam: selectedCompany.value,
    cardNumberParam: cardNumberParam.value,
    reportingUrl: reportingUrl.value,
  };
});

export const sidebarEntries: ReadonlySignal<SidebarEntry[] | null> = computed(() => {
  const u = user.value;
  const ctx = chromeContext.value;
  if (!u || !ctx || !factsReady.value) return null;
  return sidebarFor(u, ctx);
});

export const quickLinks: ReadonlySignal<MenuEntry[]> = computed(() => {
  const u = user.value;
  const ctx = chromeContext.value;
  return u && ctx ? quickLinksFor(u, ctx) : [];
});

/** Home of the view in effect, keeping its parameters (the place a refused page sends the user). */
export const viewHome: ReadonlySignal<string> = computed(() => {
  const u = user.value;
  const ctx = chromeContext.value;
  if (!u || !ctx) return '/';
  if (ctx.view === 'holdingCompanyView') return '/holding-company';
  if (ctx.view === 'programAdminView') return paLink('/pa', ctx);
  return cardholderLink('/dashboard-cardholder', u, ctx);
});

export type PageDecision = 'allowed' | 'loading' | 'refused' | 'unknown';

/**
 * Whether the page at `path` may be shown with the facts loaded: pages without a §6 rule always;
 * pages with one once the facts have settled. 'unknown' when a fact the rule needs failed to load.
 */
export function pageDecision(path: string): PageDecision {
  const u = user.value;
  const ctx = chromeContext.value;
  if (areaForPath(path) === undefined) return 'allowed';
  if (!u || !ctx || !factsReady.value) return 'loading';
  if (pathAllowed(u, path, ctx)) return 'allowed';
  const failed = (ctx.view === 'cardholderView' && (dashboard.value.status === 'error' || company.value.status === 'error')) ||
    (ctx.view === 'programAdminView' && company.value.status === 'error');
  return failed ? 'unknown' : 'refused';
}
