import { vendorCall } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

/** GET /v1/virtualcard/company/{id}/vendors/{vendorId}: one vendor, whatever its status. */
export const vendorQuery = (companyId: string, vendorId: string) => ({
  queryKey: vcKeys.vendor(companyId, vendorId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(vendorCall, { params: { companyId, vendorId }, signal }).then((a) => a.data),
});
