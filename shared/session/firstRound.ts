import type { User } from '../contract/authentication.js';
import { companyVirtualCardCall } from '../contract/company.js';
import { callUrl } from '../contract/platformCall.js';
import { offers as offersPolicy } from '../permissions/policies/cardholderFeatures.js';
import { companyAccounts } from '../permissions/policies/companySummary.js';
import { mcc } from '../permissions/policies/adminTools.js';
import { expenseReports, statusesToReview } from '../permissions/policies/expenseReports.js';
import { areaPossible } from '../permissions/areas.js';
import { isCardholderUser } from '../permissions/user.js';
import { SIGNED_IN_AREAS, pageRoutes, type Area } from '../routes/routeTable.js';
import { DEFAULT_STATUSES } from './adminScope.js';
import {
  ACCOUNTS_PAGE_SIZE,
  ACCOUNTS_TABLE_PREFIX,
  ADMINS_TABLE_PREFIX,
  ALL_REPORTS_TABLE,
  MY_REPORTS_TABLE,
  REVIEW_QUEUE_TABLE,
  reportSortParam,
  DEFAULT_PAGE_SIZE,
  isAccountEntityId,
  FIRST_VENDORS,
  NO_ACCOUNTS_SEARCH,
  VENDORS_TABLE_PREFIX,
  callUrls,
} from './callUrls.js';
import { filtersActive, readReportFilters } from './reportFilters.js';
import { FIRST_ROUND_ACCEPT, FIRST_ROUND_GLOBAL } from './earlyCalls.js';
import { planFacts } from './facts/factPlan.js';
import { viewFor, type View } from './views.js';
import { dashboardWith } from './cardholderHome.js';
import { dashboardUrl } from './compose/cardRecipes.js';
import { accountRecipe, companyControlsRecipe } from './compose/companyRecipes.js';
import { composedUrl } from './compose/pageRecipe.js';
import { cardRefOf } from '../format/cardNumberParam.js';

interface ScreenContext {
  /** The company in view (the `company` parameter, else the admin's own). */
  companyId: string;
  user: User;
  view: View;
  query: URLSearchParams;
  /** The route's `:params`. */
  params: Readonly<Record<string, string>>;
  brandCode: string | null;
}

/** Whether the address carries any of a table's parameters (`<prefix>.q`, `.sort`, `.page`, …): then it opens elsewhere. */
const tableMoved = (query: URLSearchParams, prefix: string): boolean => [...query.keys()].some((k) => k.startsWith(`${prefix}.`));

/** A cardholder's own reports table keeps its state without a prefix: any of these and it opens elsewhere. */
const MY_REPORTS_STATE = ['q', 'sort', 'page', 'size'];

/** The docs/requirements.md#spec-6-permissions rule of each page's route row. */
const RULES = new Map(pageRoutes().map((r) => [`${r.area}/${r.page}`, r.rule] as const));
/**
 * A screen's calls start only for who may open it: its route row's rule judged as the gateway's guard judges it
 * (`areaPossible`, the company's facts at their most permissive), since the company's answer comes in this same round.
 */
const mayOpen = (area: Area, page: string, c: ScreenContext): boolean => {
  const rule = RULES.get(`${area}/${page}`);
  return !rule || areaPossible(c.user, rule, c.view);
};

/**
 * Each screen's own first calls that need nothing but the user, the company in view and the address (the rest
 * need an answer first, and follow it). Each list follows what the screen asks for as it opens, with the same URL
 * builders (callUrls.ts); tests/e2e/home-first-round.spec.ts checks each call is taken, once.
 */
