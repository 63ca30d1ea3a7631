import http from 'node:http';
import https from 'node:https';
import { PassThrough } from 'node:stream';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Logger } from 'pino';
import type httpProxy from 'http-proxy';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { forgeryVerdict } from './forgery.js';
import { logPath, pathOf } from './logPath.js';
import { sendProxyError } from './proxyError.js';
import { ProxyMetrics } from './proxyMetrics.js';
import { isConnectFailure, isRetriableStatus, mayRetry, parseRetryAfter, retryPause } from './retryPolicy.js';
import { rewriteSetCookie } from './setCookie.js';
import { TimeoutTable } from './timeoutTable.js';
import { createWarnLogReporter, pageOf } from './warnLog.js';

export interface ApiProxyOptions {
  /** Origin of the card platform; `/api/...` paths are forwarded unchanged. */
  upstreamUrl: string;
  logger: Logger;
  /** Seed for the URL fragment → ms time-out map (spec §9); learned further from login/check answers. */
  timeouts?: Record<string, number>;
  /** Deadline of a call no `timeouts` entry matches (spec §9: 30 000 ms). */
  defaultTimeoutMs?: number;
  /** Upper bound on any entry of the `timeouts` map, seeded or learned (default 300 000 ms). */
  maxTimeoutMs?: number;
  /** Retries after the first attempt (spec §9: 2). */
  maxRetries?: number;
  /** Pause between attempts (spec §9: 1 000 ms). */
  retryDelayMs?: number;
  /** A `Retry-After` lengthens the pause up to this (default 5 000 ms); the deadline still rules. */
  maxRetryAfterMs?: number;
  /** Larger request bodies are refused with 413 (default 10 MiB). */
  maxBodyBytes?: number;
  /** Bodies up to this size are kept for replay; larger ones stream through and are never retried (default 1 MiB). */
  replayableBodyBytes?: number;
  /**
   * Whether `X-Forwarded-Proto` / `X-Forwarded-Host` of this request come from a proxy we trust
   * (default false: only the socket counts). A function lets the gateway apply its TRUST_PROXY rule.
   */
  trustProxy?: boolean | ((req: IncomingMessage) => boolean);
  /** Report each retry with `POST /api/warn/log` (default true). */
  reportRetries?: boolean;
  /** One info line per /api call (default true). */
  logRequests?: boolean;
  /** Most sockets kept toward the platform (default 256). */
  maxSockets?: number;
  /** Idle keep-alive sockets toward the platform are closed after this (default 4 000 ms; keep it below the platform's). */
  upstreamIdleTimeoutMs?: number;
}

export interface ApiProxy {
  /** Handles a request whose path starts with `/api/`. Never throws; always answers. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** Prometheus text exposition of the proxy's counters. */
  metrics(): string;
  close(): Promise<void>;
}

/** What the proxy knows about one /api call, for a gateway that writes its own access line. */
export interface ApiCallInfo {
  /** Upstream attempts made (0 when the proxy answered by itself: 403, 405, 413). */
  attempts: number;
  /** Time to the response head of the last attempt that got one, in ms; null when none did. */
  upstreamMs: number | null;
  /** The call hit its deadline. */
  timedOut: boolean;
  /** The deadline that applied, in ms. */
  timeoutMs: number;
}

/**
 * The proxy's facts about the call answered on `res` (undefined when `res` never went through
 * `handle`). Complete once the response has ended, so read it in a `res` 'close' listener.
 */
export function apiCallInfo(res: ServerResponse): ApiCallInfo | undefined {
  const call = (res as WithCall<ServerResponse>)[CALL];
  if (!call) return undefined;
  return {
    attempts: call.attempt,
    upstreamMs: call.upstreamMs < 0 ? null : Math.round(call.upstreamMs * 10) / 10,
    timedOut: call.timedOut,
    timeoutMs: call.timeoutMs,
  };
}

export const API_PROXY_DEFAULTS = {
  defaultTimeoutMs: 30_000,
  maxTimeoutMs: 300_000,
  maxRetries: 2,
  retryDelayMs: 1_000,
  maxRetryAfterMs: 5_000,
  maxBodyBytes: 10 * 1024 * 1024,
  replayableBodyBytes: 1024 * 1024,
  maxSockets: 256,
  upstreamIdleTimeoutMs: 4_000,
} as const;

