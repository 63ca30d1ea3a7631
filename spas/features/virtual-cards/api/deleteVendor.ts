import { VendorResponse, type Vendor } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase } from './base.js';

/** DELETE /v1/virtualcard/company/{id}/vendors/{vendorId}: the vendor becomes DELETED, for good. */
export const deleteVendor = (companyId: string, vendorId: number): Promise<Vendor> =>
  http.delete(`${vcBase(companyId)}/vendors/${enc(String(vendorId))}`, { schema: VendorResponse }).then((a) => a.data);
