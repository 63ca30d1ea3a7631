import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';

/**
 * What the gateway tells the platform on every call it forwards or makes itself (docs/requirements.md#design-5-policies "Tenants"). The
 * gateway sets these headers from what it knows and always overwrites whatever a browser sent: the platform
 * may trust them because only the gateway can reach it.
 */

/** The brand the call came in under: the brand code the platform answered for the Host's subdomain. */
export const BRAND_HEADER = 'x-portal-brand';
/** Value of BRAND_HEADER on hosts that are not a client brand (bare, welcome, applynow): no session, no login. */
export const NO_BRAND = '-';
/** The browser's address as the gateway saw it (the socket, or a trusted proxy's X-Forwarded-For): for throttling. */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client';

/**
 * Why a guess (password, verification code, card details) was not even checked (spec-less, ASVS V2.2.1):
 * THROTTLED — wait a little (429, exponential back-off); LOCKED — a temporary lock (423). `retryAt` is when
 * trying again will be accepted; the answer's `Retry-After` header says the same in seconds.
 */
export const ThrottleReason = lazySchema(() => z.enum(['THROTTLED', 'LOCKED']));
export type ThrottleReason = z.infer<typeof ThrottleReason>;
export const ThrottleFields = lazySchema(() =>
  z.object({
    reason: ThrottleReason,
    retryAt: z.string(),
    retryAfterSeconds: z.number(),
  }),
);
export type ThrottleFields = z.infer<typeof ThrottleFields>;
