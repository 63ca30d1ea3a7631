import * as z from 'zod/mini';
import { IsoDate, dataEnvelope, dataList } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

/**
 * Offers (sandbox-designed: docs/requirements.md#spec-2-screens names the offer pages, docs/requirements.md#spec-6-permissions says who sees them, docs/requirements.md#spec-7-calls shows no call). An offer
 * belongs to one account entity (card account); the cardholder or an admin manager answers it once, and the
 * platform remembers the answer.
 *
 * - PREEMPTIVE: a pre-approved offer that changes the account when accepted (a credit line increase).
 * - INTERSTITIAL: a promotion shown between login and the dashboard, accepted or declined.
 * - INFORMATIONAL: a notice to acknowledge (no choice to make).
 */
export const OfferKind = lazySchema(() => z.enum(['PREEMPTIVE', 'INTERSTITIAL', 'INFORMATIONAL']));
export type OfferKind = z.infer<typeof OfferKind>;
export const OfferStatus = lazySchema(() => z.enum(['PENDING', 'ACCEPTED', 'DECLINED', 'ACKNOWLEDGED']));
export type OfferStatus = z.infer<typeof OfferStatus>;
export const OfferDecision = lazySchema(() => z.enum(['ACCEPTED', 'DECLINED', 'ACKNOWLEDGED']));
export type OfferDecision = z.infer<typeof OfferDecision>;

export const Offer = lazySchema(() =>
  z.object({
    offerId: z.string(),
    accountEntityId: z.number(),
    cardNumberLast4: z.nullable(z.string()),
    kind: OfferKind,
    title: z.string(),
    summary: z.string(),
    details: z.array(z.string()),
    terms: z.string(),
    /** PREEMPTIVE credit line offers: the increase (US dollars) accepting applies at once. */
    creditLimitIncrease: z.nullable(z.number()),
    status: OfferStatus,
    offeredDate: IsoDate,
    expiresDate: IsoDate,
    answeredDate: z.nullable(z.string()),
    /** Who answered: the cardholder's or the admin's name; null while pending. */
    answeredBy: z.nullable(z.string()),
  }),
);
export type Offer = z.infer<typeof Offer>;

/** GET /v1/offers?cardNumber=<ref>&status=PENDING: the card's offers, newest first (cardholders may omit the card). */
export const OffersQuery = lazySchema(() =>
  z.object({
    cardNumber: z.optional(z.string()),
    status: z.optional(OfferStatus),
  }),
);
export const OffersResponse = lazySchema(() => dataList(Offer));
export type OffersResponse = z.infer<typeof OffersResponse>;

/** POST /v1/offers/{offerId}/response {decision}: INFORMATIONAL takes ACKNOWLEDGED, the others ACCEPTED or DECLINED. */
export const OfferResponseRequest = lazySchema(() => z.object({ decision: OfferDecision }));
export type OfferResponseRequest = z.infer<typeof OfferResponseRequest>;
export const OfferResponse = lazySchema(() => dataEnvelope(Offer));
export type OfferResponse = z.infer<typeof OfferResponse>;

/** Which decisions an offer of a kind takes. */
export const decisionsFor = (kind: OfferKind): readonly OfferDecision[] =>
  kind === 'INFORMATIONAL' ? ['ACKNOWLEDGED'] : ['ACCEPTED', 'DECLINED'];

const OFFERS = "The product shows a card's offers and takes the cardholder's answer, and names no call for them.";

export const offersCall = defineCall({
  id: 'offers.list',
  method: 'GET',
  path: '/v1/offers',
  source: 'portal',
  access: 'session',
  reason: OFFERS,
  summary: "The card's offers, newest first (unanswered offers past their date are gone).",
  query: OffersQuery,
  answer: OffersResponse,
});
export const offerResponseCall = defineCall({
  id: 'offers.respond',
  method: 'POST',
  path: '/v1/offers/{offerId}/response',
  source: 'portal',
  access: 'session',
  recordInPath: true,
  idempotent: true,
  reason: OFFERS,
  summary: 'Accepts, declines or acknowledges an offer, once.',
  body: OfferResponseRequest,
  answer: OfferResponse,
});
