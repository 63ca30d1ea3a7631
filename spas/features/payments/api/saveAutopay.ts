import { AutopayResponse, type Autopay } from '../../../../shared/contract/payments.js';
import { http } from '../../../../shared/session/http.js';

export type AutopayChange =
  | { enrolled: true; paymentAccountId: number; amountType: 'MINIMUM' | 'STATEMENT' | 'FIXED'; fixedAmount: number | null; daysBeforeDue: number }
  | { enrolled: false };

/** PUT /v1/payments/autopay: enrol, change, or (`enrolled: false`) cancel AutoPay for the card's account. */
export const saveAutopay = (cardNumber: string, change: AutopayChange): Promise<Autopay> =>
  http.put('/api/v1/payments/autopay', { cardNumber, ...change }, { schema: AutopayResponse }).then((a) => a.data);
