import { ReplacementAvailabilityResponse, cardReplaceCall, type CardReplaceRequest } from '../../shared/contract/accounts.js';
import { callUrls } from '../../shared/session/callUrls.js';
import { factKeys } from '../../shared/session/facts/factQueries.js';
import { callPlatform, http } from '../../shared/session/http.js';
import { IDEMPOTENCY_HEADER } from '../lib/idempotencyKey.js';
import type * as z from 'zod/mini';

/** Whose replacement availability is cached: invalidated after a replacement or a status change. */
export const replacementKey = factKeys.replacements;

/** GET /card/replace/avail?cards&channel=WEB: the docs/requirements.md#spec-4-states and #spec-5-validation facts per card (recent address change, recent request, statuses, mailing address). */
export const replacementQuery = (cardRefs: readonly string[]) => ({
  queryKey: factKeys.replacement(cardRefs),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(callUrls.replacementAvailability(cardRefs), { schema: ReplacementAvailabilityResponse, signal }).then((a) => a.data),
});

/** POST /card/replace {cards, reason}: issues replacement cards, once per review step (Idempotency-Key). */
export const replaceCards = (body: z.infer<typeof CardReplaceRequest>, idempotencyKey: string) =>
  callPlatform(cardReplaceCall, { body, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }).then((a) => a.data);
