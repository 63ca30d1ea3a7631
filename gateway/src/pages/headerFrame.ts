import type { Bootstrap } from '../../../shared/bootstrap.js';
import { cdnUrl } from '../../../shared/brand/cdn.js';
import { greeting } from '../../../shared/permissions/quickLinks.js';
import { brandDisplayName } from '../../../shared/routes/pageTitle.js';
import { SIGNED_IN_AREAS } from '../../../shared/routes/routeTable.js';
import { homeFor } from '../../../shared/session/views.js';
import { escapeHtml } from './escapeHtml.js';

/** The padlock of 'This page is secure' (spas/ui/Header.tsx). */
const PADLOCK =
  '<svg aria-hidden="true" width="14" height="16" viewBox="0 0 14 16" fill="currentColor"><path d="M7 0a4 4 0 0 0-4 4v3H2a2 2 0 0 0-2 2v5a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-1V4a4 4 0 0 0-4-4Zm-2 4a2 2 0 1 1 4 0v3H5V4Z"/></svg>';

/** The profile menu's button (spas/ui/ProfileMenu.tsx), disabled: its menu comes with the code. */
const PROFILE_BUTTON =
  '<div class="profile-menu"><button type="button" class="btn btn-secondary profile-menu-button" aria-haspopup="menu" aria-expanded="false" disabled>My Account <span aria-hidden="true">▾</span></button></div>';

/**
 * The page's header as plain HTML in the shell (issue 21: a first paint that needs only the HTML and the styles,
 * where it waited for the area's code to load and render). The markup and classes of the area's `Header`
 * (spas/ui/Header.tsx) on its first render, its buttons disabled: the profile menu and the small-screen side menu
 * come with the code. React's first render replaces it (createRoot empties its container), so
 * nothing of it stays to shift. Nothing for the layout without a header.
 */
export function headerFrame(bootstrap: Bootstrap): string {
  const { page, brand, session, backToBanno } = bootstrap;
  if (page.layout === 'none') return '';
  const user = session.loggedIn ? session.user : null;
  // The side menu, and with it the small-screen menu button, is the signed-in areas' (spas/app/loggedInArea.tsx).
  const menu = page.layout === 'sidebar' && SIGNED_IN_AREAS.includes(page.area);
  const end = [
    backToBanno ? `<a class="btn btn-secondary" href="${escapeHtml(backToBanno)}">Back to Banno</a>` : '',
    `<p class="greeting">${escapeHtml(greeting(user))}</p>`,
    user ? PROFILE_BUTTON : `<p class="secure-note">${PADLOCK}This page is secure</p>`,
  ].join('');
  return (
    '<header class="site-header"><div class="site-header-inner">' +
    (menu ? '<button type="button" class="btn btn-secondary menu-toggle" aria-expanded="false" disabled><span aria-hidden="true">☰</span> Menu</button>' : '') +
    `<a class="site-logo" href="${escapeHtml(user ? homeFor(user) : '/')}"><img src="${escapeHtml(cdnUrl(brand?.brand, 'logo.svg'))}" alt="${escapeHtml(brandDisplayName(brand))}" height="40"></a>` +
    `<div class="header-end">${end}</div>` +
    '</div></header>'
  );
}
