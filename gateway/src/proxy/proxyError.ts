import type { ServerResponse } from 'node:http';
import { NOSNIFF } from './answerHeaders.js';

export type ProxyErrorCode =
  | 'bad_gateway'
  | 'busy'
  | 'too_many_requests'
  | 'request_timeout'
  | 'bad_host'
  | 'unknown_brand'
  | 'platform_unavailable'
  | 'gateway_timeout'
  | 'payload_too_large'
  | 'method_not_allowed'
  | 'forbidden'
  | 'bad_request'
  | 'not_found';

/**
 * The proxy's own answers: JSON `{error, message, requestId}`, never a stack trace. When the answer
 * has already started (headers sent) the only honest thing left is to cut the connection.
 */
export function sendProxyError(
  res: ServerResponse,
  status: number,
  error: ProxyErrorCode,
  message: string,
  requestId: string,
  extraHeaders?: Record<string, string>,
): void {
  if (res.headersSent || res.destroyed) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ error, message, requestId });
  const headers: Record<string, string | number> = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': NOSNIFF,
    ...(requestId ? { 'x-request-id': requestId } : null),
    ...extraHeaders,
  };
  res.writeHead(status, headers);
  res.end(body);
}
