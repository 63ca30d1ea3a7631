import type { Area } from '../routes/routeTable.js';

/**
 * Which pages go with the cardholder home. Its own small module: every area's start-up asks `pagesLoadedWith`,
 * including the login page's, which must not load the first-round planning with it.
 */

/** The cardholder home, and the offer watcher every cardholder login passes on the way to it. */
export const isCardholderHome = (area: Area, page: string): boolean => area === 'cardholder' && (page === 'dashboard' || page === 'offerWatcher');

/**
 * What comes with the dashboard of the card in view when a page loads, so that the page needs one round of calls
 * (issue 21): the home's pieces (`/v1/cards/cardholder/home`), the Payments page's payment information
 * (`…/payments`), the Rewards page's rewards calls (`…/rewards`), the Alerts and Controls page's alert types and controls
 * (`…/alerts`), the Services page's replacement availability and controls (`…/services`), or nothing
 * (`/v1/cards/cardholder/dashboard`). One rule for the gateway's first round and the page's session facts.
 */
export type DashboardWith = 'home' | 'payments' | 'rewards' | 'alerts' | 'services' | null;
/** The cardholder pages with a combined call of their own: page id → the call. */
const PAGE_PIECES: ReadonlyMap<string, NonNullable<DashboardWith>> = new Map([
  ['payments', 'payments'],
  ['rewards', 'rewards'],
  ['alertsAndControls', 'alerts'],
  ['services', 'services'],
]);
export const dashboardWith = (area: Area, page: string): DashboardWith =>
  isCardholderHome(area, page) ? 'home' : area === 'cardholder' ? PAGE_PIECES.get(page) ?? null : null;

/**
 * The pages whose code a load of `page` fetches at once: the page, and for the offer watcher the home it goes on to.
 * The gateway's shell preloads their files; the area starts importing them beside its first render.
 */
export const pagesLoadedWith = (area: Area, page: string): string[] => (isCardholderHome(area, page) && page !== 'dashboard' ? [page, 'dashboard'] : [page]);
