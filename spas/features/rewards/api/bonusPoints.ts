import { BonusPointsResponse, REWARDS_CARD_HEADER } from '../../../../shared/contract/rewards.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { http } from '../../../../shared/session/http.js';

/** GET /v1/rewards/findbonuspoints (card in the `cardNumber` header): bonus points earned, with their total. */
export const bonusPointsQuery = (cardRef: string) => ({
  queryKey: factKeys.bonusPoints(cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<BonusPointsResponse> =>
    http.get('/api/v1/rewards/findbonuspoints', { schema: BonusPointsResponse, headers: { [REWARDS_CARD_HEADER]: cardRef }, signal }),
});
