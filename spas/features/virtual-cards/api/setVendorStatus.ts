import { VendorResponse, type Vendor } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase } from './base.js';

export type SettableStatus = 'ACTIVE' | 'PENDING' | 'INACTIVE';

/** PUT /v1/virtualcard/company/{id}/vendors/{vendorId}/status {status}: DELETED only through deleteVendor, and final. */
export const setVendorStatus = (companyId: string, vendorId: number, status: SettableStatus): Promise<Vendor> =>
  http.put(`${vcBase(companyId)}/vendors/${enc(String(vendorId))}/status`, { status }, { schema: VendorResponse }).then((a) => a.data);