const WARN_LOG_PATH = '/api/warn/log';
const TIMEOUT_SOURCES = new Set(['/api/authentication/login', '/api/authentication/check']);
const SNIFF_LIMIT = 1024 * 1024;
/** A discarded (retried) answer up to this size is read to its end to keep its socket; bigger ones are dropped. */
const DRAIN_LIMIT = 64 * 1024;
const REFUSED_METHODS = new Set(['TRACE', 'CONNECT', 'TRACK']);
/**
 * Dot-segments (plain or percent-encoded, after `/`, `\` or an encoded slash): browsers resolve them
 * before sending, so only a hand-made request has one, and forwarding it raw could let the platform
 * resolve `/api/../x` to a path outside /api.
 */
const DOT_SEGMENT = /(?:^|\/|%2f|\\|%5c)(?:\.|%2e){1,2}(?:\/|%2f|\\|%5c|$)/i;
const ALLOW = 'GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE';

/** Where a call stands. Attempt events are only acted on while WAITING for that very attempt. */
const WAITING = 0;
const PAUSING = 1;
const DELIVERING = 2;
const ANSWERED = 3;

const CALL = Symbol('apiProxyCall');
const ATTEMPT = '__apiProxyAttempt';

type WithCall<T> = T & { [CALL]?: Call };

/** The request body as far as replay is concerned. */
class BodyTap {
  chunks: Buffer[] = [];
  size = 0;
  complete = false;
  replayable: boolean;
  private waiter: ((ok: boolean) => void) | undefined;

  constructor(
    private readonly call: Call,
    private readonly replayLimit: number,
    private readonly maxBytes: number,
    declaredLength: number | undefined,
    private readonly onTooLarge: (call: Call) => void,
  ) {
    this.replayable = declaredLength === undefined || declaredLength <= replayLimit;
  }

  readonly onData = (chunk: Buffer): void => {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.onTooLarge(this.call);
      return;
    }
    if (!this.replayable) return;
    if (this.size > this.replayLimit) {
      this.replayable = false;
      this.chunks = [];
      this.settle(false);
    } else this.chunks.push(chunk);
  };

  readonly onEnd = (): void => {
    this.complete = true;
    this.settle(this.replayable);
  };

  /** Calls back once the whole body is in (true) or it turned out too large to replay (false). */
  whenComplete(req: IncomingMessage, cb: (ok: boolean) => void): void {
    if (!this.replayable) return cb(false);
    if (this.complete) return cb(true);
    this.waiter = cb;
    req.resume();
  }

  replay(): PassThrough {
    const s = new PassThrough();
    s.end(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks));
    return s;
  }

  private settle(ok: boolean): void {
    const w = this.waiter;
    this.waiter = undefined;
    w?.(ok);
  }
}

class Call {
  phase = WAITING;
  attempt = 0;
  proxyReq: ClientRequest | undefined = undefined;
  deadlineTimer: NodeJS.Timeout | undefined = undefined;
  pauseTimer: NodeJS.Timeout | undefined = undefined;
  attemptStarted = 0;
  upstreamMs = -1;
  /** Last interim (1xx) status of the current attempt, 0 if none. */
  informational = 0;
  /** undefined: no body; null: a body too large to replay, streamed through; else the tap. */
  body: BodyTap | null | undefined = undefined;
  timedOut = false;
  sniff = false;
  closed = false;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly requestId: string,
    readonly started: number,
    readonly timeoutMs: number,
    readonly idempotencyKey: boolean,
  ) {}

  get deadline(): number {
    return this.started + this.timeoutMs;
  }
}

/**
 * The /api lean path: http-proxy-middleware (its http-proxy server, built with the default plugins
 * ejected) streaming both ways over a keep-alive agent, with the retry, time-out, forgery and cookie
 * rules of spec §9 / DESIGN §5 around each attempt. See README.md beside this file.
 */
