import type { IncomingMessage, Server } from 'node:http';
import path from 'node:path';
import type { Express } from 'express';
import type { Logger } from 'pino';
import { createApiProxy, type ApiProxy } from './proxy/createApiProxy.js';
import { RECIPES } from '../../shared/session/compose/recipes.js';
import { NOSNIFF } from './proxy/answerHeaders.js';
import { isSecure } from './proxy/forwarded.js';
import { CLIENT_ADDRESS_HEADER } from '../../shared/contract/tenant.js';
import { loadAssetStore } from './assets/assetStore.js';
import { manifestMtime, readManifest } from './assets/manifest.js';
import { loadCdnStore } from './cdn/cdnStore.js';
import type { GatewayConfig } from './config.js';
import { watchPlatform, type PlatformHealth } from './health/platformHealth.js';
import { createReadiness, type Readiness } from './health/readiness.js';
import { compileTrust, parseHost, requestHost } from './host/parseHost.js';
import { clientAddress } from './http/clientAddress.js';
import { HSTS } from './http/hsts.js';
import { dropStalledWriters, type WriteTimeout } from './http/writeTimeout.js';
import { PERMISSIONS_POLICY } from './http/permissionsPolicy.js';
import { requestIdOf } from './http/requestId.js';
import { createAccessLogger, createLogger } from './logging/createLogger.js';
import { createMetrics } from './metrics/metrics.js';
import { createPageHandler } from './pages/pageHandler.js';
import { createOpsPipeline, createPipeline } from './pipeline.js';
import { composeStep } from './steps/compose.js';
import { createBrandResolver, type BrandResolver } from './platform/brandResolver.js';
import { createCheckCache, type CheckCache } from './platform/checkCache.js';
import { createPlatformClient, type PlatformClient } from './platform/platformClient.js';
import type { StepObserver } from './steps/step.js';

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
  /** Told each step a request passes (tests of the pipeline's order). */
  observeSteps?: StepObserver;
}

/**
 * The gateway: one Express application (`pipeline.ts`), so a Node request listener (`http.createServer(gateway)`,
 * `supertest(gateway)`) that never listens itself.
 */
export interface Gateway extends Express {
  /** Releases the proxy's and platform client's sockets and stops watching the platform. Does not close any server. */
  close(): Promise<void>;
  /** Prometheus text: the gateway's metrics (process metrics included) followed by the proxy's counters. */
  metrics(): Promise<string>;
  /** The metrics listener's application (main.ts, METRICS_PORT): /metrics without a token, and the probes. */
  readonly ops: Express;
  /** Readiness: `startDraining()` turns /readyz to 503 when shutdown begins. */
  readonly readiness: Readiness;
  /** Whether the platform answers (metrics and logs; not readiness). */
  readonly platformHealth: PlatformHealth;
  /** Counts `server`'s open connections in the metrics and drops its slow readers (WRITE_TIMEOUT_MS; main.ts passes its listener). */
  observeServer(server: Server): void;
  readonly brands: BrandResolver;
  /** The page guard's short login-check cache (forgotten by state-changing /api calls). */
  readonly sessions: CheckCache;
  /** The headers every answer carries (request id, nosniff, HSTS over HTTPS): for answers written outside it (the drain's 503). */
  everyAnswerHeaders(req: IncomingMessage): Record<string, string>;
}

