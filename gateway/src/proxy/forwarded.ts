import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Whether this request's `X-Forwarded-*` headers come from a proxy the gateway trusts. */
export type TrustRule = (req: IncomingMessage) => boolean;

/** The trusted `X-Forwarded-Host`, or undefined (none sent, or not from a trusted proxy). */
export function forwardedHost(req: IncomingMessage, trusted: TrustRule): string | undefined {
  const fh = req.headers['x-forwarded-host'];
  if (fh === undefined || !trusted(req)) return undefined;
  return firstToken(fh);
}

/** The browser's request came over HTTPS: a TLS socket, or a trusted `X-Forwarded-Proto: https`. */
export function isSecure(req: IncomingMessage, trusted: TrustRule): boolean {
  if ((req.socket as TLSSocket).encrypted) return true;
  const proto = req.headers['x-forwarded-proto'];
  return proto !== undefined && trusted(req) && firstToken(proto)?.toLowerCase() === 'https';
}

function firstToken(v: string | string[]): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  if (s === undefined) return undefined;
  const comma = s.indexOf(',');
  return (comma < 0 ? s : s.slice(0, comma)).trim();
}
