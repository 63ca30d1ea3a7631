import { PaymentAccountResponse, type PaymentAccount } from '../../../../shared/contract/payments.js';
import { http } from '../../../../shared/session/http.js';

/** DELETE /v1/payments/accounts/{id}: 409 (in words) while AutoPay or a scheduled payment uses the account. */
export const removePaymentAccount = (paymentAccountId: number): Promise<PaymentAccount> =>
  http.delete(`/api/v1/payments/accounts/${encodeURIComponent(String(paymentAccountId))}`, { schema: PaymentAccountResponse }).then((a) => a.data);
