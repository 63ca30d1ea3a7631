/**
 * The portal's pieces as child processes on loopback, each logging to its own file: the sandbox platform and
 * gateways, startable, restartable (gracefully or by a crash) and stoppable. Used by the fleet (`startFleet.ts`)
 * and the soak (`scripts/soak/`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long a process may take to start: ≈ 1–2 s on a quiet machine, half a minute and more on a busy one. */
const START_BUDGET_MS = 120_000;

export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

export function httpStatus(url: string, timeoutMs = 1_000): Promise<number> {
  return new Promise((resolve) => {
    // https: the fleet's own self-signed certificate (options.tls).
    const get = url.startsWith('https:') ? https.get : http.get;
    const req = get(url, { agent: false, timeout: timeoutMs, rejectUnauthorized: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/** Checks `check` every 100 ms until it holds; fails when `proc` exits first or the time is up. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs: number,
  proc?: ChildProcess,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (proc && proc.exitCode !== null) throw new Error(`${what}: the process exited (${proc.exitCode})`);
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

const ENTRIES = {
  gateway: { compiled: 'dist/server/main.js', source: 'gateway/src/main.ts' },
  sandbox: { compiled: 'dist/server/sandbox.js', source: 'scripts/sandbox/main.ts' },
} as const;

/**
 * How a checkout runs a piece, as it deploys it: its compiled server (`npm run build`: dist/server/) with plain node,
 * else its TypeScript source through tsx (trees from before the compiled server, and `npm run dev`).
 */
export function entryArgs(root: string, piece: keyof typeof ENTRIES): string[] {
  const { compiled, source } = ENTRIES[piece];
  return existsSync(path.join(root, compiled)) ? [compiled] : ['--import', 'tsx', source];
}

/** Runs a piece of the checkout at `root` (`entryArgs`), its output appended to `logFile`. */
export function spawnNode(
  piece: keyof typeof ENTRIES,
  args: string[],
  env: Record<string, string>,
  logFile: string,
  root = ROOT,
): ChildProcess {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...entryArgs(root, piece), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  return child;
}

/** Sends `signal` and waits for the exit; the exit code (null when a signal ended it). */
export function stopProcess(proc: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  proc.kill(signal);
  return exited;
}

export interface SandboxProcess {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  readonly logFile: string;
  readonly proc: ChildProcess;
  /**
   * Stops the platform with `signal` (SIGKILL: a crash, nothing flushed) and starts it again on the same port and
   * data folder (its changes, sessions and idempotency keys kept), with `env` added for the new process.
   */
  restart(signal?: NodeJS.Signals, env?: Record<string, string>): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again after `stop` (an outage ended), on the same port and data folder. */
  start(): Promise<void>;
}

export interface SandboxProcessOptions {
  dataDir: string;
  logFile: string;
  /** Default: a free port. */
  port?: number;
  /** Start from the seed (the first start only; a restart keeps what was stored). */
  reset?: boolean;
  env?: Record<string, string>;
  /** The checkout to run (default: this one). */
  root?: string;
}

/** `npm run sandbox` as a child process; resolves once it answers. */
export async function startSandboxProcess(options: SandboxProcessOptions): Promise<SandboxProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let proc!: ChildProcess;
  const start = async (reset: boolean, env: Record<string, string>) => {
    const args = ['--port', String(port), '--data-dir', options.dataDir, ...(reset ? ['--reset'] : [])];
    proc = spawnNode('sandbox', args, { LOG_LEVEL: 'warn', ...options.env, ...env }, options.logFile, options.root);
    await waitFor('sandbox platform', async () => (await httpStatus(`${url}/__sandbox/health`)) === 200, START_BUDGET_MS, proc);
  };
  await start(options.reset ?? false, {});
  return {
    url,
    port,
    dataDir: options.dataDir,
    logFile: options.logFile,
    get proc() {
      return proc;
    },
    async restart(signal = 'SIGTERM', env = {}) {
      await stopProcess(proc, signal);
      await start(false, env);
    },
    async stop(signal = 'SIGTERM') {
      await stopProcess(proc, signal);
    },
    start: () => start(false, {}),
  };
}

export interface GatewayProcess {
  readonly instance: string;
  readonly port: number;
  readonly metricsPort: number;
  readonly logFile: string;
  /** SIGTERM, wait for a clean exit (code 0), start again on the same port, wait until it is ready. */
  restart(): Promise<{ exitCode: number | null; drainedMs: number }>;
  /** When the current process started listening (ms since epoch). */
  readonly startedAt: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface GatewayProcessOptions {
  instance: string;
  upstreamUrl: string;
  logFile: string;
  /** Extra environment (PRESTOP_DELAY_MS, SHUTDOWN_TIMEOUT_MS, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /**
   * 'ready' (default): wait until /readyz answers 200 (started, the build loaded, not draining); 'live': until
   * /livez does (serving, with or without a build).
   */
  waitUntil?: 'ready' | 'live';
  /** The checkout to run (default: this one). */
  root?: string;
}

/** `gateway/src/main.ts` as a child process in front of `upstreamUrl`. */
export async function startGatewayProcess(options: GatewayProcessOptions): Promise<GatewayProcess> {
  const port = await freePort();
  const metricsPort = await freePort();
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    UPSTREAM_URL: options.upstreamUrl,
    TRUST_PROXY: 'loopback',
    INSTANCE_ID: options.instance,
    METRICS_PORT: String(metricsPort),
    METRICS_HOST: '127.0.0.1',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const probe = `http://127.0.0.1:${metricsPort}/${options.waitUntil === 'live' ? 'livez' : 'readyz'}`;
  let proc!: ChildProcess;
  let startedAt = 0;
  const start = async () => {
    proc = spawnNode('gateway', [], env, options.logFile, options.root);
    await waitFor(`${options.instance} ready`, async () => (await httpStatus(probe)) === 200, START_BUDGET_MS, proc);
    startedAt = Date.now();
  };
  await start();
  return {
    instance: options.instance,
    port,
    metricsPort,
    logFile: options.logFile,
    get startedAt() {
      return startedAt;
    },
    async restart() {
      const t = performance.now();
      const exitCode = await stopProcess(proc, 'SIGTERM');
      const drainedMs = Math.round(performance.now() - t);
      await start();
      return { exitCode, drainedMs };
    },
    async stop(signal = 'SIGTERM') {
      await stopProcess(proc, signal);
    },
  };
}
