import { removePaymentAccountCall, type PaymentAccount } from '../../../../shared/contract/payments.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** DELETE /v1/payments/accounts/{id}: 409 (in words) while AutoPay or a scheduled payment uses the account. */
export const removePaymentAccount = (paymentAccountId: number): Promise<PaymentAccount> =>
  callPlatform(removePaymentAccountCall, { params: { id: paymentAccountId } }).then((a) => a.data);
