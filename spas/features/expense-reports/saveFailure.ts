import { classify } from '../../lib/failure.js';

/** The words for a refused change: the platform's reason, or "try again" when it couldn't be reached. */
export function saveFailure(err: unknown): string {
  const f = classify(err);
  if (f.kind === 'unavailable' || f.kind === 'other' || !f.platformMessage)
    return "We couldn't save that just now. Nothing was changed — please try again in a few minutes.";
  return f.platformMessage;
}
