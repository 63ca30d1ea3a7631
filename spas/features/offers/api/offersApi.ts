import { OffersResponse, offerResponseCall, offersCall, type Offer, type OfferDecision } from '../../../../shared/contract/offers.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { callPlatform, http } from '../../../../shared/session/http.js';
import { IDEMPOTENCY_HEADER } from '../../../lib/idempotencyKey.js';

export const offerKeys = {
  all: ['offers'] as const,
  of: (cardRef: string | null, pending: boolean) => ['offers', cardRef ?? 'own', pending ? 'PENDING' : 'all'] as const,
};

/** GET /v1/offers[?cardNumber][&status=PENDING] (sandbox-designed): the card's offers, newest first. */
export const offersQuery = (cardRef: string | null, pending: boolean) => ({
  queryKey: offerKeys.of(cardRef, pending),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Offer[]> =>
    http.get(callUrls.offers(cardRef, pending), { schema: OffersResponse, signal, call: offersCall }).then((a) => a.data),
});

/** POST /v1/offers/{id}/response {decision}: answered once (a repeat of the same key gets the same answer). */
export const answerOffer = (offerId: string, decision: OfferDecision, idempotencyKey: string) =>
  callPlatform(offerResponseCall, { params: { offerId }, body: { decision }, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).then(
    (a) => a.data,
  );
