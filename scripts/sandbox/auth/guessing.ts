import { createHash } from 'node:crypto';
import type { ThrottleFields } from '../../../shared/contract/tenant.js';
import { HttpError } from '../server/httpError.js';
import { Throttle, type ThrottlePolicy, type ThrottleRefusal } from './throttle.js';

/**
 * Throttling of guesses (OWASP ASVS V2.2.1, NIST SP 800-63B §5.2.2, OWASP "Slow down online guessing attacks
 * with device cookies"), built so that an attacker cannot aim it at a real user:
 *
 * - passwords back off per account (growing waits, never a lock) for clients that never logged into that
 *   account; a browser that did (the known-device cookie, auth/knownDevices.ts) has its own count, so another
 *   client's failures never slow it;
 * - a login's verification codes lock the account's codes, but only someone past the password can try them;
 * - card details, vendor security codes, vendor links and single sign-on ids are counted per guessing client
 *   (and per card or vendor for that client): the card's owner and the vendor are never locked out by a stranger;
 * - every failure of an unknown client also counts per address, with a ceiling a NAT of a few hundred people
 *   never meets (the finer limits above do the real work).
 *
 * Keys name what was tried (brand + user name, the card number's hash) whether or not it exists, so an unknown
 * account is throttled exactly like a real one. The state lives here, on the platform, so the limits hold however
 * many gateways are in front of it. The policy table is docs/security.md.
 */

export type GuessKind = 'password' | 'code' | 'resetCode' | 'card' | 'vendorCode' | 'vendorLink' | 'sso' | 'forgot';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const NEVER = Number.POSITIVE_INFINITY;

