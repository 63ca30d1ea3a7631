import type { HostKind } from '../../shared/bootstrap.js';

/** Spec §2 footer: full links; reduced on vendor and info paths; only the copyright on welcome/applynow. */
export type FooterVariant = 'full' | 'reduced' | 'copyright';

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

export function footerVariant(path: string, hostKind: HostKind, page: string): FooterVariant {
  const p = path.toLowerCase();
  if (hostKind === 'welcome' || hostKind === 'applynow' || page === 'welcome' || page === 'applyNow') return 'copyright';
  if (under(p, '/vendorpayment') || under(p, '/enrollvendor') || under(p, '/info')) return 'reduced';
  return 'full';
}
