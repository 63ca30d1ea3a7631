import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { apiCallInfo, createApiProxy, type ApiProxy } from './proxy/createApiProxy.js';
import { loadAssetStore, type AssetStore } from './assets/assetStore.js';
import { manifestMtime, readManifest, type ManifestState } from './assets/manifest.js';
import { createCdnHandler } from './cdn/cdnHandler.js';
import type { GatewayConfig } from './config.js';
import { compileTrust, parseHost, requestHost } from './host/parseHost.js';
import { logRequest } from './http/accessLog.js';
import { contextOf, maybeContextOf, setContext } from './http/context.js';
import { HttpError, badHost, notFound, toHttpError } from './http/HttpError.js';
import { assignRequestId } from './http/requestId.js';
import { createAccessLogger, createLogger } from './logging/createLogger.js';
import { createGatewayCounters, createMetrics, statusClass, type GatewayCounters } from './metrics/metrics.js';
import { createPageHandler } from './pages/pageHandler.js';
import { renderErrorPage } from './pages/renderShell.js';
import { createBrandResolver, type BrandResolver } from './platform/brandResolver.js';
import { createPlatformClient, type PlatformClient } from './platform/platformClient.js';

export interface GatewayDeps {
  logger?: Logger;
  /** Where the one line per request goes; defaults to `logger` when that is given, else a lean access logger. */
  accessLogger?: Logger;
  /** Replaces the /api proxy (tests); defaults to createApiProxy against config.upstreamUrl. */
  proxy?: ApiProxy;
  platform?: PlatformClient;
  /** Clock for the brand cache (tests). */
  now?: () => number;
}

/** A Node request listener (`http.createServer(gateway)`, `supertest(gateway)`) that never listens itself. */
export interface Gateway {
  (req: IncomingMessage, res: ServerResponse): void;
  /** Releases the proxy's and platform client's sockets. Does not close any server. */
  close(): Promise<void>;
  /** Prometheus text: the gateway's counters followed by the proxy's. */
  metrics(): string;
  readonly brands: BrandResolver;
}

interface Parts {
  config: GatewayConfig;
  logger: Logger;
  accessLogger: Logger;
  counters: GatewayCounters;
  brands: BrandResolver;
  platform: PlatformClient;
  trusted: (remote: string | undefined) => boolean;
  assets: () => AssetStore;
  manifest: () => ManifestState;
  metricsText: () => string;
}

const isApiPath = (url: string | undefined): boolean => !!url && url.startsWith('/api/');

export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Gateway {
  const upstreamUrl = config.upstreamUrl;
  if (!upstreamUrl) throw new Error('createGateway: config.upstreamUrl is required (main.ts starts the sandbox when UPSTREAM_URL is unset)');
  const logger = deps.logger ?? createLogger({ level: config.logLevel });
  const accessLogger = deps.accessLogger ?? deps.logger ?? createAccessLogger({ level: config.logLevel });
  const registry = createMetrics();
  const counters = createGatewayCounters(registry);
  const trusted = compileTrust(config.trustProxy);
  // A variable (not a literal) so options a newer proxy understands pass through without breaking an older one:
  // the proxy applies our TRUST_PROXY rule, and the gateway writes the one access line per /api request itself.
  const proxyOptions = {
    upstreamUrl,
    logger: logger.child({ component: 'proxy' }),
    trustProxy: (req: IncomingMessage) => trusted(req.socket.remoteAddress),
    logRequests: false,
  };
  const proxy = deps.proxy ?? createApiProxy(proxyOptions);
  const platform = deps.platform ?? createPlatformClient({ upstreamUrl, timeoutMs: config.checkTimeoutMs });
  const brands = createBrandResolver({
    platform,
    ttlMs: config.brandCacheTtlMs,
    negativeTtlMs: config.brandNegativeTtlMs,
    ...(deps.now ? { now: deps.now } : {}),
    events: {
      onHit: () => counters.brandCacheHits.inc(),
      onLookup: (result) => counters.brandLookups.inc({ result }),
    },
  });

  // Build output: read once; outside production, re-read when manifest.json changes (npm run dev).
  const distDir = path.resolve(config.clientDistDir);
  let manifestState = readManifest(distDir);
  let assetStore = loadAssetStore(path.join(distDir, 'assets'));
  const watchBuild = config.nodeEnv !== 'production';
  let lastCheck = 0;
  const refresh = () => {
    if (!watchBuild) return;
    const t = Date.now();
    if (t - lastCheck < 500) return;
    lastCheck = t;
    if (manifestMtime(distDir) !== manifestState.mtimeMs) {
      manifestState = readManifest(distDir);
      assetStore = loadAssetStore(path.join(distDir, 'assets'));
      logger.info({ ok: manifestState.ok }, 'build output reloaded');
    }
  };
  if (!manifestState.ok) logger.warn({ reason: manifestState.reason }, 'no SPA build found: pages answer 503 until `npm run build` has run');

  const metricsText = () => registry.render() + proxy.metrics();
  const parts: Parts = {
    config,
    logger,
    accessLogger,
    counters,
    brands,
    platform,
    trusted,
    assets: () => {
      refresh();
      return assetStore;
    },
    manifest: () => {
      refresh();
      return manifestState;
    },
    metricsText,
  };
  const app = buildApp(parts);

  const listener = (req: IncomingMessage, res: ServerResponse): void => {
    assignRequestId(req, res);
    if (isApiPath(req.url)) {
      // Lean path: no Express, no page middleware. Only the Host is checked (cheap string work).
      logRequest(req, res, accessLogger, (status) => counters.requests.inc({ kind: 'api', status_class: statusClass(status) }), apiCallInfo);
      if (!parseHost(requestHost(req, trusted), config.baseDomain)) {
        const body = JSON.stringify({ error: 'bad_host', message: 'This host name is not served here.', requestId: req.headers['x-request-id'] });
        res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      proxy.handle(req, res);
      return;
    }
    app(req, res);
  };

  return Object.assign(listener, {
    brands,
    metrics: metricsText,
    async close() {
      platform.close();
      await proxy.close();
    },
  });
}

/* ------------------------------------------------------------------ steps */

function buildApp(parts: Parts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('trust proxy', (addr: string) => parts.trusted(addr));
  app.use(commonStep(parts));
  app.use(routesStep(parts));
  app.use(notFoundStep());
  app.use(errorStep(parts));
  return app;
}

/** Request id + context, per-request log line, helmet with a fresh CSP nonce, cookies. */
function commonStep(parts: Parts): RequestHandler[] {
  const context: RequestHandler = (req, res, next) => {
    const requestId = String(req.headers['x-request-id'] ?? '');
    setContext(req, { requestId, nonce: randomBytes(16).toString('base64') });
    logRequest(req, res, parts.accessLogger, (status) => parts.counters.requests.inc({ kind: 'web', status_class: statusClass(status) }));
    next();
  };
  const security = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${maybeContextOf(req)?.nonce ?? ''}'`],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
      },
    },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
  return [context, security, cookieParser()];
}

