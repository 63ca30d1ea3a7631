import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming X-Request-Id must look like to be kept: a UUID, nginx's `$request_id` (32 hex), a
 * ULID, an AWS-style or base64 id. Nothing that could break a log line, a header or a JSON string.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:+/=-]{8,128}$/;

export const isSaneRequestId = (value: unknown): value is string => typeof value === 'string' && SANE_REQUEST_ID.test(value);

/**
 * Gives the request its id: the X-Request-Id a trusted proxy (TRUST_PROXY) sent when it is sane, so the
 * balancer's log lines join the gateway's; otherwise a fresh one (nothing an untrusted caller sends ends up
 * in our log lines as an id). The proxy forwards `req.headers['x-request-id']`; the caller gets it back as
 * X-Request-Id on every answer (`everyAnswerHeaders` in createGateway.ts, and the /api proxy's own).
 */
export function assignRequestId(req: IncomingMessage, fromTrustedProxy: boolean): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = fromTrustedProxy && isSaneRequestId(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}

export const requestIdOf = (req: IncomingMessage): string => {
  const v = req.headers[REQUEST_ID_HEADER];
  return typeof v === 'string' ? v : '';
};
