import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The image without Docker (no engine on this machine): its runtime stage laid out in a temporary directory as
 * deploy/Dockerfile lays it out — production dependencies only (the lock file's non-dev packages, as
 * `npm ci --omit=dev` installs them), package.json, static/, dist/server and dist/client, no sources — and its
 * command run as the image runs it: `node dist/server/main.js`, plain node, the image's environment. Its HEALTHCHECK
 * command must pass, and so must the compose file's sandbox command. Needs `npm run build` (npm test runs it first).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(path.join(ROOT, 'deploy/Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
const jsonArray = (line: string | undefined): string[] => JSON.parse(line?.replace(/^.*?(\[.*\])\s*$/, '$1') ?? '[]') as string[];
/** The runtime stage's CMD and HEALTHCHECK command, and its ENV. */
const cmd = jsonArray(
  dockerfile
    .split('\n')
    .filter((l) => l.startsWith('CMD '))
    .at(-1),
);
const healthcheck = jsonArray(dockerfile.split('\n').find((l) => l.startsWith('HEALTHCHECK ')));
const imageEnv: Record<string, string> = Object.fromEntries(
  [...(dockerfile.split('\n').find((l) => l.startsWith('ENV ')) ?? '').matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]),
);

let app: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  for (const built of ['dist/server/main.js', 'dist/server/sandbox.js', 'dist/client/manifest.json']) {
    if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first (npm test does)`);
  }
  app = mkdtempSync(path.join(os.tmpdir(), 'card-portal-image-'));
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean; optional?: boolean }>;
  };
  mkdirSync(path.join(app, 'node_modules', '.bin'), { recursive: true });
  for (const [key, entry] of Object.entries(lock.packages)) {
    // Top-level packages only (nested ones travel inside them); dev ones are what --omit=dev leaves out.
    if (!key.startsWith('node_modules/') || key.slice(13).includes('node_modules/') || entry.dev) continue;
    const from = path.join(ROOT, key);
    if (!existsSync(from)) continue; // an optional package for another platform
    mkdirSync(path.dirname(path.join(app, key)), { recursive: true });
    symlinkSync(from, path.join(app, key), 'dir');
  }
  cpSync(path.join(ROOT, 'package.json'), path.join(app, 'package.json'));
  symlinkSync(path.join(ROOT, 'static'), path.join(app, 'static'), 'dir');
  mkdirSync(path.join(app, 'dist'));
  cpSync(path.join(ROOT, 'dist/server'), path.join(app, 'dist/server'), { recursive: true });
  symlinkSync(path.join(ROOT, 'dist/client'), path.join(app, 'dist/client'), 'dir');
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  if (app) rmSync(app, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

function get(port: number, urlPath: string, host = 'localhost'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { host }, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Plain node in the image's directory: no loader from the test runner's environment. */
function run(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string } {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('NODE_') && !k.startsWith('VITEST') && k !== 'TSX_TSCONFIG_PATH'),
  ) as Record<string, string>;
  const child = spawn(process.execPath, args, { cwd: app, env: { ...clean, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return { child, output: () => out };
}

describe('the image, run as deploy/Dockerfile runs it', () => {
  it('has no transpiler and no sources: tsx is not among its packages', () => {
    expect(existsSync(path.join(app, 'node_modules/tsx'))).toBe(false);
    expect(existsSync(path.join(app, 'node_modules/express'))).toBe(true);
    expect(existsSync(path.join(app, 'gateway'))).toBe(false);
    expect(cmd).toEqual(['node', 'dist/server/main.js']);
  });

  it('`node dist/server/main.js` starts with node alone (the embedded sandbox too, UPSTREAM_URL unset), passes its HEALTHCHECK, serves, and drains on SIGTERM', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      ...imageEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      SANDBOX_DATA_DIR: path.join(app, 'data/sandbox'),
      LOG_LEVEL: 'info',
    };
    expect(env.NODE_ENV).toBe('production');
    const gateway = run(cmd.slice(1), env);
    const exited = new Promise<number | null>((resolve) => gateway.child.once('exit', (code) => resolve(code)));
    await vi.waitFor(
      async () => {
        if (gateway.child.exitCode !== null) throw new Error(`the gateway exited (${gateway.child.exitCode}):\n${gateway.output()}`);
        expect((await get(port, '/livez')).status).toBe(200);
      },
      { timeout: 60_000, interval: 200 },
    );
    // The image's own health check, as Docker runs it inside the container.
    const check = spawnSync(
      healthcheck[0] === 'CMD' ? process.execPath : healthcheck[0]!,
      healthcheck.slice(healthcheck[0] === 'CMD' ? 2 : 1),
      { env: { PORT: String(port) }, timeout: 10_000 },
    );
    expect(check.status, String(check.stderr)).toBe(0);
    expect((await get(metricsPort, '/readyz')).status).toBe(200);
    const login = await get(port, '/login', 'demo.localhost');
    expect(login.status).toBe(200);
    expect(login.body).toContain('<title>');
    const brand = await get(port, '/api/brand/subdomain/demo', 'demo.localhost');
    expect(brand.status).toBe(200);
    gateway.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(gateway.output()).toContain('"msg":"stopped"');
  }, 90_000);

  it("the compose file's sandbox command starts the platform with node alone", async () => {
    const port = await freePort();
    const sandbox = run(['dist/server/sandbox.js'], {
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: String(port),
      SANDBOX_DATA_DIR: path.join(app, 'data/compose-sandbox'),
      LOG_LEVEL: 'warn',
    });
    await vi.waitFor(
      async () => {
        if (sandbox.child.exitCode !== null) throw new Error(`the sandbox exited (${sandbox.child.exitCode}):\n${sandbox.output()}`);
        // Any answer means it is up (compose's health check says the same): 403 here, no brand header.
        expect((await get(port, '/api/authentication/check')).status).toBe(403);
      },
      { timeout: 60_000, interval: 200 },
    );
    sandbox.child.kill('SIGTERM');
  }, 90_000);
});
