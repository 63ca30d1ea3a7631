import { PaymentResponse, type Payment } from '../../../../shared/contract/payments.js';
import { http } from '../../../../shared/session/http.js';

/** DELETE /v1/payments/{paymentId}: cancels a scheduled payment before its day (409 once it is on its way). */
export const cancelPayment = (paymentId: number): Promise<Payment> =>
  http.delete(`/api/v1/payments/${encodeURIComponent(String(paymentId))}`, { schema: PaymentResponse }).then((a) => a.data);
