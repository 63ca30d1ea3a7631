import { addVendorCall, updateVendorCall, type Vendor, type VendorRequest } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';

/**
 * POST /v1/virtualcard/company/{id}/vendors (add: the vendor starts PENDING) or PUT …/vendors/{vendorId} (update),
 * with the form as parsed (vendorForm.ts): the platform's answer is what was saved.
 */
export const saveVendor = (companyId: string, vendorId: number | null, body: VendorRequest): Promise<Vendor> =>
  (vendorId === null
    ? callPlatform(addVendorCall, { params: { companyId }, body })
    : callPlatform(updateVendorCall, { params: { companyId, vendorId }, body })
  ).then((a) => a.data);
