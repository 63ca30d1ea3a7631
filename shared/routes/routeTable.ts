/**
 * The one route table (spec §2, DESIGN §1). The gateway enforces `guard` and `audience` on every full
 * page load and serves the `area`'s shell; each SPA routes inside its area with the same paths.
 * Paths are matched case-insensitively and without a trailing slash; `:name` segments match one segment.
 */
export type Area = 'public' | 'cardholder' | 'pa' | 'holdingCompany' | 'viewer';
export type Layout = 'full' | 'headerOnly' | 'none' | 'sidebar';
/** public: anyone; publicOnly: anyone, but logged-in users are sent home; login: login required. */
export type Guard = 'public' | 'publicOnly' | 'login';
/** Which view a logged-in user must be in to open the route (spec §4 "Views"). */
export type Audience = 'anyone' | 'cardholderView' | 'programAdminView' | 'holdingCompanyView';

export interface PageRoute {
  kind: 'page';
  path: string;
  /** Stable page id the area SPA renders. */
  page: string;
  area: Area;
  layout: Layout;
  guard: Guard;
  audience: Audience;
  title: string;
}
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

const pub = (path: string, page: string, title: string, layout: Layout = 'full', guard: Guard = 'public'): PageRoute => ({
  kind: 'page', path, page, area: 'public', layout, guard, audience: 'anyone', title,
});
const loggedIn = (area: Area, audience: Audience, layout: Layout) => (path: string, page: string, title: string, l: Layout = layout): PageRoute => ({
  kind: 'page', path, page, area, layout: l, guard: 'login', audience, title,
});
const ch = loggedIn('cardholder', 'cardholderView', 'sidebar');
const pa = loggedIn('pa', 'programAdminView', 'sidebar');
const hc = loggedIn('holdingCompany', 'holdingCompanyView', 'sidebar');
const alias = (path: string, to: string): AliasRoute => ({ kind: 'alias', path, to });

export const NOT_FOUND_PATH = '/page-not-found';

