import { performance } from 'node:perf_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { admit, declaredLength } from './admission.js';
import { ApiCall, callOf } from './apiCall.js';
import { attemptHooks, attemptNotMade, startAttempt, WARN_LOG_PATH } from './attempts.js';
import { BodyTap } from './bodyTap.js';
import { ClientLimits } from './clientLimits.js';
import { sessionKeyOf } from './sessionKey.js';
import { isSecure } from './forwarded.js';
import { pathOf } from './logPath.js';
import { resolveProxyOptions, type ApiProxyOptions } from './proxyOptions.js';
import { sendError } from '../http/sendError.js';
import { HttpError } from '../http/HttpError.js';
import { ProxyMetrics } from './proxyMetrics.js';
import type { ProxyRuntime } from './proxyRuntime.js';
import { answer, onDeadline, onOverBudget, onResClose, settleWithConnection, onTooLarge } from './settle.js';
import { TIMEOUT_SOURCES } from './timeoutSniffer.js';
import { TimeoutTable } from './timeoutTable.js';
import { UploadLane } from './uploadLane.js';
import { createUpstream } from './upstream.js';
import { createWarnLogReporter } from './warnLog.js';

export interface GetPolicy {
  deadlineFor(url: string): number;
  readonly retry: { readonly max: number; readonly delayMs: number; readonly maxRetryAfterMs: number };
}

export interface ApiProxy {
  /** Handles a request whose path starts with `/api/`. Never throws; always answers (refusals as JSON). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Prometheus text exposition of the proxy's counters. */
  metrics(): string;
  /**
   * How this proxy treats a GET, for the gateway's own GETs of the platform (the compose step): a call's deadline by its
   * `/api` URL (the time-out map's longest matching fragment, else the default) and the retry rule's numbers.
   */
  readonly getPolicy?: GetPolicy;
  close(): Promise<void>;
}

