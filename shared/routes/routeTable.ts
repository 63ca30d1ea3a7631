import type { FeatureArea } from '../permissions/pageRules.js';
import { compileMatcher, type Matcher } from './matcher.js';

/**
 * The one route table (docs/requirements.md#spec-2-screens, docs/requirements.md#design-1-shape). The gateway enforces `guard` and `audience` on every full
 * page load and serves the `area`'s shell; each SPA routes inside its area with the same paths.
 * Paths are matched case-insensitively and without a trailing slash; `:name` segments match one segment.
 */
export type Area = 'public' | 'cardholder' | 'pa' | 'holdingCompany' | 'viewer';
/** The logged-in areas: their start-up loads the session facts, and their sidebar layout has the side menu. */
export const SIGNED_IN_AREAS: readonly Area[] = ['cardholder', 'pa', 'holdingCompany'];
export type Layout = 'full' | 'headerOnly' | 'none' | 'sidebar';
/** public: anyone; publicOnly: anyone, but logged-in users are sent home; login: login required. */
export type Guard = 'public' | 'publicOnly' | 'login';
/** Which view a logged-in user must be in to open the route (docs/requirements.md#spec-4-states "Views"). */
export type Audience = 'anyone' | 'cardholderView' | 'programAdminView' | 'holdingCompanyView';

export interface PageRoute<A extends Area = Area, P extends string = string> {
  kind: 'page';
  path: string;
  /** Stable page id the area SPA renders. */
  page: P;
  area: A;
  layout: Layout;
  guard: Guard;
  audience: Audience;
  title: string;
  /**
   * The docs/requirements.md#spec-6-permissions rule behind the page (shared/permissions/pageRules.ts). The sidebar entry, the SPA's page gate
   * and the gateway's refusal of pages a user's roles can never open all read it from here.
   */
  rule?: FeatureArea;
  /**
   * The platform calls the screen's content needs beyond the session's facts (every page has those), by id
   * (`PlatformCall.id`, shared/contract). Declared where they can all be portal-defined calls, which a bank's
   * platform may lack: once the session knows every one of them missing, the menu hides the screen's entry
   * (`everyCallMissing`, shared/session/missingCalls.ts). Undeclared: the entry always stays.
   */
  calls?: readonly CallId[];
}
/** A platform call's id, `<area>.<operation>` (a test checks each one names a defined call). */
export type CallId = `${string}.${string}`;
export interface AliasRoute {
  kind: 'alias';
  path: string;
  /** Canonical path the alias leads to (query string kept). */
  to: string;
}
export interface ExternalRoute {
  kind: 'external';
  path: string;
  /** Absolute path on the same host outside the portal's routes. */
  location: string;
}
export type Route = PageRoute | AliasRoute | ExternalRoute;

interface RowOptions {
  layout?: Layout;
  guard?: Guard;
  rule?: FeatureArea;
  calls?: readonly CallId[];
}
const row = <A extends Area, P extends string>(
  area: A,
  audience: Audience,
  layout: Layout,
  guard: Guard,
  path: string,
  page: P,
  title: string,
  o: RowOptions,
): PageRoute<A, P> => ({
  kind: 'page',
  path,
  page,
  area,
  layout: o.layout ?? layout,
  guard: o.guard ?? guard,
  audience,
  title,
  ...(o.rule ? { rule: o.rule } : {}),
  ...(o.calls ? { calls: o.calls } : {}),
});
const pub = <P extends string>(path: string, page: P, title: string, o: RowOptions = {}) =>
  row('public', 'anyone', 'full', 'public', path, page, title, o);
const viewer = <P extends string>(path: string, page: P, title: string, o: RowOptions = {}) =>
  row('viewer', 'anyone', 'none', 'public', path, page, title, o);
const ch = <P extends string>(path: string, page: P, title: string, o: RowOptions = {}) =>
  row('cardholder', 'cardholderView', 'sidebar', 'login', path, page, title, o);
