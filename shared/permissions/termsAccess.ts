import { isTermsForbidden } from './productCodes.js';

/**
 * Which card program the terms pages (/info/terms, /info/terms/rewards) are for, and whether they may show
 * terms at all (terms are forbidden for product codes 106, 107, 108, 114 and 116: `isTermsForbidden`).
 *
 * Decision: a `productCode` query parameter wins (links from a program's emails, statements and the
 * logged-in areas carry it); otherwise a logged-in user's company decides (GET /searchcompany →
 * productTypeCode); otherwise the page shows the general terms and says they are general.
 */
export const PRODUCT_CODE_PARAM = 'productCode';

export type ProductCodeSource =
  { kind: 'query'; code: number } | { kind: 'invalid'; raw: string } | { kind: 'account'; companyId: number } | { kind: 'none' };

export function productCodeSource(search: string, loggedIn: boolean, userCompanyId: number | null | undefined): ProductCodeSource {
  const raw = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(PRODUCT_CODE_PARAM);
  if (raw !== null && raw.trim() !== '') {
    const t = raw.trim();
    return /^\d{3}$/.test(t) ? { kind: 'query', code: Number(t) } : { kind: 'invalid', raw: t.slice(0, 20) };
  }
  if (loggedIn && typeof userCompanyId === 'number') return { kind: 'account', companyId: userCompanyId };
  return { kind: 'none' };
}

export type TermsVerdict = { show: true; code: number | null } | { show: false; code: number };

export const termsVerdict = (code: number | null): TermsVerdict =>
  code !== null && isTermsForbidden(code) ? { show: false, code } : { show: true, code };
