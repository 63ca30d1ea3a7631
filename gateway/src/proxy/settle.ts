import { performance } from 'node:perf_hooks';
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { ANSWERED, DELIVERING, callOf, roundedUpstreamMs, type ApiCall } from './apiCall.js';
import { logPath } from './logPath.js';
import { addCallHeaders } from './answerHeaders.js';
import { HttpError } from '../http/HttpError.js';
import { sendError } from '../http/sendError.js';
import { discardRest } from './discardBody.js';

/**
 * How a call ends: the proxy's own answer, the deadline, a body over the limit or the buffer budgets, and
 * the bookkeeping when the browser's response closes (counters, per-client limits, log line).
 */

/** What the proxy's own answers say in `error` (README.md beside this file). */
export type ProxyErrorCode =
  | 'bad_gateway'
  | 'busy'
  | 'too_many_requests'
  | 'request_timeout'
  | 'gateway_timeout'
  | 'payload_too_large'
  | 'method_not_allowed'
  | 'forbidden'
  | 'bad_request';

/**
 * The proxy's own answer, always JSON, through the gateway's one error responder; settles the call. `refusedBody`:
 * the answer refuses a body that may still be arriving, which is read and dropped before the connection closes
 * (discardBody.ts), so the browser reads the answer instead of a reset.
 */
export function answer(
  call: ApiCall,
  status: number,
  error: ProxyErrorCode,
  message: string,
  extra?: Record<string, string>,
  refusedBody = false,
): void {
  if (call.phase >= DELIVERING) return;
  call.phase = ANSWERED;
  clearTimers(call);
  const proxyReq = call.proxyReq;
  if (proxyReq && !proxyReq.destroyed) proxyReq.destroy();
  const headers: Record<string, string> = { ...extra };
  addCallHeaders(headers, call);
  const req = call.req;
  sendError(
    req,
    call.res,
    new HttpError(status, error, message, headers),
    call.rt.logger,
    'json',
    refusedBody ? (end) => discardRest(req, end) : undefined,
  );
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
  if ((call.attempt === 0 && !call.queued) || (call.streamed && !call.req.complete)) {
    // Still waiting for the browser's own body (buffered, or streaming through the upload lane): its fault,
    // not the platform's. answer() aborts a streamed upload's upstream request.
    metrics.rejectedSlowBody++;
    stopBody(call);
    return answer(call, 408, 'request_timeout', `The request did not arrive within ${call.timeoutMs} ms.`, { connection: 'close' });
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

/** A body grew past `maxBodyBytes`: stop reading it, answer 413. */
export function onTooLarge(call: ApiCall): void {
  stopBody(call);
  answerTooLarge(call);
}

/**
 * The 413, declared or counted: the limit in the units a person uploading a file thinks in (a receipt's
 * "10 MB") as well as in bytes, since the browser may show this message as it is.
 */
export function answerTooLarge(call: ApiCall): void {
  const max = call.rt.o.maxBodyBytes;
  call.rt.metrics.rejectedTooLarge++;
  answer(
    call,
    413,
    'payload_too_large',
    `Request bodies are limited to ${Number((max / 1048576).toFixed(2))} MB (${max} bytes): send a smaller file.`,
    { connection: 'close' },
    true,
  );
}

/**
 * A body would take more buffer than its client's share (429) or than is left for everyone (503): stop
 * reading it and say so, before it costs anyone else anything.
 */
export function onOverBudget(call: ApiCall, which: 'client' | 'all'): void {
  stopBody(call);
  if (which === 'client') {
    call.rt.metrics.rejectedClientLimit++;
    return answer(
      call,
      429,
      'too_many_requests',
      'Too many uploads at once. Please wait for one to finish.',
      { connection: 'close', 'retry-after': '1' },
      true,
    );
  }
  call.rt.metrics.rejectedBusy++;
  answer(
    call,
    503,
    'busy',
    'The portal is busy receiving other uploads. Please try again in a moment.',
    { connection: 'close', 'retry-after': '1' },
    true,
  );
}

function stopBody(call: ApiCall): void {
  call.body?.detach();
  call.body = undefined;
  releaseHeld(call);
  call.req.pause();
}

function releaseHeld(call: ApiCall): void {
  if (call.client && call.held) call.rt.limits.release(call.client, call.held);
  call.held = 0;
}

/**
 * A pipelined request (sent on a connection before the answers ahead of it were written) has an answer Node holds
 * back until those are done; if the connection goes first (the browser left, or was dropped as a slow reader), Node
 * never closes that answer. Its call is settled when the connection closes instead, or its share of the per-client
 * limits would stay taken. One listener per such connection.
 */
const WAITING_ON = new WeakMap<Socket, Set<ApiCall>>();

export function settleWithConnection(call: ApiCall): void {
  const socket = call.req.socket;
  if (call.res.socket || !socket || socket.destroyed) return;
  let waiting = WAITING_ON.get(socket);
  if (!waiting) {
    const calls = new Set<ApiCall>();
    waiting = calls;
    WAITING_ON.set(socket, calls);
    socket.once('close', () => {
      for (const c of calls) onResClose.call(c.res);
      calls.clear();
    });
  }
  waiting.add(call);
  call.waitingOn = waiting;
}

/** The browser's response closed (answered, cut, or the browser went away): stop upstream work, count, log. */
export function onResClose(this: ServerResponse): void {
  const res = this;
  const call = callOf(res);
  if (!call || call.closed) return;
  call.closed = true;
  call.waitingOn?.delete(call);
  clearTimers(call);
  const finished = res.writableFinished;
  if (!finished) {
    // The browser went away (or the answer was cut): stop everything upstream.
    const proxyReq = call.proxyReq;
    if (proxyReq && !proxyReq.destroyed) proxyReq.destroy();
  }
  call.phase = ANSWERED;
  const { metrics, logger, limits } = call.rt;
  releaseHeld(call);
  if (call.streamed && call.client) call.rt.lane.give(call.client.key);
  call.streamed = false;
  if (call.client) limits.leave(call.client);
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
