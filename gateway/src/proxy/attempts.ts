import { performance } from 'node:perf_hooks';
import type { ClientRequest, IncomingMessage } from 'node:http';
import { DELIVERING, PAUSING, WAITING, callOf, tag, type ApiCall } from './apiCall.js';
import { cutMidAnswer, deliver } from './delivery.js';
import { dropHopByHop } from './hopByHop.js';
import { logPath, pathOf } from './logPath.js';
import { isConnectFailure, isRetriableStatus, mayRetry, parseRetryAfter, retryPause } from './retryPolicy.js';
import { answer } from './settle.js';
import type { AttemptHooks } from './upstream.js';
import { pageOf } from './warnLog.js';

/**
 * The attempts of a call: each one is http-proxy-middleware forwarding the browser's request toward the
 * platform (`upstream.ts`), and the policy lives on its hooks: `proxyReq` drops hop-by-hop fields and writes the
 * buffered body (each attempt gets the whole body again), `proxyRes` and `error` decide between delivering,
 * retrying after a pause (the platform's retry rules as narrowed in README.md) and the proxy's own 502.
 *
 * At most `maxSockets` attempts are in flight toward the platform; others wait in line for a place (and for
 * their deadline). Large uploads streamed through the upload lane count against the lane's places instead.
 */

export const WARN_LOG_PATH = '/api/warn/log';
/** A discarded (retried) answer up to this size is read to its end to keep its socket; bigger ones are dropped. */
const DRAIN_LIMIT = 64 * 1024;

export function startAttempt(call: ApiCall): void {
  if (call.phase >= DELIVERING || call.closed) return;
  const rt = call.rt;
  if (!call.streamed) {
    const slots = rt.slots;
    if (slots.inUse >= rt.o.maxSockets) {
      call.queued = true;
      slots.waiting.push(call);
      return;
    }
    slots.inUse++;
    call.pendingSlot = true;
  }
  call.attempt++;
  call.phase = WAITING;
  call.proxyReq = undefined;
  call.informational = 0;
  call.attemptStarted = performance.now();
  // http-proxy would never run the proxyReq hook for a request that says `Expect`; the gateway's server already
  // answered any 100-continue, so the field is not the platform's business.
  if (call.req.headers.expect !== undefined) delete call.req.headers.expect;
  void (call.streamed ? rt.forwardStreamed : rt.forward)(call.req, call.res, call.attemptFailed);
}

/** http-proxy-middleware could not make the attempt's request at all (a header value node:http will not send). */
export function attemptNotMade(call: ApiCall, err: unknown): void {
  freePendingSlot(call);
  const rt = call.rt;
  rt.logger.warn(
    { requestId: call.requestId, err: err instanceof Error ? err.message : String(err) },
    'upstream request could not be made',
  );
  rt.metrics.upstreamErrors++;
  answer(call, 502, 'bad_gateway', 'The request could not be forwarded to the card platform.');
}

/** The hooks on http-proxy-middleware's events; an event reaches its call through the browser's request. */
export const attemptHooks: AttemptHooks = {
  proxyReq(proxyReq, req) {
    const call = callOf(req);
    if (!call) return void proxyReq.destroy();
    if (call.pendingSlot) {
      call.pendingSlot = false;
      tag(proxyReq, call);
      proxyReq.once('close', onAttemptClosed);
    }
    // The call was answered (its deadline) while the middleware was setting the attempt up.
    if (call.phase !== WAITING || call.proxyReq !== undefined || call.closed) return void proxyReq.destroy();
    call.own(proxyReq);
    proxyReq.on('information', onInformation);
    dropHopByHop(proxyReq, req.headers);
    // fixRequestBody's way: the body was read in full before the first attempt, so each attempt writes it again
    // (http-proxy then ends the request, the browser's stream being over).
    const body = call.body?.replay();
    if (body) proxyReq.write(body);
  },

  proxyRes(proxyRes, req) {
    const call = callOf(req);
    const proxyReq = (proxyRes as IncomingMessage & { req: ClientRequest }).req;
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
  },

  /**
   * An error of the attempt in hand: only one attempt is ever waiting (earlier ones ended with an answer that was
   * drained or dropped, or with their own error), so one arriving while WAITING is the current attempt's.
   */
  error(err, req) {
    const call = callOf(req);
    if (!call || call.closed || call.res.destroyed) return;
    if (call.phase === DELIVERING) return cutMidAnswer(call, err);
    if (call.phase !== WAITING) return;
    call.rt.metrics.upstreamErrors++;
    const status = call.informational;
    call.rt.logger.debug(
      { requestId: call.requestId, attempt: call.attempt, err: err.message, code: (err as { code?: string }).code },
      'upstream attempt failed',
    );
    noAnswer(call, status, status === 0 && isConnectFailure(err));
  },
};

function onInformation(this: ClientRequest, info: { statusCode: number }): void {
  const call = callOf(this);
  if (call && call.proxyReq === this) call.informational = info.statusCode;
}

/** An attempt's request is over (answered and read, dropped, or failed): its place toward the platform is free. */
function onAttemptClosed(this: ClientRequest): void {
  const call = callOf(this);
  if (call) freeSlot(call);
}

function freePendingSlot(call: ApiCall): void {
  if (!call.pendingSlot) return;
  call.pendingSlot = false;
  freeSlot(call);
}

function freeSlot(call: ApiCall): void {
  const slots = call.rt.slots;
  slots.inUse--;
  // After this tick: the freed socket goes back to the agent's pool just after its request's 'close'.
  while (slots.waiting.length) {
    const next = slots.waiting.shift()!;
    next.queued = false;
    if (next.phase >= DELIVERING || next.closed) continue;
    process.nextTick(startAttempt, next);
    return;
  }
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
  rt.logger.warn(
    { requestId: call.requestId, method: req.method, path, attempt: call.attempt, status, retryInMs: pause },
    'retrying /api call',
  );
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
