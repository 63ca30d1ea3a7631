import { VendorResponse, type Vendor, type VendorRequest } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase } from './base.js';

/**
 * POST /v1/virtualcard/company/{id}/vendors (add: the vendor starts PENDING) or PUT …/vendors/{vendorId} (update).
 * The form's texts go as typed (trimmed): the platform parses them as spec §5 says, and its answer is what was saved.
 */
export const saveVendor = (companyId: string, vendorId: number | null, body: VendorRequest): Promise<Vendor> =>
  (vendorId === null
    ? http.post(`${vcBase(companyId)}/vendors`, body, { schema: VendorResponse })
    : http.put(`${vcBase(companyId)}/vendors/${enc(String(vendorId))}`, body, { schema: VendorResponse })
  ).then((a) => a.data);
