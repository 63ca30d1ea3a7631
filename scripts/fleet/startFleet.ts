/**
 * A fleet on loopback, as an operator runs one (deploy/README.md): the sandbox platform, N gateways
 * (`UPSTREAM_URL` at it) and Debian's nginx with the shipped `deploy/nginx/portal.conf.template`, filled
 * in for ports this picks. Every piece is its own process; logs go to files in a temp directory.
 * Used by the fleet test (`npm run test:fleet`) and the benchmark (`npm run bench:fleet`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, chmodSync, closeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ROOT,
  freePort,
  httpStatus,
  startGatewayProcess,
  startSandboxProcess,
  stopProcess,
  waitFor,
  type GatewayProcess,
  type SandboxProcess,
} from './processes.js';

export { ROOT, freePort } from './processes.js';
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy/nginx/portal.conf.template');
const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Fills `${NAME}` placeholders; every placeholder must have a value and every value a placeholder. */
export function renderTemplate(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const out = template.replace(/\$\{([A-Z0-9_]+)\}/g, (_m, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`template needs \${${name}}`);
    used.add(name);
    return v;
  });
  const unused = Object.keys(values).filter((k) => !used.has(k));
  if (unused.length) throw new Error(`template has no place for ${unused.join(', ')}`);
  return out;
}

/**
 * The shipped server block terminating TLS with HTTP/2 (nginx 1.22's spelling, `listen … ssl http2`; from 1.25.1
 * `http2 on;`), with a self-signed certificate for localhost and its subdomains made in `dir`.
 */
function withTls(site: string, dir: string): string {
  const cert = path.join(dir, 'portal.crt');
  const key = path.join(dir, 'portal.key');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost',
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0)
    throw new Error(`openssl could not make the fleet's certificate (apt-get install openssl): ${made.stderr ?? made.error?.message}`);
  chmodSync(key, 0o644); // read by nginx's workers too
  const listen = /^(\s*listen\s+\S+\s+default_server);$/m;
  if (!listen.test(site)) throw new Error(`no 'listen … default_server;' line in ${NGINX_TEMPLATE} to add TLS to`);
  return site.replace(listen, `$1 ssl http2;\n    ssl_certificate ${cert};\n    ssl_certificate_key ${key};`);
}

/** A gateway of the fleet (its process: `processes.ts`). */
export type FleetGateway = GatewayProcess;

export interface Fleet {
  dir: string;
  /** nginx's port on 127.0.0.1; browsers use `http://demo.localhost:<port>` (`https://` with `tls`). */
  port: number;
  sandboxUrl: string;
  /** The platform's process: stopped (an outage) and started again on the same port with the same data. */
  platform: { stop(): Promise<void>; start(): Promise<void> };
  gateways: FleetGateway[];
  /** nginx's access log: `<status> <upstream_addr> <upstream_status> <method> <uri>` per line. */
  accessLog(): string[];
  /** The access log's file (for reading only what was added since). */
  accessLogFile: string;
  /** nginx's error log (why it answered 502, which upstream it marked down). */
  errorLog(): string;
  stop(): Promise<void>;
}

