import { addPaymentAccountCall, type PaymentAccount } from '../../../../shared/contract/payments.js';
import { callPlatform } from '../../../../shared/session/http.js';

export interface NewPaymentAccount {
  cardNumber: string;
  nickname: string;
  bankName: string;
  accountType: 'checking' | 'savings';
  routingNumber: string;
  accountNumber: string;
}

/** POST /v1/payments/accounts: a checking or savings account to pay from (ABA routing checksum, the platform's limit). */
export const addPaymentAccount = (body: NewPaymentAccount): Promise<PaymentAccount> =>
  callPlatform(addPaymentAccountCall, { body }).then((a) => a.data);
