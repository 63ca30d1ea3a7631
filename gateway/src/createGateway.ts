import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import { fillApiCallInfo } from './proxy/apiCall.js';
import { createApiProxy, type ApiProxy } from './proxy/createApiProxy.js';
import { RECIPES } from '../../shared/session/compose/recipes.js';
import { createComposeStep } from './compose/composeStep.js';
import { NOSNIFF } from './proxy/answerHeaders.js';
import { isSecure } from './proxy/forwarded.js';
import { sendProxyError } from './proxy/proxyError.js';
import { CLIENT_ADDRESS_HEADER } from '../../shared/contract/tenant.js';
import { loadAssetStore, type AssetStore } from './assets/assetStore.js';
import { sendEncoded } from './assets/encodedFile.js';
import { manifestMtime, readManifest } from './assets/manifest.js';
import { createCdnHandler } from './cdn/cdnHandler.js';
import { loadCdnStore, type CdnStore } from './cdn/cdnStore.js';
import type { GatewayConfig } from './config.js';
import { createReadiness, serveHealth, type Readiness } from './health/readiness.js';
import { compileTrust, parseHost, requestHost, type HostInfo, type TrustFn } from './host/parseHost.js';
import { createAccessLog, type AccessEntry } from './http/accessLog.js';
import { createApiPath } from './http/apiPath.js';
import { clientAddress } from './http/clientAddress.js';
import { HSTS } from './http/hsts.js';
import { contextOf, maybeContextOf, setContext, type RequestContext } from './http/context.js';
import { HttpError, badHost, notFound } from './http/HttpError.js';
import { nextNonce } from './http/randomPool.js';
import { assignRequestId, requestIdOf } from './http/requestId.js';
import { createSecurityHeaders, type SecurityHeaders } from './http/securityHeaders.js';
import { sendError } from './http/sendError.js';
import { createStaticLookup } from './http/staticLookup.js';
import { startTrace } from './http/traceContext.js';
import { createAccessLogger, createLogger } from './logging/createLogger.js';
import { createMetrics } from './metrics/metrics.js';
import { createApiFamilies, requestKind, type RequestKind } from './metrics/routeFamily.js';
import { createPageHandler, hostKeyOf, isRoutePage, type PageContext, type PageHandler } from './pages/pageHandler.js';
import { createBrandResolver, type BrandResolver } from './platform/brandResolver.js';
import { createCheckCache, type CheckCache } from './platform/checkCache.js';
import { createPlatformClient, type PlatformClient } from './platform/platformClient.js';

export interface GatewayDeps {
  /** The general logger; its base should name the instance (main.ts sets `instance`). */
  logger?: Logger;
  /** Where the one line per request goes; defaults to `logger` when that is given, else a lean access logger. */
  accessLogger?: Logger;
  /** Replaces the /api proxy (tests); defaults to createApiProxy against config.upstreamUrl. */
  proxy?: ApiProxy;
  platform?: PlatformClient;
  /** Clock for the brand cache and the login-check cache (tests). */
  now?: () => number;
}

/** A Node request listener (`http.createServer(gateway)`, `supertest(gateway)`) that never listens itself. */
export interface Gateway {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Releases the proxy's and platform client's sockets. Does not close any server. */
  close(): Promise<void>;
  /** Prometheus text: the gateway's metrics (process metrics included) followed by the proxy's counters. */
  metrics(): Promise<string>;
  /** Answers /livez, /readyz and /healthz; false for any other path (main.ts's metrics listener uses it). */
  health(req: IncomingMessage, res: ServerResponse): boolean;
  /** Readiness: `startDraining()` turns /readyz to 503 when shutdown begins. */
  readonly readiness: Readiness;
  /** Counts `server`'s open connections in the metrics (main.ts passes its listener). */
  observeServer(server: Server): void;
  readonly brands: BrandResolver;
  /** The page guard's short login-check cache (forgotten by state-changing /api calls). */
  readonly sessions: CheckCache;
  /** The headers every answer carries (request id, nosniff, HSTS over HTTPS): for answers written outside it (the drain's 503). */
  everyAnswerHeaders(req: IncomingMessage): Record<string, string>;
}

interface Parts {
  config: GatewayConfig;
  logger: Logger;
  trusted: TrustFn;
  /** The request's Host per TRUST_PROXY and BASE_DOMAIN; null when it is not served here. */
  hostOf: (req: IncomingMessage) => HostInfo | null;
  security: SecurityHeaders;
  assets: () => AssetStore;
  cdn: CdnStore;
  pages: PageHandler;
  metricsText: () => Promise<string>;
}

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A request the access line and metrics follow: its kind, and for /api the Host as the lean path parsed it. */
interface Observed extends AccessEntry {
  readonly kind: RequestKind;
  apiHost: HostInfo | null | undefined;
}

