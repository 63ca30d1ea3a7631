import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { addAnswerHeaders } from './answerHeaders.js';
import { rewriteSetCookie } from './setCookie.js';

/**
 * Removes hop-by-hop fields (RFC 9110 §7.6.1) from a request's headers in place, and `Expect` (the
 * gateway's server already answered any 100-continue). `Transfer-Encoding` stays: http-proxy streams a
 * chunked body with it.
 */
export function stripHopByHop(h: IncomingHttpHeaders): void {
  const connection = h.connection;
  // `Connection: keep-alive` (nearly every request) is left alone: it is what the agent sends anyway,
  // and not deleting keeps Node's header object in V8's fast mode for http-proxy's copy of it.
  if (connection !== undefined && connection !== 'keep-alive') {
    if (connection !== 'close') for (const t of connectionTokens(connection)) delete h[t];
    delete h.connection;
  }
  if (h['keep-alive'] !== undefined) delete h['keep-alive'];
  if (h['proxy-connection'] !== undefined) delete h['proxy-connection'];
  if (h.upgrade !== undefined) delete h.upgrade;
  if (h.te !== undefined) delete h.te;
  if (h.trailer !== undefined) delete h.trailer;
  if (h.expect !== undefined) delete h.expect;
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
    switch (k) {
      case 'connection':
      case 'keep-alive':
      case 'transfer-encoding':
      case 'proxy-connection':
      case 'upgrade':
      case 'te':
      case 'trailer':
        continue;
      case 'set-cookie':
        out[k] = h[k]!.map((c) => rewriteSetCookie(c, secure));
        continue;
      default:
        if (named !== undefined && named.has(k)) continue;
        out[k] = h[k];
    }
  }
  addAnswerHeaders(out);
  return out;
}

function connectionTokens(connection: string): Set<string> {
  const named = new Set<string>();
  for (const token of connection.split(',')) {
    const t = token.trim().toLowerCase();
    if (t && t !== 'keep-alive' && t !== 'close' && t !== 'set-cookie' && t !== 'content-length') named.add(t);
  }
  return named;
}
