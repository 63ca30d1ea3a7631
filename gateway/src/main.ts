import http from 'node:http';
import type { Logger } from 'pino';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type GatewayConfig, type RawEnv } from './config.js';
import { createGateway, type GatewayDeps } from './createGateway.js';
import { createDrain } from './lifecycle/drain.js';
import { handleProcessFaults } from './lifecycle/processFaults.js';
import { requestIdOf } from './http/requestId.js';
import { answerClientError, serverOptions } from './http/serverOptions.js';
import { createAccessLogger, createLogger } from './logging/createLogger.js';
import { createLogDestination } from './logging/logDestination.js';

/** What the sandbox platform's starter returns (scripts/sandbox/startSandbox.ts, another module). */
interface SandboxHandle {
  url: string;
  close(): Promise<void>;
}
type StartSandbox = (opts: {
  port?: number;
  host?: string;
  dataDir?: string;
  reset?: boolean;
  seed?: number;
  logger?: Logger;
  profile?: 'full' | 'spec';
}) => Promise<SandboxHandle>;

export interface RunningGateway {
  url: string;
  metricsUrl: string | undefined;
  /** Drains (see lifecycle/drain.ts) and stops; `immediate` skips the pre-stop delay. */
  close(options?: { immediate?: boolean }): Promise<void>;
}

/** How often the gateway asks whether the platform answers, for its metrics and logs. */
const PLATFORM_PROBE_INTERVAL_MS = 5_000;

/**
 * Loads the config (exit 1 listing every bad value), starts the sandbox when UPSTREAM_URL is unset,
 * listens (main port, then the metrics/probe listener when METRICS_PORT is set), drains on SIGTERM/SIGINT and
 * exits 0, and on a process fault (uncaught exception, unhandled rejection) drains and exits 1.
 * `deps` replace parts of the gateway (tests).
 */
export async function main(env: RawEnv = process.env, deps: Pick<GatewayDeps, 'proxy' | 'platform'> = {}): Promise<RunningGateway> {
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

  const gateway = createGateway(config, { ...deps, logger, accessLogger });
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

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });

  // The metrics listener (after the main one: its /readyz must not say ready before the gateway listens): /metrics
  // for a scraper, /livez and /readyz for probes (on the main port too).
  let metricsServer: http.Server | undefined;
  if (config.metricsPort) {
    metricsServer = http.createServer(gateway.ops);
    await new Promise<void>((resolve, reject) => {
      metricsServer?.once('error', reject);
      metricsServer?.listen(config.metricsPort, config.metricsHost, () => resolve());
    });
    logger.info({ host: config.metricsHost, port: config.metricsPort }, 'metrics and probes listening');
  }

  // The platform's health for the metrics and the logs (not readiness: health/platformHealth.ts).
  gateway.platformHealth.watch(PLATFORM_PROBE_INTERVAL_MS);

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

  let faulted = false;
  /** Drains and exits with `code` (1 whenever a fault happened); a hard exit (1) if the drain takes longer than it may. */
  const stop = (code: 0 | 1, immediate: boolean): void => {
    if (code) faulted = true;
    const budget = (immediate ? 0 : config.prestopDelayMs) + config.shutdownTimeoutMs + 3_000;
    const hardExit = setTimeout(() => process.exit(1), budget);
    hardExit.unref();
    close({ immediate }).then(
      () => process.exit(faulted ? 1 : 0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // SIGTERM (an orchestrator) gets the pre-stop delay; SIGINT (Ctrl-C at a terminal) stops at once,
    // still finishing in-flight requests.
    logger.info({ signal }, 'signal received');
    stop(0, signal === 'SIGINT');
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  // A fault drains like SIGTERM (the balancer still needs the pre-stop delay to stop sending), then exits 1.
  const inFlightIds = () => {
    const { count, requests } = drain.requestsInFlight(20);
    return { count, ids: requests.map(requestIdOf) };
  };
  handleProcessFaults(logger, inFlightIds, () => {
    destination.flushSync();
    stop(1, false);
  });

  return { url, metricsUrl: metricsServer ? `http://${config.metricsHost}:${config.metricsPort}` : undefined, close };
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((err: unknown) => {
    process.stderr.write(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
