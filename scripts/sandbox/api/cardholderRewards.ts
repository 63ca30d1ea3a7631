import type * as K from '../../../shared/contract/cards.js';
import type { BonusPointsResponse, RedemptionHistoryResponse, RewardDescriptionResponse } from '../../../shared/contract/rewards.js';
import type { Session } from '../auth/sessions.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { CardInViewQuery, dashboardInView, handlerOf, noCardYet, pieceOf, withCardHeader } from './combined.js';

/**
 * GET /api/v1/cards/cardholder/rewards (issue 21: the Rewards page in one round): the dashboard of the card in view and
 * the card's reward description, bonus points and redemption history, which need the dashboard's card reference —
 * each answered by that call's own handler (combined.ts).
 */
export function cardholderRewardsRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const dashboard = handlerOf(calls, '/api/v1/cards/cardholder/dashboard');
  const description = handlerOf(calls, '/api/v1/rewards/rewarddescription');
  const bonus = handlerOf(calls, '/api/v1/rewards/findbonuspoints');
  const history = handlerOf(calls, '/api/v1/rewards/findrewardredemptionhistory');
  return [
    {
      method: 'GET', pattern: '/api/v1/cards/cardholder/rewards', access: 'session',
      handle: async (ctx: RouteContext<Session>): Promise<K.CardholderRewardsResponse> => {
        const q = validate(CardInViewQuery, queryObject(ctx.query), 'cardholder rewards query');
        const { dashboard: d, ref } = await dashboardInView(dashboard, ctx, q.cardNumber);
        if (!ref) {
          const none = noCardYet();
          return { data: { dashboard: d, rewardDescription: none, bonusPoints: none, redemptionHistory: none } };
        }
        const card = withCardHeader(ctx, ref);
        return {
          data: {
            dashboard: d,
            rewardDescription: await pieceOf(async () => ((await description(card)) as RewardDescriptionResponse).data),
            bonusPoints: await pieceOf(async () => (await bonus(card)) as BonusPointsResponse),
            redemptionHistory: await pieceOf(async () => ((await history(card)) as RedemptionHistoryResponse).data),
          },
        };
      },
    },
  ];
}
