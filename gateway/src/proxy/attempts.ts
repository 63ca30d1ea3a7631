import { performance } from 'node:perf_hooks';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { DELIVERING, PAUSING, WAITING, callOf, type ApiCall } from './apiCall.js';
import { cutMidAnswer, deliver } from './delivery.js';
import { logPath, pathOf } from './logPath.js';
import { isConnectFailure, isRetriableStatus, mayRetry, parseRetryAfter, retryPause } from './retryPolicy.js';
import { answer } from './settle.js';
import { pageOf } from './warnLog.js';

/**
 * The attempts of a call: each one is a request toward the platform (`upstream.ts`); its outcome (an answer,
 * a retriable status, no answer at all) decides between delivering, retrying after a pause (spec §9 as
 * narrowed in README.md) and the proxy's own 502. An upstream request's events reach the call through the
 * request itself (`callOf`), and only the call's current attempt is acted on.
 */

export const WARN_LOG_PATH = '/api/warn/log';
/** A discarded (retried) answer up to this size is read to its end to keep its socket; bigger ones are dropped. */
const DRAIN_LIMIT = 64 * 1024;

export function startAttempt(call: ApiCall): void {
  if (call.phase >= DELIVERING) return;
  call.attempt++;
  call.phase = WAITING;
  call.proxyReq = undefined;
  call.informational = 0;
  call.attemptStarted = performance.now();
  const rt = call.rt;
  let proxyReq: ClientRequest;
  try {
    proxyReq = rt.request(call.req, call.streamed ? rt.lane.agent : rt.agent);
  } catch (err) {
    // node:http refused the outgoing request (e.g. a header value it will not send).
    rt.logger.warn({ requestId: call.requestId, err: (err as Error).message }, 'upstream request could not be made');
    rt.metrics.upstreamErrors++;
    return answer(call, 502, 'bad_gateway', 'The request could not be forwarded to the card platform.');
  }
  call.own(proxyReq);
  proxyReq.on('information', onInformation);
  proxyReq.on('response', onResponse);
  proxyReq.on('error', onUpstreamError);
  // A streamed upload is piped as it arrives (its only attempt); any other body was received whole first.
  if (call.streamed) call.req.pipe(proxyReq);
  else proxyReq.end(call.body?.replay());
}

/** An error of an upstream request: acted on only while it is the call's current attempt and the browser is still there. */
function onUpstreamError(this: ClientRequest, err: Error): void {
  const call = callOf(this);
  if (!call || call.proxyReq !== this || call.closed || call.res.destroyed) return;
  if (call.phase === DELIVERING) return cutMidAnswer(call, err);
  if (call.phase !== WAITING) return;
  call.rt.metrics.upstreamErrors++;
  const status = call.informational;
  call.rt.logger.debug({ requestId: call.requestId, attempt: call.attempt, err: err.message, code: (err as { code?: string }).code }, 'upstream attempt failed');
  noAnswer(call, status, status === 0 && isConnectFailure(err));
}

function onInformation(this: ClientRequest, info: { statusCode: number }): void {
  const call = callOf(this);
  if (call && call.proxyReq === this) call.informational = info.statusCode;
}

function onResponse(this: ClientRequest, proxyRes: IncomingMessage): void {
  const proxyReq = this;
  const call = callOf(proxyReq);
  if (!call || call.phase !== WAITING || proxyReq !== call.proxyReq) {
    proxyRes.destroy();
    return;
  }
  call.upstreamMs = performance.now() - call.attemptStarted;
  const status = proxyRes.statusCode ?? 0;
  if (status < 200) {
    // Only a 101 without an upgrade gets here: not an answer a browser call can be given.
    call.rt.metrics.upstreamErrors++;
    noAnswer(call, status, false);
    proxyRes.destroy();
    proxyReq.destroy();
    return;
  }
  if (isRetriableStatus(status)) {
    const retryAfter = parseRetryAfter(proxyRes.headers['retry-after'], Date.now());
    if (retryLater(call, status, false, retryAfter)) {
      // Drain a small answer so its keep-alive socket goes back to the pool; drop a big one.
      const length = Number(proxyRes.headers['content-length'] ?? Number.NaN);
      if (length <= DRAIN_LIMIT) proxyRes.resume();
      else {
        proxyRes.destroy();
        proxyReq.destroy();
      }
      return;
    }
  }
  deliver(call, proxyRes);
}

/** The attempt got no final answer (connection failed, or only interim 1xx answers). */
function noAnswer(call: ApiCall, status: number, neverSent: boolean): void {
  if (retryLater(call, status, neverSent, undefined)) return;
  answer(
    call,
    502,
    'bad_gateway',
    status ? `The card platform sent no final answer (only ${status}).` : 'The card platform could not be reached.',
  );
}

/** Schedules the next attempt when the policy allows one, and says so. */
function retryLater(call: ApiCall, status: number, neverSent: boolean, retryAfterMs: number | undefined): boolean {
  const rt = call.rt;
  const o = rt.o;
  if (rt.closing || call.attempt > o.maxRetries || call.res.destroyed) return false;
  const req = call.req;
  if (!mayRetry({ method: req.method, status, neverSent, idempotencyKey: call.idempotencyKey })) return false;
  if (call.streamed || (call.body && !call.body.replayable)) return false;
  const pause = retryPause(o.retryDelayMs, retryAfterMs, o.maxRetryAfterMs);
  if (performance.now() + pause >= call.deadline) return false;

  call.phase = PAUSING;
  rt.metrics.retries++;
  const path = logPath(req.url);
  rt.logger.warn({ requestId: call.requestId, method: req.method, path, attempt: call.attempt, status, retryInMs: pause }, 'retrying /api call');
  if (rt.reportRetries && pathOf(req.url).replace(/\/+$/, '') !== WARN_LOG_PATH) {
    rt.report(req, call.requestId, {
      page: pageOf(req),
      loggedIn: req.headers.cookie !== undefined,
      blurb: `Retrying ${req.method} ${path}: attempt ${call.attempt} got ${status === 0 ? 'no answer' : status} (request ${call.requestId})`,
    });
  }
  call.pauseTimer = setTimeout(afterPause, pause, call);
  return true;
}

function afterPause(call: ApiCall): void {
  call.pauseTimer = undefined;
  if (call.phase === PAUSING) startAttempt(call);
}
