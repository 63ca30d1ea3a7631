import { pathOf } from '../routes/routeTable.js';
import type { HostKind } from '../bootstrap.js';
import type { MenuEntry } from './menus.js';

export type FooterVariant = 'full' | 'reduced' | 'copyrightOnly';

const norm = (path: string): string => {
  const p = (path.split(/[?#]/)[0] ?? '/').toLowerCase().replace(/\/+$/, '');
  return p || '/';
};
const under = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/**
 * docs/requirements.md#spec-2-screens: only the copyright on applynow and welcome (the /applynow and /welcome pages, any page of the
 * applynow and welcome hosts, and '/' on the bare host, which shows welcome); reduced on vendor paths
 * (/vendorPayment, /enrollVendor) and info paths (/info and below); full elsewhere.
 * Paths compare case-insensitively, without query or trailing slash.
 */
export function footerVariant(path: string, hostKind: HostKind): FooterVariant {
  const p = norm(path);
  if (hostKind === 'applynow' || hostKind === 'welcome') return 'copyrightOnly';
  if (under(p, '/applynow') || under(p, '/welcome') || (p === '/' && hostKind === 'bare')) return 'copyrightOnly';
  if (under(p, '/vendorpayment') || under(p, '/enrollvendor') || under(p, '/info')) return 'reduced';
  return 'full';
}

const link = (id: string, label: string, href: string): MenuEntry => ({ id, label, href, newTab: false, external: false });

/** docs/requirements.md#spec-2-screens footer links. Reduced keeps Privacy, Security and Contact Us (no marketing or cardholder help). */
export function footerLinks(variant: FooterVariant): MenuEntry[] {
  const all = {
    rewards: link('rewards', 'Rewards', pathOf('public', 'aboutRewards')),
    ratesAndFees: link('ratesAndFees', 'Rates & Fees', pathOf('public', 'infoTerms')),
    privacy: link('privacy', 'Privacy', pathOf('public', 'privacy')),
    security: link('security', 'Security', pathOf('public', 'security')),
    faqs: link('faqs', 'FAQs', pathOf('public', 'faqs')),
    contactUs: link('contactUs', 'Contact Us', pathOf('public', 'contactUs')),
  };
  switch (variant) {
    case 'full':
      return [all.rewards, all.ratesAndFees, all.privacy, all.security, all.faqs, all.contactUs];
    case 'reduced':
      return [all.privacy, all.security, all.contactUs];
    case 'copyrightOnly':
      return [];
  }
}

/** The copyright line, with the current year also as its tooltip (docs/requirements.md#spec-2-screens). */
export const copyright = (now: Date, holder?: string | null): { text: string; title: string } => {
  const year = String(now.getFullYear());
  return { text: holder ? `© ${year} ${holder}` : `© ${year}`, title: year };
};
