import { createHash } from 'node:crypto';
import { parse as parseCookies } from 'cookie';

/**
 * The key of a call's session for the per-session limits (clientLimits.ts): a hash of the session cookie's value, so
 * the token itself is never kept or logged; `undefined` when the call has no such cookie (it counts against its
 * address). Not a check of the session: the platform does that.
 */
export function sessionKeyOf(cookieHeader: string | undefined, cookieName: string | undefined): string | undefined {
  if (!cookieHeader || !cookieName) return undefined;
  const value = parseCookies(cookieHeader)[cookieName];
  if (!value) return undefined;
  return `s:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}
