import type * as K from '../../../shared/contract/cards.js';
import type { PaymentInfo } from '../../../shared/contract/payments.js';
import type { Session } from '../auth/sessions.js';
import type { RouteDef } from '../server/router.js';
import { cardInViewCall, handlerOf, noCardYet, pieceFrom } from './combined.js';

/**
 * GET /api/v1/cards/cardholder/payments (issue 21: the Payments page in one round): the dashboard of the card in view
 * and the card's payment information, which needs the dashboard's card reference — each answered by that call's own
 * handler (combined.ts).
 */
export function cardholderPaymentsRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const paymentInfo = handlerOf(calls, '/api/v1/payments/paymentinfo');
  return [
    cardInViewCall<K.CardholderPaymentsResponse>(calls, '/api/v1/cards/cardholder/payments', 'cardholder payments query', async (ctx, _, ref) => ({
      paymentInfo: ref ? await pieceFrom<PaymentInfo>(paymentInfo, ctx, { query: { cardNumber: ref } }) : noCardYet(),
    })),
  ];
}
