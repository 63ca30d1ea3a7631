import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import accepts from 'accepts';
import type { Logger } from 'pino';
import { renderErrorPage } from '../pages/renderShell.js';
import { HttpError, toHttpError } from './HttpError.js';
import { requestIdOf } from './requestId.js';

const pathOnly = (url: string | undefined): string => (url ?? '/').split('?', 1)[0]!;

/** Paths whose callers are programs (a scraper, a balancer's probe): JSON whatever they accept. */
const MACHINE_PATHS = new Set(['/metrics', '/livez', '/readyz', '/healthz']);

const wantsJson = (req: IncomingMessage): boolean => {
  const p = pathOnly(req.url);
  return p.startsWith('/api/') || p.startsWith('/bff/') || MACHINE_PATHS.has(p) || accepts(req).type(['html', 'json']) === 'json';
};

const titleOf = (e: HttpError): string =>
  e.code === 'temporarily_unavailable'
    ? 'Temporarily Unavailable'
    : e.status === 404
      ? 'Page Not Found'
      : e.status >= 500
        ? 'Service Unavailable'
        : 'Bad Request';

/**
 * The one place an error becomes an answer — Express's error step, and the /api proxy's own refusals (which are
 * always JSON, `format: 'json'`, whatever the path): HttpError → JSON `{error, message, requestId}` for JSON
 * callers, else a plain HTML page; never a stack. Every such answer says `nosniff`, `no-store` and its request id.
 * `endWhen`: the answer is written at once but ended (and its connection closed) only when it calls back.
 */
export function sendError(
  req: IncomingMessage,
  res: ServerResponse,
  err: unknown,
  logger: Logger,
  format?: 'json',
  endWhen?: (end: () => void) => void,
): void {
  // Already answered (the drain's 503 at its deadline): the late handler's error changes nothing.
  if (res.writableEnded) return;
  const httpError = toHttpError(err);
  const requestId = requestIdOf(req);
  if (httpError.status >= 500 && !(err instanceof HttpError)) logger.error({ reqId: requestId, err }, 'unhandled error');
  else if (httpError.status >= 500) logger.warn({ reqId: requestId, code: httpError.code }, httpError.message);
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  let type: string;
  let body: string;
  if (format === 'json' || wantsJson(req)) {
    type = 'application/json; charset=utf-8';
    body = JSON.stringify({ error: httpError.code, message: httpError.message, requestId });
  } else {
    type = 'text/html; charset=utf-8';
    body = renderErrorPage({
      status: httpError.status,
      title: titleOf(httpError),
      message: httpError.message,
      requestId,
      retry: httpError.status === 503,
    });
  }
  // One spelling per name (lower case): a name given twice in one head would be sent twice.
  const headers: OutgoingHttpHeaders = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (requestId) headers['x-request-id'] = requestId;
  for (const name in httpError.headers) headers[name.toLowerCase()] = httpError.headers[name];
  headers['content-type'] = type;
  headers['content-length'] = Buffer.byteLength(body);
  res.writeHead(httpError.status, headers);
  if (!endWhen) return void res.end(body);
  // The whole answer now (its length is declared, so it can be read at once); the end, which closes a
  // `Connection: close` answer's connection, when the caller says (proxy/discardBody.ts).
  res.write(body);
  endWhen(() => res.end());
}
