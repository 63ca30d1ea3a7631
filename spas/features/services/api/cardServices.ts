import { CardReplaceResponse, ReplacementAvailabilityResponse, type ReplacementAvailability } from '../../../../shared/contract/accounts.js';
import { UnactivatedCardsResponse } from '../../../../shared/contract/cards.js';
import { SuccessResponse } from '../../../../shared/contract/common.js';
import { AccountSummaryResponse, type AccountSummaryResponse as AccountSummary } from '../../../../shared/contract/user.js';
import { http } from '../../../../shared/session/http.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';

const enc = encodeURIComponent;

/** PUT /v1/cards/encrypted/{card}/lock {locked} (sandbox-designed). */
export const setCardLock = (cardRef: string, locked: boolean) =>
  http.put(`/api/v1/cards/encrypted/${enc(cardRef)}/lock`, { locked }, { schema: SuccessResponse });

/** GET /card/replace/avail?cards&channel=WEB: spec §3's replacement availability, one answer per card asked. */
export const replacementQuery = (cardRef: string) => ({
  queryKey: ['replacement', cardRef] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ReplacementAvailability[]> =>
    http.get(`/api/card/replace/avail?cards=${enc(cardRef)}&channel=WEB`, { schema: ReplacementAvailabilityResponse, signal }).then((a) => a.data),
});

export type ReplacementReason = 'LOST' | 'STOLEN' | 'DAMAGED';

/** POST /card/replace {cards, reason}: orders the card once per review step (Idempotency-Key). */
export const replaceCard = (cardRef: string, reason: ReplacementReason, idempotencyKey: string) =>
  http.post('/api/card/replace', { cards: [cardRef], reason }, { schema: CardReplaceResponse, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).then((a) => a.data);

/** POST /v1/cards/activate {cardNumbers}: the signed-in cardholder's card that has not been activated. */
export const activateCard = (cardRef: string) => http.post('/api/v1/cards/activate', { cardNumbers: [cardRef] }, { schema: UnactivatedCardsResponse }).then((a) => a.data);

/** GET /v1/users/accountsummary: the cards of the signed-in cardholder's account. */
export const accountSummaryQuery = () => ({
  queryKey: ['accountSummary'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AccountSummary['data']> =>
    http.get('/api/v1/users/accountsummary', { schema: AccountSummaryResponse, signal }).then((a) => a.data),
});
