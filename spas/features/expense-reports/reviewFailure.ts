import { classify } from '../../lib/failure.js';

/** The words for a refused review step: the platform's reason, or "try again" when it couldn't be reached. */
export function reviewFailure(err: unknown): string {
  const f = classify(err);
  if (f.kind === 'unavailable' || f.kind === 'other' || !f.platformMessage)
    return "We couldn't record that just now. Nothing was changed — please try again in a few minutes.";
  return f.platformMessage;
}
