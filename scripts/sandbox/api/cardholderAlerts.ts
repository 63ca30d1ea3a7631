import type * as K from '../../../shared/contract/cards.js';
import type { MccGroupsResponse } from '../../../shared/contract/mcc.js';
import type { AlertTypesResponse, ConsumerControlsResponse } from '../../../shared/contract/spendControls.js';
import type { Session } from '../auth/sessions.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { CardInViewQuery, dashboardInView, handlerOf, pieceOf } from './combined.js';

/**
 * GET /api/v1/cards/cardholder/alerts (issue 21: the Alerts and Controls page in one round): the dashboard of the card
 * in view and what needs its answer — the alert types of its account type, its account's alerts and controls and, when
 * one of those names a merchant category group, the standard groups — each answered by that call's own handler
 * (combined.ts).
 */
export function cardholderAlertsRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const dashboard = handlerOf(calls, '/api/v1/cards/cardholder/dashboard');
  const alertTypes = handlerOf(calls, '/api/v1/spendcontrols/alerttypes');
  const controls = handlerOf(calls, '/api/v1/spendcontrols/control/consumer/:id');
  const mccGroups = handlerOf(calls, '/api/v1/mcc/groups');
  return [
    {
      method: 'GET', pattern: '/api/v1/cards/cardholder/alerts', access: 'session',
      handle: async (ctx: RouteContext<Session>): Promise<K.CardholderAlertsResponse> => {
        const q = validate(CardInViewQuery, queryObject(ctx.query), 'cardholder alerts query');
        const { dashboard: d } = await dashboardInView(dashboard, ctx, q.cardNumber);
        const { accountType, accountEntityId } = d.accountEntitySummary;
        const types = await pieceOf(async () => ((await alertTypes({ ...ctx, query: new URLSearchParams({ accountTypes: accountType }) })) as AlertTypesResponse).data);
        const mine = await pieceOf(async () => ((await controls({ ...ctx, params: { id: String(accountEntityId) }, query: new URLSearchParams() })) as ConsumerControlsResponse).data);
        const namesGroup = 'data' in mine && mine.data.controls.some((c) => c.controlAttributes.mccGroupId !== undefined);
        const groups = namesGroup
          ? { standardMccGroups: await pieceOf(async () => ((await mccGroups({ ...ctx, query: new URLSearchParams({ categories: 'Standard' }) })) as MccGroupsResponse).data) }
          : {};
        return { data: { dashboard: d, alertTypes: types, controls: mine, ...groups } };
      },
    },
  ];
}
