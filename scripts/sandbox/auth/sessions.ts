import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PersistentStore } from '../store/persistentStore.js';

export const SESSION_COOKIE = 'CSSESSION';
/** Server-side idle expiry (docs/requirements.md#spec-9-constants: logout 15 minutes after the last activity). */
export const IDLE_LIMIT_MS = 15 * 60 * 1000;
/** How long a verification code lasts. Answered as a constant, never as time left: the real path sends an email
 *  first, so time left would differ between a real user name and a decoy. */
export const TWO_FACTOR_TTL_MS = 10 * 60 * 1000;
/** How long a login may stay at its verification step (choosing where to send, resending) before it starts over. */
export const PENDING_LOGIN_TTL_MS = 30 * 60 * 1000;

export interface Session {
  /** SHA-256 of the session cookie: the platform keeps no cookie value, only its hash (on disk as in memory). */
  id: string;
  userid: number;
  brand: string;
  /** Answered on every check, so kept as it is: on its own it opens nothing (the cookie is needed too). */
  xsrfToken: string;
  logHash: string;
  createdAt: number;
  lastSeen: number;
  /** Hash of the security token issued by POST /user/securitytoken, with its expiry. */
  securityToken: { hash: string; expiresAt: number } | null;
  /** Hash of the data token statement documents need. */
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
/** How secrets are kept: a cookie or token is looked up and compared by its SHA-256, never stored as it is. */
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');
/** How long an ended session's id is remembered, to answer a replayed cookie "ended" rather than "not logged in". */
const ENDED_KEPT_MS = 24 * 60 * 60 * 1000;
const DEVICE_KEPT_MS = 90 * 86_400_000;
/** Verifications under way at once (logins at their second step, password resets); past it the oldest is dropped. */
const MAX_PENDING = 20_000;
/** Touches (every call) reach the disk in batches: a crash moves a session's idle deadline at most this much earlier. */
const TOUCH_FLUSH_MS = 1000;

/**
 * Sessions, pending 2FA logins and remembered devices. Sessions and devices are durable (`attach`): kept by
 * the hash of their cookie, with their expiry, in the store, so a restart of the platform logs nobody out. A
 * session is written with the call that opened, changed or ended it (before it is answered); its last activity
 * is written in batches. A 2FA login in progress (ten minutes at most) lives in memory and is started again
 * after a restart.
 */
export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  /** Ended (logged out or expired) session hashes: a replayed cookie is answered 401, never revived. */
  private readonly ended = new Set<string>();
  private readonly pending = new Map<string, PendingTwoFactor>();
  /** Remembered device token hash → user id. */
  private readonly devices = new Map<string, number>();
  private created = 0;
  private store: PersistentStore | null = null;
  private readonly touched = new Set<string>();
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(private readonly now: () => number) {}

  /** Loads the durable sessions and devices of `store` and keeps every later change in it. */
  attach(store: PersistentStore): void {
    this.flush();
    this.clear();
    this.store = store;
    for (const [id, v] of store.entries('sessions')) {
      const r = v as StoredSession;
      if ('endedAt' in r) this.ended.add(id);
      else
        this.sessions.set(id, {
          id,
          userid: r.userid,
          brand: r.brand,
          xsrfToken: r.xsrfToken,
          logHash: r.logHash,
          createdAt: r.createdAt,
          lastSeen: r.lastSeen,
          securityToken: r.securityToken,
          dataToken: r.dataToken,
        });
    }
    for (const [hash, v] of store.entries('devices')) this.devices.set(hash, (v as StoredDevice).userid);
  }

  /** A new session and the cookie value that opens it (known only to the caller, never kept). */
  create(userid: number, brand: string): { session: Session; cookie: string } {
    if (++this.created % 500 === 0) this.sweep();
    const cookie = token();
    const id = hashOf(cookie);
    const t = this.now();
    const session: Session = {
      id,
      userid,
      brand,
      xsrfToken: token(24),
      createdAt: t,
      lastSeen: t,
      logHash: id.slice(0, 16),
      securityToken: null,
      dataToken: null,
    };
    this.sessions.set(session.id, session);
    this.save(session);
    return { session, cookie };
  }

  /**
   * The live session for a cookie value, touching it (every call counts as activity). With a `tenant` (the
   * brand the call came in under), a session of another brand is no session: not found, not touched.
   */
  resolve(cookie: string | undefined, tenant: string | null = null, touch = true): Session | null {
    if (!cookie) return null;
    const id = hashOf(cookie);
    const s = this.sessions.get(id);
    if (!s || (tenant !== null && s.brand !== tenant)) return null;
    const t = this.now();
    if (t - s.lastSeen > IDLE_LIMIT_MS) {
      this.end(id);
      return null;
    }
    if (touch) {
      s.lastSeen = t;
      this.touch(id);
    }
    return s;
  }

  /** Ends the session (by its id, the cookie's hash) for good. */
  end(id: string): void {
    this.sessions.delete(id);
    this.ended.add(id);
    this.touched.delete(id);
    const stored: StoredSession = { endedAt: this.now(), expiresAt: this.now() + ENDED_KEPT_MS };
    this.store?.set('sessions', { [id]: stored });
  }

