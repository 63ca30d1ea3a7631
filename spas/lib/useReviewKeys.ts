import { useMemo, useRef } from './react-deps.js';
import { mayHaveHappened } from './failure.js';
import { newIdempotencyKey } from './idempotencyKey.js';

export interface ReviewKeys<R> {
  /** The Idempotency-Key of a review of `request`: the key of its last unanswered try when it is the same request, else a new one. */
  keyFor(request: R): string;
  /** Sends one try of `request` under `key`; an answer (made or refused) forgets the key, a failure that may have happened keeps it. */
  attempt<T>(request: R, key: string, send: () => Promise<T>): Promise<T>;
}

/**
 * The keys of a money move's review steps (a payment, a redemption, a vendor payment). Each review makes a new
 * key — except after a try that ended without an answer (no answer, a time-out, a 5xx: it may have moved the
 * money): going back and reviewing the same request again keeps that try's key, so confirming it answers the
 * first move instead of making a second. Changing the request makes a new key; so does any answer. Kept by the
 * screen that holds the review steps, so it outlives each step.
 */
export function useReviewKeys<R>(): ReviewKeys<R> {
  const unanswered = useRef<{ request: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(request: R): string {
        const u = unanswered.current;
        return u && u.request === JSON.stringify(request) ? u.key : newIdempotencyKey();
      },
      async attempt<T>(request: R, key: string, send: () => Promise<T>): Promise<T> {
        try {
          const answer = await send();
          unanswered.current = null;
          return answer;
        } catch (err) {
          unanswered.current = mayHaveHappened(err) ? { request: JSON.stringify(request), key } : null;
          throw err;
        }
      },
    }),
    [],
  );
}
