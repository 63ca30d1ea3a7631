import { cardAccountSummaryCall } from '../../../../shared/contract/cards.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /cards/{card}/accountSummary: the card's balances, payment due, APRs and breakdown (docs/requirements.md#spec-6-permissions card details). */
export const cardDetailsQuery = (cardRef: string) => ({
  queryKey: ['cardAccountSummary', cardRef] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(cardAccountSummaryCall, { params: { card: cardRef }, signal }).then((a) => a.data),
});