export function createApiProxy(options: ApiProxyOptions): ApiProxy {
  const o = { ...API_PROXY_DEFAULTS, ...stripUndefined(options) };
  const bad = (Object.keys(API_PROXY_DEFAULTS) as Array<keyof typeof API_PROXY_DEFAULTS>).filter((k) => {
    const v = o[k];
    return typeof v !== 'number' || !Number.isFinite(v) || v < (k === 'maxRetries' ? 0 : 1);
  });
  if (bad.length) throw new TypeError(`createApiProxy: ${bad.join(', ')} must be positive numbers of ms/bytes/sockets (maxRetries may be 0)`);
  const logger = options.logger;
  const upstream = new URL(options.upstreamUrl);
  const isHttps = upstream.protocol === 'https:';
  const agentOptions = {
    keepAlive: true,
    maxSockets: o.maxSockets,
    scheduling: 'lifo' as const,
    timeout: o.upstreamIdleTimeoutMs,
  };
  const agent: http.Agent = isHttps ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  /** Pre-parsed target, so http-proxy does not parse a URL string per attempt. */
  const target = {
    protocol: upstream.protocol,
    hostname: upstream.hostname,
    host: upstream.hostname,
    port: upstream.port || (isHttps ? '443' : '80'),
    path: upstream.pathname === '/' ? '' : upstream.pathname.replace(/\/+$/, ''),
  };
  /**
   * Options of a first attempt, shared by all (http-proxy copies them per call). `toProxy` makes it use
   * `req.url` as the path as is, instead of re-parsing it with `url.parse` on every request.
   */
  const firstAttempt: httpProxy.ServerOptions & { [ATTEMPT]: number } = {
    target: target as unknown as httpProxy.ServerOptions['target'],
    agent,
    changeOrigin: true,
    selfHandleResponse: true,
    toProxy: true,
    [ATTEMPT]: 1,
  };
  const metrics = new ProxyMetrics();
  const timeouts = new TimeoutTable(options.timeouts, o.maxTimeoutMs);
  const report = createWarnLogReporter({ upstream, agent, logger, metrics, path: WARN_LOG_PATH, timeoutMs: 5_000 });
  const trust = options.trustProxy;
  const trusted = typeof trust === 'function' ? trust : () => trust === true;
  const reportRetries = o.reportRetries !== false;
  const logRequests = o.logRequests !== false;
  let closing = false;
  let idSeq = 0;
  const idPrefix = `px${Date.now().toString(36)}-`;

  let server!: httpProxy;
  // http-proxy-middleware builds and configures the proxy server; its default plugins (logger, error
  // page, event wiring) are ejected because this module answers for every one of those concerns.
  createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: options.upstreamUrl,
    changeOrigin: true,
    agent,
    selfHandleResponse: true,
    ejectPlugins: true,
    plugins: [(s) => (server = s as unknown as httpProxy)],
  });
  server.on('proxyReq', onProxyReq);
  server.on('proxyRes', onProxyRes);
  server.on('econnreset', () => undefined); // the browser went away; onResClose cleans up
  server.on('error', (err) => logger.error({ err: err.message }, 'unexpected proxy error'));

  function handle(req: IncomingMessage, res: ServerResponse): void {
    metrics.requests++;
    metrics.inFlight++;
    const headers = req.headers;
    let requestId = headers['x-request-id'];
    if (typeof requestId !== 'string' || !requestId) {
      requestId = idPrefix + (++idSeq).toString(36);
      headers['x-request-id'] = requestId;
      if (!res.headersSent) res.setHeader('X-Request-Id', requestId);
    }
    const url = req.url ?? '/';
    const started = performance.now();
    const timeoutMs = timeouts.lookup(url) ?? o.defaultTimeoutMs;
    const call = new Call(req, res, requestId, started, timeoutMs, headers['idempotency-key'] !== undefined);
    (req as WithCall<IncomingMessage>)[CALL] = call;
    (res as WithCall<ServerResponse>)[CALL] = call;
    res.on('close', onResClose); // 'close' comes once; onResClose guards anyway

    const method = req.method ?? 'GET';
    if (REFUSED_METHODS.has(method)) {
      metrics.rejectedMethod++;
      return answer(call, 405, 'method_not_allowed', `${method} is not used by the portal.`, { allow: ALLOW });
    }
    const p = pathOf(url);
    if (!p.startsWith('/api/') || DOT_SEGMENT.test(p)) {
      metrics.rejectedPath++;
      return answer(call, 400, 'bad_request', 'Not an /api path the portal forwards.');
    }
    const verdict = forgeryVerdict(req, forwardedHost(req));
    if (verdict) {
      metrics.rejectedForgery++;
      logger.warn({ requestId, method, path: logPath(url), origin: headers.origin, verdict }, 'cross-site /api call refused');
      return answer(call, 403, 'forbidden', 'Cross-site requests are not accepted.');
    }

    const cl = headers['content-length'];
    const declared = cl === undefined ? undefined : Number(cl);
    if (declared !== undefined && declared > o.maxBodyBytes) {
      metrics.rejectedTooLarge++;
      return answer(call, 413, 'payload_too_large', `Request bodies are limited to ${o.maxBodyBytes} bytes.`, { connection: 'close' });
    }
    const hasBody = (declared !== undefined && declared > 0) || headers['transfer-encoding'] !== undefined;
    stripHopByHop(headers);

    call.sniff = TIMEOUT_SOURCES.has(p.endsWith('/') ? p.replace(/\/+$/, '') : p);
    call.deadlineTimer = setTimeout(onDeadline, timeoutMs, call);

    if (hasBody) {
      if (declared !== undefined && declared > o.replayableBodyBytes) call.body = null;
      else call.body = new BodyTap(call, o.replayableBodyBytes, o.maxBodyBytes, declared, onTooLarge);
    }
    startAttempt(call);
    const tap = call.body;
    if (tap) {
      req.on('data', tap.onData);
      req.on('end', tap.onEnd);
    }
  }

  function startAttempt(call: Call): void {
    if (call.phase >= DELIVERING) return;
    call.attempt++;
    call.phase = WAITING;
    call.proxyReq = undefined;
    call.informational = 0;
    call.attemptStarted = performance.now();
    const attempt = call.attempt;
    try {
      if (attempt === 1) server.web(call.req, call.res, firstAttempt, onFirstAttemptError);
      else {
        const perAttempt = { ...firstAttempt, [ATTEMPT]: attempt, buffer: call.body ? call.body.replay() : emptyBody() };
        server.web(call.req, call.res, perAttempt, (err) => onAttemptError(call, attempt, err));
      }
    } catch (err) {
      // http.request refused the outgoing request (e.g. a header value it will not send).
      logger.warn({ requestId: call.requestId, err: (err as Error).message }, 'upstream request could not be made');
      metrics.upstreamErrors++;
      answer(call, 502, 'bad_gateway', 'The request could not be forwarded to the card platform.');
    }
  }

  function onFirstAttemptError(err: Error, req: IncomingMessage): void {
    const call = (req as WithCall<IncomingMessage>)[CALL];
    if (call) onAttemptError(call, 1, err);
  }

  function onProxyReq(proxyReq: ClientRequest, req: IncomingMessage, _res: ServerResponse, opts: httpProxy.ServerOptions): void {
    const call = (req as WithCall<IncomingMessage>)[CALL];
    if (!call || call.phase !== WAITING || (opts as Record<string, unknown>)[ATTEMPT] !== call.attempt) {
      proxyReq.destroy();
      return;
    }
    call.proxyReq = proxyReq;
    (proxyReq as WithCall<ClientRequest>)[CALL] = call;
    proxyReq.on('information', onInformation);
  }

  function onInformation(this: WithCall<ClientRequest>, info: { statusCode: number }): void {
    const call = this[CALL];
    if (call && call.proxyReq === this) call.informational = info.statusCode;
  }

  function onProxyRes(proxyRes: IncomingMessage, req: IncomingMessage): void {
    const call = (req as WithCall<IncomingMessage>)[CALL];
    const proxyReq = (proxyRes as IncomingMessage & { req?: ClientRequest }).req;
    if (!call || call.phase !== WAITING || proxyReq !== call.proxyReq) {
      proxyRes.destroy();
      return;
    }
    call.upstreamMs = performance.now() - call.attemptStarted;
    const status = proxyRes.statusCode ?? 0;
    if (status < 200) {
      // Only a 101 without an upgrade gets here: not an answer a browser call can be given.
      metrics.upstreamErrors++;
      noAnswer(call, status, false);
      proxyRes.destroy();
      proxyReq?.destroy();
      return;
    }
    if (isRetriableStatus(status)) {
      const retryAfter = parseRetryAfter(proxyRes.headers['retry-after'], Date.now());
      if (retryLater(call, status, false, retryAfter, true)) {
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

  function onAttemptError(call: Call, attempt: number, err: Error): void {
    // Stale attempt, or the browser went away (its own socket error reaches here too): nothing to do.
    if (attempt !== call.attempt || call.closed || call.res.destroyed) return;
    if (call.phase === DELIVERING) {
      // Lost mid-answer: the status line is gone; cutting the browser's response is all that is left.
      metrics.upstreamErrors++;
      logger.warn({ requestId: call.requestId, err: err.message }, 'upstream connection lost mid-answer');
      call.phase = ANSWERED;
      call.res.destroy();
      return;
    }
    if (call.phase !== WAITING) return;
    metrics.upstreamErrors++;
    const status = call.informational;
    logger.debug({ requestId: call.requestId, attempt, err: err.message, code: (err as { code?: string }).code }, 'upstream attempt failed');
    noAnswer(call, status, status === 0 && isConnectFailure(err));
  }

  /** The attempt got no final answer (connection failed, or only interim 1xx answers). */
  function noAnswer(call: Call, status: number, neverSent: boolean): void {
    if (retryLater(call, status, neverSent, undefined, false)) return;
    answer(
      call,
      502,
      'bad_gateway',
      status ? `The card platform sent no final answer (only ${status}).` : 'The card platform could not be reached.',
    );
  }

  /**
   * Schedules the next attempt when the policy allows one, and says so. `holdingAnswer`: there is a
   * real answer to fall back on, so only retry when the body can be replayed right now.
   */
  function retryLater(call: Call, status: number, neverSent: boolean, retryAfterMs: number | undefined, holdingAnswer: boolean): boolean {
    if (closing || call.attempt > o.maxRetries || call.res.destroyed) return false;
    const req = call.req;
    if (!mayRetry({ method: req.method, status, neverSent, idempotencyKey: call.idempotencyKey })) return false;
    const body = call.body;
    if (body === null || (body && (!body.replayable || (holdingAnswer && !body.complete)))) return false;
    const pause = retryPause(o.retryDelayMs, retryAfterMs, o.maxRetryAfterMs);
    if (performance.now() + pause >= call.deadline) return false;

    call.phase = PAUSING;
    metrics.retries++;
    const path = logPath(req.url);
    logger.warn(
      { requestId: call.requestId, method: req.method, path, attempt: call.attempt, status, retryInMs: pause },
      'retrying /api call',
    );
    if (reportRetries && pathOf(req.url).replace(/\/+$/, '') !== WARN_LOG_PATH) {
      report(req, call.requestId, {
        page: pageOf(req),
        loggedIn: req.headers.cookie !== undefined,
        blurb: `Retrying ${req.method} ${path}: attempt ${call.attempt} got ${status === 0 ? 'no answer' : status} (request ${call.requestId})`,
      });
    }
    call.pauseTimer = setTimeout(afterPause, pause, call);
    return true;
  }

  function afterPause(call: Call): void {
    call.pauseTimer = undefined;
    if (call.phase !== PAUSING) return;
    const body = call.body;
    if (!body || body.complete) return startAttempt(call);
    body.whenComplete(call.req, (ok) => {
      if (call.phase !== PAUSING) return;
      if (ok) startAttempt(call);
      else answer(call, 502, 'bad_gateway', 'The card platform could not be reached.');
    });
  }

  function deliver(call: Call, proxyRes: IncomingMessage): void {
    call.phase = DELIVERING;
    const res = call.res;
    const status = proxyRes.statusCode ?? 502;
    const headers = relayedHeaders(proxyRes.headers, call.req, isSecure);
    try {
      res.writeHead(status, proxyRes.statusMessage || undefined, headers);
    } catch (err) {
      logger.warn({ requestId: call.requestId, err: (err as Error).message }, 'upstream answer could not be relayed');
      call.phase = WAITING;
      proxyRes.destroy();
      metrics.upstreamErrors++;
      return answer(call, 502, 'bad_gateway', 'The card platform sent an answer that cannot be relayed.');
    }
    proxyRes.on('error', onProxyResError);
    if (call.sniff && status >= 200 && status < 300) sniffTimeouts(proxyRes);
    proxyRes.pipe(res);
  }

  function onProxyResError(this: IncomingMessage, err: Error): void {
    const proxyReq = (this as IncomingMessage & { req?: ClientRequest }).req;
    const call = proxyReq && (proxyReq as WithCall<ClientRequest>)[CALL];
    if (!call || call.phase !== DELIVERING) return;
    onAttemptError(call, call.attempt, err);
  }

  /** Reads the `timeouts` map out of a login/check answer while it streams to the browser. */
  function sniffTimeouts(proxyRes: IncomingMessage): void {
    const chunks: Buffer[] = [];
    let size = 0;
    proxyRes.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= SNIFF_LIMIT) chunks.push(chunk);
    });
    proxyRes.on('end', () => {
      if (size > SNIFF_LIMIT || size === 0) return;
      decode(Buffer.concat(chunks), proxyRes.headers['content-encoding'], (text) => {
        if (text === undefined) return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return;
        }
        const map = parsed && typeof parsed === 'object' ? (parsed as { timeouts?: unknown }).timeouts : undefined;
        if (map === undefined) return;
        const before = JSON.stringify(timeouts.snapshot());
        if (timeouts.learn(map) && JSON.stringify(timeouts.snapshot()) !== before) {
          metrics.timeoutMapUpdates++;
          logger.info({ entries: Object.keys(timeouts.snapshot()).length }, 'time-out map learned from the platform');
        }
      });
    });
  }

  function onTooLarge(call: Call): void {
    const tap = call.body;
    if (tap) {
      call.req.off('data', tap.onData);
      call.req.off('end', tap.onEnd);
    }
    call.body = null;
    metrics.rejectedTooLarge++;
    call.req.unpipe();
    call.req.pause();
    call.proxyReq?.destroy();
    if (call.phase === DELIVERING) {
      call.phase = ANSWERED;
      call.res.destroy();
      return;
    }
    answer(call, 413, 'payload_too_large', `Request bodies are limited to ${o.maxBodyBytes} bytes.`, { connection: 'close' });
  }

  function onDeadline(call: Call): void {
    call.deadlineTimer = undefined;
    if (call.phase === ANSWERED || call.res.destroyed) return;
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

  /** The proxy's own answer; settles the call. */
  function answer(call: Call, status: number, error: Parameters<typeof sendProxyError>[2], message: string, extra?: Record<string, string>): void {
    if (call.phase >= DELIVERING) return;
    call.phase = ANSWERED;
    clearTimers(call);
    const proxyReq = call.proxyReq;
    if (proxyReq && !proxyReq.destroyed) proxyReq.destroy();
    sendProxyError(call.res, status, error, message, call.requestId, extra);
  }

  function onResClose(this: WithCall<ServerResponse>): void {
    const res = this;
    const call = res[CALL];
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
    metrics.inFlight--;
    metrics.countResponse(finished ? res.statusCode : 0);
    if (logRequests) {
      const req = call.req;
      logger.info(
        {
          requestId: call.requestId,
          method: req.method,
          path: logPath(req.url),
          status: finished ? res.statusCode : 0,
          attempts: call.attempt,
          upstreamMs: call.upstreamMs < 0 ? null : Math.round(call.upstreamMs * 10) / 10,
          ms: Math.round((performance.now() - call.started) * 10) / 10,
          ...(call.timedOut ? { timedOut: true } : null),
          ...(finished ? null : { cut: true }),
        },
        'api',
      );
    }
  }

  function clearTimers(call: Call): void {
    if (call.deadlineTimer) {
      clearTimeout(call.deadlineTimer);
      call.deadlineTimer = undefined;
    }
    if (call.pauseTimer) {
      clearTimeout(call.pauseTimer);
      call.pauseTimer = undefined;
    }
  }

  function forwardedHost(req: IncomingMessage): string | undefined {
    const fh = req.headers['x-forwarded-host'];
    if (fh === undefined || !trusted(req)) return undefined;
    return firstToken(fh);
  }

  function isSecure(req: IncomingMessage): boolean {
    if ((req.socket as TLSSocket).encrypted) return true;
    const proto = req.headers['x-forwarded-proto'];
    return proto !== undefined && trusted(req) && firstToken(proto)?.toLowerCase() === 'https';
  }

  return {
    handle(req, res) {
      try {
        handle(req, res);
      } catch (err) {
        // Never throw into the gateway's listener.
        logger.error({ err: (err as Error).message }, 'api proxy failure');
        const call = (req as WithCall<IncomingMessage>)[CALL];
        if (call) answer(call, 502, 'bad_gateway', 'The request could not be forwarded to the card platform.');
        else sendProxyError(res, 502, 'bad_gateway', 'The request could not be forwarded to the card platform.', String(req.headers['x-request-id'] ?? ''));
      }
    },
    metrics: () => metrics.render(),
    close: async () => {
      closing = true;
      agent.destroy();
      server.close();
    },
  };
}

