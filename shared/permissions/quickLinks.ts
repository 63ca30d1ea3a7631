import { programAdmin } from './policies/programAdmin.js';
import { cardholderLink, paLink, type ChromeContext } from './links.js';
import type { MenuEntry } from './menus.js';
import { isAdminUser, type PermissionUser } from './user.js';
import { pathOf } from '../routes/routeTable.js';

/** Log Out is an action, not a route: the SPA calls the session's logout. */
export const LOG_OUT_ID = 'logOut';

const link = (id: string, label: string, href: string, newTab = false): MenuEntry => ({
  id,
  label,
  href,
  newTab,
  external: newTab,
});
const logOut = (): MenuEntry => link(LOG_OUT_ID, 'Log Out', '/');

/**
 * Where privacy, faqs, contact-us and profile live for this user: under /pa for program admins and
 * /dashboard-cardholder for cardholders (docs/requirements.md#spec-2-screens "by user type"). In the holding-company view no /pa
 * page opens (a /pa link without `company` is the holding-company view), so the same admin help pages are
 * under /holding-company.
 */
function infoLink(page: 'privacy' | 'faqs' | 'contactUs', user: PermissionUser, ctx: ChromeContext): string {
  if (!isAdminUser(user)) return cardholderLink(pathOf('cardholder', page), user, ctx);
  if (ctx.view === 'holdingCompanyView') return pathOf('holdingCompany', page);
  return paLink(pathOf('pa', page), ctx);
}

/**
 * docs/requirements.md#spec-2-screens quick links: Administrator Guide (/paguide, new tab; programAdmin.guide: AM only), Privacy,
 * FAQs, Contact Us, Log Out.
 */
export function quickLinksFor(user: PermissionUser, ctx: ChromeContext): MenuEntry[] {
  return [
    ...(programAdmin.guide(user, ctx) ? [link('adminGuide', 'Administrator Guide', pathOf('viewer', 'paGuide'), true)] : []),
    link('privacy', 'Privacy', infoLink('privacy', user, ctx)),
    link('faqs', 'FAQs', infoLink('faqs', user, ctx)),
    link('contactUs', 'Contact Us', infoLink('contactUs', user, ctx)),
    logOut(),
  ];
}

/**
 * docs/requirements.md#spec-2-screens header profile dropdown: Profile, Contact Us, Log Out. Profile is the holding-company
 * details page in the holding-company view, /pa/profile for admins, /dashboard-cardholder/profile
 * for cardholders.
 */
export function profileMenuFor(user: PermissionUser, ctx: ChromeContext): MenuEntry[] {
  const profile = !isAdminUser(user)
    ? cardholderLink(pathOf('cardholder', 'profile'), user, ctx)
    : ctx.view === 'holdingCompanyView'
      ? pathOf('holdingCompany', 'holdingCompanyDetails')
      : paLink(pathOf('pa', 'profile'), ctx);
  return [link('profile', 'Profile', profile), link('contactUs', 'Contact Us', infoLink('contactUs', user, ctx)), logOut()];
}

/** Header greeting (docs/requirements.md#spec-2-screens): 'Hi, {first name}' or 'Welcome!'. */
export const greeting = (user: { firstname?: string | null } | null | undefined): string =>
  user?.firstname?.trim() ? `Hi, ${user.firstname.trim()}` : 'Welcome!';
