import type * as K from '../../../shared/contract/cards.js';
import type { ReplacementAvailability } from '../../../shared/contract/accounts.js';
import type { ConsumerControlsResponse } from '../../../shared/contract/spendControls.js';
import type { Session } from '../auth/sessions.js';
import type { RouteDef } from '../server/router.js';
import { cardInViewCall, handlerOf, noCardYet, pieceFrom } from './combined.js';

/**
 * GET /api/v1/cards/cardholder/services (issue 21: the Services page in one round): the dashboard of the card in view,
 * its card's replacement availability and its account's alerts and controls, which need the dashboard's answer — each
 * answered by that call's own handler (combined.ts).
 */
export function cardholderServicesRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const replacement = handlerOf(calls, '/api/card/replace/avail');
  const controls = handlerOf(calls, '/api/v1/spendcontrols/control/consumer/:id');
  return [
    cardInViewCall<K.CardholderServicesResponse>(calls, '/api/v1/cards/cardholder/services', 'cardholder services query', async (ctx, d, ref) => ({
      replacement: ref ? await pieceFrom<ReplacementAvailability[]>(replacement, ctx, { query: { cards: ref, channel: 'WEB' } }) : noCardYet(),
      controls: await pieceFrom<ConsumerControlsResponse['data']>(controls, ctx, { params: { id: String(d.accountEntitySummary.accountEntityId) } }),
    })),
  ];
}
