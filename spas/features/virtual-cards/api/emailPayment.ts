import { PaymentEmailResponse } from '../../../../shared/contract/virtualCards.js';
import { http } from '../../../../shared/session/http.js';
import { enc, vcBase } from './base.js';

/** POST /v1/virtualcard/company/{id}/payments/{paymentId}/email: sends the payment to the vendor's contact emails. */
export const emailPayment = (companyId: string, paymentId: number) =>
  http.post(`${vcBase(companyId)}/payments/${enc(String(paymentId))}/email`, {}, { schema: PaymentEmailResponse }).then((a) => a.data);
