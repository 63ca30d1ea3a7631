/**
 * Rewrites one `Set-Cookie` value from the platform for the browser (docs/requirements.md#design-5-policies): host-only (any
 * `Domain` dropped, so one brand's subdomain never sees another's session), `HttpOnly`, a `SameSite`
 * (the platform's, else `Lax`), and `Secure` when the browser's request came over HTTPS. Every other
 * attribute (Path, Expires, Max-Age, Partitioned, …) and the name=value pair pass unchanged.
 *
 * `SameSite=None` is only valid with `Secure`; over plain HTTP (development) it becomes `Lax` so the
 * browser does not drop the cookie.
 */
export function rewriteSetCookie(cookie: string, secureRequest: boolean): string {
  const parts = cookie.split(';');
  const out: string[] = [parts[0]!.trim()];
  let sameSite: string | undefined;
  let secure = secureRequest;
  for (let i = 1; i < parts.length; i++) {
    const attr = parts[i]!.trim();
    if (!attr) continue;
    const eq = attr.indexOf('=');
    const name = (eq < 0 ? attr : attr.slice(0, eq)).trim().toLowerCase();
    if (name === 'domain' || name === 'httponly') continue;
    if (name === 'secure') {
      secure = true;
      continue;
    }
    if (name === 'samesite') {
      const v =
        eq < 0
          ? ''
          : attr
              .slice(eq + 1)
              .trim()
              .toLowerCase();
      sameSite = v === 'strict' ? 'Strict' : v === 'lax' ? 'Lax' : v === 'none' ? 'None' : undefined;
      continue;
    }
    out.push(attr);
  }
  if (sameSite === undefined || (sameSite === 'None' && !secure)) sameSite = 'Lax';
  out.push('HttpOnly');
  if (secure) out.push('Secure');
  out.push(`SameSite=${sameSite}`);
  return out.join('; ');
}
