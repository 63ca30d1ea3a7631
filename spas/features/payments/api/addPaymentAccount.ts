import { PaymentAccountResponse, type PaymentAccount } from '../../../../shared/contract/payments.js';
import { http } from '../../../../shared/session/http.js';

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
  http.post('/api/v1/payments/accounts', body, { schema: PaymentAccountResponse }).then((a) => a.data);
