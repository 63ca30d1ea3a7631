import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { GATEWAY_OWNED_HEADERS } from '../http/platformHeaders.js';
import { addAnswerHeaders } from './answerHeaders.js';
import { rewriteSetCookie } from './setCookie.js';

/** Hop-by-hop fields (RFC 9110 §7.6.1), dropped both ways; `Transfer-Encoding` is the message's own framing. */
const HOP_BY_HOP: ReadonlySet<string> = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

/**
 * The browser's headers as they go to the platform, as the flat `[name, value, …]` list node:http writes as is:
 * without hop-by-hop fields (those named in `Connection` too, except the gateway's own headers) and `Expect` (the gateway's server already answered
 * any 100-continue), with the platform's `host`. `Transfer-Encoding` stays: a chunked body goes on chunked.
 * A DELETE or OPTIONS without a body says `Content-Length: 0`, as some servers want for those methods.
 */
export function upstreamHeaders(h: IncomingHttpHeaders, host: string, method: string): string[] {
  const connection = h.connection;
  const named = connection !== undefined && connection !== 'keep-alive' && connection !== 'close' ? connectionTokens(connection, GATEWAY_OWNED_HEADERS) : undefined;
  const out: string[] = [];
  for (const k in h) {
    const v = h[k];
    if (v === undefined || k === 'host' || k === 'expect' || HOP_BY_HOP.has(k) || (named !== undefined && named.has(k))) continue;
    if (typeof v === 'string') out.push(k, v);
    else for (const one of v) out.push(k, one);
  }
  out.push('host', host);
  if ((method === 'DELETE' || method === 'OPTIONS') && h['content-length'] === undefined && h['transfer-encoding'] === undefined) out.push('content-length', '0');
  return out;
}

/**
 * The platform's response headers as the browser gets them: a fresh object (kept in V8's fast mode,
 * unlike deleting from Node's) without hop-by-hop fields, with every Set-Cookie rewritten (`secure`: the
 * browser's request came over HTTPS) and the answer headers of `answerHeaders.ts`.
 */
export function relayedHeaders(h: IncomingHttpHeaders, secure: boolean): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  const connection = h.connection;
  const named = connection !== undefined && connection !== 'keep-alive' && connection !== 'close' ? connectionTokens(connection) : undefined;
  for (const k in h) {
    // node:http frames the browser's answer itself: the platform's Transfer-Encoding is not relayed either.
    if (HOP_BY_HOP.has(k) || k === 'transfer-encoding' || (named !== undefined && named.has(k))) continue;
    out[k] = k === 'set-cookie' ? h[k]!.map((c) => rewriteSetCookie(c, secure)) : h[k];
  }
  addAnswerHeaders(out);
  return out;
}

/** The fields a `Connection` header names for removal, less the framing ones and those in `kept`. */
function connectionTokens(connection: string, kept?: ReadonlySet<string>): Set<string> {
  const named = new Set<string>();
  for (const token of connection.split(',')) {
    const t = token.trim().toLowerCase();
    if (t && t !== 'keep-alive' && t !== 'close' && t !== 'set-cookie' && t !== 'content-length' && !kept?.has(t)) named.add(t);
  }
  return named;
}
