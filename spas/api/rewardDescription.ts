import { REWARDS_CARD_HEADER, rewardDescriptionCall, type RewardDescriptionResponse } from '../../shared/contract/rewards.js';
import { factKeys } from '../../shared/session/facts/factQueries.js';
import { callPlatform } from '../../shared/session/http.js';

export type RewardDescription = RewardDescriptionResponse['data'];

/**
 * GET /v1/rewards/rewarddescription (card in the `cardNumber` header, docs/requirements.md#spec-7-calls): the program, the points balance
 * and its cash value, and whether this card may redeem (consolidation). The cardholder home and Rewards read it.
 */
export const rewardDescriptionQuery = (cardRef: string) => ({
  queryKey: factKeys.rewardDescription(cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<RewardDescription> =>
    callPlatform(rewardDescriptionCall, { headers: { [REWARDS_CARD_HEADER]: cardRef }, signal }).then((a) => a.data),
});
