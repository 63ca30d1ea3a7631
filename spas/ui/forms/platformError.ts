import { HttpError } from '../../../shared/session/httpError.js';

/** What a page needs to explain a refused or failed platform call. */
export interface Failure {
  /** `reason` from the platform's error body (shared/contract/publicAccount.ts AccountErrorReason), if any. */
  reason: string | null;
  /** The platform could not be reached or failed (network, time-out, 5xx, fault): nothing was changed. */
  unavailable: boolean;
  status: number;
  /** The platform's own wording, when it gave one. */
  platformMessage: string | null;
  triesLeft: number | null;
}

export function describeFailure(err: unknown): Failure {
  if (!(err instanceof HttpError)) return { reason: null, unavailable: true, status: 0, platformMessage: null, triesLeft: null };
  const body = (err.body ?? {}) as { reason?: unknown; triesLeft?: unknown };
  // A CSSFAULT answer is a failure whatever its status (spec §8); with a 2xx status it is the platform's own failure.
  const unavailable = err.kind === 'network' || err.kind === 'timeout' || err.kind === 'schema' || err.status >= 500 || err.status === 0 || (err.kind === 'fault' && err.status < 400);
  return {
    reason: typeof body.reason === 'string' ? body.reason : null,
    unavailable,
    status: err.status,
    platformMessage: unavailable ? null : (err.platformMessage ?? null),
    triesLeft: typeof body.triesLeft === 'number' ? body.triesLeft : null,
  };
}

/** The one sentence for "the platform is down", with the client's name. */
export const unavailableMessage = (bank: string): string =>
  `We can't reach ${bank} card services right now, so nothing has been changed. Please try again in a few minutes.`;
