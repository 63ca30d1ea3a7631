import type * as K from '../../../shared/contract/cards.js';
import type { PaymentInfoResponse } from '../../../shared/contract/payments.js';
import type { Session } from '../auth/sessions.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { CardInViewQuery, dashboardInView, handlerOf, noCardYet, pieceOf } from './combined.js';

/**
 * GET /api/v1/cards/cardholder/payments (issue 21: the Payments page in one round): the dashboard of the card in view
 * and the card's payment information, which needs the dashboard's card reference — each answered by that call's own
 * handler (combined.ts).
 */
export function cardholderPaymentsRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const dashboard = handlerOf(calls, '/api/v1/cards/cardholder/dashboard');
  const paymentInfo = handlerOf(calls, '/api/v1/payments/paymentinfo');
  return [
    {
      method: 'GET', pattern: '/api/v1/cards/cardholder/payments', access: 'session',
      handle: async (ctx: RouteContext<Session>): Promise<K.CardholderPaymentsResponse> => {
        const q = validate(CardInViewQuery, queryObject(ctx.query), 'cardholder payments query');
        const { dashboard: d, ref } = await dashboardInView(dashboard, ctx, q.cardNumber);
        const info = ref
          ? await pieceOf(async () => ((await paymentInfo({ ...ctx, query: new URLSearchParams({ cardNumber: ref }) })) as PaymentInfoResponse).data)
          : noCardYet();
        return { data: { dashboard: d, paymentInfo: info } };
      },
    },
  ];
}
