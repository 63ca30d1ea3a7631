import type { ReplacementAvailabilityResponse } from '../../../shared/contract/accounts.js';
import type * as K from '../../../shared/contract/cards.js';
import type { ConsumerControlsResponse } from '../../../shared/contract/spendControls.js';
import type { Session } from '../auth/sessions.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { CardInViewQuery, dashboardInView, handlerOf, noCardYet, pieceOf } from './combined.js';

/**
 * GET /api/v1/cards/cardholder/services (issue 21: the Services page in one round): the dashboard of the card in view,
 * its card's replacement availability and its account's alerts and controls, which need the dashboard's answer — each
 * answered by that call's own handler (combined.ts).
 */
export function cardholderServicesRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const dashboard = handlerOf(calls, '/api/v1/cards/cardholder/dashboard');
  const replacement = handlerOf(calls, '/api/card/replace/avail');
  const controls = handlerOf(calls, '/api/v1/spendcontrols/control/consumer/:id');
  return [
    {
      method: 'GET', pattern: '/api/v1/cards/cardholder/services', access: 'session',
      handle: async (ctx: RouteContext<Session>): Promise<K.CardholderServicesResponse> => {
        const q = validate(CardInViewQuery, queryObject(ctx.query), 'cardholder services query');
        const { dashboard: d, ref } = await dashboardInView(dashboard, ctx, q.cardNumber);
        const avail = ref
          ? await pieceOf(async () => ((await replacement({ ...ctx, query: new URLSearchParams({ cards: ref, channel: 'WEB' }) })) as ReplacementAvailabilityResponse).data)
          : noCardYet();
        const mine = await pieceOf(async () => ((await controls({ ...ctx, params: { id: String(d.accountEntitySummary.accountEntityId) }, query: new URLSearchParams() })) as ConsumerControlsResponse).data);
        return { data: { dashboard: d, replacement: avail, controls: mine } };
      },
    },
  ];
}
