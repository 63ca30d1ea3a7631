import { classify } from '../../lib/failure.js';

/**
 * Why an action did not happen, in the admin's words, with the platform's exact reason when it refused
 * (`what` names the action: "The payment", "The vendor"). When the platform could not be reached the change may or may
 * not have happened; `retrySafe` says trying again can't do it twice (the request carries an Idempotency-Key).
 */
export function refusalText(err: unknown, what: string, retrySafe = false): string {
  const f = classify(err);
  switch (f.kind) {
    case 'invalid':
    case 'denied':
    case 'notFound':
    case 'locked':
      return f.platformMessage
        ? `${what} was refused: ${f.platformMessage}`
        : `${what} was refused. Please check the details and try again.`;
    case 'unauthorized':
      return 'Your session has ended, so nothing was changed. Please log in again.';
    default:
      return retrySafe
        ? 'We couldn’t reach card services just now. Please try again: trying again can’t do it twice.'
        : 'We couldn’t reach card services just now. Please check whether the change shows, and try again in a few minutes if it doesn’t.';
  }
}
