import { vendorStatusCall, type Vendor } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';

export type SettableStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE';

/** PUT /v1/virtualcard/company/{id}/vendors/{vendorId}/status {status}: DELETED only through deleteVendor, and final. */
export const setVendorStatus = (companyId: string, vendorId: number, status: SettableStatus): Promise<Vendor> =>
  callPlatform(vendorStatusCall, { params: { companyId, vendorId }, body: { status } }).then((a) => a.data);
