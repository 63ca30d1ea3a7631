import { vendorPaymentCall } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { vcKeys } from './base.js';

/** GET /v1/virtualcard/company/{id}/payments/{paymentId}: one vendor payment. */
export const paymentQuery = (companyId: string, paymentId: string) => ({
  queryKey: vcKeys.payment(companyId, paymentId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(vendorPaymentCall, { params: { companyId, paymentId }, signal }).then((a) => a.data),
});
