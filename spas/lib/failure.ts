import { isHttpError } from '../../shared/session/httpError.js';

/** What went wrong with a platform call, in the terms a page explains it to a customer. */
export type FailureKind = 'unavailable' | 'notFound' | 'denied' | 'locked' | 'invalid' | 'unauthorized' | 'other';

export interface Failure {
  kind: FailureKind;
  status: number;
  /** The platform's own message, when it sent one. */
  platformMessage?: string | undefined;
  /** `reason` from the platform's error body (e.g. shared/contract/publicAccount.ts AccountErrorReason). */
  reason?: string | undefined;
  /** Tries left before a lock, when the platform says. */
  triesLeft?: number | undefined;
}

/**
 * The one reading of a failed platform call. Network failures, time-outs, 5xx, unexpected shapes and a CSSFAULT
 * answer with a success status all mean "try again later" (nothing was changed); a refusal (4xx, with or
 * without a fault) is classified by its status and keeps the platform's reason.
 */
export function classify(err: unknown): Failure {
  if (!isHttpError(err)) return { kind: 'other', status: 0 };
  const body = (err.body ?? {}) as { reason?: unknown; triesLeft?: unknown };
  const base = {
    status: err.status,
    platformMessage: err.platformMessage,
    reason: typeof body.reason === 'string' ? body.reason : undefined,
    triesLeft: typeof body.triesLeft === 'number' ? body.triesLeft : undefined,
  };
  if (err.kind === 'network' || err.kind === 'timeout' || err.kind === 'schema' || (err.kind === 'fault' && err.status < 400)) return { ...base, kind: 'unavailable' };
  if (err.status >= 500 || err.status === 429 || err.status === 408) return { ...base, kind: 'unavailable' };
  if (err.status === 404) return { ...base, kind: 'notFound' };
  if (err.status === 401) return { ...base, kind: 'unauthorized' };
  if (err.status === 403) return { ...base, kind: 'denied' };
  if (err.status === 423) return { ...base, kind: 'locked' };
  if (err.status === 400 || err.status === 409 || err.status === 422) return { ...base, kind: 'invalid' };
  return { ...base, kind: 'other' };
}

/** The sentence for a failure nobody on the page can fix by changing their input. */
export function unavailableText(what: string): string {
  return `We couldn't load ${what} just now. Our systems may be busy or briefly unavailable — please try again in a few minutes.`;
}

/**
 * The sentence for a failed load, in the user's words: what could not be loaded and what they can do. A
 * refusal says it is one (with the platform's reason when it gave one); everything else is "try again later".
 */
export function failureText(err: unknown, what: string): string {
  const f = classify(err);
  switch (f.kind) {
    case 'denied':
      return `You don't have access to ${what}.${f.platformMessage ? ` ${f.platformMessage}` : ''}`;
    case 'notFound':
      return `We couldn't find ${what}.${f.platformMessage ? ` ${f.platformMessage}` : ''}`;
    case 'unauthorized':
      return `Your session has ended, so we couldn't load ${what}. Please log in again.`;
    case 'invalid':
      return `We couldn't load ${what}: ${f.platformMessage ?? 'the request was not accepted.'}`;
    default:
      return unavailableText(what);
  }
}

/** The public account flows' view of a failure (spas/features/public-account). */
export interface AccountFailure {
  reason: string | null;
  /** The platform could not be reached or failed (network, time-out, 5xx, fault): nothing was changed. */
  unavailable: boolean;
  status: number;
  /** The platform's own wording, when it gave one (never for an unavailable platform). */
  platformMessage: string | null;
  triesLeft: number | null;
}

export function describeFailure(err: unknown): AccountFailure {
  const f = classify(err);
  const unavailable = f.kind === 'unavailable' || f.kind === 'other';
  return {
    reason: f.reason ?? null,
    unavailable,
    status: f.status,
    platformMessage: unavailable ? null : (f.platformMessage ?? null),
    triesLeft: f.triesLeft ?? null,
  };
}

/** The one sentence for "the platform is down", with the client's name. */
export const unavailableMessage = (bank: string): string =>
  `We can't reach ${bank} card services right now, so nothing has been changed. Please try again in a few minutes.`;

/**
 * The sentence for a change that did not happen (a save, an invitation, a status change): the platform's exact
 * refusal when it refused, or that nothing was changed when it could not be reached. For `ConfirmDialog`'s
 * `failureText` and forms' errors.
 */
export function actionFailureText(err: unknown): string {
  const f = classify(err);
  switch (f.kind) {
    case 'invalid':
    case 'denied':
    case 'notFound':
    case 'locked':
      return f.platformMessage ?? (f.kind === 'denied' ? 'Your role does not allow this.' : 'The request was not accepted.');
    case 'unauthorized':
      return 'Your session has ended, so nothing was changed. Please log in again.';
    default:
      return 'We couldn’t reach card services just now, so nothing was changed. Please try again in a few minutes.';
  }
}
