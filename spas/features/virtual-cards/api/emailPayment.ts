import { paymentEmailCall } from '../../../../shared/contract/virtualCards.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** POST /v1/virtualcard/company/{id}/payments/{paymentId}/email: sends the payment to the vendor's contact emails. */
export const emailPayment = (companyId: string, paymentId: number) =>
  callPlatform(paymentEmailCall, { params: { companyId, paymentId }, body: {} }).then((a) => a.data);
