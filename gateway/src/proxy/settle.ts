import { performance } from 'node:perf_hooks';
import type { ServerResponse } from 'node:http';
import { ANSWERED, DELIVERING, callOf, roundedUpstreamMs, type ApiCall } from './apiCall.js';
import { logPath } from './logPath.js';
import { sendProxyError, type ProxyErrorCode } from './proxyError.js';

/**
 * How a call ends: the proxy's own answer, the deadline, a body over the limit, and the bookkeeping when
 * the browser's response closes (counters, log line).
 */

/** The proxy's own answer; settles the call. */
export function answer(call: ApiCall, status: number, error: ProxyErrorCode, message: string, extra?: Record<string, string>): void {
  if (call.phase >= DELIVERING) return;
  call.phase = ANSWERED;
  clearTimers(call);
  const proxyReq = call.proxyReq;
  if (proxyReq && !proxyReq.destroyed) proxyReq.destroy();
  sendProxyError(call.res, status, error, message, call.requestId, extra);
}

export function onDeadline(call: ApiCall): void {
  call.deadlineTimer = undefined;
  if (call.phase === ANSWERED || call.res.destroyed) return;
  const { metrics, logger } = call.rt;
  metrics.timeouts++;
  call.timedOut = true;
  logger.warn(
    { requestId: call.requestId, method: call.req.method, path: logPath(call.req.url), attempt: call.attempt, timeoutMs: call.timeoutMs },
    'upstream deadline passed',
  );
  if (call.phase === DELIVERING) {
    // The answer has started: abort upstream (closing its socket) and cut the browser's response.
    call.phase = ANSWERED;
    call.proxyReq?.destroy();
    call.res.destroy();
    return;
  }
  // answer() aborts the upstream request, which closes its socket.
  answer(
    call,
    504,
    'gateway_timeout',
    `The card platform did not answer within ${call.timeoutMs} ms.`,
    call.req.complete ? undefined : { connection: 'close' },
  );
}

/** A body grew past `maxBodyBytes`: stop reading and forwarding it, answer 413 (or cut an answer under way). */
export function onTooLarge(call: ApiCall): void {
  const tap = call.body;
  if (tap) {
    call.req.off('data', tap.onData);
    call.req.off('end', tap.onEnd);
  }
  call.body = null;
  call.rt.metrics.rejectedTooLarge++;
  call.req.unpipe();
  call.req.pause();
  call.proxyReq?.destroy();
  if (call.phase === DELIVERING) {
    call.phase = ANSWERED;
    call.res.destroy();
    return;
  }
  answer(call, 413, 'payload_too_large', `Request bodies are limited to ${call.rt.o.maxBodyBytes} bytes.`, { connection: 'close' });
}

/** The browser's response closed (answered, cut, or the browser went away): stop upstream work, count, log. */
export function onResClose(this: ServerResponse): void {
  const res = this;
  const call = callOf(res);
  if (!call || call.closed) return;
  call.closed = true;
  clearTimers(call);
  const finished = res.writableFinished;
  if (!finished) {
    // The browser went away (or the answer was cut): stop everything upstream.
    const proxyReq = call.proxyReq;
    if (proxyReq && !proxyReq.destroyed) proxyReq.destroy();
  }
  call.phase = ANSWERED;
  const { metrics, logger } = call.rt;
  metrics.inFlight--;
  metrics.countResponse(finished ? res.statusCode : 0);
  if (call.rt.logRequests) {
    const req = call.req;
    logger.info(
      {
        requestId: call.requestId,
        method: req.method,
        path: logPath(req.url),
        status: finished ? res.statusCode : 0,
        attempts: call.attempt,
        upstreamMs: roundedUpstreamMs(call),
        ms: Math.round((performance.now() - call.started) * 10) / 10,
        ...(call.timedOut ? { timedOut: true } : null),
        ...(finished ? null : { cut: true }),
      },
      'api',
    );
  }
}

export function clearTimers(call: ApiCall): void {
  if (call.deadlineTimer) {
    clearTimeout(call.deadlineTimer);
    call.deadlineTimer = undefined;
  }
  if (call.pauseTimer) {
    clearTimeout(call.pauseTimer);
    call.pauseTimer = undefined;
  }
}
