import { createHash } from 'node:crypto';
import type { PersistentStore } from '../store/persistentStore.js';
import { HttpError } from './httpError.js';
import { RawReply, Reply } from './reply.js';

/**
 * `Idempotency-Key` on state-changing calls that move money or issue cards (a route with `idempotent: true`):
 * the first request with a key runs; every later request with the same key, from the same user to the same
 * call, gets the first one's answer (success or refusal) and changes nothing — a double click, a retry after a
 * time-out or a reload of a confirmation never pays twice. A repeat that arrives while the first is still
 * running waits for it. The same key with a different request is refused (422): a key names one request.
 *
 * The key's record (user, method, path, key, the request's fingerprint, the answer) is kept in the store in the
 * same transaction as the change it made — one synced journal line — so a crash or restart can never keep the
 * money move and lose its key (a retry would move the money again) nor keep the key without the move. Records
 * are kept 24 hours (IETF draft "The Idempotency-Key HTTP Header Field"), across restarts. A refusal changes
 * nothing and is kept as the answer; a failure of the platform itself (5xx) changes nothing and is not kept, so
 * the call can be tried again with the same key. `Idempotent-Replayed: true` goes only with an answer read back
 * from a kept record.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
const KEY_FORMAT = /^[A-Za-z0-9_.:-]{8,200}$/;
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** An answer as kept with its key: a repeat gets exactly this. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string | string[]>;
  body: unknown;
}

/** The durable record of one key. */
export interface KeyRecord {
  userid: number;
  method: string;
  path: string;
  key: string;
  /** SHA-256 of the request (its body and the headers that choose what it acts on). */
  fingerprint: string;
  at: number;
  expiresAt: number;
  answer: KeptAnswer;
}

export interface KeyedCall {
  userid: number;
  method: string;
  path: string;
  key: string;
  /** What the request asks beyond its path: the body, and any header that chooses what it acts on. */
  request: unknown;
}

export class IdempotencyRegistry {
  /** Keys whose first request is running: a repeat waits for it, then reads its record. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly now: () => number,
    private readonly store: () => PersistentStore,
    /** Test hook: awaited once a first request's change and key are on disk, before it is answered. */
    private readonly afterCommit?: (key: string) => Promise<void> | void,
  ) {}

  /** Checks the header's form: undefined (none sent) or a usable key; a malformed key is refused. */
  static keyOf(header: string | undefined): string | undefined {
    if (header === undefined) return undefined;
    if (!KEY_FORMAT.test(header)) throw new HttpError(400, 'The Idempotency-Key must be 8–200 letters, digits or - _ . : characters.');
    return header;
  }

  /** Runs `handler` once per (user, method, path, key) and answers every repeat from the kept record. */
  async run(call: KeyedCall, handler: () => unknown): Promise<{ answer: KeptAnswer; replayed: boolean }> {
    const id = `${call.userid} ${call.method} ${call.path}\u0000${call.key}`;
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(call.request ?? null))
      .digest('hex');
    for (let first = this.running.get(id); first; first = this.running.get(id)) await first;
    const kept = this.store().get('keys', id) as KeyRecord | null;
    if (kept) {
      if (kept.fingerprint !== fingerprint)
        throw new HttpError(
          422,
          'This Idempotency-Key was already used for a different request. Start the request again to get a new key.',
          'Unprocessable Entity',
        );
      return { answer: kept.answer, replayed: true };
    }

    let finished!: () => void;
    this.running.set(id, new Promise<void>((resolve) => (finished = resolve)));
    try {
      const answer = await this.store().transaction(async (tx) => {
        let answer: KeptAnswer;
        try {
          answer = answerOf(await handler());
        } catch (err) {
          if (!(err instanceof HttpError) || err.status >= 500) throw err;
          // A refusal is an answer too (kept, so a repeat is refused alike), and it changes nothing.
          this.store().discardChanges(tx);
          answer = { status: err.status, headers: err.headers, body: err.body() };
        }
        const at = this.now();
        const record: KeyRecord = {
          userid: call.userid,
          method: call.method,
          path: call.path,
          key: call.key,
          fingerprint,
          at,
          expiresAt: at + KEY_TTL_MS,
          answer,
        };
        tx.keep('keys', id, record);
        return answer;
      });
      await this.afterCommit?.(call.key);
      return { answer, replayed: false };
    } finally {
      this.running.delete(id);
      finished();
    }
  }
}

function answerOf(value: unknown): KeptAnswer {
  if (value instanceof RawReply) throw new Error('An idempotent call answers JSON (its answer is kept with its key).');
  if (value instanceof Reply) return { status: value.status, headers: value.headers, body: value.body };
  return { status: 200, headers: {}, body: value ?? { success: true } };
}