const pa = <P extends string>(path: string, page: P, title: string, o: RowOptions = {}) =>
  row('pa', 'programAdminView', 'sidebar', 'login', path, page, title, o);
const hc = <P extends string>(path: string, page: P, title: string, o: RowOptions = {}) =>
  row('holdingCompany', 'holdingCompanyView', 'sidebar', 'login', path, page, title, o);
const alias = (path: string, to: string): AliasRoute => ({ kind: 'alias', path, to });
const publicOnly = { guard: 'publicOnly' } as const;
const noLayout = { layout: 'none' } as const;

export const NOT_FOUND_PATH = '/page-not-found';

const ROWS = [
  // '/' is resolved by host kind (welcome on the bare and welcome hosts, login on a client host): see resolveRoot.
  pub('/', 'welcome', 'Welcome', publicOnly),
  pub('/welcome', 'welcome', 'Welcome', publicOnly),
  pub('/login', 'login', 'Log In', publicOnly),
  pub('/registerCard', 'registerCard', 'Register Your Card', publicOnly),
  pub('/forgotUserName', 'forgotUserName', 'Forgot User Name', publicOnly),
  pub('/forgotPassword', 'forgotPassword', 'Forgot Password', publicOnly),
  pub('/activateCard', 'activateCard', 'Activate Your Card', publicOnly),
  pub('/activate', 'activate', 'Activate Your Card', publicOnly),
  pub('/vendorPayment', 'vendorPayment', 'Vendor Payment'),
  pub('/enrollVendor', 'enrollVendor', 'Vendor Enrollment'),
  pub('/aboutRewards', 'aboutRewards', 'About Rewards'),
  pub('/aboutRewards/rewardsTerms', 'rewardsTerms', 'Rewards Terms'),
  pub('/faqs', 'faqs', 'FAQs'),
  pub('/privacy', 'privacy', 'Privacy'),
  pub('/security', 'security', 'Security'),
  pub('/contactUs', 'contactUs', 'Contact Us'),
  pub('/info', 'info', 'Card Information'),
  pub('/info/terms', 'infoTerms', 'Terms and Conditions'),
  pub('/info/terms/rewards', 'infoTermsRewards', 'Rewards Terms and Conditions'),
  pub('/pa/Registration', 'paRegistration', 'Program Administrator Registration', publicOnly),
  pub('/pa/HCRegistration', 'hcRegistration', 'Holding Company Registration', publicOnly),
  pub('/applynow', 'applyNow', 'Apply Now'),
  pub('/preterms', 'preTerms', 'Terms Before You Apply'),
  pub('/postterms', 'postTerms', 'Terms of Your Account'),
  pub('/terms-of-service', 'termsOfService', 'Terms of Service'),
  pub(NOT_FOUND_PATH, 'notFound', 'Page Not Found'),
  viewer('/privacy-policy-viewer', 'privacyPolicyViewer', 'Privacy Policy'),
  viewer('/paguide', 'paGuide', 'Administrator Guide'),
  viewer('/statement-viewer', 'statementViewer', 'Statement', { guard: 'login' }),
  { kind: 'external', path: '/prequal', location: '/apply/prequal' } satisfies ExternalRoute,

  alias('/forgot-username', '/forgotUserName'),
  alias('/forgot-password', '/forgotPassword'),
  alias('/register-card', '/registerCard'),
  alias('/activate-card', '/activateCard'),
  alias('/about-rewards', '/aboutRewards'),
  alias('/rewards-terms', '/aboutRewards/rewardsTerms'),
  alias('/contact-us', '/contactUs'),
  alias('/services', '/info'),

  ch('/dashboard-cardholder', 'dashboard', 'Dashboard'),
  ch('/dashboard-cardholder/dashboard', 'dashboard', 'Dashboard'),
  ch('/dashboard-cardholder/faqs', 'faqs', 'FAQs'),
  ch('/dashboard-cardholder/privacy', 'privacy', 'Privacy'),
  ch('/dashboard-cardholder/contact-us', 'contactUs', 'Contact Us'),
  ch('/dashboard-cardholder/offer', 'offer', 'Offer', { rule: 'offers' }),
  ch('/dashboard-cardholder/offer-inter', 'offerInter', 'Offer', { rule: 'offers', layout: 'none' }),
  ch('/dashboard-cardholder/offer-preempt', 'offerPreempt', 'Offer', { rule: 'offers', layout: 'none' }),
  ch('/dashboard-cardholder/profile', 'profile', 'Profile'),
  ch('/dashboard-cardholder/payments', 'payments', 'Payments', { rule: 'payments' }),
  ch('/dashboard-cardholder/cardholder-rewards', 'rewards', 'Rewards', { rule: 'rewards' }),
  ch('/dashboard-cardholder/transactions', 'transactions', 'Transactions', { rule: 'transactions' }),
  ch('/dashboard-cardholder/statements', 'statements', 'Statements', { rule: 'statements', calls: ['cards.statements'] }),
  ch('/dashboard-cardholder/services', 'services', 'Services', { rule: 'services' }),
  ch('/dashboard-cardholder/services/alerts-and-controls', 'alertsAndControls', 'Alerts and Controls', { rule: 'alertsAndControls' }),
  ch(
    '/dashboard-cardholder/services/alerts-and-controls/enrollment-and-notification-history',
    'alertHistory',
    'Enrollment and Notification History',
    { rule: 'alertsAndControls' },
  ),
  ch('/dashboard-cardholder/services/terms-and-conditions', 'termsAndConditions', 'Terms and Conditions', { rule: 'services' }),
  ch('/dashboard-cardholder/services/paperless', 'paperless', 'Paperless Statements', { rule: 'paperless' }),
  ch('/dashboard-cardholder/services/replace-card', 'replaceCard', 'Replace Your Card', { rule: 'cardReplacement' }),
  ch('/dashboard-cardholder/expense-reporting', 'expenseReporting', 'Expense Reporting', {
    rule: 'cardholderExpenseReporting',
    calls: ['expenseReports.ownReports'],
  }),
  ch('/dashboard-cardholder/expense-reporting/new', 'expenseReportNew', 'New Expense Report', { rule: 'cardholderExpenseReporting' }),
  ch('/dashboard-cardholder/expense-reporting/reports/:reportId', 'expenseReport', 'Expense Report', {
    rule: 'cardholderExpenseReporting',
  }),

  ch('/pre-dashboard', 'offerWatcher', 'Welcome', noLayout),
  ch('/pre-dashboard/preemptive-offer', 'preemptiveOffer', 'Offer', noLayout),
  ch('/pre-dashboard/informational', 'informational', 'Information', noLayout),

  pa('/pa', 'dashboard', 'Company'),
  pa('/pa/dashboard', 'dashboard', 'Company'),
  pa('/pa/accounts/:accountEntityId', 'accountDetail', 'Account Detail', { rule: 'companyAccounts' }),
  pa('/pa/program-admin', 'programAdmin', 'Program Admin', { rule: 'programAdmin' }),
  pa('/pa/faqs', 'faqs', 'FAQs'),
  pa('/pa/privacy', 'privacy', 'Privacy'),
  pa('/pa/contact-us', 'contactUs', 'Contact Us'),
  pa('/pa/profile', 'profile', 'Profile'),
  pa('/pa/virtual-cards', 'virtualCards', 'Virtual Cards', { rule: 'virtualCards' }),
  pa('/pa/virtual-cards/vendors/new', 'addVendor', 'Add a Vendor', { rule: 'virtualCardsUpdate' }),
  pa('/pa/virtual-cards/vendors/:vendorId', 'vendor', 'Vendor', { rule: 'virtualCards' }),
  pa('/pa/virtual-cards/vendors/:vendorId/edit', 'editVendor', 'Edit Vendor', { rule: 'virtualCardsUpdate' }),
  pa('/pa/virtual-cards/pay', 'payVendor', 'Pay a Vendor', { rule: 'virtualCardsUpdate' }),
  pa('/pa/virtual-cards/payments/:paymentId', 'vendorPayment', 'Vendor Payment', { rule: 'virtualCards' }),
  pa('/pa/expense-reporting', 'expenseReporting', 'Expense Reporting', { rule: 'paExpenseReporting' }),
  pa('/pa/expense-reporting/new', 'expenseReportNew', 'New Expense Report', { rule: 'paExpenseReporting' }),
  pa('/pa/expense-reporting/reports/:reportId', 'expenseReport', 'Expense Report', { rule: 'paExpenseReporting' }),
  pa('/pa/fleet', 'fleet', 'Fleet', { rule: 'fleet' }),
  pa('/pa/pa-alerts-and-controls', 'alertsAndControls', 'Alerts and Controls', { rule: 'alertsAndControls' }),
  pa('/pa/pa-alerts-and-controls/accounts/:accountEntityId', 'alertsAccount', 'Account Alerts and Controls', { rule: 'alertsAndControls' }),
  pa('/pa/pa-alerts-and-controls/merchant-category-groups', 'mccGroups', 'Merchant Category Groups', { rule: 'mccGroups' }),
  pa('/pa/services/card-activation', 'cardActivation', 'Card Activation', { rule: 'cardActivation' }),
  pa('/pa/services', 'services', 'Services', { rule: 'services' }),

  hc('/holding-company', 'dashboard', 'Holding Company'),
  hc('/holding-company/dashboard', 'dashboard', 'Holding Company'),
  hc('/holding-company/program-admin', 'programAdmin', 'Program Admin', { rule: 'programAdmin' }),
  hc('/holding-company/holding-company-details', 'holdingCompanyDetails', 'Holding Company Details'),
  // The admin help pages of the quick links, in the holding-company view (docs/requirements.md#spec-2-screens names them under /pa).
  hc('/holding-company/faqs', 'faqs', 'FAQs'),
  hc('/holding-company/privacy', 'privacy', 'Privacy'),
  hc('/holding-company/contact-us', 'contactUs', 'Contact Us'),
  hc('/holding-company/:companyId', 'companyDetails', 'Company Details'),
] satisfies readonly Route[];

