import { performance } from 'node:perf_hooks';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type httpProxy from 'http-proxy';
import { DELIVERING, PAUSING, WAITING, callOf, type ApiCall } from './apiCall.js';
import { emptyBody } from './bodyTap.js';
import { cutMidAnswer, deliver } from './delivery.js';
import { logPath, pathOf } from './logPath.js';
import type { ProxyRuntime } from './proxyRuntime.js';
import { isConnectFailure, isRetriableStatus, mayRetry, parseRetryAfter, retryPause } from './retryPolicy.js';
import { answer } from './settle.js';
import { ATTEMPT } from './upstreamServer.js';
import { pageOf } from './warnLog.js';

/**
 * The attempts of a call: each one is an http-proxy `web()` toward the platform; its outcome (an answer,
 * a retriable status, no answer at all) decides between delivering, retrying after a pause (spec §9 as
 * narrowed in README.md) and the proxy's own 502.
 */

export const WARN_LOG_PATH = '/api/warn/log';
/** A discarded (retried) answer up to this size is read to its end to keep its socket; bigger ones are dropped. */
const DRAIN_LIMIT = 64 * 1024;

/** Wires the upstream server's events to the calls they belong to. */
export function listenToUpstream(rt: ProxyRuntime): void {
  const server = rt.server;
  server.on('proxyReq', onProxyReq);
  server.on('proxyRes', onProxyRes);
  server.on('econnreset', () => undefined); // the browser went away; onResClose cleans up
  server.on('error', (err) => rt.logger.error({ err: err.message }, 'unexpected proxy error'));
}

export function startAttempt(call: ApiCall): void {
  if (call.phase >= DELIVERING) return;
  call.attempt++;
  call.phase = WAITING;
  call.proxyReq = undefined;
  call.informational = 0;
  call.attemptStarted = performance.now();
  const attempt = call.attempt;
  const rt = call.rt;
  try {
    if (attempt === 1) {
      const options = call.streamed ? rt.laneAttempt : call.body ? { ...rt.firstAttempt, buffer: call.body.replay() } : rt.firstAttempt;
      rt.server.web(call.req, call.res, options, onFirstAttemptError);
    }
    else {
      const perAttempt = { ...rt.firstAttempt, [ATTEMPT]: attempt, buffer: call.body ? call.body.replay() : emptyBody() };
      rt.server.web(call.req, call.res, perAttempt, (err) => onAttemptError(call, attempt, err));
    }
  } catch (err) {
    // http.request refused the outgoing request (e.g. a header value it will not send).
    rt.logger.warn({ requestId: call.requestId, err: (err as Error).message }, 'upstream request could not be made');
    rt.metrics.upstreamErrors++;
    answer(call, 502, 'bad_gateway', 'The request could not be forwarded to the card platform.');
  }
}

function onFirstAttemptError(err: Error, req: IncomingMessage): void {
  const call = callOf(req);
  if (call) onAttemptError(call, 1, err);
}

function onProxyReq(proxyReq: ClientRequest, req: IncomingMessage, _res: ServerResponse, opts: httpProxy.ServerOptions): void {
  const call = callOf(req);
  if (!call || call.phase !== WAITING || (opts as Record<string, unknown>)[ATTEMPT] !== call.attempt) {
    proxyReq.destroy();
    return;
  }
  call.own(proxyReq);
  proxyReq.on('information', onInformation);
}

function onInformation(this: ClientRequest, info: { statusCode: number }): void {
  const call = callOf(this);
  if (call && call.proxyReq === this) call.informational = info.statusCode;
}

function onProxyRes(proxyRes: IncomingMessage, req: IncomingMessage): void {
  const call = callOf(req);
  const proxyReq = (proxyRes as IncomingMessage & { req?: ClientRequest }).req;
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
    proxyReq?.destroy();
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
        proxyReq?.destroy();
      }
      return;
    }
  }
  deliver(call, proxyRes);
}

function onAttemptError(call: ApiCall, attempt: number, err: Error): void {
  // Stale attempt, or the browser went away (its own socket error reaches here too): nothing to do.
  if (attempt !== call.attempt || call.closed || call.res.destroyed) return;
  if (call.phase === DELIVERING) return cutMidAnswer(call, err);
  if (call.phase !== WAITING) return;
  call.rt.metrics.upstreamErrors++;
  const status = call.informational;
  call.rt.logger.debug({ requestId: call.requestId, attempt, err: err.message, code: (err as { code?: string }).code }, 'upstream attempt failed');
  noAnswer(call, status, status === 0 && isConnectFailure(err));
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
