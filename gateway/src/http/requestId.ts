import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Gives the request a fresh id (a caller-sent X-Request-Id is replaced, so nothing a client sends ends up
 * in our log lines as an id); the proxy forwards `req.headers['x-request-id']`, the browser gets X-Request-Id.
 */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

export const requestIdOf = (req: IncomingMessage): string => {
  const v = req.headers[REQUEST_ID_HEADER];
  return typeof v === 'string' ? v : '';
};
