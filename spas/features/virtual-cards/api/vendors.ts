import { VendorSearchResponse, type VendorSortField, type VendorStatus } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase, vcKeys } from './base.js';

export interface VendorSearch {
  /** Statuses asked for; empty: the platform's default, every status but DELETED. */
  statuses: readonly VendorStatus[];
  q: string;
  sort: { field: VendorSortField; desc: boolean };
  page: number;
  size: number;
}

/** GET /v1/virtualcard/company/{id}/vendors?status&query&sort&page&size: one page of the company's vendors. */
export const vendorsQuery = (companyId: string, s: VendorSearch) => ({
  queryKey: vcKeys.vendors(companyId, s),
  queryFn: ({ signal }: { signal: AbortSignal }) => {
    const params = [
      s.statuses.length ? `status=${enc(s.statuses.join(','))}` : '',
      s.q.trim() ? `query=${enc(s.q.trim())}` : '',
      `sort=${enc(`${s.sort.field},${s.sort.desc ? 'DESC' : 'ASC'}`)}`,
      `page=${s.page}`,
      `size=${s.size}`,
    ].filter(Boolean);
    return http.get(`${vcBase(companyId)}/vendors?${params.join('&')}`, { schema: VendorSearchResponse, signal });
  },
});

/** The platform's largest page: pickers (pay a vendor, filter payments by vendor) list every vendor at once. */
export const ALL_VENDORS = 500;
export const ALL_STATUSES: readonly VendorStatus[] = ['ACTIVE', 'PENDING', 'INACTIVE', 'DELETED'];

/** Every vendor with one of `statuses`, by name: for pickers. */
export const vendorChoicesQuery = (companyId: string, statuses: readonly VendorStatus[]) =>
  vendorsQuery(companyId, { statuses, q: '', sort: { field: 'shortName', desc: false }, page: 0, size: ALL_VENDORS });
