import http from 'node:http';
import type { Socket } from 'node:net';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig, type GatewayConfig, type RawEnv } from './config.js';
import { createGateway } from './createGateway.js';
import pino from 'pino';
import { createAccessLogger, createLogger } from './logging/createLogger.js';

/** What the sandbox platform's starter returns (scripts/sandbox/startSandbox.ts, another module). */
interface SandboxHandle {
  url: string;
  close(): Promise<void>;
}
type StartSandbox = (opts: { port?: number; host?: string; dataDir?: string; reset?: boolean; seed?: number }) => Promise<SandboxHandle>;

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

/**
 * Loads the config (exit 1 listing every bad value), starts the sandbox when UPSTREAM_URL is unset,
 * listens, and shuts down gracefully on SIGTERM/SIGINT.
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
  // One asynchronous stdout stream for both loggers (flushed on shutdown): synchronous writes would put a
  // write(2) on every request's path.
  const destination = pino.destination({ dest: 1, sync: false });
  const logger = createLogger({ level: config.logLevel, destination });
  const accessLogger = createAccessLogger({ level: config.logLevel, destination });

  let sandbox: SandboxHandle | undefined;
  if (!config.upstreamUrl) {
    // The only import of scripts/ from the gateway, and a dynamic one: production never loads it.
    const mod = (await import('../../scripts/sandbox/startSandbox.js')) as { startSandbox: StartSandbox };
    sandbox = await mod.startSandbox({
      ...(config.sandboxDataDir ? { dataDir: config.sandboxDataDir } : {}),
      reset: config.sandboxReset,
    });
    logger.info({ upstream: sandbox.url }, 'sandbox platform started (UPSTREAM_URL unset)');
    config = { ...config, upstreamUrl: sandbox.url };
  }

  const gateway = createGateway(config, { logger, accessLogger });
  const server = http.createServer({ requestTimeout: 60_000, headersTimeout: 20_000 }, gateway);
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  let metricsServer: http.Server | undefined;
  if (config.metricsPort) {
    metricsServer = http.createServer((req, res) => {
      if (req.method === 'GET' && req.url === '/metrics') {
        res.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(gateway.metrics());
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
    });
    await new Promise<void>((resolve, reject) => {
      metricsServer?.once('error', reject);
      metricsServer?.listen(config.metricsPort, '127.0.0.1', () => resolve());
    });
    logger.info({ port: config.metricsPort }, 'metrics listening on 127.0.0.1');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.baseDomain}:${port}`;
  logger.info({ url, upstream: config.upstreamUrl, sandbox: !!sandbox }, 'gateway listening');

  let closing: Promise<void> | undefined;
  const close = (): Promise<void> => {
    closing ??= (async () => {
      logger.info('shutting down: no new connections, finishing in-flight requests');
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
      const hard = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), config.shutdownTimeoutMs).unref());
      const outcome = await Promise.race([drained.then(() => 'drained' as const), hard]);
      clearInterval(idleSweep);
      if (outcome === 'timeout') {
        logger.warn({ open: sockets.size }, 'shutdown time-out: closing remaining connections');
        server.closeAllConnections();
        for (const s of sockets) s.destroy();
      }
      await new Promise<void>((resolve) => (metricsServer ? metricsServer.close(() => resolve()) : resolve()));
      await gateway.close();
      await sandbox?.close();
      logger.info('stopped');
      destination.flushSync();
    })();
    return closing;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'signal received');
    const hardExit = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 2_000);
    hardExit.unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  return { url, close };
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().catch((err: unknown) => {
    process.stderr.write(`gateway failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