/** The brand a request was for, for its access line: the client label of its Host. */
const brandOf = (host: HostInfo | null | undefined): string | undefined => (host?.kind === 'client' && host.label ? host.label : undefined);

export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Gateway {
  const upstreamUrl = config.upstreamUrl;
  if (!upstreamUrl) throw new Error('createGateway: config.upstreamUrl is required (main.ts starts the sandbox when UPSTREAM_URL is unset)');
  const logger = deps.logger ?? createLogger({ level: config.logLevel, instance: config.instanceId });
  const accessLogger = deps.accessLogger ?? deps.logger ?? createAccessLogger({ level: config.logLevel, instance: config.instanceId });
  const metrics = createMetrics();
  const trusted = compileTrust(config.trustProxy);
  const trustedReq = (req: IncomingMessage) => trusted(req.socket.remoteAddress);
  /**
   * What every answer carries, whoever writes it (probes, /api, Express, the drain's 503): the request's id,
   * nosniff, and HSTS when the browser came over HTTPS. The /api proxy writes the same with each answer's head.
   */
  const everyAnswerHeaders = (req: IncomingMessage): Record<string, string> => {
    // Lower case, as the proxy's own answers spell them: merged into one head, a name must not come twice.
    const headers: Record<string, string> = { 'x-request-id': requestIdOf(req), 'x-content-type-options': NOSNIFF };
    if (isSecure(req, trustedReq)) headers['strict-transport-security'] = HSTS;
    return headers;
  };

  // The proxy applies our TRUST_PROXY rule and counts per client the address the API path told the platform;
  // the gateway writes the one access line per /api request itself.
  const proxy =
    deps.proxy ??
    createApiProxy({
      upstreamUrl,
      logger: logger.child({ component: 'proxy' }),
      trustProxy: trustedReq,
      clientAddress: (req) => String(req.headers[CLIENT_ADDRESS_HEADER] ?? req.socket.remoteAddress ?? ''),
      maxCallsPerClient: config.apiMaxCallsPerClient,
      logRequests: false,
      // The proxy writes the answer headers every answer carries (everyAnswerHeaders) with each answer's head.
      strictTransportSecurity: HSTS,
    });
  const platform = deps.platform ?? createPlatformClient({ upstreamUrl, timeoutMs: config.checkTimeoutMs });
  const brands = createBrandResolver({
    platform,
    ttlMs: config.brandCacheTtlMs,
    negativeTtlMs: config.brandNegativeTtlMs,
    staleIfErrorMs: config.brandStaleIfErrorMs,
    ...(deps.now ? { now: deps.now } : {}),
    events: {
      onHit: () => metrics.brandCacheHits.inc(),
      onLookup: (result) => metrics.brandLookups.inc({ result }),
      onStale: () => metrics.brandStaleServed.inc(),
    },
  });

  const sessions = createCheckCache({ platform, ttlMs: config.checkCacheTtlMs, ...(deps.now ? { now: deps.now } : {}) });
  const security = createSecurityHeaders();

  // Build output: read once; outside production, re-read when manifest.json changes (npm run dev).
  const distDir = path.resolve(config.clientDistDir);
  let manifestState = readManifest(distDir);
  let assetStore = loadAssetStore(path.join(distDir, 'assets'), security.forFiles);
  const watchBuild = config.nodeEnv !== 'production';
  let lastCheck = 0;
  const refresh = () => {
    if (!watchBuild) return;
    const t = Date.now();
    if (t - lastCheck < 500) return;
    lastCheck = t;
    if (manifestMtime(distDir) !== manifestState.mtimeMs) {
      manifestState = readManifest(distDir);
      assetStore = loadAssetStore(path.join(distDir, 'assets'), security.forFiles);
      logger.info({ ok: manifestState.ok }, 'build output reloaded');
    }
  };
  if (!manifestState.ok) logger.warn({ reason: manifestState.reason }, 'no SPA build found: pages answer 503 until `npm run build` has run');

  const metricsText = async () => (await metrics.render()) + proxy.metrics();
  const readiness = createReadiness({
    platform,
    assetsLoaded: () => manifestState.ok,
    timeoutMs: config.readyTimeoutMs,
    onChange: (r) => metrics.ready.set(r.ready ? 1 : 0),
    onDraining: () => metrics.draining.set(1),
  });
  const health = (req: IncomingMessage, res: ServerResponse) => serveHealth(req, res, readiness, config.instanceId);
  const assets = () => {
    refresh();
    return assetStore;
  };
  const cdn = loadCdnStore(config.staticDir, security.forFiles, { watch: watchBuild, logger });
  const pages = createPageHandler({
    config,
    brands,
    sessions,
    manifest: () => {
      refresh();
      return manifestState;
    },
    metrics,
    isSecure: (req) => isSecure(req, trustedReq),
    clientAddress: (req) => clientAddress(req, trusted),
  });
  const hostOf = (req: IncomingMessage) => parseHost(requestHost(req, trusted), config.baseDomain);
  const app = buildApp({ config, logger, trusted, hostOf, security, assets, cdn, pages, metricsText });
  const staticFile = createStaticLookup({ assets, cdn });

  /**
   * The lean page path: a GET/HEAD of a route-table path, without Express (issue 21: router, helmet and
   * cookie-parser were ≈ 11 % of a /login profile). Express's steps in the same order: context, security
   * headers, Host, page; errors to the one responder.
   */
  const page = (req: IncomingMessage, res: ServerResponse): void => {
    const ctx = startContext(req, res, security);
    const host = hostOf(req);
    if (!host) return sendError(req, res, badHost(), logger);
    ctx.host = host;
    // The same object the access line reads (the page handler names the route family on it).
    try {
      pages(req, res, ctx as PageContext)?.catch((err: unknown) => sendError(req, res, err, logger));
    } catch (err) {
      sendError(req, res, err, logger);
    }
  };
  const apiPath = createApiPath({ brands, proxy, answerHeaders: everyAnswerHeaders, clientAddress: (req) => clientAddress(req, trusted), forwardTestHeaders: config.sandboxTestHeaders });
  // A signed-in page's platform calls composed next to the platform (compose/README.md): `GET /bff/<recipe>`.
  const compose = createComposeStep({
    upstreamUrl,
    recipes: RECIPES,
    brands,
    hostOf,
    clientAddress: (req) => clientAddress(req, trusted),
    isSecure: (req) => isSecure(req, trustedReq),
    answerHeaders: everyAnswerHeaders,
    forwardTestHeaders: config.sandboxTestHeaders,
    // The proxy's deadlines (its learned time-out map) and retry rule for a GET.
    ...(proxy.getPolicy ? { deadlineFor: (url: string) => proxy.getPolicy!.deadlineFor(url), retry: proxy.getPolicy.retry } : null),
    logger: logger.child({ component: 'compose' }),
  });

  const apiFamily = createApiFamilies();
  /** The access line and the request metrics, for every request (written when the answer ends). */
  const observe = createAccessLog<Observed>(accessLogger, {
    fill(e, res, line) {
      line.brand = brandOf(e.kind === 'api' || e.kind === 'bff' ? e.apiHost : maybeContextOf(e.req)?.host);
      if (e.kind === 'api') fillApiCallInfo(res, line);
    },
    done(e, line, seconds) {
      const kind = e.kind;
      let family: string = kind;
      if (kind === 'api') {
        family = apiFamily(e.req.url ?? '/', line.status);
        const one = [family];
        if (line.attempts) metrics.upstreamAttempts.inc(family, one, line.attempts);
        if (line.upstreamMs != null) metrics.upstreamDuration.observe(family, one, line.upstreamMs / 1000);
      } else if (kind === 'bff') family = composeFamily(e.req.url);
      else if (kind === 'page') family = maybeContextOf(e.req)?.family ?? 'page';
      // Series keys: the label values joined by a character none of them holds.
      const code = String(line.status);
      const byKind = `${kind}\n${family}`;
      metrics.requests.inc(`${byKind}\n${code}`, [kind, family, code]);
      metrics.duration.observe(byKind, [kind, family], seconds);
    },
  });

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    // Kept from a trusted proxy only: its X-Request-Id (so its log lines join ours) and its trace.
    const fromTrustedProxy = trusted(req.socket.remoteAddress);
    assignRequestId(req, fromTrustedProxy);
    startTrace(req, fromTrustedProxy);
    const kind = requestKind(req.url);
    const entry: Observed = { req, client: clientAddress(req, trusted), level: kind === 'health' ? 'debug' : 'info', started: process.hrtime.bigint(), kind, apiHost: undefined };
    observe(res, entry);
    if (kind === 'api') {
      // Lean path: no Express, no page middleware (http/apiPath.ts), and the answer headers go with each answer's
      // head (set here ahead of it, node:http would copy every header of the head once more). The Host first.
      const apiHost = (entry.apiHost = hostOf(req));
      if (!apiHost) return sendProxyError(res, 400, 'bad_host', 'This host name is not served here.', requestIdOf(req), everyAnswerHeaders(req));
      if (!SAFE_METHODS.has(req.method ?? '')) {
        // A logout (or any change) through this gateway: no page load may be let in on a login check from before it.
        const key = hostKeyOf(apiHost);
        const cookie = req.headers.cookie;
        sessions.invalidate(key, cookie);
        res.once('close', () => sessions.invalidate(key, cookie));
      }
      apiPath(req, res, apiHost);
      return;
    }
    if (kind === 'bff') {
      // The compose step writes the answer headers with each answer's head, as the /api path does.
      entry.apiHost = hostOf(req);
      compose(req, res, (err) => (err ? sendError(req, res, err, logger) : app(req, res)));
      return;
    }
    const headers = everyAnswerHeaders(req);
    for (const name in headers) res.setHeader(name, headers[name]!);
    // Probes: any Host (not brand-routed), no Express.
    if (kind === 'health' && health(req, res)) return;
    // Lean file path: an /assets or /cdn file held in memory, answered with its precomputed headers.
    const file = kind === 'assets' || kind === 'cdn' ? staticFile(req) : undefined;
    if (file && hostOf(req)) return sendEncoded(file, req, res);
    if (kind === 'page' && (req.method === 'GET' || req.method === 'HEAD') && isRoutePage(req.url)) return page(req, res);
    app(req, res);
  };

  return Object.assign(listener, {
    everyAnswerHeaders,
    brands,
    sessions,
    readiness,
    health,
    metrics: metricsText,
    observeServer(server: Server) {
      metrics.setConnectionCounter(() => new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n))));
    },
    async close() {
      platform.close();
      compose.close();
      await proxy.close();
    },
  });
}

