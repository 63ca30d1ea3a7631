import { PaymentInfoResponse, type PaymentInfo } from '../../../../shared/contract/payments.js';
import { http } from '../../../../shared/session/http.js';

/** Every cached answer about one card's payments (info, and anything later added under it). */
export const paymentsKey = (cardRef: string) => ['payments', cardRef] as const;

/**
 * GET /v1/payments/paymentinfo?cardNumber: the card's balances, payment accounts, AutoPay, payment history and the
 * platform's limits for a payment (amount, date window, how many accounts). Every Payments tab reads it.
 */
export const paymentInfoQuery = (cardRef: string) => ({
  queryKey: [...paymentsKey(cardRef), 'info'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<PaymentInfo> =>
    http.get(`/api/v1/payments/paymentinfo?cardNumber=${encodeURIComponent(cardRef)}`, { schema: PaymentInfoResponse, signal }).then((a) => a.data),
});
