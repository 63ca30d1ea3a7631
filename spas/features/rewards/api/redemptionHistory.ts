import { REWARDS_CARD_HEADER, redemptionHistoryCall, type Redemption } from '../../../../shared/contract/rewards.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/rewards/findrewardredemptionhistory (card in the `cardNumber` header): redemptions, newest first. */
export const redemptionHistoryQuery = (cardRef: string) => ({
  queryKey: factKeys.redemptionHistory(cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Redemption[]> =>
    callPlatform(redemptionHistoryCall, { headers: { [REWARDS_CARD_HEADER]: cardRef }, signal }).then((a) => a.data),
});