const SCREEN_CALLS: { [A in Area]?: Record<string, (c: ScreenContext) => string[]> } = {
  cardholder: {
    // A cardholder's Services page lists the cards on their own account (its card's calls come with the dashboard).
    services: (c) => (isCardholderUser(c.user) && mayOpen('cardholder', 'services', c) ? [callUrls.userAccountSummary()] : []),
    // A cardholder's own reports on their first page, newest first, by the status the address names (one the page
    // does not know is no filter).
    expenseReporting: (c) => {
      if (!isCardholderUser(c.user) || !mayOpen('cardholder', 'expenseReporting', c) || MY_REPORTS_STATE.some((k) => c.query.has(k)))
        return [];
      const status = readReportFilters(c.query).status ?? undefined;
      return [
        callUrls.expenseReports(
          { kind: 'own' },
          { status, sort: reportSortParam(MY_REPORTS_TABLE.defaultSort), page: 0, size: DEFAULT_PAGE_SIZE },
        ),
      ];
    },
  },
  pa: {
    // The Company page's accounts table, when it opens on its first page (no search, filter, sort or page in the URL).
    dashboard: (c) =>
      !tableMoved(c.query, ACCOUNTS_TABLE_PREFIX) && companyAccounts.view(c.user, { view: c.view })
        ? [callUrls.companyAccounts(c.companyId, NO_ACCOUNTS_SEARCH, 0, ACCOUNTS_PAGE_SIZE)]
        : [],
    // Both tabs list the company's controls with what one is set up with (every alert type, which the page narrows to the
    // company's account type; its contacts; the merchant category groups for who may see them); the first tab their
    // totals with each type's summary (composed by the gateway), the Accounts tab the accounts.
    alertsAndControls: (c) => {
      if (!mayOpen('pa', 'alertsAndControls', c)) return [];
      const id = c.companyId;
      const urls = [
        c.query.get('tab') === 'accounts' ? callUrls.companyAccountList(id) : composedUrl(companyControlsRecipe, { companyId: id }),
        callUrls.companyControls(id),
        callUrls.companyContacts(id),
        callUrls.alertTypes(null),
      ];
      if (mcc.view(c.user, { view: c.view })) urls.push(callUrls.standardMccGroups(), callUrls.companyMccGroups(id));
      return urls;
    },
    // The Administrators tab (the first) on its first page, the docs/requirements.md#spec-9-constants defaults.
    programAdmin: (c) => {
      if (
        !mayOpen('pa', 'programAdmin', c) ||
        !c.brandCode ||
        (c.query.get('tab') ?? 'administrators') !== 'administrators' ||
        tableMoved(c.query, ADMINS_TABLE_PREFIX)
      )
        return [];
      const scope = { kind: 'company', companyId: Number(c.companyId) } as const;
      return [callUrls.programAdmins(scope, { brand: c.brandCode, statuses: DEFAULT_STATUSES, offset: 0, size: DEFAULT_PAGE_SIZE })];
    },
    // The account the page is about (its `:accountEntityId`), with what needs its answer (its sub-account's details,
    // its card's), composed by the gateway.
    accountDetail: (c) => {
      const id = c.params.accountEntityId;
      return id !== undefined && isAccountEntityId(id) && mayOpen('pa', 'accountDetail', c)
        ? [composedUrl(accountRecipe, { accountEntityId: id })]
        : [];
    },
    // The accounts the admin reports for (asked on every tab), and the tab's list on its first page: the review queue
    // (the first tab for who takes a review step) of the statuses waiting for this admin's steps, or All reports
    // (the first tab for the others) when the address names no filter. The review steps, the export and the
    // configuration are each the admin's by role alone (docs/requirements.md#spec-6-permissions), so the tabs the page shows are known here.
    expenseReporting: (c) => {
      const companyId = Number(c.companyId);
      if (!mayOpen('pa', 'expenseReporting', c) || !Number.isSafeInteger(companyId)) return [];
      const statuses = statusesToReview(c.user);
      const ctx = { view: c.view };
      const tabs = [...(statuses.length ? ['queue'] : []), 'all', ...(expenseReports.configure(c.user, ctx) ? ['configure'] : [])];
      const wanted = c.query.get('tab');
      const tab = tabs.find((t) => t === wanted) ?? tabs[0];
      const scope = { kind: 'company', companyId } as const;
      const first = { page: 0, size: DEFAULT_PAGE_SIZE };
      const urls = [callUrls.expenseAccounts(c.user.userid)];
      if (tab === 'queue' && !tableMoved(c.query, REVIEW_QUEUE_TABLE.prefix)) {
        urls.push(
          callUrls.expenseReports(scope, { status: statuses.join(','), sort: reportSortParam(REVIEW_QUEUE_TABLE.defaultSort), ...first }),
        );
      }
      if (tab === 'all' && !tableMoved(c.query, ALL_REPORTS_TABLE.prefix) && !filtersActive(readReportFilters(c.query))) {
        urls.push(callUrls.expenseReports(scope, { sort: reportSortParam(ALL_REPORTS_TABLE.defaultSort), ...first }));
        if (expenseReports.export(c.user, ctx)) urls.push(callUrls.glAccounts(companyId));
      }
      return urls;
    },
    // The program panel above the tabs, and the Vendors tab (the first) on its first page. For a company without virtual
    // cards (a typed address: the menu has no entry) the page refuses, and the early calls' answers are never used.
    virtualCards: (c) => {
      if (!mayOpen('pa', 'virtualCards', c)) return [];
      const urls = [callUrl(companyVirtualCardCall, { companyId: c.companyId })];
      if ((c.query.get('tab') ?? 'vendors') === 'vendors' && !tableMoved(c.query, VENDORS_TABLE_PREFIX))
        urls.push(callUrls.vendors(c.companyId, FIRST_VENDORS));
      return urls;
    },
  },
};

