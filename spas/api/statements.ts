import { statementsCall, type StatementSummary } from '../../shared/contract/cards.js';
import { callPlatform } from '../../shared/session/http.js';

/**
 * GET /v1/cards/encrypted/{card}/statements: the card's billed cycles, newest first. Used by the Transactions
 * cycle picker, the Statements list and the statement viewer (one definition, one cache entry per card).
 */
export const statementsQuery = (cardRef: string) => ({
  queryKey: ['statements', cardRef] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<StatementSummary[]> =>
    callPlatform(statementsCall, { params: { card: cardRef }, signal }).then((a) => a.data),
});