export const routes: readonly Route[] = ROWS;

type PageRow = Extract<(typeof ROWS)[number], { kind: 'page' }>;
/** The page ids of an area, as the route table spells them: a typo fails the typecheck. */
export type PageId<A extends Area> = Extract<PageRow, { area: A }>['page'];

export interface RouteMatch<R extends Route = Route> {
  route: R;
  params: Record<string, string>;
}

let matcher: Matcher | undefined;

/** Finds the route for a path (no query string). Static segments win over `:params`. Compiled on first use (matcher.ts). */
export function matchRoute(path: string): RouteMatch | undefined {
  matcher ??= compileMatcher(routes);
  return matcher(path);
}

export const pageRoutes = (): PageRoute[] => routes.filter((r): r is PageRoute => r.kind === 'page');

/**
 * The path of an area's page, from the table (the first row of that page is its canonical path), with
 * `:name` segments filled from `params`. Links are built with this, never typed by hand.
 */
export function pathOf<A extends Area>(area: A, page: PageId<A>, params: Record<string, string> = {}): string {
  const route = ROWS.find((r): r is PageRow => r.kind === 'page' && r.area === area && r.page === page);
  if (!route) throw new Error(`no route for ${area}:${page}`);
  return route.path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`pathOf(${area}, ${page}) needs ${name}`);
    return encodeURIComponent(value);
  });
}
