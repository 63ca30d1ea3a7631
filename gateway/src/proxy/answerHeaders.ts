import type { OutgoingHttpHeaders } from 'node:http';
import type { ApiCall } from './apiCall.js';

/**
 * Headers every answer from /api carries whatever the platform sent. JSON is data; anything
 * else from /api is a document (the statement HTML, CSV downloads) and gets a locked-down CSP: no scripts,
 * no plugins, no forms, framed only by the portal itself (the statement viewer frames and prints it, so
 * `sandbox` keeps same-origin and modals), and no sniffing it into something else.
 */
export const NOSNIFF = 'nosniff';
export const DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox allow-same-origin allow-modals";
export const DOCUMENT_FRAME_OPTIONS = 'SAMEORIGIN';

/** Sets the /api answer headers on a relayed header object (the platform's own values are replaced). */
export function addAnswerHeaders(out: OutgoingHttpHeaders): void {
  out['x-content-type-options'] = NOSNIFF;
  const type = out['content-type'];
  if (typeof type === 'string' && !isJson(type)) {
    out['content-security-policy'] = DOCUMENT_CSP;
    out['x-frame-options'] = DOCUMENT_FRAME_OPTIONS;
  }
}

/**
 * What every answer to a call carries besides (relayed or the proxy's own): its request id, and HSTS when the
 * browser came over HTTPS. Set with the answer's head in one go rather than ahead of it with `setHeader`, which
 * would make node:http copy every header of the head once more.
 */
export function addCallHeaders(out: OutgoingHttpHeaders, call: ApiCall): void {
  out['x-request-id'] = call.requestId;
  const hsts = call.rt.o.strictTransportSecurity;
  if (hsts && call.secure) out['strict-transport-security'] = hsts;
}

/** `application/json`, `application/problem+json`, … */
const isJson = (type: string): boolean => {
  const semi = type.indexOf(';');
  const mime = (semi < 0 ? type : type.slice(0, semi)).trim().toLowerCase();
  return mime === 'application/json' || mime.endsWith('+json');
};
