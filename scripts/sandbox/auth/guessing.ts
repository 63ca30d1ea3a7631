import { createHash } from 'node:crypto';
import type { ThrottleFields } from '../../../shared/contract/tenant.js';
import { HttpError } from '../server/httpError.js';
import { Throttle, type ThrottlePolicy, type ThrottleRefusal } from './throttle.js';

/**
 * Throttling of guesses (DESIGN §5 "Tenants", OWASP ASVS V2.2.1, NIST SP 800-63B §5.2.2): passwords per
 * account, verification codes per account (counted across logins and resets), card details per card,
 * and every kind together per client address. Keys name what was tried (brand + user name, the card
 * number's hash) whether or not it exists, so an unknown account is throttled exactly like a real one.
 * The state lives here, on the platform, so the limits hold however many gateways are in front of it.
 */

export type GuessKind = 'password' | 'code' | 'card';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const GUESS_POLICIES: Record<GuessKind | 'client', ThrottlePolicy> = {
  // 5 free, then 1 s, 2 s, 4 s … (at most a minute) between tries; the 20th failure locks for 15 minutes.
  password: { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: MINUTE, lockAfter: 20, lockMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  // A 6-digit code: 3 free, then back-off; the 10th wrong code (across logins and resets) locks for 15 minutes.
  code: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: MINUTE, lockAfter: 10, lockMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  // Card security details: 3 free, then back-off; the 5th wrong try locks the card for 15 minutes.
  card: { freeFailures: 3, firstDelayMs: 1_000, maxDelayMs: MINUTE, lockAfter: 5, lockMs: 15 * MINUTE, forgetAfterMs: 24 * HOUR },
  // One address guessing across many accounts or cards (credential stuffing); a success does not reset it.
  client: { freeFailures: 100, firstDelayMs: 1_000, maxDelayMs: MINUTE, lockAfter: 400, lockMs: 15 * MINUTE, forgetAfterMs: 15 * MINUTE },
};

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
  card: 'checking this card online',
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
    this.throttles = {
      password: new Throttle(GUESS_POLICIES.password, now),
      code: new Throttle(GUESS_POLICIES.code, now),
      card: new Throttle(GUESS_POLICIES.card, now),
      client: new Throttle(GUESS_POLICIES.client, now),
    };
  }

  /** Null when this guess may be checked; otherwise the answer that refuses it without checking it. */
  check(kind: GuessKind, key: string, client: string): ThrottleAnswer | null {
    const byClient = this.throttles.client.refusal(client);
    const byKey = this.throttles[kind].refusal(`${kind}:${key}`);
    const refusal = later(byClient, byKey);
    if (!refusal) return null;
    return this.answer(refusal, refusal === byClient && byClient !== byKey ? 'client' : kind);
  }

  /** A wrong guess (or, for the flows that answer alike either way, any try). */
  failed(kind: GuessKind, key: string, client: string): void {
    this.throttles[kind].fail(`${kind}:${key}`);
    this.throttles.client.fail(client);
  }

  /** A right guess forgets that key's failures (never the client's). */
  succeeded(kind: GuessKind, key: string): void {
    this.throttles[kind].clear(`${kind}:${key}`);
  }

  /** The throttle answer as the sandbox's error type (public account calls, 2FA). */
  error(a: ThrottleAnswer): HttpError {
    return new HttpError(a.status, a.message, a.status === 423 ? 'Locked' : 'Too Many Requests', { ...a.fields }, a.headers);
  }

  clear(): void {
    for (const t of Object.values(this.throttles)) t.clearAll();
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
export const cardKey = (brand: string, cardNumber: string): string => `${brand}\u0000${createHash('sha256').update(cardNumber).digest('base64url')}`;
