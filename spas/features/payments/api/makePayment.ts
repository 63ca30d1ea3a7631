import { makePaymentCall, type Payment } from '../../../../shared/contract/payments.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';

export interface PaymentRequest {
  cardNumber: string;
  paymentAccountId: number;
  amount: number;
  paymentDate: string;
}

/**
 * POST /v1/payments: pays today or schedules a later day. `idempotencyKey` is made once per review step, so a
 * double click, a retry after a time-out or a second press after a failure answers the first payment, never a
 * second one (the gateway may retry it for the same reason).
 */
export const makePayment = (body: PaymentRequest, idempotencyKey: string): Promise<Payment> =>
  callPlatform(makePaymentCall, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).then((a) => a.data);
