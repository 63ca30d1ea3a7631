import type { IncomingMessage } from 'node:http';
import { isSafeMethod } from './retryPolicy.js';

export type ForgeryVerdict = 'cross-site' | 'foreign-origin' | undefined;

/**
 * Refuses state-changing calls a browser made on another site's behalf: `Sec-Fetch-Site: cross-site`,
 * or an `Origin` whose host (with port) is not the host the request was sent to. Safe methods pass.
 * `forwardedHost` is the trusted `X-Forwarded-Host` when the gateway sits behind a trusted proxy.
 */
export function forgeryVerdict(req: IncomingMessage, forwardedHost: string | undefined): ForgeryVerdict {
  if (isSafeMethod(req.method)) return undefined;
  if (req.headers['sec-fetch-site'] === 'cross-site') return 'cross-site';
  const origin = req.headers.origin;
  if (origin === undefined) return undefined;
  const host = forwardedHost ?? req.headers.host;
  if (!host) return 'foreign-origin';
  return sameHost(origin, host) ? undefined : 'foreign-origin';
}

/** `origin` is `scheme://host[:port]` (or `null`); `host` is a Host header value. */
export function sameHost(origin: string, host: string): boolean {
  const sep = origin.indexOf('://');
  if (sep <= 0) return false;
  const scheme = origin.slice(0, sep).toLowerCase();
  const originHost = stripDefaultPort(origin.slice(sep + 3).toLowerCase(), scheme);
  if (!originHost || originHost.includes('/')) return false;
  return originHost === stripDefaultPort(host.trim().toLowerCase(), scheme);
}

function stripDefaultPort(host: string, scheme: string): string {
  if (scheme === 'https' && host.endsWith(':443')) return host.slice(0, -4);
  if (scheme === 'http' && host.endsWith(':80')) return host.slice(0, -3);
  return host;
}
