import { StatementsResponse, type StatementSummary } from '../../shared/contract/cards.js';
import { http } from '../../shared/session/http.js';

/**
 * GET /v1/cards/encrypted/{card}/statements: the card's billed cycles, newest first. Used by the Transactions
 * cycle picker, the Statements list and the statement viewer (one definition, one cache entry per card).
 */
export const statementsQuery = (cardRef: string) => ({
  queryKey: ['statements', cardRef] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<StatementSummary[]> =>
    http.get(`/api/v1/cards/encrypted/${encodeURIComponent(cardRef)}/statements`, { schema: StatementsResponse, signal }).then((a) => a.data),
});
