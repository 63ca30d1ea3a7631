import { cardTransactionsCall, type Transaction } from '../../../../shared/contract/cards.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** The platform's largest page (shared/contract/cards.ts TransactionsQuery). */
const PAGE_SIZE = 500;
/** A cycle never has more than a few hundred transactions; a runaway answer stops here. */
const MAX_PAGES = 20;

/**
 * GET /v1/cards/encrypted/{card}/transactions?cycle: every transaction of one statement cycle (the current one is
 * `011900`), newest first. A cycle is small, so the whole cycle is fetched (pages in parallel after the first) and
 * searched, sorted, totalled and charted in the browser.
 */
export const cycleTransactionsQuery = (cardRef: string, cycle: string) => ({
  queryKey: ['transactions', cardRef, cycle] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Transaction[]> => {
    const get = (page: number) =>
      callPlatform(cardTransactionsCall, { params: { card: cardRef }, query: { cycle, page, size: PAGE_SIZE }, signal });
    const first = await get(0);
    const more = Array.from({ length: Math.min(first.totalPages, MAX_PAGES) - 1 }, (_, i) => get(i + 1));
    const rest = await Promise.all(more);
    return [first, ...rest].flatMap((p) => p.content);
  },
});