  /** Issues the session's security token (the vault's re-authentication), answered once and kept as a hash. */
  issueSecurityToken(session: Session, ttlMs: number): string {
    const t = token();
    session.securityToken = { hash: hashOf(t), expiresAt: this.now() + ttlMs };
    this.save(session);
    return t;
  }

  hasSecurityToken(session: Session, sent: string | undefined): boolean {
    const st = session.securityToken;
    return typeof sent === 'string' && st !== null && st.expiresAt >= this.now() && safeEqual(hashOf(sent), st.hash);
  }

  /** Issues the session's data token (statement documents), answered once and kept as a hash. */
  issueDataToken(session: Session): string {
    const t = token();
    session.dataToken = hashOf(t);
    this.save(session);
    return t;
  }

  hasDataToken(session: Session, sent: string | null): boolean {
    return sent !== null && session.dataToken !== null && safeEqual(hashOf(sent), session.dataToken);
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

  /** Whether the session a cookie opened has ended (logged out, expired or ended by an administrator). */
  wasEnded(cookie: string): boolean {
    return this.ended.has(hashOf(cookie));
  }

  startTwoFactor(userid: number | null, brand: string, username: string, purpose: TwoFactorPurpose = 'login'): PendingTwoFactor {
    if (++this.created % 500 === 0) this.sweep(); // anyone may start one (password resets): keep memory bounded
    if (this.pending.size >= MAX_PENDING) {
      this.sweep();
      for (const cookie of this.pending.keys()) {
        if (this.pending.size < MAX_PENDING) break;
        this.pending.delete(cookie); // the oldest first
      }
    }
    // A reset's code is sent at once, so the reset lives as long as its code; a login outlives its codes (resends).
    const ttl = purpose === 'login' ? PENDING_LOGIN_TTL_MS : TWO_FACTOR_TTL_MS;
    const p: PendingTwoFactor = {
      cookie: token(),
      userid,
      brand,
      username,
      attempts: 0,
      expiresAt: this.now() + ttl,
      stepToken: null,
      sentTo: null,
      sentAt: null,
      purpose,
    };
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
    for (const p of this.pending.values())
      if (p.stepToken !== null && safeEqual(p.stepToken, stepToken)) return this.pendingTwoFactor(p.cookie, purpose, tenant);
    return null;
  }

  finishTwoFactor(cookie: string): void {
    this.pending.delete(cookie);
  }

  rememberDevice(userid: number): string {
    const t = token();
    const hash = hashOf(t);
    this.devices.set(hash, userid);
    const stored: StoredDevice = { userid, expiresAt: this.now() + DEVICE_KEPT_MS };
    this.store?.set('devices', { [hash]: stored });
    return t;
  }

  isRememberedDevice(deviceToken: string | undefined, userid: number): boolean {
    return deviceToken !== undefined && this.devices.get(hashOf(deviceToken)) === userid;
  }

  /**
   * Forgets every device remembered for the user's second factor: after a password change or reset the next
   * login on any browser asks for a code again (a device remembered by whoever knew the old password skips nothing).
   */
  forgetDevicesOf(userid: number): void {
    const gone: Record<string, null> = {};
    for (const [hash, owner] of this.devices) {
      if (owner !== userid) continue;
      this.devices.delete(hash);
      gone[hash] = null;
    }
    if (Object.keys(gone).length) this.store?.set('devices', gone);
  }

  /** Writes the activity not yet written (at a clean shutdown; otherwise at most a second late). */
  flush(): void {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    if (!this.store || this.touched.size === 0) return;
    const records: Record<string, StoredSession> = {};
    for (const id of this.touched) {
      const s = this.sessions.get(id);
      if (s) records[id] = stored(s);
    }
    this.touched.clear();
    if (Object.keys(records).length) this.store.set('sessions', records);
  }

  clear(): void {
    this.sessions.clear();
    this.ended.clear();
    this.pending.clear();
    this.devices.clear();
    this.touched.clear();
  }

  /** Written with the running call (before it is answered). */
  private save(s: Session): void {
    this.touched.delete(s.id);
    this.store?.set('sessions', { [s.id]: stored(s) });
  }

  private touch(id: string): void {
    if (!this.store) return;
    this.touched.add(id);
    // Outside the call's transaction: the batch is nobody's change, and must not wait for (or die with) a call.
    this.flushTimer ??= this.store.outside(() => setTimeout(() => this.flush(), TOUCH_FLUSH_MS).unref());
  }
}

/** A session as kept on disk: the live record with its idle deadline, or the mark that it ended. */
type StoredSession = (Omit<Session, 'id'> & { expiresAt: number }) | { endedAt: number; expiresAt: number };
interface StoredDevice {
  userid: number;
  expiresAt: number;
}

const stored = (s: Session): StoredSession => {
  const { id: _id, ...rest } = s;
  return { ...rest, expiresAt: s.lastSeen + IDLE_LIMIT_MS };
};

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
