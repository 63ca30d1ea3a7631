import type { User } from '../contract/authentication.js';
import { isAdminUser, isHoldingCompanyUser } from '../permissions/user.js';
import { pathOf, type Audience } from '../routes/routeTable.js';

export type View = 'cardholderView' | 'programAdminView' | 'holdingCompanyView';

/** The query parameter that forces the cardholder view for admins (docs/requirements.md#design-5-policies). */
export const CARDHOLDER_VIEW_PARAM = 'view';
export const CARDHOLDER_VIEW_VALUE = 'cardholder';
export const COMPANY_PARAM = 'company';

/** docs/requirements.md#spec-4-states "Home": holding company id → /holding-company, program admin → /pa, else the cardholder dashboard. */
export function homeFor(user: Pick<User, 'userType' | 'userHoldingCompanyId' | 'authorities'>): string {
  if (isHoldingCompanyUser(user)) return pathOf('holdingCompany', 'dashboard');
  if (isAdminUser(user)) return pathOf('pa', 'dashboard');
  return pathOf('cardholder', 'dashboard');
}

/**
 * Where a completed login goes (docs/requirements.md#spec-2-screens pre-dashboard): a cardholder passes the offer watcher, which shows a pending
 * offer or goes straight on to the dashboard; everyone else goes home.
 */
export function afterLoginPath(user: Pick<User, 'userType' | 'userHoldingCompanyId' | 'authorities'>): string {
  const target = homeFor(user);
  return target === pathOf('cardholder', 'dashboard') ? pathOf('cardholder', 'offerWatcher') : target;
}

type Query = { get(name: string): string | null };

/** docs/requirements.md#spec-4-states "Views for a logged-in user". */
export function viewFor(user: Pick<User, 'userType' | 'userHoldingCompanyId' | 'authorities'>, query: Query): View {
  const cardholderView = query.get(CARDHOLDER_VIEW_PARAM) === CARDHOLDER_VIEW_VALUE;
  if (isHoldingCompanyUser(user)) {
    if (cardholderView) return 'cardholderView';
    return query.get(COMPANY_PARAM) ? 'programAdminView' : 'holdingCompanyView';
  }
  if (isAdminUser(user)) return cardholderView ? 'cardholderView' : 'programAdminView';
  return 'cardholderView';
}

/** Whether a logged-in user in the given view may open a route for `audience`. */
export const viewAllows = (view: View, audience: Audience): boolean => audience === 'anyone' || audience === view;