/**
 * The /api proxy: http-proxy-middleware forwards each attempt over a keep-alive agent (`upstream.ts`), and the
 * retry, time-out, forgery and cookie rules live around it and on its hooks. See README.md beside this file.
 *
 * A call goes through `begin` (counters, request id, the call's state, its client's share) → `admit`
 * (client limit, method, path, forgery, size) → `prepare` (deadline, how the body travels) → the
 * whole body, if any → attempts (`attempts.ts`) → delivery or the proxy's own answer (`delivery.ts`, `settle.ts`).
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const o = resolveProxyOptions(options);
  const logger = options.logger;
  const lane = new UploadLane(options.upstreamUrl, o.uploadSockets, o.uploadsPerClient);
  const upstream = createUpstream(options.upstreamUrl, o, lane.agent, attemptHooks);
  const metrics = new ProxyMetrics();
  const trust = options.trustProxy;
  metrics.lane = lane;
  const rt: ProxyRuntime = {
    ...upstream,
    slots: { inUse: 0, waiting: [] },
    o,
    logger,
    metrics,
    timeouts: new TimeoutTable(options.timeouts, o.maxTimeoutMs),
    report: createWarnLogReporter({
      upstream: new URL(options.upstreamUrl),
      agent: upstream.agent,
      logger,
      metrics,
      path: WARN_LOG_PATH,
      timeoutMs: 5_000,
    }),
    trusted: typeof trust === 'function' ? trust : () => trust === true,
    clientAddress: options.clientAddress ?? ((req) => req.socket.remoteAddress ?? ''),
    limits: new ClientLimits({
      callsPerSession: o.maxCallsPerSession,
      callsPerAddress: o.maxCallsPerClient,
      bytesPerSession: o.maxBufferedBytesPerSession,
      bytesPerAddress: o.maxBufferedBytesPerClient,
      bytes: o.maxBufferedBytes,
    }),
    lane,
    reportRetries: o.reportRetries !== false,
    logRequests: o.logRequests !== false,
    closing: false,
  };
  let idSeq = 0;
  const idPrefix = `px${Date.now().toString(36)}-`;

  /** Counts the call, gives it a request id when the gateway has not, and the state it carries along. */
  function begin(req: IncomingMessage, res: ServerResponse): ApiCall {
    metrics.requests++;
    metrics.inFlight++;
    const headers = req.headers;
    let requestId = headers['x-request-id'];
    // The caller gets it back on whatever answer the proxy writes (answerHeaders.ts).
    if (typeof requestId !== 'string' || !requestId) {
      requestId = idPrefix + (++idSeq).toString(36);
      headers['x-request-id'] = requestId;
    }
    const timeoutMs = rt.timeouts.lookup(req.url ?? '/') ?? o.defaultTimeoutMs;
    const call = new ApiCall(rt, req, res, requestId, performance.now(), timeoutMs, headers['idempotency-key'] !== undefined);
    call.secure = isSecure(req, rt.trusted);
    const address = rt.clientAddress(req);
    const entered = rt.limits.enter(sessionKeyOf(headers.cookie, o.sessionCookie) ?? `a:${address}`, address);
    if (typeof entered === 'string') call.refusedBy = entered;
    else call.client = entered;
    call.attemptFailed = (err) => attemptNotMade(call, err ?? new Error('not an /api path'));
    res.on('close', onResClose); // 'close' comes once; onResClose guards anyway
    settleWithConnection(call);
    return call;
  }

  /**
   * Headers as they go upstream, time-out sniffing, the deadline, and how the body travels: streamed through
   * the upload lane (too large to replay anyway, its length declared, a place free) or received in full first.
   */
  function prepare(call: ApiCall, path: string, declared: number | undefined): void {
    const headers = call.req.headers;
    const chunked = headers['transfer-encoding'] !== undefined;
    const hasBody = (declared !== undefined && declared > 0) || chunked;
    call.sniff = TIMEOUT_SOURCES.has(path.endsWith('/') ? path.replace(/\/+$/, '') : path);
    call.deadlineTimer = setTimeout(onDeadline, call.timeoutMs, call);
    if (!hasBody) return;
    // A declared length is enforced by Node's parser, so a streamed body can never outgrow what admit() checked.
    if (!chunked && declared !== undefined && declared > o.replayableBodyBytes && call.client && lane.take(call.client.key))
      call.streamed = true;
    else call.body = new BodyTap(call, o.replayableBodyBytes, o.maxBodyBytes, onTooLarge, onOverBudget);
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    const call = begin(req, res);
    const path = pathOf(req.url ?? '/');
    const declared = declaredLength(req);
    if (!admit(call, path, declared)) return;
    prepare(call, path, declared);
    const tap = call.body;
    if (!tap) return startAttempt(call); // no body, or one streaming through the upload lane
    // No upstream socket until the whole body is here: a slow or stalled upload costs only its own buffer.
    req.on('data', tap.onData);
    req.on('end', tap.onEnd);
    tap.whenComplete(() => startAttempt(call));
  }

  return {
    handle(req, res) {
      try {
        handle(req, res);
      } catch (err) {
        // Never throw into the gateway's listener.
        logger.error({ err: (err as Error).message }, 'api proxy failure');
        const call = callOf(req);
        if (call) answer(call, 502, 'bad_gateway', 'The request could not be forwarded to the card platform.');
        else
          sendError(
            req,
            res,
            new HttpError(502, 'bad_gateway', 'The request could not be forwarded to the card platform.'),
            logger,
            'json',
          );
      }
    },
    metrics: () => metrics.render(),
    getPolicy: {
      deadlineFor: (url) => rt.timeouts.lookup(url) ?? o.defaultTimeoutMs,
      retry: { max: o.maxRetries, delayMs: o.retryDelayMs, maxRetryAfterMs: o.maxRetryAfterMs },
    },
    close: async () => {
      rt.closing = true;
      upstream.agent.destroy();
      lane.close();
    },
  };
}
