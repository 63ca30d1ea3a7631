import type { Area } from '../routes/routeTable.js';

/**
 * Which pages go with the cardholder home. Its own small module: every area's start-up asks `pagesLoadedWith`,
 * including the login page's, which must not load the first-round planning with it.
 */

/** The cardholder home, and the offer watcher every cardholder login passes on the way to it. */
export const isCardholderHome = (area: Area, page: string): boolean =>
  area === 'cardholder' && (page === 'dashboard' || page === 'offerWatcher');

/**
 * The cardholder pages whose data comes composed with the dashboard of the card in view, so that the page needs one
 * round of calls: the page's composed recipe (compose/cardRecipes.ts), or null (the dashboard alone). One rule for the
 * gateway's first round and the page's session facts.
 */
export type DashboardWith =
  'cardholder-home' | 'cardholder-payments' | 'cardholder-rewards' | 'cardholder-alerts' | 'cardholder-services' | null;
/** The cardholder pages with a recipe of their own: page id → the recipe. */
const PAGE_RECIPES: ReadonlyMap<string, NonNullable<DashboardWith>> = new Map([
  ['payments', 'cardholder-payments'],
  ['rewards', 'cardholder-rewards'],
  ['alertsAndControls', 'cardholder-alerts'],
  ['services', 'cardholder-services'],
]);
export const dashboardWith = (area: Area, page: string): DashboardWith =>
  isCardholderHome(area, page) ? 'cardholder-home' : area === 'cardholder' ? (PAGE_RECIPES.get(page) ?? null) : null;

/**
 * The pages whose code a load of `page` fetches at once: the page, and for the offer watcher the home it goes on to.
 * The gateway's shell preloads their files; the area starts importing them beside its first render.
 */
export const pagesLoadedWith = (area: Area, page: string): string[] =>
  isCardholderHome(area, page) && page !== 'dashboard' ? [page, 'dashboard'] : [page];
