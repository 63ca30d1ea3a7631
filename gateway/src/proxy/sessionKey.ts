import { createHash } from 'node:crypto';

/**
 * The key of a call's session for the per-session limits (clientLimits.ts): a hash of the session cookie's value, so
 * the token itself is never kept or logged; `undefined` when the call has no such cookie (it counts against its
 * address). Not a check of the session: the platform does that.
 */
export function sessionKeyOf(cookieHeader: string | undefined, cookieName: string | undefined): string | undefined {
  if (!cookieHeader || !cookieName) return undefined;
  const value = cookieValue(cookieHeader, cookieName);
  if (!value) return undefined;
  return `s:${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;
}

/** The first value of cookie `name` in a Cookie header. */
function cookieValue(header: string, name: string): string | undefined {
  let at = 0;
  while (at < header.length) {
    const found = header.indexOf(name, at);
    if (found < 0) return undefined;
    const before = found === 0 ? ';' : header[found - 1];
    const eq = found + name.length;
    if ((before === ';' || before === ' ') && header[eq] === '=') {
      const end = header.indexOf(';', eq + 1);
      return header.slice(eq + 1, end < 0 ? undefined : end).trim();
    }
    at = found + name.length;
  }
  return undefined;
}
