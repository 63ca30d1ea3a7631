import { SECURITY_TOKEN_HEADER } from '../contract/brand.js';
import { securityTokenCall } from '../contract/user.js';
import { callPlatform } from './http.js';
import { brand, onLoggedOut, user } from './store.js';

/**
 * The security token (docs/requirements.md#spec-4-states "Security token is cached for 10 minutes", docs/requirements.md#spec-7-calls POST /user/securitytoken):
 * the user re-enters their password to reveal a secret (a vendor's bank account, a security code); the
 * token is then reused for 10 minutes by wall clock, so they are not asked again for each secret.
 * Calls that need it send it in `X-Security-Token`. Cleared on logout.
 */
export const SECURITY_TOKEN_TTL_MS = 10 * 60_000;
export { SECURITY_TOKEN_HEADER };

interface Cached {
  token: string;
  obtainedAt: number;
  userid: number;
}
let cached: Cached | null = null;
let clock: () => number = () => Date.now();

/** For tests: a replaceable clock. Returns a restore function. */
export function setSecurityTokenClock(now: () => number): () => void {
  const previous = clock;
  clock = now;
  return () => {
    clock = previous;
  };
}

/** The cached token while it is younger than 10 minutes and belongs to the logged-in user, else null. */
export function cachedSecurityToken(): string | null {
  const u = user.peek();
  if (!cached || !u || cached.userid !== u.userid) return null;
  if (clock() - cached.obtainedAt >= SECURITY_TOKEN_TTL_MS) {
    cached = null;
    return null;
  }
  return cached.token;
}

/**
 * The token: the cached one when fresh, otherwise POST /api/user/securitytoken with the password the
 * user just entered. Throws the call's HttpError (e.g. 401 for a wrong password).
 */
export async function securityToken(password?: string): Promise<string> {
  const fresh = cachedSecurityToken();
  if (fresh) return fresh;
  const u = user.peek();
  if (!u) throw new Error('Not logged in.');
  if (!password) throw new Error('The password is needed for a new security token.');
  const answer = await callPlatform(securityTokenCall, {
    body: { username: u.username ?? '', password, brand: brand.peek()?.brand ?? u.brands[0]?.brand ?? '', useDefaultTimeLimit: true },
  });
  cached = { token: answer.data.token, obtainedAt: clock(), userid: u.userid };
  return answer.data.token;
}

/** Headers for a call that needs the token (empty when none is cached). */
export function securityTokenHeaders(): Record<string, string> {
  const token = cachedSecurityToken();
  return token ? { [SECURITY_TOKEN_HEADER]: token } : {};
}

export function clearSecurityToken(): void {
  cached = null;
}

onLoggedOut(clearSecurityToken);