export interface FleetOptions {
  /** 1 or 2 (the shipped config has two upstream servers; with one gateway both point at it). */
  gateways?: 1 | 2;
  /** Extra gateway environment (PRESTOP_DELAY_MS, SHUTDOWN_TIMEOUT_MS, LOG_LEVEL, …). */
  gatewayEnv?: Record<string, string>;
  /** nginx worker processes (default 2). */
  nginxWorkers?: number;
  /**
   * nginx terminates TLS with HTTP/2, as the TLS terminator in front of the portal does (deploy/README.md "TLS
   * termination"), with a self-signed certificate for localhost made here (Debian's openssl).
   */
  tls?: boolean;
  /**
   * The checkout whose gateway and sandbox run (default: this one), built: its compiled server when it has one
   * (dist/server), else its sources through tsx, as trees before the compiled server ran them.
   */
  root?: string;
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(
      `nginx was not found at ${NGINX_BIN}: install Debian's nginx (sudo apt-get install nginx-light or nginx), or set NGINX_PATH. .ci/run installs it.`,
    );
  }
  const root = options.root ?? ROOT;
  // As production runs them: this checkout's compiled gateway and sandbox (npm run build), plain node.
  for (const built of ['dist/client/manifest.json', ...(options.root ? [] : ['dist/server/main.js', 'dist/server/sandbox.js'])]) {
    if (!existsSync(path.join(root, built)))
      throw new Error(`${path.join(root, built)} is missing: run \`npm run build\` first (\`npm test\` does).`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'card-portal-fleet-'));
  let sandbox: SandboxProcess | null = null;
  const gateways: FleetGateway[] = [];
  let nginx: ChildProcess | null = null;
  /** SIGTERM to every piece still running, SIGKILL to any still running 15 s later. */
  const stopAll = async (signal: NodeJS.Signals) => {
    const stops = [...gateways.map((g) => g.stop(signal)), sandbox?.stop(signal), nginx ? stopProcess(nginx, signal) : undefined];
    const hard = setTimeout(() => void stopAll('SIGKILL'), 15_000);
    await Promise.all(stops);
    clearTimeout(hard);
  };

  try {
    // The platform: one process for the whole fleet (sessions live there, not in the gateways).
    const platform = await startSandboxProcess({
      dataDir: path.join(dir, 'sandbox'),
      reset: true,
      logFile: path.join(dir, 'sandbox.log'),
      root,
    });
    sandbox = platform;
    const sandboxUrl = platform.url;

    const count = options.gateways ?? 2;
    for (let i = 1; i <= count; i++) {
      const instance = `gateway-${i}`;
      gateways.push(
        await startGatewayProcess({
          instance,
          upstreamUrl: sandboxUrl,
          logFile: path.join(dir, `${instance}.log`),
          env: options.gatewayEnv ?? {},
          root,
        }),
      );
    }

    const port = await freePort();
    const nginxDir = path.join(dir, 'nginx');
    for (const sub of ['', 'body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
      mkdirSync(path.join(nginxDir, sub), { recursive: true });
      chmodSync(path.join(nginxDir, sub), 0o777); // workers run as nobody when the test runs as root
    }
    chmodSync(dir, 0o755);
    const upstreams = gateways.map((g) => `127.0.0.1:${g.port}`);
    const site = renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      GATEWAY_1: upstreams[0]!,
      GATEWAY_2: upstreams[1] ?? upstreams[0]!,
      PORTAL_PORT: `127.0.0.1:${port}`,
    });
    writeFileSync(path.join(nginxDir, 'portal.conf'), options.tls ? withTls(site, nginxDir) : site);
    // The main file the distribution would provide; only paths and logging are the test's own.
    writeFileSync(
      path.join(nginxDir, 'nginx.conf'),
      [
        `worker_processes ${options.nginxWorkers ?? 2};`,
        `pid ${nginxDir}/nginx.pid;`,
        `error_log ${nginxDir}/error.log warn;`,
        'events { worker_connections 4096; }',
        'http {',
        "  log_format fleet '$status $upstream_addr $upstream_status $request_method $uri';",
        `  access_log ${nginxDir}/access.log fleet;`,
        `  client_body_temp_path ${nginxDir}/body;`,
        `  proxy_temp_path ${nginxDir}/proxy;`,
        `  fastcgi_temp_path ${nginxDir}/fastcgi;`,
        `  uwsgi_temp_path ${nginxDir}/uwsgi;`,
        `  scgi_temp_path ${nginxDir}/scgi;`,
        `  include ${nginxDir}/portal.conf;`,
        '}',
        '',
      ].join('\n'),
    );
    const conf = path.join(nginxDir, 'nginx.conf');
    const check = spawnSync(NGINX_BIN, ['-t', '-q', '-p', nginxDir, '-c', conf, '-e', path.join(nginxDir, 'error.log')], {
      encoding: 'utf8',
    });
    if (check.status !== 0) throw new Error(`nginx -t refused the config:\n${check.stderr}`);
    const nginxLog = openSync(path.join(dir, 'nginx.log'), 'a');
    const started = spawn(NGINX_BIN, ['-p', nginxDir, '-c', conf, '-e', path.join(nginxDir, 'error.log'), '-g', 'daemon off;'], {
      stdio: ['ignore', nginxLog, nginxLog],
    });
    nginx = started;
    closeSync(nginxLog);
    await waitFor(
      'nginx',
      async () => (await httpStatus(`${options.tls ? 'https' : 'http'}://127.0.0.1:${port}/livez`)) === 200,
      15_000,
      started,
    );

    return {
      dir,
      port,
      sandboxUrl,
      platform: { stop: () => platform.stop(), start: () => platform.start() },
      gateways,
      accessLog: () => readFileSync(path.join(nginxDir, 'access.log'), 'utf8').split('\n').filter(Boolean),
      accessLogFile: path.join(nginxDir, 'access.log'),
      errorLog: () => readFileSync(path.join(nginxDir, 'error.log'), 'utf8'),
      async stop() {
        await stopAll('SIGTERM');
        if (!process.env.FLEET_KEEP) rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await stopAll('SIGKILL');
    throw err;
  }
}