/* ------------------------------------------------------------------ steps */

function buildApp(parts: Parts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', (addr: string, hop: number) => parts.trusted(addr, hop));
  app.use(commonStep(parts));
  app.use(routesStep(parts));
  app.use(notFoundStep());
  app.use(errorStep(parts));
  return app;
}

/**
 * A page-path request's context (id, trace, CSP nonce) and the security headers with that nonce: the lean page path
 * and Express's common step alike. The access line is the listener's.
 */
function startContext(req: IncomingMessage, res: ServerResponse, security: SecurityHeaders): RequestContext {
  const traceparent = req.headers.traceparent;
  const ctx: RequestContext = { requestId: String(req.headers['x-request-id'] ?? ''), traceparent: typeof traceparent === 'string' ? traceparent : '', nonce: nextNonce() };
  setContext(req, ctx);
  security.applyPage(res, ctx.nonce);
  return ctx;
}

function commonStep(parts: Parts): RequestHandler {
  return (req, res, next) => {
    startContext(req, res, parts.security);
    next();
  };
}

/** The Host decides everything below; refused hosts get a 400 that does not repeat them. */
function hostStep(parts: Parts): RequestHandler {
  return (req, _res, next) => {
    const host = parts.hostOf(req);
    if (!host) return next(badHost());
    contextOf(req).host = host;
    next();
  };
}

