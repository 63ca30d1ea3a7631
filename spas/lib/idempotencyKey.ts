/**
 * Money moves only once (DESIGN §6): a key made once per review step goes with the request as
 * `Idempotency-Key`. The platform answers a repeat of the same key with the first answer, never a second
 * payment; the gateway retries a POST only when it carries one (DESIGN §5).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const newIdempotencyKey = (): string => crypto.randomUUID();
