import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'CSSESSION';
/** Server-side idle expiry (spec §9: logout 15 minutes after the last activity). */
export const IDLE_LIMIT_MS = 15 * 60 * 1000;
/** How long a verification code lasts. Answered as a constant, never as time left: the real path sends an email
 *  first, so time left would differ between a real user name and a decoy. */
export const TWO_FACTOR_TTL_MS = 10 * 60 * 1000;
/** How long a login may stay at its verification step (choosing where to send, resending) before it starts over. */
export const PENDING_LOGIN_TTL_MS = 30 * 60 * 1000;

export interface Session {
  id: string;
  userid: number;
  brand: string;
  xsrfToken: string;
  logHash: string;
  createdAt: number;
  lastSeen: number;
  /** Security token issued by POST /user/securitytoken, with its expiry. */
  securityToken: { token: string; expiresAt: number } | null;
  dataToken: string | null;
}

export interface PendingTwoFactor {
  cookie: string;
  /** Null for a decoy: a password reset started for a user name no account has (answered alike, never completes). */
  userid: number | null;
  brand: string;
  /** The user name as typed (throttle key of its codes, kept for decoys too). */
  username: string;
  attempts: number;
  expiresAt: number;
  /** Token of the step-one answer (GET /v1/users/2fa/stepone); the 2fa call must echo it when set. */
  stepToken: string | null;
  sentTo: string | null;
  /** When the latest code was sent (its lifetime counts from here; a resend replaces it); null: none sent yet. */
  sentAt: number | null;
  /**
   * What the verification unlocks. A code sent for a password reset must never complete a login (that
   * would skip the password), nor a login's code reset a password.
   */
  purpose: TwoFactorPurpose;
}

export type TwoFactorPurpose = 'login' | 'passwordReset';

const token = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Sessions, pending 2FA logins and remembered devices. In memory: a restart logs everyone out. */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  /** Ended (logged out or expired) session ids: a replayed cookie is answered 401, never revived. */
  private readonly ended = new Set<string>();
  private readonly pending = new Map<string, PendingTwoFactor>();
  private readonly devices = new Map<string, number>();
  private created = 0;

  constructor(private readonly now: () => number) {}

  create(userid: number, brand: string): Session {
    if (++this.created % 500 === 0) this.sweep();
    const id = token();
    const t = this.now();
    const session: Session = {
      id, userid, brand, xsrfToken: token(24), createdAt: t, lastSeen: t,
      logHash: createHash('sha256').update(id).digest('hex').slice(0, 16),
      securityToken: null, dataToken: null,
    };
    this.sessions.set(id, session);
    return session;
  }

  /**
   * The live session for a cookie value, touching it (every call counts as activity). With a `tenant` (the
   * brand the call came in under), a session of another brand is no session: not found, not touched.
   */
  resolve(id: string | undefined, tenant: string | null = null, touch = true): Session | null {
    if (!id) return null;
    const s = this.sessions.get(id);
    if (!s || (tenant !== null && s.brand !== tenant)) return null;
    const t = this.now();
    if (t - s.lastSeen > IDLE_LIMIT_MS) {
      this.end(id);
      return null;
    }
    if (touch) s.lastSeen = t;
    return s;
  }

  end(id: string): void {
    this.sessions.delete(id);
    this.ended.add(id);
  }

  /** Bounded memory under load: expired sessions end; the oldest ended ids are forgotten past 100 000. */
  private sweep(): void {
    const t = this.now();
    for (const s of this.sessions.values()) if (t - s.lastSeen > IDLE_LIMIT_MS) this.end(s.id);
    for (const p of this.pending.values()) if (p.expiresAt < t) this.pending.delete(p.cookie);
    for (const id of this.ended) {
      if (this.ended.size <= 100_000) break;
      this.ended.delete(id);
    }
  }

  get size(): number {
    return this.sessions.size;
  }

  /** Ends every session of the user, but `keep` (the caller's own, after a password change). */
  endAllFor(userid: number, keep?: { id: string }): void {
    for (const s of this.sessions.values()) if (s.userid === userid && s.id !== keep?.id) this.end(s.id);
  }

  wasEnded(id: string): boolean {
    return this.ended.has(id);
  }

  startTwoFactor(userid: number | null, brand: string, username: string, purpose: TwoFactorPurpose = 'login'): PendingTwoFactor {
    if (++this.created % 500 === 0) this.sweep(); // anyone may start one (password resets): keep memory bounded
    // A reset's code is sent at once, so the reset lives as long as its code; a login outlives its codes (resends).
    const ttl = purpose === 'login' ? PENDING_LOGIN_TTL_MS : TWO_FACTOR_TTL_MS;
    const p: PendingTwoFactor = { cookie: token(), userid, brand, username, attempts: 0, expiresAt: this.now() + ttl, stepToken: null, sentTo: null, sentAt: null, purpose };
    this.pending.set(p.cookie, p);
    return p;
  }

  /**
   * The pending verification behind a user cookie; with `purpose`, only one started for that purpose; with
   * a `tenant`, only one of that brand.
   */
  pendingTwoFactor(cookie: string, purpose?: TwoFactorPurpose, tenant: string | null = null): PendingTwoFactor | null {
    const p = this.pending.get(cookie);
    if (!p || (purpose !== undefined && p.purpose !== purpose) || (tenant !== null && p.brand !== tenant)) return null;
    if (p.expiresAt < this.now() || p.attempts >= 5) {
      this.pending.delete(cookie);
      return null;
    }
    return p;
  }

  pendingByStepToken(stepToken: string, purpose?: TwoFactorPurpose, tenant: string | null = null): PendingTwoFactor | null {
    for (const p of this.pending.values()) if (p.stepToken !== null && safeEqual(p.stepToken, stepToken)) return this.pendingTwoFactor(p.cookie, purpose, tenant);
    return null;
  }

  finishTwoFactor(cookie: string): void {
    this.pending.delete(cookie);
  }

  rememberDevice(userid: number): string {
    const t = token();
    this.devices.set(t, userid);
    return t;
  }

  isRememberedDevice(deviceToken: string | undefined, userid: number): boolean {
    return deviceToken !== undefined && this.devices.get(deviceToken) === userid;
  }

  clear(): void {
    this.sessions.clear();
    this.pending.clear();
    this.devices.clear();
  }
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