export const GUESS_POLICIES: Record<GuessKind | 'client', ThrottlePolicy> = {
  // Per account (unknown clients) and per account + known device: 5 free, then 1 s doubling to 15 minutes; no lock.
  password: { freeFailures: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, lockAfter: NEVER, lockMs: 0, forgetAfterMs: 24 * HOUR },
  // A login's 6-digit codes (past the password): 3 free, then back-off; the 10th wrong code locks them for 15 minutes.
  code: { freeFailures: 3, firstDelayMs: SECOND, maxDelayMs: MINUTE, lockAfter: 10, lockMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  // A password reset's codes, per client (each reset also dies after 5 wrong codes, and an account gets at most
  // one reset message every few minutes): never per account, so a stranger cannot lock the owner's codes this way.
  resetCode: { freeFailures: 3, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, lockAfter: NEVER, lockMs: 0, forgetAfterMs: HOUR },
  // Card details, per client and card: 3 free, then back-off; the 5th wrong try locks that card for that client.
  card: { freeFailures: 3, firstDelayMs: SECOND, maxDelayMs: MINUTE, lockAfter: 5, lockMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  // A vendor's security code, per client and vendor: as card details.
  vendorCode: { freeFailures: 3, firstDelayMs: SECOND, maxDelayMs: MINUTE, lockAfter: 5, lockMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  // Vendor link keys that name no vendor, per client: 5 free, then 1 s doubling to 15 minutes.
  vendorLink: { freeFailures: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, lockAfter: NEVER, lockMs: 0, forgetAfterMs: HOUR },
  // Single sign-on ids refused (unknown, used, expired), per client: 5 free, then 1 s doubling to 15 minutes.
  sso: { freeFailures: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, lockAfter: NEVER, lockMs: 0, forgetAfterMs: HOUR },
  // Forgot user name / password requests (every one counts), per client: 50 free, then 1 s doubling to 15 minutes.
  forgot: { freeFailures: 50, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE, lockAfter: NEVER, lockMs: 0, forgetAfterMs: HOUR },
  // Everything above from one address (credential stuffing): high enough for a NAT of a few hundred people.
  client: { freeFailures: 300, firstDelayMs: SECOND, maxDelayMs: MINUTE, lockAfter: NEVER, lockMs: 0, forgetAfterMs: 15 * MINUTE },
};

/** Who is guessing: the client's address and, for passwords, the known-device id when this browser logged into the account before. */
export interface Guesser {
  client: string;
  device?: string | null;
}

/** What a refused guess is answered with: 429 (back-off) or 423 (lock), the time it lifts, `Retry-After`. */
export interface ThrottleAnswer {
  status: 429 | 423;
  message: string;
  fields: ThrottleFields;
  headers: Record<string, string>;
}

const WHAT: Record<GuessKind, string> = {
  password: 'logging in with this user name',
  code: 'verification codes for this account',
  resetCode: 'password reset codes from your device',
  card: 'checking this card online from your device',
  vendorCode: 'this vendor link from your device',
  vendorLink: 'vendor links from your device',
  sso: 'single sign-on from your device',
  forgot: 'account help requests from your device',
};

const clock = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hour12: true });

/** "8 seconds", "1 minute", "15 minutes". */
export function spokenDuration(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export class GuessingGuard {
  private readonly throttles: Record<GuessKind | 'client', Throttle>;

  constructor(private readonly now: () => number) {
    const throttles = {} as Record<GuessKind | 'client', Throttle>;
    for (const [kind, policy] of Object.entries(GUESS_POLICIES) as Array<[GuessKind | 'client', ThrottlePolicy]>)
      throttles[kind] = new Throttle(policy, now);
    this.throttles = throttles;
  }

  /** Null when this guess may be checked; otherwise the answer that refuses it without checking it. */
  check(kind: GuessKind, key: string, who: Guesser): ThrottleAnswer | null {
    const byClient = this.countsForClient(kind, who) ? this.throttles.client.refusal(who.client) : null;
    const byKey = this.throttles[kind].refusal(this.keyOf(kind, key, who));
    const refusal = later(byClient, byKey);
    if (!refusal) return null;
    return this.answer(refusal, refusal === byClient && byClient !== byKey ? 'client' : kind);
  }

  /** A wrong guess (or, for the flows that answer alike either way, any try). */
  failed(kind: GuessKind, key: string, who: Guesser): void {
    this.throttles[kind].fail(this.keyOf(kind, key, who));
    if (this.countsForClient(kind, who)) this.throttles.client.fail(who.client);
  }

  /** A right guess forgets that key's failures (never the address's). */
  succeeded(kind: GuessKind, key: string, who: Guesser): void {
    this.throttles[kind].clear(this.keyOf(kind, key, who));
  }

  /** The throttle answer as the sandbox's error type (public account calls, 2FA). */
  error(a: ThrottleAnswer): HttpError {
    return new HttpError(a.status, a.message, a.status === 423 ? 'Locked' : 'Too Many Requests', { ...a.fields }, a.headers);
  }

  clear(): void {
    for (const t of Object.values(this.throttles)) t.clearAll();
  }

  /**
   * Where a guess is counted. Passwords: the account, or the account on this known device. Codes: the account
   * (only reachable past its password). Card and vendor details: this client on this card or vendor. Reset
   * codes, vendor links, sign-on ids and account help requests: this client.
   */
  private keyOf(kind: GuessKind, key: string, who: Guesser): string {
    switch (kind) {
      case 'password':
        return who.device ? `${key}\u0000device\u0000${who.device}` : key;
      case 'code':
        return key;
      case 'card':
      case 'vendorCode':
        return `${who.client}\u0000${key}`;
      case 'resetCode':
      case 'vendorLink':
      case 'sso':
      case 'forgot':
        return who.client;
    }
  }

  /** A known device's password tries are its own business: the address (shared by a whole office) is left alone. */
  private countsForClient(kind: GuessKind, who: Guesser): boolean {
    return !(kind === 'password' && who.device);
  }

  private answer(refusal: ThrottleRefusal, what: GuessKind | 'client'): ThrottleAnswer {
    const waitMs = Math.max(0, refusal.retryAt - this.now());
    const retryAfterSeconds = Math.max(1, Math.ceil(waitMs / 1000));
    const lead = what === 'client' ? 'Too many unsuccessful tries from your network.' : 'Too many unsuccessful tries.';
    const message =
      refusal.reason === 'LOCKED'
        ? `${lead} For your security, ${what === 'client' ? 'tries from your network are' : `${WHAT[what]} is`} locked until ${clock.format(refusal.retryAt)} ET (in about ${spokenDuration(waitMs)}).`
        : `${lead} For your security, please wait ${spokenDuration(waitMs)} before trying again.`;
    return {
      status: refusal.reason === 'LOCKED' ? 423 : 429,
      message,
      fields: { reason: refusal.reason, retryAt: new Date(refusal.retryAt).toISOString(), retryAfterSeconds },
      headers: { 'retry-after': String(retryAfterSeconds) },
    };
  }
}

function later(a: ThrottleRefusal | null, b: ThrottleRefusal | null): ThrottleRefusal | null {
  if (!a) return b;
  if (!b) return a;
  return a.retryAt >= b.retryAt ? a : b;
}

/** The throttle key of an account, known or not: brand and user name as typed (case-insensitive). */
export const accountKey = (brand: string, username: string): string => `${brand}\u0000${username.trim().toLowerCase()}`;

/** The throttle key of a card number, known or not (hashed: the number itself is kept nowhere). */
export const cardKey = (brand: string, cardNumber: string): string =>
  `${brand}\u0000${createHash('sha256').update(cardNumber).digest('base64url')}`;
