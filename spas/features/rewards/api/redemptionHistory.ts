import { REWARDS_CARD_HEADER, RedemptionHistoryResponse, type Redemption } from '../../../../shared/contract/rewards.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { http } from '../../../../shared/session/http.js';

/** GET /v1/rewards/findrewardredemptionhistory (card in the `cardNumber` header): redemptions, newest first. */
export const redemptionHistoryQuery = (cardRef: string) => ({
  queryKey: factKeys.redemptionHistory(cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Redemption[]> =>
    http.get('/api/v1/rewards/findrewardredemptionhistory', { schema: RedemptionHistoryResponse, headers: { [REWARDS_CARD_HEADER]: cardRef }, signal }).then((a) => a.data),
});
