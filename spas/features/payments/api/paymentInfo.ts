import { PaymentInfoResponse, type PaymentInfo } from '../../../../shared/contract/payments.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { http } from '../../../../shared/session/http.js';

/**
 * GET /v1/payments/paymentinfo?cardNumber: the card's balances, payment accounts, AutoPay, payment history and the
 * platform's limits for a payment (amount, date window, how many accounts). Every Payments tab reads it. Its key is
 * the session facts' (factKeys.paymentInfo): a Payments page load brings it with the card's dashboard in one round
 * (composed by the gateway, `GET /bff/cardholder-payments`), and this call is made only when that piece was refused or is stale.
 */
export const paymentInfoQuery = (cardRef: string) => ({
  queryKey: factKeys.paymentInfo(cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<PaymentInfo> =>
    http.get(callUrls.paymentInfo(cardRef), { schema: PaymentInfoResponse, signal }).then((a) => a.data),
});
