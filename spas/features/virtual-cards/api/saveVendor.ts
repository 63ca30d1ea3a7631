import { addVendorCall, updateVendorCall, type Vendor, type VendorRequest } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';

/**
 * POST /v1/virtualcard/company/{id}/vendors (add: the vendor starts PENDING) or PUT …/vendors/{vendorId} (update).
 * The form's texts go as typed (trimmed): the platform parses them as spec §5 says, and its answer is what was saved.
 */
export const saveVendor = (companyId: string, vendorId: number | null, body: VendorRequest): Promise<Vendor> =>
  (vendorId === null
    ? callPlatform(addVendorCall, { params: { id: companyId }, body })
    : callPlatform(updateVendorCall, { params: { id: companyId, vendorId }, body })
  ).then((a) => a.data);
