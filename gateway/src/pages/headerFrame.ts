import type { Bootstrap } from '../../../shared/bootstrap.js';
import { cdnUrl } from '../../../shared/brand/cdn.js';
import { PADLOCK } from '../../../shared/brand/padlock.js';
import { greeting } from '../../../shared/permissions/quickLinks.js';
import { brandDisplayName } from '../../../shared/routes/pageTitle.js';
import { SIGNED_IN_AREAS } from '../../../shared/routes/routeTable.js';
import { homeFor } from '../../../shared/session/views.js';
import { escapeHtml } from './escapeHtml.js';

/** The padlock of 'This page is secure' as HTML (the Header's drawing, shared/brand/padlock.ts). */
const PADLOCK_SVG = `<svg aria-hidden="true" width="${PADLOCK.width}" height="${PADLOCK.height}" viewBox="${PADLOCK.viewBox}" fill="currentColor"><path d="${PADLOCK.path}"/></svg>`;

/** The profile menu's button (spas/ui/ProfileMenu.tsx), disabled: its menu comes with the code. */
const PROFILE_BUTTON =
  '<div class="profile-menu"><button type="button" class="btn btn-secondary profile-menu-button" aria-haspopup="menu" aria-expanded="false" disabled>My Account <span aria-hidden="true">▾</span></button></div>';

/**
 * The page's header as plain HTML in the shell (a first paint that needs only the HTML and the styles,
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
    user ? PROFILE_BUTTON : `<p class="secure-note">${PADLOCK_SVG}This page is secure</p>`,
  ].join('');
  return (
    '<header class="site-header"><div class="site-header-inner">' +
    (menu
      ? '<button type="button" class="btn btn-secondary menu-toggle" aria-expanded="false" disabled><span aria-hidden="true">☰</span> Menu</button>'
      : '') +
    `<a class="site-logo" href="${escapeHtml(user ? homeFor(user) : '/')}"><img src="${escapeHtml(cdnUrl(brand?.brand, 'logo.svg'))}" alt="${escapeHtml(brandDisplayName(brand))}" height="40"></a>` +
    `<div class="header-end">${end}</div>` +
    '</div></header>'
  );
}