export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Gateway {
  const upstreamUrl = config.upstreamUrl;
  if (!upstreamUrl)
    throw new Error('createGateway: config.upstreamUrl is required (main.ts starts the sandbox when UPSTREAM_URL is unset)');
  const logger = deps.logger ?? createLogger({ level: config.logLevel, instance: config.instanceId });
  const accessLogger = deps.accessLogger ?? deps.logger ?? createAccessLogger({ level: config.logLevel, instance: config.instanceId });
  const metrics = createMetrics();
  const trusted = compileTrust(config.trustProxy);
  const trustedReq = (req: IncomingMessage) => trusted(req.socket.remoteAddress);
  // The browser's address and whether it came over HTTPS, by the one TRUST_PROXY rule, for every part that asks.
  const addressOf = (req: IncomingMessage) => clientAddress(req, trusted);
  const secure = (req: IncomingMessage) => isSecure(req, trustedReq);
  /**
   * What every answer carries, whoever writes it (the pipeline's context step, the drain's 503): the request's id,
   * nosniff, the Permissions-Policy, and HSTS when the browser came over HTTPS. The /api proxy writes the id and
   * HSTS again with each answer's head.
   */
  const everyAnswerHeaders = (req: IncomingMessage): Record<string, string> => {
    const headers: Record<string, string> = {
      'x-request-id': requestIdOf(req),
      'x-content-type-options': NOSNIFF,
      'permissions-policy': PERMISSIONS_POLICY,
    };
    if (secure(req)) headers['strict-transport-security'] = HSTS;
    return headers;
  };

  // The proxy applies our TRUST_PROXY rule and counts per client the address the api step told the platform;
  // the context step writes the one access line per /api request.
  const proxy =
    deps.proxy ??
    createApiProxy({
      upstreamUrl,
      logger: logger.child({ component: 'proxy' }),
      trustProxy: trustedReq,
      clientAddress: (req) => String(req.headers[CLIENT_ADDRESS_HEADER] ?? req.socket.remoteAddress ?? ''),
      sessionCookie: config.sessionCookie,
      maxCallsPerSession: config.apiMaxCallsPerSession,
      maxCallsPerClient: config.apiMaxCallsPerClient,
      logRequests: false,
      strictTransportSecurity: HSTS,
    });
  const platform =
    deps.platform ??
    createPlatformClient({
      upstreamUrl,
      timeoutMs: config.checkTimeoutMs,
      onStaleConnection: () => metrics.platformStaleConnections.inc(),
    });
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
  if (!manifestState.ok)
    logger.warn({ reason: manifestState.reason }, 'no SPA build found: pages answer 503 until `npm run build` has run');

  const metricsText = async () => (await metrics.render()) + proxy.metrics();
  const readiness = createReadiness({
    assetsLoaded: () => manifestState.ok,
    onChange: (r) => metrics.ready.set(r.ready ? 1 : 0),
    onDraining: () => metrics.draining.set(1),
  });
  const platformHealth = watchPlatform({
    platform,
    timeoutMs: config.readyTimeoutMs,
    logger,
    onProbe: (p) => metrics.platformUp.set(p.ok ? 1 : 0),
  });
  const pages = createPageHandler({
    config,
    sessions,
    manifest: () => {
      refresh();
      return manifestState;
    },
    metrics,
    isSecure: secure,
    clientAddress: addressOf,
  });
  const hostOf = (req: IncomingMessage) => parseHost(requestHost(req, trusted), config.baseDomain);
  // A signed-in page's platform calls composed next to the platform (compose/README.md): `GET /bff/<recipe>`.
  const compose = composeStep({
    upstreamUrl,
    recipes: RECIPES,
    clientAddress: addressOf,
    isSecure: secure,
    forwardTestHeaders: config.sandboxTestHeaders,
    // The proxy's deadlines (its learned time-out map) and retry rule for a GET.
    ...(proxy.getPolicy ? { deadlineFor: (url: string) => proxy.getPolicy!.deadlineFor(url), retry: proxy.getPolicy.retry } : null),
    logger: logger.child({ component: 'compose' }),
  });
  const parts = {
    logger,
    accessLogger,
    metrics,
    trusted,
    everyAnswerHeaders,
    readiness,
    platformHealth,
    instance: config.instanceId,
    hostOf,
    brands,
    sessions,
    metricsToken: config.metricsToken,
    metricsText,
    assets: () => {
      refresh();
      return assetStore;
    },
    cdn: loadCdnStore(config.staticDir, { watch: watchBuild, logger }),
    proxy,
    clientAddress: addressOf,
    forwardTestHeaders: config.sandboxTestHeaders,
    pages,
    compose,
  };
  const app = createPipeline(parts, deps.observeSteps);
  /** The listeners' write time-outs (http/writeTimeout.ts), from observeServer. */
  const writeTimeouts: WriteTimeout[] = [];

  return Object.assign(app, {
    everyAnswerHeaders,
    brands,
    sessions,
    readiness,
    platformHealth,
    ops: createOpsPipeline(parts),
    metrics: metricsText,
    observeServer(server: Server) {
      metrics.setConnectionCounter(() => new Promise<number>((resolve) => server.getConnections((err, n) => resolve(err ? 0 : n))));
      writeTimeouts.push(dropStalledWriters(server, config.writeTimeoutMs, () => metrics.slowReadersDropped.inc()));
    },
    async close() {
      for (const w of writeTimeouts) w.stop();
      platformHealth.stop();
      platform.close();
      compose.close();
      await proxy.close();
    },
  });
}
