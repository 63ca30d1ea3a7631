import type * as K from '../../../shared/contract/cards.js';
import type { MccGroup } from '../../../shared/contract/mcc.js';
import type { AlertType, ConsumerControlsResponse } from '../../../shared/contract/spendControls.js';
import type { Session } from '../auth/sessions.js';
import type { RouteDef } from '../server/router.js';
import { cardInViewCall, handlerOf, pieceFrom } from './combined.js';

/**
 * GET /api/v1/cards/cardholder/alerts (issue 21: the Alerts and Controls page in one round): the dashboard of the card
 * in view and what needs its answer — the alert types of its account type, its account's alerts and controls and, when
 * one of those names a merchant category group, the standard groups — each answered by that call's own handler
 * (combined.ts).
 */
export function cardholderAlertsRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const alertTypes = handlerOf(calls, '/api/v1/spendcontrols/alerttypes');
  const controls = handlerOf(calls, '/api/v1/spendcontrols/control/consumer/:id');
  const mccGroups = handlerOf(calls, '/api/v1/mcc/groups');
  return [
    cardInViewCall<K.CardholderAlertsResponse>(calls, '/api/v1/cards/cardholder/alerts', 'cardholder alerts query', async (ctx, d) => {
      const { accountType, accountEntityId } = d.accountEntitySummary;
      const types = await pieceFrom<AlertType[]>(alertTypes, ctx, { query: { accountTypes: accountType } });
      const mine = await pieceFrom<ConsumerControlsResponse['data']>(controls, ctx, { params: { id: String(accountEntityId) } });
      const namesGroup = 'data' in mine && mine.data.controls.some((c) => c.controlAttributes.mccGroupId !== undefined);
      const groups = namesGroup ? { standardMccGroups: await pieceFrom<MccGroup[]>(mccGroups, ctx, { query: { categories: 'Standard' } }) } : {};
      return { alertTypes: types, controls: mine, ...groups };
    }),
  ];
}
