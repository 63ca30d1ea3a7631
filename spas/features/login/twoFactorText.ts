import type { VerificationContact } from '../../../shared/contract/user.js';
import { isHttpError } from '../../../shared/session/httpError.js';
import { classify } from '../../lib/failure.js';

/** The words of the verification step of a login. */
export const TWO_FACTOR_TEXT = {
  stepExpired: 'This verification has expired, so we can no longer check a code for it. Please log in again to get a new code.',
  notSent: "We haven't sent you a code for this login yet. Choose where to send it.",
  codeExpired: 'That code has expired. Send a new code, then enter the new one.',
  noContacts:
    "There's no phone number or email address on your profile we can send a code to. Please call the number on the back of your card.",
  contactsUnavailable: "We couldn't find where to send your code just now. Our systems may be busy — please try again in a few minutes.",
  sendUnavailable: "We couldn't send your code just now. Our systems may be busy — please try again in a few minutes.",
} as const;

/** The choice as the radio button says it: "Text message to ***-***-1234". */
export const contactLabel = (c: VerificationContact): string => (c.type === 'SMS' ? `Text message to ${c.value}` : `Email to ${c.value}`);

/** Where the code went, inside a sentence: "your phone ***-***-1234", "c***@demo.example". */
export const contactPhrase = (c: VerificationContact): string => (c.type === 'SMS' ? `your phone ${c.value}` : c.value);

/** What a failed step one or step two means for the page. */
export type StepFailure =
  | { kind: 'expired' }
  | { kind: 'wait'; text: string; retryAfterSeconds: number }
  | { kind: 'refused'; text: string }
  | { kind: 'unavailable' };

/** A refusal keeps the platform's exact reason; a platform that did not answer means "try again later". */
export function stepFailure(err: unknown): StepFailure {
  const f = classify(err);
  if (f.kind === 'unauthorized') return { kind: 'expired' };
  if (f.reason === 'RESEND_TOO_SOON' && isHttpError(err)) {
    const seconds = (err.body as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    return {
      kind: 'wait',
      text: f.platformMessage ?? 'Please wait a moment before asking for another code.',
      retryAfterSeconds: typeof seconds === 'number' ? seconds : 30,
    };
  }
  if (f.kind === 'unavailable' || f.kind === 'other' || !f.platformMessage) return { kind: 'unavailable' };
  return { kind: 'refused', text: f.platformMessage };
}
