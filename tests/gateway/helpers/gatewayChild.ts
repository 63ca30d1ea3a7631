import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, vi } from 'vitest';
import { createFakeBuild, type FakeBuild } from './fakeBuild.js';
import { startStubPlatform, type StubPlatform } from './stubPlatform.js';

/** A gateway entry (`gateway/src/main.ts` or a test's own) in a child process through tsx, its output collected. */
export interface GatewayChild {
  child: ChildProcess;
  /** The main listener's port, read from its "gateway listening" line. */
  port: number;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
}

export async function spawnGateway(script: string, env: Record<string, string>): Promise<GatewayChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
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
    return { child, port, output: () => out, exited };
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One GET on a connection of its own. */
export function get(port: number, path: string, host: string): Promise<Answer> {
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

/**
 * A stub platform and a fake build, started before a file's tests and closed after them; `env()` is what a gateway
 * child needs to serve them.
 */
export function withStubAndBuild(): { readonly stub: StubPlatform; env(): Record<string, string> } {
  let stub: StubPlatform | undefined;
  let build: FakeBuild | undefined;
  beforeAll(async () => {
    stub = await startStubPlatform();
    build = createFakeBuild();
  });
  afterAll(async () => {
    await stub?.close();
    build?.cleanup();
  });
  return {
    get stub() {
      return stub!;
    },
    env: () => ({ UPSTREAM_URL: stub!.url, CLIENT_DIST_DIR: build!.clientDistDir, STATIC_DIR: build!.staticDir }),
  };
}
