import { spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeBuild, type FakeBuild } from './helpers/fakeBuild.js';
import { startStubPlatform, type StubPlatform } from './helpers/stubPlatform.js';

/**
 * A process fault (an unhandled rejection, an uncaught exception) is logged with the id of the request it happened
 * for, then the gateway drains as on SIGTERM — the request in flight is answered, never reset — and exits non-zero
 * so its supervisor starts a fresh process.
 */
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

function get(port: number, path: string, host: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: { host }, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('process faults', () => {
  it.each([
    ['an unhandled rejection', '/api/reject', 'unhandledRejection', 'a rejection nobody handled'],
    ['an uncaught exception', '/api/throw', 'uncaughtException', 'an exception nobody caught'],
  ])('%s: logged with its request id, the request in flight answered, then a drain and exit 1', async (_what, path, fault, message) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/gateway/helpers/faultyGateway.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        UPSTREAM_URL: stub.url,
        CLIENT_DIST_DIR: build.clientDistDir,
        STATIC_DIR: build.staticDir,
        LOG_LEVEL: 'info',
        PRESTOP_DELAY_MS: '200',
        SHUTDOWN_TIMEOUT_MS: '600',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      const port = await vi.waitFor(
        () => {
          const m = /"url":"http:\/\/localhost:(\d+)"/.exec(out);
          if (!m) throw new Error(`gateway did not start:\n${out}`);
          return Number(m[1]);
        },
        { timeout: 15_000, interval: 50 },
      );
      const answer = await get(port, path, 'demo.localhost');
      // Drained, not crashed: the request the fault happened for is answered at the drain's deadline.
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ error: 'shutting_down' });
      expect(await exited).toBe(1);
      const lines = out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string; reqId?: string; fault?: string; err?: { message: string } });
      const logged = lines.find((l) => l.msg === 'process fault: draining, then exiting');
      expect(logged).toMatchObject({ level: 60, fault, reqId: answer.headers['x-request-id'], err: { message } });
      expect(lines.some((l) => l.msg === 'drained')).toBe(true);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