export const routes: readonly Route[] = [
  // '/' is resolved by host kind (welcome on the bare and welcome hosts, login on a client host): see resolveRoot.
  pub('/', 'welcome', 'Welcome', 'full', 'publicOnly'),
  pub('/welcome', 'welcome', 'Welcome', 'full', 'publicOnly'),
  pub('/login', 'login', 'Log In', 'full', 'publicOnly'),
  pub('/registerCard', 'registerCard', 'Register Your Card', 'full', 'publicOnly'),
  pub('/forgotUserName', 'forgotUserName', 'Forgot User Name', 'full', 'publicOnly'),
  pub('/forgotPassword', 'forgotPassword', 'Forgot Password', 'full', 'publicOnly'),
  pub('/activateCard', 'activateCard', 'Activate Your Card', 'full', 'publicOnly'),
  pub('/activate', 'activate', 'Activate Your Card', 'full', 'publicOnly'),
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
  pub('/pa/Registration', 'paRegistration', 'Program Administrator Registration', 'full', 'publicOnly'),
  pub('/pa/HCRegistration', 'hcRegistration', 'Holding Company Registration', 'full', 'publicOnly'),
  pub('/applynow', 'applyNow', 'Apply Now'),
  pub('/preterms', 'preTerms', 'Terms Before You Apply'),
  pub('/postterms', 'postTerms', 'Terms of Your Account'),
  pub('/terms-of-service', 'termsOfService', 'Terms of Service'),
  pub(NOT_FOUND_PATH, 'notFound', 'Page Not Found'),
  { kind: 'page', path: '/privacy-policy-viewer', page: 'privacyPolicyViewer', area: 'viewer', layout: 'none', guard: 'public', audience: 'anyone', title: 'Privacy Policy' },
  { kind: 'page', path: '/paguide', page: 'paGuide', area: 'viewer', layout: 'none', guard: 'public', audience: 'anyone', title: 'Administrator Guide' },
  { kind: 'page', path: '/statement-viewer', page: 'statementViewer', area: 'viewer', layout: 'none', guard: 'login', audience: 'anyone', title: 'Statement' },
  { kind: 'external', path: '/prequal', location: '/apply/prequal' },

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
  ch('/dashboard-cardholder/offer', 'offer', 'Offer'),
  ch('/dashboard-cardholder/offer-inter', 'offerInter', 'Offer', 'none'),
  ch('/dashboard-cardholder/offer-preempt', 'offerPreempt', 'Offer', 'none'),
  ch('/dashboard-cardholder/profile', 'profile', 'Profile'),
  ch('/dashboard-cardholder/payments', 'payments', 'Payments'),
  ch('/dashboard-cardholder/cardholder-rewards', 'rewards', 'Rewards'),
  ch('/dashboard-cardholder/transactions', 'transactions', 'Transactions'),
  ch('/dashboard-cardholder/statements', 'statements', 'Statements'),
  ch('/dashboard-cardholder/services', 'services', 'Services'),
  ch('/dashboard-cardholder/services/alerts-and-controls', 'alertsAndControls', 'Alerts and Controls'),
  ch('/dashboard-cardholder/services/alerts-and-controls/enrollment-and-notification-history', 'alertHistory', 'Enrollment and Notification History'),
  ch('/dashboard-cardholder/services/terms-and-conditions', 'termsAndConditions', 'Terms and Conditions'),
  ch('/dashboard-cardholder/services/paperless', 'paperless', 'Paperless Statements'),
  ch('/dashboard-cardholder/expense-reporting', 'expenseReporting', 'Expense Reporting'),

  ch('/pre-dashboard', 'offerWatcher', 'Welcome', 'none'),
  ch('/pre-dashboard/preemptive-offer', 'preemptiveOffer', 'Offer', 'none'),
  ch('/pre-dashboard/informational', 'informational', 'Information', 'none'),

  pa('/pa', 'dashboard', 'Company'),
  pa('/pa/dashboard', 'dashboard', 'Company'),
  pa('/pa/program-admin', 'programAdmin', 'Program Admin'),
  pa('/pa/faqs', 'faqs', 'FAQs'),
  pa('/pa/privacy', 'privacy', 'Privacy'),
  pa('/pa/contact-us', 'contactUs', 'Contact Us'),
  pa('/pa/profile', 'profile', 'Profile'),
  pa('/pa/virtual-cards', 'virtualCards', 'Virtual Cards'),
  pa('/pa/expense-reporting', 'expenseReporting', 'Expense Reporting'),
  pa('/pa/fleet', 'fleet', 'Fleet'),
  pa('/pa/pa-alerts-and-controls', 'alertsAndControls', 'Alerts and Controls'),
  pa('/pa/services/card-activation', 'cardActivation', 'Card Activation'),
  pa('/pa/services', 'services', 'Services'),

  hc('/holding-company', 'dashboard', 'Holding Company'),
  hc('/holding-company/dashboard', 'dashboard', 'Holding Company'),
  hc('/holding-company/program-admin', 'programAdmin', 'Program Admin'),
  hc('/holding-company/holding-company-details', 'holdingCompanyDetails', 'Holding Company Details'),
  hc('/holding-company/:companyId', 'companyDetails', 'Company Details'),
];

export interface RouteMatch<R extends Route = Route> {
  route: R;
  params: Record<string, string>;
}

const normalise = (path: string): string => {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (trimmed || '/').toLowerCase();
};

/** Finds the route for a path (no query string). Static segments win over `:params`. */
export function matchRoute(path: string): RouteMatch | undefined {
  const wanted = normalise(path).split('/');
  let best: RouteMatch | undefined;
  let bestStatic = -1;
  for (const route of routes) {
    const parts = route.path.toLowerCase().split('/');
    if (parts.length !== wanted.length) continue;
    const params: Record<string, string> = {};
    let statics = 0;
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const part = parts[i]!;
      const seg = wanted[i]!;
      if (part.startsWith(':')) {
        if (!seg) ok = false;
        else params[route.path.split('/')[i]!.slice(1)] = seg;
      } else if (part === seg) statics++;
      else ok = false;
    }
    if (ok && statics > bestStatic) {
      best = { route, params };
      bestStatic = statics;
    }
  }
  return best;
}

export const pageRoutes = (): PageRoute[] => routes.filter((r): r is PageRoute => r.kind === 'page');
