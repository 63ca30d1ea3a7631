import { VendorResponse } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase, vcKeys } from './base.js';

/** GET /v1/virtualcard/company/{id}/vendors/{vendorId}: one vendor, whatever its status. */
export const vendorQuery = (companyId: string, vendorId: string) => ({
  queryKey: vcKeys.vendor(companyId, vendorId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(`${vcBase(companyId)}/vendors/${enc(vendorId)}`, { schema: VendorResponse, signal }).then((a) => a.data),
});
