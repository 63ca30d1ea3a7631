import type { User } from '../../shared/contract/authentication.js';
import type { Area } from '../../shared/routes/routeTable.js';
import { isHoldingCompanyAdmin, isProgramAdmin } from '../../shared/session/views.js';

export type UserPage = 'profile' | 'contactUs' | 'privacy' | 'faqs';

const CARDHOLDER: Record<UserPage, string> = {
  profile: '/dashboard-cardholder/profile',
  contactUs: '/dashboard-cardholder/contact-us',
  privacy: '/dashboard-cardholder/privacy',
  faqs: '/dashboard-cardholder/faqs',
};
const PA: Record<UserPage, string> = {
  profile: '/pa/profile',
  contactUs: '/pa/contact-us',
  privacy: '/pa/privacy',
  faqs: '/pa/faqs',
};
const PUBLIC: Record<UserPage, string> = {
  profile: '/holding-company/holding-company-details',
  contactUs: '/contactUs',
  privacy: '/privacy',
  faqs: '/faqs',
};

/**
 * Where a page lives for this user (spec §2 quick links: privacy, FAQs and contact us are under /pa or
 * /dashboard-cardholder by user type). Holding-company admins use the public pages and their details.
 */
export function userPagePath(user: User | null, area: Area, page: UserPage): string {
  if (area === 'cardholder') return CARDHOLDER[page];
  if (area === 'pa') return PA[page];
  if (!user) return page === 'profile' ? '/login' : PUBLIC[page];
  if (area === 'holdingCompany' || isHoldingCompanyAdmin(user)) return PUBLIC[page];
  return isProgramAdmin(user) ? PA[page] : CARDHOLDER[page];
}