function routesStep(parts: Parts): RequestHandler[] {
  const metrics: RequestHandler = async (req, res, next) => {
    if (req.path !== '/metrics') return next();
    if (!bearerMatches(req.headers.authorization, parts.config.metricsToken)) return next(notFound());
    const text = await parts.metricsText();
    res.set({ 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' }).send(text);
  };
  // Files the lean path answered never get here; what does is served from the same store, or refused.
  const assets: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(new HttpError(405, 'method_not_allowed', 'Only GET and HEAD are allowed here.', { Allow: 'GET, HEAD' }));
    const file = parts.assets().get(req.path.replace(/^\//, ''));
    if (!file) return next(notFound('No such asset.'));
    sendEncoded(file, req, res);
  };
  const pages: RequestHandler = (req, res, next) => {
    const ctx = contextOf(req);
    if (!ctx.host) throw new Error('host step did not run');
    parts.pages(req, res, ctx as PageContext)?.catch(next);
  };
  const router = express.Router();
  router.use(metrics, hostStep(parts));
  router.use('/assets', assets);
  router.use('/cdn', createCdnHandler(parts.cdn));
  router.use(pages);
  return [router];
}

function notFoundStep(): RequestHandler {
  return (_req, _res, next) => next(notFound());
}

/** The one error handler (http/sendError.ts): HttpError → JSON {error, message, requestId} or a plain HTML page. */
function errorStep(parts: Parts): ErrorRequestHandler {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => sendError(req, res, err, parts.logger);
}

/** A composed page's metrics family: its recipe's name (a fixed few), else 'other'. */
function composeFamily(url: string | undefined): string {
  const u = url ?? '';
  const q = u.indexOf('?');
  const name = u.slice('/bff/'.length, q < 0 ? undefined : q);
  return RECIPES.has(name) ? `bff:${name}` : 'other';
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!m?.[1]) return false;
  const a = Buffer.from(m[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
