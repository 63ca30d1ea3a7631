import { deleteVendorCall, type Vendor } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** DELETE /v1/virtualcard/company/{id}/vendors/{vendorId}: the vendor becomes DELETED, for good. */
export const deleteVendor = (companyId: string, vendorId: number): Promise<Vendor> =>
  callPlatform(deleteVendorCall, { params: { companyId, vendorId } }).then((a) => a.data);
