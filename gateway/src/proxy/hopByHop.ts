import type { ClientRequest, IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { GATEWAY_OWNED_HEADERS } from '../http/platformHeaders.js';
import { addAnswerHeaders } from './answerHeaders.js';
import { rewriteSetCookie } from './setCookie.js';

/** Hop-by-hop fields (RFC 9110 §7.6.1), dropped both ways; `Transfer-Encoding` is the message's own framing. */
const HOP_BY_HOP: ReadonlySet<string> = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

/**
 * Removes from an attempt's request (http-proxy-middleware copied the browser's headers onto it) the hop-by-hop
 * fields and those named in `Connection` — except the gateway's own headers, which no `Connection` trick removes.
 * `Transfer-Encoding` stays: a chunked body goes on chunked. With `connection` gone, node:http says keep-alive
 * itself. Runs before anything is written (the `proxyReq` hook).
 */
export function dropHopByHop(proxyReq: ClientRequest, h: IncomingHttpHeaders): void {
  const connection = h.connection;
  if (connection !== undefined) {
    proxyReq.removeHeader('connection');
    if (connection !== 'keep-alive' && connection !== 'close')
      for (const name of connectionTokens(connection, GATEWAY_OWNED_HEADERS)) proxyReq.removeHeader(name);
  }
  for (const name of HOP_BY_HOP) if (name !== 'connection' && h[name] !== undefined) proxyReq.removeHeader(name);
}

/**
 * The platform's response headers as the browser gets them: a fresh object (kept in V8's fast mode,
 * unlike deleting from Node's) without hop-by-hop fields, with every Set-Cookie rewritten (`secure`: the
 * browser's request came over HTTPS) and the answer headers of `answerHeaders.ts`.
 */
export function relayedHeaders(h: IncomingHttpHeaders, secure: boolean): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  const connection = h.connection;
  const named =
    connection !== undefined && connection !== 'keep-alive' && connection !== 'close' ? connectionTokens(connection) : undefined;
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
