import { autopayCall, type Autopay } from '../../../../shared/contract/payments.js';
import { callPlatform } from '../../../../shared/session/http.js';

export type AutopayChange =
  | {
      enrolled: true;
      paymentAccountId: number;
      amountType: 'MINIMUM' | 'STATEMENT' | 'FIXED';
      fixedAmount: number | null;
      daysBeforeDue: number;
    }
  | { enrolled: false };

/** PUT /v1/payments/autopay: enrol, change, or (`enrolled: false`) cancel AutoPay for the card's account. */
export const saveAutopay = (cardNumber: string, change: AutopayChange): Promise<Autopay> =>
  callPlatform(autopayCall, { body: { cardNumber, ...change } }).then((a) => a.data);
