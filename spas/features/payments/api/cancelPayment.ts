import { cancelPaymentCall, type Payment } from '../../../../shared/contract/payments.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** DELETE /v1/payments/{paymentId}: cancels a scheduled payment before its day (409 once it is on its way). */
export const cancelPayment = (paymentId: number): Promise<Payment> =>
  callPlatform(cancelPaymentCall, { params: { paymentId } }).then((a) => a.data);