/** The Host decides everything below; refused hosts get a 400 that does not repeat them. */
function hostStep(parts: Parts): RequestHandler {
  return (req, _res, next) => {
    const host = parseHost(requestHost(req, parts.trusted), parts.config.baseDomain);
    if (!host) return next(badHost());
    contextOf(req).host = host;
    next();
  };
}

function routesStep(parts: Parts): RequestHandler[] {
  const healthz: RequestHandler = (req, res, next) => {
    if (req.path !== '/healthz') return next();
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  };
  const metrics: RequestHandler = (req, res, next) => {
    if (req.path !== '/metrics') return next();
    if (!bearerMatches(req.headers.authorization, parts.config.metricsToken)) return next(notFound());
    res.set({ 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' }).send(parts.metricsText());
  };
  const assets: RequestHandler = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(new HttpError(405, 'method_not_allowed', 'Only GET and HEAD are allowed here.', { Allow: 'GET, HEAD' }));
    const name = req.path.replace(/^\//, '');
    if (!parts.assets().serve(name, req, res)) next(notFound('No such asset.'));
  };
  const router = express.Router();
  router.use(healthz, metrics, hostStep(parts));
  router.use('/assets', assets);
  router.use('/cdn', createCdnHandler(parts.config.staticDir));
  router.use(
    createPageHandler({
      config: parts.config,
      brands: parts.brands,
      platform: parts.platform,
      manifest: parts.manifest,
      counters: parts.counters,
    }),
  );
  return [router];
}

function notFoundStep(): RequestHandler {
  return (_req, _res, next) => next(notFound());
}

const wantsJson = (req: Request): boolean =>
  req.path.startsWith('/api/') || req.path === '/metrics' || req.path === '/healthz' || req.accepts(['html', 'json']) === 'json';

/** The one error handler: HttpError → JSON {error, message, requestId} or a plain HTML page; never a stack. */
function errorStep(parts: Parts): ErrorRequestHandler {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const httpError = toHttpError(err);
    const requestId = String(req.headers['x-request-id'] ?? '');
    if (httpError.status >= 500 && !(err instanceof HttpError)) parts.logger.error({ reqId: requestId, err }, 'unhandled error');
    else if (httpError.status >= 500) parts.logger.warn({ reqId: requestId, code: httpError.code }, httpError.message);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(httpError.status).set({ 'Cache-Control': 'no-store', ...httpError.headers });
    if (wantsJson(req)) {
      res.json({ error: httpError.code, message: httpError.message, requestId });
      return;
    }
    const title = httpError.status === 404 ? 'Page Not Found' : httpError.status >= 500 ? 'Service Unavailable' : 'Bad Request';
    res.type('html').send(renderErrorPage({ status: httpError.status, title, message: httpError.message, requestId }));
  };
}

function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header) return false;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!m?.[1]) return false;
  const a = Buffer.from(m[1]);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}
