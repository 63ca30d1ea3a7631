import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeBuild, type FakeBuild } from './helpers/fakeBuild.js';
import { startStubPlatform, type StubPlatform } from './helpers/stubPlatform.js';

let stub: StubPlatform;
let build: FakeBuild;
beforeAll(async () => {
  stub = await startStubPlatform();
  build = createFakeBuild();
});
afterAll(async () => {
  await stub.close();
  build.cleanup();
});

function get(port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('main: graceful SIGTERM', () => {
  it('finishes the in-flight request, refuses new ones, exits 0 (and serves /metrics on the loopback metrics port)', async () => {
    const metricsPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => resolve(p));
      });
    });
    const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: stub.url,
        CLIENT_DIST_DIR: build.clientDistDir,
        STATIC_DIR: build.staticDir,
        LOG_LEVEL: 'info',
        METRICS_PORT: String(metricsPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${out}`)), 15_000);
        const poll = setInterval(() => {
          const m = /"url":"http:\/\/localhost:(\d+)"/.exec(out);
          if (m) {
            clearInterval(poll);
            clearTimeout(timer);
            resolve(Number(m[1]));
          }
        }, 50);
      });
      expect(await get(port, '/healthz', 'localhost')).toBe(200);
      expect(await get(port, '/metrics', 'localhost')).toBe(404);
      expect(await get(metricsPort, '/metrics', 'localhost')).toBe(200);
      stub.brandDelayMs = 1_000;
      const slow = get(port, '/login', 'pnfp.localhost');
      await new Promise((r) => setTimeout(r, 300));
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 200));
      await expect(get(port, '/healthz', 'localhost')).rejects.toThrow();
      expect(await slow).toBe(200);
      expect(await exited).toBe(0);
      expect(out).toContain('stopped');
    } finally {
      stub.brandDelayMs = 0;
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
