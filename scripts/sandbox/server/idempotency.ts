import { HttpError } from './httpError.js';

/**
 * `Idempotency-Key` on state-changing calls that move money or issue cards (a route with `idempotent: true`):
 * the first request with a key runs; every later request with the same key, from the same user to the same
 * call, gets the first one's answer (success or refusal) and changes nothing — a double click, a retry after a
 * time-out or a reload of a confirmation never pays twice. A repeat that arrives while the first is still
 * running waits for it. The same key with a different body is refused (422): a key names one request.
 * Answers are kept 24 hours (IETF draft "The Idempotency-Key HTTP Header Field"); a platform failure (5xx) is
 * not kept, so the call can be tried again with the same key.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,200}$/;
const TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 50_000;

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };
interface Entry {
  fingerprint: string;
  at: number;
  outcome: Promise<Outcome>;
}

export class IdempotencyRegistry {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly now: () => number) {}

  /** Checks the header's form: undefined (none sent) or a usable key; a malformed key is refused. */
  static keyOf(header: string | undefined): string | undefined {
    if (header === undefined) return undefined;
    if (!KEY_FORMAT.test(header)) throw new HttpError(400, 'The Idempotency-Key must be 8–200 letters, digits or - _ . : characters.');
    return header;
  }

  /**
   * Runs `call` once per (scope, key); `replayed` (and `onReplay`, called before a replayed refusal is thrown) tells
   * the caller the answer is a repeat. Throws what the first run threw (refusals are answers too).
   */
  async run(scope: string, key: string, body: unknown, call: () => Promise<unknown>, onReplay?: () => void): Promise<{ value: unknown; replayed: boolean }> {
    this.sweep();
    const id = `${scope}\u0000${key}`;
    const fingerprint = JSON.stringify(body ?? null);
    const seen = this.entries.get(id);
    if (seen) {
      if (seen.fingerprint !== fingerprint) throw new HttpError(422, 'This Idempotency-Key was already used for a different request. Start the request again to get a new key.', 'Unprocessable Entity');
      const outcome = await seen.outcome;
      // A kept refusal is a replay too (the caller marks its answer before it is thrown).
      onReplay?.();
      if (!outcome.ok) throw outcome.error;
      return { value: outcome.value, replayed: true };
    }
    // A handler that throws at once (most refusals do) is an answer too: caught here, not past the registry.
    const outcome = new Promise<unknown>((resolve) => resolve(call())).then(
      (value): Outcome => ({ ok: true, value }),
      (error: unknown): Outcome => ({ ok: false, error }),
    );
    this.entries.set(id, { fingerprint, at: this.now(), outcome });
    const result = await outcome;
    if (!result.ok) {
      // A failure of the platform itself is not an answer to keep: the same key may be tried again.
      if (!(result.error instanceof HttpError) || result.error.status >= 500) this.entries.delete(id);
      throw result.error;
    }
    return { value: result.value, replayed: false };
  }

  clear(): void {
    this.entries.clear();
  }

  private sweep(): void {
    const cutoff = this.now() - TTL_MS;
    for (const [id, e] of this.entries) {
      if (e.at >= cutoff && this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(id);
    }
  }
}
