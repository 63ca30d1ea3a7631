import http from 'node:http';
import type { Logger } from 'pino';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type GatewayConfig, type RawEnv } from './config.js';
import { createGateway } from './createGateway.js';
import { createDrain } from './lifecycle/drain.js';
import { answerClientError, serverOptions } from './http/serverOptions.js';
import { createAccessLogger, createLogger } from './logging/createLogger.js';
import { createLogDestination } from './logging/logDestination.js';

/** What the sandbox platform's starter returns (scripts/sandbox/startSandbox.ts, another module). */
interface SandboxHandle {
  url: string;
  close(): Promise<void>;
}
type StartSandbox = (opts: { port?: number; host?: string; dataDir?: string; reset?: boolean; seed?: number; logger?: Logger; profile?: 'full' | 'spec' }) => Promise<SandboxHandle>;

export interface RunningGateway {
  url: string;
  metricsUrl: string | undefined;
  /** Drains (see lifecycle/drain.ts) and stops; `immediate` skips the pre-stop delay. */
  close(options?: { immediate?: boolean }): Promise<void>;
}

/** Longest time a request (head and body) may take to arrive; slow-client limits beyond this are sec's (issue 12). */
/**
 * Loads the config (exit 1 listing every bad value), starts the sandbox when UPSTREAM_URL is unset,
 * listens (main port, and the metrics/probe listener when METRICS_PORT is set), and drains on SIGTERM/SIGINT.
 */
export async function main(env: RawEnv = process.env): Promise<RunningGateway> {
  let config: GatewayConfig;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  // One asynchronous stdout stream for both loggers, written in batches and flushed on shutdown: synchronous
  // writes would put a write(2) on every request's path (logging/logDestination.ts).
  const destination = createLogDestination();
  const logger = createLogger({ level: config.logLevel, destination: destination.stream, instance: config.instanceId });
  const accessLogger = createAccessLogger({ level: config.logLevel, destination: destination.stream, instance: config.instanceId });

  let sandbox: SandboxHandle | undefined;
  if (!config.upstreamUrl) {
    // The only import of scripts/ from the gateway, and a dynamic one: production never loads it.
    const mod = (await import('../../scripts/sandbox/startSandbox.js')) as { startSandbox: StartSandbox };
    sandbox = await mod.startSandbox({
      ...(config.sandboxDataDir ? { dataDir: config.sandboxDataDir } : {}),
      reset: config.sandboxReset,
      profile: config.sandboxProfile,
      // Its log is where a tester reads the verification codes it "sends".
      logger: logger.child({ component: 'sandbox' }),
    });
    logger.info({ upstream: sandbox.url }, 'sandbox platform started (UPSTREAM_URL unset)');
    config = { ...config, upstreamUrl: sandbox.url };
  }

  const gateway = createGateway(config, { logger, accessLogger });
  const drain = createDrain({
    prestopDelayMs: config.prestopDelayMs,
    deadlineMs: config.shutdownTimeoutMs,
    logger,
    onDraining: () => gateway.readiness.startDraining(),
    answerHeaders: gateway.everyAnswerHeaders,
  });
  const server = http.createServer(serverOptions(config), drain.listener(gateway));
  drain.attach(server);
  gateway.observeServer(server);
  server.on('clientError', answerClientError);

  // The metrics listener: /metrics for a scraper, /livez and /readyz for probes (on the main port too).
  let metricsServer: http.Server | undefined;
  if (config.metricsPort) {
    metricsServer = http.createServer((req, res) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (gateway.health(req, res)) return;
      if (req.method === 'GET' && req.url === '/metrics') {
        gateway.metrics().then(
          (text) => {
            res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' });
            res.end(text);
          },
          (err: unknown) => {
            logger.error({ err }, 'metrics could not be collected');
            res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics unavailable\n');
          },
        );
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
    });
    await new Promise<void>((resolve, reject) => {
      metricsServer?.once('error', reject);
      metricsServer?.listen(config.metricsPort, config.metricsHost, () => resolve());
    });
    logger.info({ host: config.metricsHost, port: config.metricsPort }, 'metrics and probes listening');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.baseDomain}:${port}`;
  logger.info({ url, upstream: config.upstreamUrl, sandbox: !!sandbox, instance: config.instanceId }, 'gateway listening');

  let closing: Promise<void> | undefined;
  const close = (options: { immediate?: boolean } = {}): Promise<void> => {
    closing ??= (async () => {
      await drain.drain(options);
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      metricsServer?.closeAllConnections();
      await gateway.close();
      await sandbox?.close();
      logger.info('stopped');
      destination.flushSync();
    })();
    return closing;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    // SIGTERM (an orchestrator) gets the pre-stop delay; SIGINT (Ctrl-C at a terminal) stops at once,
    // still finishing in-flight requests.
    const immediate = signal === 'SIGINT';
    logger.info({ signal }, 'signal received');
    const budget = (immediate ? 0 : config.prestopDelayMs) + config.shutdownTimeoutMs + 3_000;
    const hardExit = setTimeout(() => process.exit(1), budget);
    hardExit.unref();
    close({ immediate }).then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  return { url, metricsUrl: metricsServer ? `http://${config.metricsHost}:${config.metricsPort}` : undefined, close };
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((err: unknown) => {
    process.stderr.write(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