export interface FirstRoundPage {
  area: Area;
  page: string;
  user: User;
  /** The page's query (the view, `company`, `cardNumber`, a table's state). */
  query: URLSearchParams;
  /** The route's `:params` (none: `{}`). */
  params?: Readonly<Record<string, string>>;
  brandCode: string | null;
}

/**
 * A signed-in page's first round of calls, started by the shell's inline starter before the area's code
 * has loaded, each a `fetch` promise that `http.get` adopts once when the page asks for the same URL.
 *
 * The GET URLs the page will ask for first, and which need nothing but the user and the address: the session facts
 * of its view (planFacts, the same rule the page follows), and on the homes their own first calls. Everything that
 * needs an answer first is left out (an admin's card in view brings its company).
 */
export function firstRoundUrls({ area, page, user, query, params = {}, brandCode }: FirstRoundPage): string[] {
  if (!SIGNED_IN_AREAS.includes(area)) return [];
  const view = viewFor(user, query);
  const plan = planFacts({
    user,
    view,
    brandCode,
    companyParam: query.get('company') || null,
    cardRef: cardRefOf(query),
    cardCompany: { settled: false, companyId: undefined },
  });
  const urls: string[] = [];
  if (plan.brandDetails) urls.push(callUrls.brandDetails(plan.brandDetails));
  if (plan.reporting) urls.push(callUrls.reporting());
  if (plan.company) urls.push(callUrls.company(plan.company, true));
  if (plan.dashboard) urls.push(dashboardUrl(plan.dashboard.cardRef, dashboardWith(area, page)));
  if (plan.holdingCompany) urls.push(callUrls.holdingCompany(plan.holdingCompany), callUrls.associations(plan.holdingCompany));
  if (area === 'cardholder' && page === 'offerWatcher' && offersPolicy.view(user, { view })) urls.push(callUrls.offers(null, true));
  if (plan.company) urls.push(...(SCREEN_CALLS[area]?.[page]?.({ companyId: plan.company, user, view, query, params, brandCode }) ?? []));
  return urls;
}

/**
 * The inline starter: begins each call with the page's credentials and the client's Accept header, and keeps the
 * promise for the page's code. Each answer's body is read as it arrives and kept with its status and headers: an
 * answer the page never takes (a page that fails before it asks, a panel it does not show) would otherwise hold its
 * connection open with the body unread — one of the browser's six for the host, for as long as the page stays.
 * Rejections are kept for the adopter (it asks again), never reported as unhandled.
 */
export function firstRoundScript(urls: readonly string[]): string {
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return (
    `(function(w,u){var r=w.${FIRST_ROUND_GLOBAL}={};u.forEach(function(x){` +
    `r[x]=fetch(x,{credentials:"include",headers:{Accept:"${FIRST_ROUND_ACCEPT}"}}).then(function(a){return a.blob().then(function(b){` +
    // A 204, 205 or 304 answer can't be rebuilt with a body, even an empty one.
    `return new Response(a.status==204||a.status==205||a.status==304?null:b,{status:a.status,statusText:a.statusText,headers:a.headers})})});` +
    `r[x].catch(function(){})})})(window,${list})`
  );
}
