import { VendorPaymentResponse } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase, vcKeys } from './base.js';

/** GET /v1/virtualcard/company/{id}/payments/{paymentId}: one vendor payment. */
export const paymentQuery = (companyId: string, paymentId: string) => ({
  queryKey: vcKeys.payment(companyId, paymentId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(`${vcBase(companyId)}/payments/${enc(paymentId)}`, { schema: VendorPaymentResponse, signal }).then((a) => a.data),
});
