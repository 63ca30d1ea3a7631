import type * as K from '../../../shared/contract/cards.js';
import type { BonusPointsResponse, RewardDescriptionResponse, Redemption } from '../../../shared/contract/rewards.js';
import type { Session } from '../auth/sessions.js';
import type { RouteDef } from '../server/router.js';
import { cardInViewCall, handlerOf, noCardYet, pieceOf, withCardHeader } from './combined.js';

/**
 * GET /api/v1/cards/cardholder/rewards (issue 21: the Rewards page in one round): the dashboard of the card in view and
 * the card's reward description, bonus points and redemption history, which need the dashboard's card reference —
 * each answered by that call's own handler (combined.ts).
 */
export function cardholderRewardsRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const description = handlerOf(calls, '/api/v1/rewards/rewarddescription');
  const bonus = handlerOf(calls, '/api/v1/rewards/findbonuspoints');
  const history = handlerOf(calls, '/api/v1/rewards/findrewardredemptionhistory');
  return [
    cardInViewCall<K.CardholderRewardsResponse>(calls, '/api/v1/cards/cardholder/rewards', 'cardholder rewards query', async (ctx, _, ref) => {
      if (!ref) {
        const none = noCardYet();
        return { rewardDescription: none, bonusPoints: none, redemptionHistory: none };
      }
      // The rewards calls take the card in their `cardNumber` header.
      const card = withCardHeader(ctx, ref);
      return {
        rewardDescription: await pieceOf(async () => ((await description(card)) as RewardDescriptionResponse).data),
        bonusPoints: await pieceOf(async () => (await bonus(card)) as BonusPointsResponse),
        redemptionHistory: await pieceOf(async () => ((await history(card)) as { data: Redemption[] }).data),
      };
    }),
  ];
}
