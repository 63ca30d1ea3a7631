/**
 * How a vendor's email link reaches the vendor pages (docs/requirements.md#spec-7-calls `/vc/vendor/{a}/{b}`): two query parameters,
 *
 *   /enrollVendor?companyId={a}&key={b}     /vendorPayment?companyId={a}&key={b}
 *
 * `companyId` is the paying company's id (digits) and `key` the vendor's enrollment key from the
 * enrollment or payment email. Query parameters (not path segments) keep the route table's fixed paths,
 * survive the gateway's alias redirects, and let the two pages link to each other with the same pair.
 * Anything else in the link is ignored; a missing or malformed pair is explained on the page.
 */
export interface VendorLink {
  companyId: string;
  key: string;
}

const COMPANY = /^\d{1,12}$/;
const KEY = /^[A-Za-z0-9_-]{1,64}$/;

export function parseVendorLink(search: string): VendorLink | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const companyId = (q.get('companyId') ?? '').trim();
  const key = (q.get('key') ?? '').trim();
  return COMPANY.test(companyId) && KEY.test(key) ? { companyId, key } : null;
}

export const vendorLinkQuery = (link: VendorLink): string =>
  `?${new URLSearchParams({ companyId: link.companyId, key: link.key }).toString()}`;

/**
 * A card number as a vendor may see it: first six and last four at most (docs/requirements.md#design-4-demo-data), e.g.
 * `411111 •••••• 1111`. The platform already masks (`411111******1111`); this also makes sure a full
 * number could never be painted even if an answer carried one. Fewer than ten digits: last four only.
 */
export function maskCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '');
  const hiddenInInput = (value.match(/[*•xX]/g) ?? []).length;
  const length = Math.max(digits.length + hiddenInInput, 12);
  if (digits.length < 10) return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '••••';
  return `${digits.slice(0, 6)} ${'•'.repeat(Math.max(length - 10, 2))} ${digits.slice(-4)}`;
}
