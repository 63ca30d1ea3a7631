import { CURRENT_CYCLE, HOME_RECENT_COUNT, cardTransactionsCall } from '../../../../shared/contract/cards.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/cards/encrypted/{card}/transactions?cycle=011900&page=0&size=10: the newest of the current cycle (on a full load of the home they come with the dashboard: `factQueries.dashboard`). */
export const recentTransactionsQuery = (cardRef: string) => ({
  queryKey: factKeys.recentTransactions(cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(cardTransactionsCall, {
      params: { card: cardRef },
      query: { cycle: CURRENT_CYCLE, page: 0, size: HOME_RECENT_COUNT },
      signal,
    }),
});
