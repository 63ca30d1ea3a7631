import { VendorSearchResponse, type VendorStatus } from '../../../../shared/contract/virtualCards.js';
import { callUrls, type VendorSearch } from '../../../../shared/session/callUrls.js';
import { http } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

export type { VendorSearch };

/** GET /v1/virtualcard/company/{id}/vendors?status&query&sort&page&size: one page of the company's vendors. */
export const vendorsQuery = (companyId: string, s: VendorSearch) => ({
  queryKey: vcKeys.vendors(companyId, s),
  queryFn: ({ signal }: { signal: AbortSignal }) => http.get(callUrls.vendors(companyId, s), { schema: VendorSearchResponse, signal }),
});

/** The platform's largest page: pickers (pay a vendor, filter payments by vendor) list every vendor at once. */
export const ALL_VENDORS = 500;
export const ALL_STATUSES: readonly VendorStatus[] = ['ACTIVE', 'PENDING', 'INACTIVE', 'DELETED'];

/** Every vendor with one of `statuses`, by name: for pickers. */
export const vendorChoicesQuery = (companyId: string, statuses: readonly VendorStatus[]) =>
  vendorsQuery(companyId, { statuses, q: '', sort: { field: 'shortName', desc: false }, page: 0, size: ALL_VENDORS });
