import type { Area } from '../routes/routeTable.js';

/**
 * Which pages go with the cardholder home. Its own small module: every area's start-up asks `pagesLoadedWith`,
 * including the login page's, which must not load the first-round planning with it.
 */

/** The cardholder home, and the offer watcher every cardholder login passes on the way to it. */
export const isCardholderHome = (area: Area, page: string): boolean => area === 'cardholder' && (page === 'dashboard' || page === 'offerWatcher');

/**
 * The pages whose code a load of `page` fetches at once: the page, and for the offer watcher the home it goes on to.
 * The gateway's shell preloads their files; the area starts importing them beside its first render.
 */
export const pagesLoadedWith = (area: Area, page: string): string[] => (isCardholderHome(area, page) && page !== 'dashboard' ? [page, 'dashboard'] : [page]);
