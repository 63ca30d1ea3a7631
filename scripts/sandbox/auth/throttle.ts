import type { ThrottleReason } from '../../../shared/contract/tenant.js';

/**
 * How failed guesses on one key (an account, a card, a client address) slow down further tries: a few
 * free failures, then an exponential back-off, then a temporary lock that every further failure renews
 * (OWASP ASVS V2.2.1, NIST SP 800-63B §5.2.2).
 */
export interface ThrottlePolicy {
  /** Failures allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** From this many failures on, each failure locks the key for `lockMs`. */
  lockAfter: number;
  lockMs: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterMs: number;
}

export interface ThrottleRefusal {
  reason: ThrottleReason;
  /** When a try is accepted again (epoch ms). */
  retryAt: number;
}

interface Record {
  failures: number;
  last: number;
  /** No try before this (epoch ms); 0: none pending. */
  until: number;
}

/** Failure counts per key, in memory (like sessions); bounded, oldest keys dropped first. */
export class Throttle {
  private readonly records = new Map<string, Record>();

  constructor(
    readonly policy: ThrottlePolicy,
    private readonly now: () => number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Whether a try on `key` is refused right now, and until when. */
  refusal(key: string): ThrottleRefusal | null {
    const r = this.current(key);
    if (!r || r.until <= this.now()) return null;
    return { reason: r.failures >= this.policy.lockAfter ? 'LOCKED' : 'THROTTLED', retryAt: r.until };
  }

  /** Records a failed try on `key`. */
  fail(key: string): void {
    const p = this.policy;
    const t = this.now();
    const r = this.current(key) ?? { failures: 0, last: t, until: 0 };
    r.failures += 1;
    r.last = t;
    if (r.failures >= p.lockAfter) r.until = t + p.lockMs;
    else if (r.failures > p.freeFailures) r.until = t + Math.min(p.maxDelayMs, p.firstDelayMs * 2 ** (r.failures - p.freeFailures - 1));
    else r.until = 0;
    this.records.delete(key); // re-inserted last: the map's order is oldest activity first
    if (this.records.size >= this.maxKeys) {
      const oldest = this.records.keys().next();
      if (!oldest.done) this.records.delete(oldest.value);
    }
    this.records.set(key, r);
  }

  /** A success on `key` (the right password, code or card details) forgets its failures. */
  clear(key: string): void {
    this.records.delete(key);
  }

  clearAll(): void {
    this.records.clear();
  }

  failures(key: string): number {
    return this.current(key)?.failures ?? 0;
  }

  private current(key: string): Record | undefined {
    const r = this.records.get(key);
    if (r && this.now() - r.last > this.policy.forgetAfterMs && r.until <= this.now()) {
      this.records.delete(key);
      return undefined;
    }
    return r;
  }
}
