import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { TrustFn } from '../host/parseHost.js';

/**
 * The caller's address per TRUST_PROXY: walks `X-Forwarded-For` from the socket peer outwards while each
 * hop is trusted (proxy-addr, the same walk Express's `req.ip` does), so behind nginx it is the browser's
 * address and without a trusted proxy it is the socket peer. A browser cannot choose it, so besides log lines it
 * keys the per-client /api limits and is what the platform is told for its guess throttling (X-Portal-Client).
 */
export function clientAddress(req: IncomingMessage, trusted: TrustFn): string {
  if (!req.socket.remoteAddress) return '';
  if (req.headers['x-forwarded-for'] === undefined) return req.socket.remoteAddress;
  return proxyaddr(req, (addr, hop) => trusted(addr, hop));
}
