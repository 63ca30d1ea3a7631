import type { ApiCall } from './apiCall.js';
import { forgeryVerdict } from './forgery.js';
import { forwardedHost } from './forwarded.js';
import { logPath } from './logPath.js';
import { answer, answerTooLarge } from './settle.js';
import { CARD_NUMBER_IN_ADDRESS, queryHasCardNumber } from '../../../shared/format/cardNumberParam.js';

const REFUSED_METHODS = new Set(['TRACE', 'CONNECT', 'TRACK']);
const ALLOW = 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE';
/**
 * Dot-segments (plain or percent-encoded, after `/`, `\` or an encoded slash): browsers resolve them
 * before sending, so only a hand-made request has one, and forwarding it raw could let the platform
 * resolve `/api/../x` to a path outside /api.
 */
const DOT_SEGMENT = /(?:^|\/|%2f|\\|%5c)(?:\.|%2e){1,2}(?:\/|%2f|\\|%5c|$)/i;

/**
 * The checks before anything goes upstream: the client's calls in flight, method, path, a card number in the
 * `cardNumber` parameter (shared/format/cardNumberParam.ts), forgery, declared size. A refused call gets the proxy's own answer here and `admit` says false.
 */
export function admit(call: ApiCall, path: string, declared: number | undefined): boolean {
  const { req, rt } = call;
  const { metrics, logger } = rt;
  if (!call.client) {
    metrics.rejectedClientLimit++;
    const message =
      call.refusedBy === 'address'
        ? 'Too many calls at once from your network. Please try again in a moment.'
        : 'Too many calls at once from this browser. Please wait for the others to finish.';
    answer(call, 429, 'too_many_requests', message, { 'retry-after': '1' });
    return false;
  }
  const method = req.method ?? 'GET';
  if (REFUSED_METHODS.has(method)) {
    metrics.rejectedMethod++;
    answer(call, 405, 'method_not_allowed', `${method} is not used by the portal.`, { allow: ALLOW });
    return false;
  }
  if (!path.startsWith('/api/') || DOT_SEGMENT.test(path)) {
    metrics.rejectedPath++;
    answer(call, 400, 'bad_request', 'Not an /api path the portal forwards.');
    return false;
  }
  const url = req.url ?? '';
  const q = url.indexOf('?');
  if (q >= 0 && queryHasCardNumber(url.slice(q + 1))) {
    metrics.rejectedPath++;
    answer(call, 400, 'bad_request', CARD_NUMBER_IN_ADDRESS);
    return false;
  }
  const headers = req.headers;
  const verdict = forgeryVerdict(req, forwardedHost(req, rt.trusted));
  if (verdict) {
    metrics.rejectedForgery++;
    logger.warn(
      { requestId: call.requestId, method, path: logPath(req.url), origin: headers.origin, verdict },
      'cross-site /api call refused',
    );
    answer(call, 403, 'forbidden', 'Cross-site requests are not accepted.');
    return false;
  }
  if (declared !== undefined && declared > rt.o.maxBodyBytes) {
    answerTooLarge(call);
    return false;
  }
  return true;
}

/** The request's `Content-Length` as a number, undefined when it has none. */
export function declaredLength(req: ApiCall['req']): number | undefined {
  const cl = req.headers['content-length'];
  return cl === undefined ? undefined : Number(cl);
}
