import { isHttpError } from '../../shared/session/httpError.js';

/** What went wrong with a platform call, in the terms a page explains it to a customer. */
export type FailureKind = 'unavailable' | 'notFound' | 'denied' | 'locked' | 'invalid' | 'unauthorized' | 'other';

export interface Failure {
  kind: FailureKind;
  status: number;
  /** The platform's own message, when it sent one. */
  platformMessage?: string | undefined;
}

/** Network failures, time-outs, 5xx, CSSFAULT answers and unexpected shapes all mean "try again later". */
export function classify(err: unknown): Failure {
  if (!isHttpError(err)) return { kind: 'other', status: 0 };
  const base = { status: err.status, platformMessage: err.platformMessage };
  if (err.kind === 'network' || err.kind === 'timeout' || err.kind === 'fault' || err.kind === 'schema') return { ...base, kind: 'unavailable' };
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
