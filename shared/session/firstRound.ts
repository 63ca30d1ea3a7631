import type { User } from '../contract/authentication.js';
import { offers as offersPolicy } from '../permissions/policies/cardholderFeatures.js';
import { companyAccounts } from '../permissions/policies/companySummary.js';
import { SIGNED_IN_AREAS, type Area } from '../routes/routeTable.js';
import { ACCOUNTS_PAGE_SIZE, ACCOUNTS_TABLE_PREFIX, NO_ACCOUNTS_SEARCH, callUrls } from './callUrls.js';
import { FIRST_ROUND_ACCEPT, FIRST_ROUND_GLOBAL } from './earlyCalls.js';
import { planFacts } from './facts/factPlan.js';
import { viewFor } from './views.js';
import { dashboardWith } from './cardholderHome.js';




export interface FirstRoundPage {
  area: Area;
  page: string;
  user: User;
  /** The page's query (the view, `company`, `cardNumber`, a table's state). */
  query: URLSearchParams;
  brandCode: string | null;
}

/**
 * A signed-in page's first round of calls (issue 21), started by the shell's inline starter before the area's code
 * has loaded, each a `fetch` promise that `http.get` adopts once when the page asks for the same URL.
 *
 * The GET URLs the page will ask for first, and which need nothing but the user and the address: the session facts
 * of its view (planFacts, the same rule the page follows), and on the homes their own first calls. Everything that
 * needs an answer first is left out (an admin's card in view brings its company).
 */
export function firstRoundUrls({ area, page, user, query, brandCode }: FirstRoundPage): string[] {
  if (!SIGNED_IN_AREAS.includes(area)) return [];
  const view = viewFor(user, query);
  const plan = planFacts({
    user,
    view,
    brandCode,
    companyParam: query.get('company') || null,
    cardRef: query.get('cardNumber') || null,
    cardCompany: { settled: false, companyId: undefined },
  });
  const urls: string[] = [];
  if (plan.brandDetails) urls.push(callUrls.brandDetails(plan.brandDetails));
  if (plan.reporting) urls.push(callUrls.reporting());
  if (plan.company) urls.push(callUrls.company(plan.company, true));
  if (plan.dashboard) urls.push(callUrls.dashboardCall(plan.dashboard.cardRef, dashboardWith(area, page)));
  if (plan.holdingCompany) urls.push(callUrls.holdingCompany(plan.holdingCompany), callUrls.associations(plan.holdingCompany));
  if (area === 'cardholder' && page === 'offerWatcher' && offersPolicy.view(user, { view })) urls.push(callUrls.offers(null, true));
  // The Company page's accounts table, when it opens on its first page (no search, filter, sort or page in the URL).
  const tableState = [...query.keys()].some((k) => k.startsWith(`${ACCOUNTS_TABLE_PREFIX}.`));
  if (area === 'pa' && page === 'dashboard' && plan.company && !tableState && companyAccounts.view(user, { view })) {
    urls.push(callUrls.companyAccounts(plan.company, NO_ACCOUNTS_SEARCH, 0, ACCOUNTS_PAGE_SIZE));
  }
  return urls;
}

/**
 * The inline starter: begins each call with the page's credentials and the client's Accept header, and keeps the
 * promise for the page's code. Rejections are kept for the adopter (it asks again), never reported as unhandled.
 */
export function firstRoundScript(urls: readonly string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    `(function(w,u){var r=w.${FIRST_ROUND_GLOBAL}={};u.forEach(function(x){` +
    `r[x]=fetch(x,{credentials:"include",headers:{Accept:"${FIRST_ROUND_ACCEPT}"}});r[x].catch(function(){})})})(window,${list})`
  );
}
