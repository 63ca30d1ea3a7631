/**
 * Money moves only once (docs/requirements.md#design-6-screens): a key made once per review step goes with the request as
 * `Idempotency-Key`. The platform answers a repeat of the same key with the first answer, never a second
 * payment; the gateway retries a POST only when it carries one (docs/requirements.md#design-5-policies).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const newIdempotencyKey = (): string => crypto.randomUUID();
