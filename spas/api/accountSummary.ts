import { cardAccountSummaryCall, type CardAccountSummary } from '../../shared/contract/cards.js';
import { callPlatform } from '../../shared/session/http.js';

export const accountSummaryKey = (cardRef: string) => ['accountSummary', cardRef] as const;

/**
 * GET /cards/{card}/accountSummary: current and past-due amounts, cash available, purchase and cash APRs, the
 * balance broken down into purchases, cash, fees and interest, the cycle and the next statement date (docs/requirements.md#spec-6-permissions
 * 'APR info, breakdown': cardholder, AM, T1, T2). The cardholder home's card panel and Make a Payment show it.
 */
export const accountSummaryQuery = (cardRef: string) => ({
  queryKey: accountSummaryKey(cardRef),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<CardAccountSummary> =>
    callPlatform(cardAccountSummaryCall, { params: { card: cardRef }, signal }).then((a) => a.data),
});
