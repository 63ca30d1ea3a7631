import { TransactionsResponse, type Transaction } from '../../../../shared/contract/cards.js';
import { http } from '../../../../shared/session/http.js';

/** GET /v1/cards/encrypted/{card}/transactions?type=PURCHASE&size=100: the card's latest purchases (every cycle), newest first. */
export const cardPurchasesQuery = (cardRef: string) => ({
  queryKey: ['cardPurchases', cardRef] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Transaction[]> =>
    http.get(`/api/v1/cards/encrypted/${encodeURIComponent(cardRef)}/transactions?type=PURCHASE&size=100`, { schema: TransactionsResponse, signal }).then((p) => p.content),
});