/**
 * Removes hop-by-hop fields (RFC 9110 §7.6.1) from a request's headers in place, and `Expect` (the
 * gateway's server already answered any 100-continue). `Transfer-Encoding` stays: http-proxy streams a
 * chunked body with it.
 */
function stripHopByHop(h: http.IncomingHttpHeaders): void {
  const connection = h.connection;
  // `Connection: keep-alive` (nearly every request) is left alone: it is what the agent sends anyway,
  // and not deleting keeps Node's header object in V8's fast mode for http-proxy's copy of it.
  if (connection !== undefined && connection !== 'keep-alive') {
    if (connection !== 'close') for (const t of connectionTokens(connection)) delete h[t];
    delete h.connection;
  }
  if (h['keep-alive'] !== undefined) delete h['keep-alive'];
  if (h['proxy-connection'] !== undefined) delete h['proxy-connection'];
  if (h.upgrade !== undefined) delete h.upgrade;
  if (h.te !== undefined) delete h.te;
  if (h.trailer !== undefined) delete h.trailer;
  if (h.expect !== undefined) delete h.expect;
}

/**
 * The platform's response headers as the browser gets them: a fresh object (kept in V8's fast mode,
 * unlike deleting from Node's) without hop-by-hop fields, with every Set-Cookie rewritten.
 */
