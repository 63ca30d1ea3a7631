import { createHash, randomBytes } from 'node:crypto';

/** How long an identity provider's sign-on id may wait to be used. */
export const SIGN_ON_TTL_MS = 2 * 60 * 1000;
/** Sign-ons waiting at once; past it the oldest is dropped (each is good for two minutes anyway). */
const MAX_WAITING = 10_000;

export interface SignOn {
  brand: string;
  userid: number;
  /** The identity provider says the user passed a second factor with it: the platform does not ask again. */
  secondFactor: boolean;
  expiresAt: number;
}

const hashOf = (id: string): string => createHash('sha256').update(id).digest('hex');

/**
 * Single sign-on ids as an identity provider issues them: random (256 bits), good for one login on one bank,
 * for two minutes, then gone. Kept by their hash, in memory (a sign-on in flight does not survive a restart of
 * the platform: the user starts it again at the provider). The sandbox stands in for the bank's provider
 * with a control call that starts a sign-on for a demo user (api/control.ts).
 */
export class SignOns {
  private readonly waiting = new Map<string, SignOn>();

  constructor(private readonly now: () => number) {}

  start(brand: string, userid: number, secondFactor: boolean): { transactionId: string; expiresAt: number } {
    const transactionId = randomBytes(32).toString('base64url');
    const expiresAt = this.now() + SIGN_ON_TTL_MS;
    for (const [id, s] of this.waiting) if (s.expiresAt <= this.now() || this.waiting.size >= MAX_WAITING) this.waiting.delete(id);
    this.waiting.set(hashOf(transactionId), { brand, userid, secondFactor, expiresAt });
    return { transactionId, expiresAt };
  }

  /**
   * The sign-on this id starts, used up by asking: a second use, another bank's id or an expired one is null.
   * An id tried on the wrong bank is spent too (it was shown to someone it was not meant for).
   */
  take(transactionId: string, tenant: string): SignOn | null {
    const key = hashOf(transactionId);
    const s = this.waiting.get(key);
    if (!s) return null;
    this.waiting.delete(key);
    return s.brand === tenant && s.expiresAt > this.now() ? s : null;
  }

  clear(): void {
    this.waiting.clear();
  }
}
