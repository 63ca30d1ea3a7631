import type { IncomingMessage, ServerResponse } from 'node:http';
import accepts from 'accepts';
import type { Logger } from 'pino';
import { renderErrorPage } from '../pages/renderShell.js';
import { HttpError, toHttpError } from './HttpError.js';
import { requestIdOf } from './requestId.js';

const pathOnly = (url: string | undefined): string => (url ?? '/').split('?', 1)[0]!;

const wantsJson = (req: IncomingMessage): boolean => {
  const p = pathOnly(req.url);
  return p.startsWith('/api/') || p === '/metrics' || accepts(req).type(['html', 'json']) === 'json';
};

const titleOf = (e: HttpError): string =>
  e.code === 'temporarily_unavailable' ? 'Temporarily Unavailable' : e.status === 404 ? 'Page Not Found' : e.status >= 500 ? 'Service Unavailable' : 'Bad Request';

/**
 * The one place an error becomes an answer (Express's error step and the lean page path both end here):
 * HttpError → JSON `{error, message, requestId}` for JSON callers, else a plain HTML page; never a stack.
 */
export function sendError(req: IncomingMessage, res: ServerResponse, err: unknown, logger: Logger): void {
  // Already answered (the drain's 503 at its deadline): the late handler's error changes nothing.
  if (res.writableEnded) return;
  const httpError = toHttpError(err);
  const requestId = requestIdOf(req);
  if (httpError.status >= 500 && !(err instanceof HttpError)) logger.error({ reqId: requestId, err }, 'unhandled error');
  else if (httpError.status >= 500) logger.warn({ reqId: requestId, code: httpError.code }, httpError.message);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  let type: string;
  let body: string;
  if (wantsJson(req)) {
    type = 'application/json; charset=utf-8';
    body = JSON.stringify({ error: httpError.code, message: httpError.message, requestId });
  } else {
    type = 'text/html; charset=utf-8';
    body = renderErrorPage({ status: httpError.status, title: titleOf(httpError), message: httpError.message, requestId, retry: httpError.status === 503 });
  }
  res.writeHead(httpError.status, { 'Cache-Control': 'no-store', ...httpError.headers, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
