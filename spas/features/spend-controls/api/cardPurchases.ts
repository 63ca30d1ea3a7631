import { cardTransactionsCall, type Transaction } from '../../../../shared/contract/cards.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/cards/encrypted/{card}/transactions?type=PURCHASE&size=100: the card's latest purchases (every cycle), newest first. */
export const cardPurchasesQuery = (cardRef: string) => ({
  queryKey: ['cardPurchases', cardRef] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Transaction[]> =>
    callPlatform(cardTransactionsCall, { params: { card: cardRef }, query: { type: 'PURCHASE', size: 100 }, signal }).then(
      (p) => p.content,
    ),
});
