import { NO_COOKIES, type CallMeta, type PlatformClient, type Tenant } from './platformClient.js';

/**
 * The page guard's login check, remembered for a very short time per host and Cookie header, so a
 * burst of page loads — the login page handing over to the home, a reload, restored tabs — costs one check.
 *
 * - Only a logged-in answer without Set-Cookie is remembered; "logged out" and failures are asked again each time.
 * - Page loads that arrive while a check for the same cookies is under way share it.
 * - Any state-changing /api call through this gateway (logout above all) forgets every answer whose cookies
 *   share a `name=value` pair with the call's, when the call arrives and again when its answer has gone out,
 *   and keeps a check that was under way meanwhile from being remembered. So the first page load after a
 *   logout through this gateway always asks the platform.
 * - Another gateway instance does not hear of the logout: see the gateway README for what that means (the
 *   TTL bounds it).
 */

export type CheckResult = Awaited<ReturnType<PlatformClient['check']>>;

/** A browser without cookies is logged out: one frozen answer for every such page load, not a copy each. */
const NO_COOKIES_ANSWER = Object.freeze({ ...NO_COOKIES, cached: false });

interface Entry {
  key: string;
  pairKeys: string[];
  /** Set once the check has answered with something worth remembering: the answer every later page load is given (frozen). */
  result?: CheckResult & { cached: boolean };
  expiresAt: number;
  pending?: Promise<CheckResult>;
  forgotten: boolean;
}

export interface CheckCache {
  /** The login check for these cookies on this host (`hostKey`: the host kind and label). */
  check(
    hostKey: string,
    cookie: string | undefined,
    meta: CallMeta | undefined,
    tenant: Tenant,
  ): Promise<CheckResult & { cached: boolean }>;
  /**
   * The answer `check` would give without asking the platform, at once (no promise, for the lean page path):
   * logged out when there are no cookies, a remembered answer while it is fresh; else undefined.
   */
  peek(hostKey: string, cookie: string | undefined): (CheckResult & { cached: boolean }) | undefined;
  /** Forgets every answer (and check under way) for cookies that share a pair with `cookie` on this host. */
  invalidate(hostKey: string, cookie: string | undefined): void;
  readonly size: number;
}

const pairsOf = (cookie: string): string[] => {
  const pairs: string[] = [];
  for (const part of cookie.split(';')) {
    const pair = part.trim();
    if (pair.indexOf('=') > 0) pairs.push(pair);
  }
  return pairs;
};

export function createCheckCache(options: {
  platform: Pick<PlatformClient, 'check'>;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): CheckCache {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  const byPair = new Map<string, Set<Entry>>();

  const forget = (entry: Entry) => {
    entry.forgotten = true;
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
    for (const pk of entry.pairKeys) {
      const set = byPair.get(pk);
      set?.delete(entry);
      if (set && !set.size) byPair.delete(pk);
    }
  };

  /** Drops a few expired answers from the oldest end, and the oldest entry when full. */
  const makeRoom = () => {
    let budget = 8;
    for (const entry of entries.values()) {
      if (budget-- <= 0 || !entry.result || entry.expiresAt > now()) break;
      forget(entry);
    }
    if (entries.size >= maxEntries) {
      const oldest = entries.values().next();
      if (!oldest.done) forget(oldest.value);
    }
  };

  return {
    async check(hostKey, cookie, meta, tenant) {
      if (!cookie || options.ttlMs <= 0) return { ...(await options.platform.check(cookie, meta, tenant)), cached: false };
      const key = `${hostKey}\n${cookie}`;
      const known = entries.get(key);
      if (known?.result && known.expiresAt > now()) return known.result;
      if (known?.pending) return { ...(await known.pending), cached: true };
      if (known) forget(known);
      makeRoom();
      const entry: Entry = { key, pairKeys: pairsOf(cookie).map((p) => `${hostKey}\n${p}`), expiresAt: 0, forgotten: false };
      entries.set(key, entry);
      for (const pk of entry.pairKeys) {
        let set = byPair.get(pk);
        if (!set) byPair.set(pk, (set = new Set()));
        set.add(entry);
      }
      entry.pending = options.platform.check(cookie, meta, tenant).then(
        (result) => {
          delete entry.pending;
          if (!entry.forgotten && result.outcome === 'ok' && result.loggedIn && !result.setCookie.length) {
            entry.result = Object.freeze({ ...result, cached: true });
            entry.expiresAt = now() + options.ttlMs;
          } else forget(entry);
          return result;
        },
        (err: unknown) => {
          delete entry.pending;
          forget(entry);
          throw err;
        },
      );
      return { ...(await entry.pending), cached: false };
    },
    peek(hostKey, cookie) {
      if (!cookie) return NO_COOKIES_ANSWER;
      if (options.ttlMs <= 0) return undefined;
      const known = entries.get(`${hostKey}\n${cookie}`);
      return known?.result && known.expiresAt > now() ? known.result : undefined;
    },
    invalidate(hostKey, cookie) {
      if (!cookie) return;
      for (const pair of pairsOf(cookie)) {
        const set = byPair.get(`${hostKey}\n${pair}`);
        if (set) for (const entry of [...set]) forget(entry);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
