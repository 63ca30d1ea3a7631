import type { CallKind } from '../../shared/contract/platformCall.js';
import { isHttpError } from '../../shared/session/httpError.js';
import { callNotOffered } from '../../shared/session/missingCalls.js';
import { brandName } from '../../shared/session/store.js';

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
  /** For `locked`: the platform's guess throttle said when trying again is accepted (its message has the time). */
  throttled?: boolean;
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
  if (err.kind === 'network' || err.kind === 'timeout' || err.kind === 'schema' || (err.kind === 'fault' && err.status < 400))
    return { ...base, kind: 'unavailable' };
  // Too many wrong guesses (THROTTLED 429 or LOCKED 423, shared/contract/tenant.ts): not "busy", and it says until when.
  if ((err.status === 429 || err.status === 423) && (base.reason === 'THROTTLED' || base.reason === 'LOCKED'))
    return { ...base, kind: 'locked', throttled: true };
  if (err.status >= 500 || err.status === 429 || err.status === 408) return { ...base, kind: 'unavailable' };
  if (err.status === 404) return { ...base, kind: 'notFound' };
  if (err.status === 401) return { ...base, kind: 'unauthorized' };
  if (err.status === 403) return { ...base, kind: 'denied' };
  if (err.status === 423) return { ...base, kind: 'locked' };
  if (err.status === 400 || err.status === 409 || err.status === 422) return { ...base, kind: 'invalid' };
  return { ...base, kind: 'other' };
}

/**
 * Whether a failed call is one the bank's platform does not offer: a call the portal designed (not one every card
 * platform has) answered as an unknown path (404, 405 or 501). Only what needs that call is lost; nothing is wrong that
 * trying again would fix. The call is the one given, else the one the error carries (`callPlatform` attaches it).
 */
export const notOffered = (call: CallKind | undefined, err: unknown): boolean =>
  callNotOffered(call ?? (isHttpError(err) ? err.call : undefined), err);

/** The sentence for a piece its bank does not offer (`notOffered`): what is not shown, and why, without blame. */
export const notOfferedText = (what: string, bank: string): string =>
  `${bank} doesn't offer this service online yet, so ${what} can't be shown here.`;

/** The sentence for a change its bank does not offer online (`notOffered`): nothing was changed, and why. */
export const notOfferedActionText = (action: string | undefined, bank: string): string =>
  `${bank} doesn't offer this service online yet, so ${action ? `we couldn't ${action}` : "this can't be done here"} and nothing has changed.`;

const bankOrYours = (): string => brandName.peek() || 'Your bank';

/** The sentence for a failure nobody on the page can fix by changing their input. */
export function unavailableText(what: string): string {
  return `We couldn't load ${what} just now. Our systems may be busy or briefly unavailable — please try again in a few minutes.`;
}

/**
 * The sentence for a failed load, in the user's words: what could not be loaded and what they can do. A
 * refusal says it is one (with the platform's reason when it gave one); everything else is "try again later".
 */
export function failureText(err: unknown, what: string): string {
  if (notOffered(undefined, err)) return notOfferedText(what, bankOrYours());
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
  // A bank whose platform lacks the flow's call: the flow says so in the platform's place (reason NOT_OFFERED).
  if (notOffered(undefined, err))
    return {
      reason: 'NOT_OFFERED',
      unavailable: false,
      status: classify(err).status,
      platformMessage: notOfferedActionText(undefined, bankOrYours()),
      triesLeft: null,
    };
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

/**
 * A guess the platform did not even check because there were too many wrong ones (THROTTLED: wait a little;
 * LOCKED: a temporary lock). The platform's message says when trying again is accepted; null for other failures.
 */
export function tooManyTries(f: AccountFailure, bank: string): { title: string; body: string } | null {
  if (f.reason !== 'THROTTLED' && f.reason !== 'LOCKED') return null;
  const when = f.platformMessage ?? 'For your security, please wait a few minutes before trying again.';
  return {
    title: 'Too many attempts',
    body: `${when}${f.reason === 'LOCKED' ? ` If you need help now, call ${bank} at the number on the back of your card.` : ''}`,
  };
}

/** The one sentence for "the platform is down", with the client's name. */
export const unavailableMessage = (bank: string): string =>
  `We can't reach ${bank} card services right now, so nothing has been changed. Please try again in a few minutes.`;

/**
 * The words for a change the platform did not make (a confirm dialog's failure, a form's): a refusal is the
 * platform's own reason, exactly; a failure of the platform says nothing was changed and to try again.
 */
export function actionFailureText(err: unknown, action?: string): string {
  if (notOffered(undefined, err)) return notOfferedActionText(action, bankOrYours());
  const f = classify(err);
  switch (f.kind) {
    case 'invalid':
    case 'notFound':
    case 'denied':
    case 'locked':
      return (
        f.platformMessage ??
        (action
          ? `We couldn't ${action}: the request was refused.`
          : f.kind === 'denied'
            ? 'Your role does not allow this, so nothing has changed.'
            : 'This was not accepted, so nothing has changed.')
      );
    case 'unauthorized':
      return action
        ? `Your session has ended, so we couldn't ${action}. Please log in again.`
        : 'Your session has ended, so nothing was changed. Please log in again.';
    default:
      return action
        ? `We couldn't ${action} just now, and nothing was changed. Our systems may be busy — please try again in a few minutes.`
        : "We couldn't complete this just now, so nothing has changed. Please try again in a few minutes.";
  }
}

export interface MoneyMoveFailure {
  /** Nothing says it was refused: pressing the same button again is safe (same Idempotency-Key) and finishes it. */
  retry: boolean;
  text: string;
}

/**
 * Whether a failed change may still have been made: nothing answered it (the network, a time-out, a 5xx, an answer
 * of the wrong shape). A refusal or an ended session is an answer: nothing was changed.
 */
export function mayHaveHappened(err: unknown): boolean {
  const kind = classify(err).kind;
  return kind === 'unavailable' || kind === 'other';
}

/**
 * A money move that did not come back (a payment, a redemption): a refusal says why and how to change it; a
 * platform that did not answer may have made it, so the same button is pressed again — the review step's
 * Idempotency-Key answers the first one instead of making a second.
 */
export function moneyMoveFailure(err: unknown, words: { what: string; button: string; edit: string }): MoneyMoveFailure {
  if (!mayHaveHappened(err)) {
    if (notOffered(undefined, err)) return { retry: false, text: notOfferedActionText(`make the ${words.what}`, bankOrYours()) };
    const f = classify(err);
    if (f.kind === 'unauthorized')
      return { retry: false, text: `Your session has ended, so the ${words.what} was not made. Please log in again.` };
    return { retry: false, text: `${f.platformMessage ?? `The ${words.what} was refused.`} Choose ${words.edit} to change it.` };
  }
  return {
    retry: true,
    text: `The card platform did not answer in time. Press ${words.button} again to finish: if the first try went through you will see its confirmation, and it is never made twice.`,
  };
}