function relayedHeaders(
  h: http.IncomingHttpHeaders,
  req: IncomingMessage,
  isSecure: (req: IncomingMessage) => boolean,
): http.OutgoingHttpHeaders {
  const out: http.OutgoingHttpHeaders = {};
  const connection = h.connection;
  const named = connection !== undefined && connection !== 'keep-alive' && connection !== 'close' ? connectionTokens(connection) : undefined;
  for (const k in h) {
    switch (k) {
      case 'connection':
      case 'keep-alive':
      case 'transfer-encoding':
      case 'proxy-connection':
      case 'upgrade':
      case 'te':
      case 'trailer':
        continue;
      case 'set-cookie': {
        const secure = isSecure(req);
        out[k] = h[k]!.map((c) => rewriteSetCookie(c, secure));
        continue;
      }
      default:
        if (named !== undefined && named.has(k)) continue;
        out[k] = h[k];
    }
  }
  return out;
}

function connectionTokens(connection: string): Set<string> {
  const named = new Set<string>();
  for (const token of connection.split(',')) {
    const t = token.trim().toLowerCase();
    if (t && t !== 'keep-alive' && t !== 'close' && t !== 'set-cookie' && t !== 'content-length') named.add(t);
  }
  return named;
}

function firstToken(v: string | string[]): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  if (s === undefined) return undefined;
  const comma = s.indexOf(',');
  return (comma < 0 ? s : s.slice(0, comma)).trim();
}

function emptyBody(): PassThrough {
  const s = new PassThrough();
  s.end();
  return s;
}

function decode(buf: Buffer, encoding: string | string[] | undefined, cb: (text: string | undefined) => void): void {
  const enc = (Array.isArray(encoding) ? encoding[0] : encoding)?.trim().toLowerCase();
  const done = (err: Error | null, out: Buffer) => cb(err ? undefined : out.toString('utf8'));
  if (!enc || enc === 'identity') return cb(buf.toString('utf8'));
  if (enc === 'gzip' || enc === 'x-gzip') return zlib.gunzip(buf, done);
  if (enc === 'deflate') return zlib.inflate(buf, (err, out) => (err ? zlib.inflateRaw(buf, done) : done(null, out)));
  if (enc === 'br') return zlib.brotliDecompress(buf, done);
  cb(undefined);
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  return out;
}
