import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { parseCookies } from '../server/cookies.js';
import type { Guesser } from './guessing.js';

/** The browser's known-device cookie: set at every successful login, it names no one and opens nothing. */
export const KNOWN_DEVICE_COOKIE = 'CSKNOWN';
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 86_400;
/** Accounts remembered per browser (a shared family computer); the oldest is forgotten first. */
const ACCOUNTS_PER_DEVICE = 20;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/**
 * Browsers that logged into an account before (OWASP "device cookies"): a failed password from one of them is
 * counted for that browser alone, so an attacker's failures elsewhere never slow the account's real owner down.
 * The cookie skips nothing (the password and any second factor are still asked). Kept in memory like the
 * failure counts it exempts from: after a platform restart both start over. Bounded; the least recently used
 * devices are forgotten first.
 */
export class KnownDevices {
  /** Token hash → account keys that logged in from it, and when it was last used. */
  private readonly devices = new Map<string, { accounts: string[]; lastUsed: number }>();

  constructor(
    private readonly now: () => number,
    private readonly maxDevices = 100_000,
  ) {}

  /** The device's id (its token's hash) when the browser holding `token` logged into `account` before; else null. */
  idFor(token: string | undefined, account: string): string | null {
    if (!token) return null;
    const id = hashOf(token);
    const d = this.devices.get(id);
    if (!d || this.now() - d.lastUsed > KNOWN_DEVICE_MAX_AGE_SECONDS * 1000 || !d.accounts.includes(account)) return null;
    return id;
  }

  /** Who is typing a password for `account`: the client's address, and this browser's device id if it is known to the account. */
  guesser(req: IncomingMessage, account: string, client: string): Guesser {
    return { client, device: this.idFor(parseCookies(req.headers.cookie).get(KNOWN_DEVICE_COOKIE), account) };
  }

  /**
   * Records a successful login of `account` on the browser holding `token` (a new token when it has none or
   * one this platform does not know). Answers the token the browser should keep.
   */
  remember(token: string | undefined, account: string): string {
    const known = token ? this.devices.get(hashOf(token)) : undefined;
    const t = known && token ? token : randomBytes(32).toString('base64url');
    const id = hashOf(t);
    const accounts = [...(known?.accounts ?? []).filter((a) => a !== account), account].slice(-ACCOUNTS_PER_DEVICE);
    this.devices.delete(id); // re-inserted last: the map's order is least recently used first
    if (this.devices.size >= this.maxDevices) {
      const oldest = this.devices.keys().next();
      if (!oldest.done) this.devices.delete(oldest.value);
    }
    this.devices.set(id, { accounts, lastUsed: this.now() });
    return t;
  }

  clear(): void {
    this.devices.clear();
  }
}
