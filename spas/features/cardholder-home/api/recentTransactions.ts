import { CURRENT_CYCLE, TransactionsResponse } from '../../../../shared/contract/cards.js';
import { http } from '../../../../shared/session/http.js';

/** How many of the current cycle's newest transactions the home shows. */
export const RECENT_COUNT = 10;

/** GET /v1/cards/encrypted/{card}/transactions?cycle=011900&page=0&size=10: the newest of the current cycle. */
export const recentTransactionsQuery = (cardRef: string) => ({
  queryKey: ['transactions', cardRef, 'recent'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(`/api/v1/cards/encrypted/${encodeURIComponent(cardRef)}/transactions?cycle=${CURRENT_CYCLE}&page=0&size=${RECENT_COUNT}`, {
      schema: TransactionsResponse,
      signal,
    }),
});
