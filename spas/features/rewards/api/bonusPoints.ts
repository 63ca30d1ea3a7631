import { REWARDS_CARD_HEADER, bonusPointsCall, type BonusPointsResponse } from '../../../../shared/contract/rewards.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/rewards/findbonuspoints (card in the `cardNumber` header): bonus points earned, with their total. */
export const bonusPointsQuery = (cardRef: string) => ({
  queryKey: factKeys.bonusPoints(cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<BonusPointsResponse> =>
    callPlatform(bonusPointsCall, { headers: { [REWARDS_CARD_HEADER]: cardRef }, signal }),
});
