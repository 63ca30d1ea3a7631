import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGateway, type Gateway } from '../../gateway/src/createGateway.js';
import { answerClientError, serverOptions } from '../../gateway/src/http/serverOptions.js';
import { createFakeBuild, testConfig, type FakeBuild } from './helpers/fakeBuild.js';

/**
 * Greedy and slow clients (docs/security.md): one caller floods /api, stalls uploads or stops reading its answers,
 * and another user — behind the same address, as a bank's customers behind one corporate NAT are — still gets its
 * page and its /api call at the usual speed: the p95 of 40 of each under the load within 2× of the same measured
 * idle, in the same test (a ratio holds on a machine of varying speed; below 10 ms the idle p95 counts as 10 ms, the
 * size of a pause on a shared two-core machine). The gateway runs as main.ts runs it, in front of a platform stand-in.
 */

const NAT = '127.0.0.3';
const SESSION = 'CSSESSION';
const HOST = 'demo.localhost';

interface Platform {
  url: string;
  /** Calls held by the platform (the flood's), answered at release. */
  held: http.ServerResponse[];
  release(): void;
  close(): Promise<void>;
}

const BIG = Buffer.from(JSON.stringify({ data: 'x'.repeat(1024 * 1024) }));

async function startPlatform(): Promise<Platform> {
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const json = (status: number, body: string | Buffer) =>
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }).end(body);
      if (req.url === '/api/brand/subdomain/demo') return json(200, '{"data":{"brand":"demo","brandValueDisplay":"Demo Bank"}}');
      if (req.url === '/api/v1/slow') return void held.push(res);
      if (req.url === '/api/v1/big') return json(200, BIG);
      json(401, '{"success":false,"userData":null,"xsrfToken":null,"logHash":null,"timeouts":{}}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const release = () => {
    for (const res of held.splice(0)) if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    held,
    release,
    close: () =>
      new Promise<void>((r) => {
        release();
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

interface Running {
  gateway: Gateway;
  port: number;
  close(): Promise<void>;
}

async function startGateway(build: FakeBuild, upstream: string, env: Record<string, string> = {}): Promise<Running> {
  const config = testConfig(build, upstream, env);
  const gateway = createGateway(config);
  const server = http.createServer(serverOptions(config), gateway);
  server.on('clientError', answerClientError);
  gateway.observeServer(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    gateway,
    port: (server.address() as AddressInfo).port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await gateway.close();
    },
  };
}

/** One GET as a browser of session `session` sends it from `localAddress`; its status and time. */
function get(
  port: number,
  path: string,
  session: string,
  localAddress = NAT,
  agent: http.Agent | false = false,
): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, localAddress, path, agent, headers: { host: HOST, cookie: `${SESSION}=${session}`, accept: 'text/html' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on('error', reject);
  });
}

const p95 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!;

/** Another user's page and /api call, 40 of each: their statuses and p95s. */
async function otherUser(port: number): Promise<{ statuses: Set<number>; page: number; api: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const page: number[] = [];
  const api: number[] = [];
  const statuses = new Set<number>();
  try {
    for (let i = 0; i < 40; i++) {
      const p = await get(port, '/login', 'another-user', NAT, agent);
      const a = await get(port, '/api/authentication/check', 'another-user', NAT, agent);
      statuses.add(p.status).add(a.status);
      page.push(p.ms);
      api.push(a.ms);
    }
  } finally {
    agent.destroy();
  }
  return { statuses, page: p95(page), api: p95(api) };
}

const FLOOR_MS = 10;
const within = (idle: { page: number; api: number }, loaded: { page: number; api: number }): boolean =>
  loaded.page <= 2 * Math.max(FLOOR_MS, idle.page) && loaded.api <= 2 * Math.max(FLOOR_MS, idle.api);

/**
 * Another user's p95s under the load within 2× of idle. A pause of the shared machine (another process's burst, a
 * collection) can land on two of 40 samples and make a p95 by itself, so a miss is measured once more: a real
 * slow-down misses both times.
 */
async function expectWithinTwiceIdle(
  idle: { page: number; api: number },
  measure: () => Promise<{ statuses: Set<number>; page: number; api: number }>,
): Promise<void> {
  let loaded = await measure();
  if (!within(idle, loaded)) loaded = await measure();
  expect([...loaded.statuses].sort()).toEqual([200, 401]); // the page, and the platform's own answer: never 429
  expect(loaded.page, `page p95 ${loaded.page.toFixed(1)} ms vs idle ${idle.page.toFixed(1)} ms`).toBeLessThanOrEqual(
    2 * Math.max(FLOOR_MS, idle.page),
  );
  expect(loaded.api, `api p95 ${loaded.api.toFixed(1)} ms vs idle ${idle.api.toFixed(1)} ms`).toBeLessThanOrEqual(
    2 * Math.max(FLOOR_MS, idle.api),
  );
}

let build: FakeBuild;
let platform: Platform;
let gw: Running | undefined;
const sockets: net.Socket[] = [];
beforeAll(async () => {
  build = createFakeBuild();
  platform = await startPlatform();
});
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  platform.release();
  await gw?.close();
  gw = undefined;
});
afterAll(async () => {
  await platform.close();
  build.cleanup();
});

const inFlight = async (g: Gateway): Promise<number> => Number(/portal_api_proxy_in_flight (\d+)/.exec(await g.metrics())?.[1] ?? -1);

describe('one session floods /api', () => {
  it('past its 64 calls in flight that session alone gets 429; another user behind the same address is answered, as fast as idle', async () => {
    gw = await startGateway(build, platform.url);
    await otherUser(gw.port); // warm-up: brand cached, connections made
    const idle = await otherUser(gw.port);
    // 200 calls at once from one session, each held by the platform; a refused one is sent again once its Retry-After
    // (1 s) has passed, give or take half a second (as browsers' timers drift apart). A flood of requests faster than
    // that is the edge's to slow (deploy/nginx limit_req).
    const flood = new http.Agent({ keepAlive: true, maxSockets: 200 });
    let flooding = true;
    let refused = 0;
    const fire = (): void => {
      if (!flooding) return;
      get(gw!.port, '/api/v1/slow', 'greedy', NAT, flood).then(
        (r) => {
          if (r.status === 429) refused++;
          setTimeout(fire, 500 + Math.random() * 1_000);
        },
        () => undefined,
      );
    };
    for (let i = 0; i < 200; i++) fire();
    await vi.waitFor(() => expect(platform.held.length).toBe(64), { timeout: 10_000, interval: 20 });
    await vi.waitFor(() => expect(refused).toBeGreaterThanOrEqual(136), { timeout: 10_000, interval: 20 });
    try {
      await expectWithinTwiceIdle(idle, () => otherUser(gw!.port));
      expect(platform.held.length).toBe(64);
    } finally {
      flooding = false;
      flood.destroy();
    }
  });

  it('every session of one address together stops at the per-address ceiling, with words that say so', async () => {
    gw = await startGateway(build, platform.url, { API_MAX_CALLS_PER_SESSION: '64', API_MAX_CALLS_PER_CLIENT: '100' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });
    const calls = Array.from({ length: 128 }, (_, i) => get(gw!.port, '/api/v1/slow', `s${i % 2}`, NAT, agent));
    await vi.waitFor(() => expect(platform.held.length).toBe(100), { timeout: 10_000, interval: 20 });
    const refusal = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port: gw!.port,
            localAddress: NAT,
            path: '/api/v1/slow',
            agent: false,
            headers: { host: HOST, cookie: `${SESSION}=s3` },
          },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        )
        .on('error', reject);
    });
    expect(refusal.status).toBe(429);
    expect(JSON.parse(refusal.body)).toMatchObject({
      error: 'too_many_requests',
      message: 'Too many calls at once from your network. Please try again in a moment.',
    });
    // Another address is not touched.
    expect((await get(gw.port, '/api/authentication/check', 's4', '127.0.0.4')).status).toBe(401);
    platform.release();
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(28);
    agent.destroy();
  });
});

/** The head and the first 9 bytes of a 100 kB JSON upload, then nothing. */
const stalledUpload = (session: string) =>
  `POST /api/v1/payments HTTP/1.1\r\nHost: ${HOST}\r\nCookie: ${SESSION}=${session}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"amount"`;

function rawClient(port: number, localAddress: string, text: string, read = true): Promise<{ socket: net.Socket; received: () => string }> {
  return new Promise((resolve, reject) => {
    let received = '';
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => {
      if (!read) socket.pause();
      socket.write(text);
      resolve({ socket, received: () => received });
    });
    sockets.push(socket);
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('error', reject);
  });
}

describe('one session stalls 270 uploads', () => {
  it('that session alone is refused past its 64; another user behind the same address is answered, as fast as idle', async () => {
    gw = await startGateway(build, platform.url);
    await otherUser(gw.port);
    const idle = await otherUser(gw.port);
    const stalled = await Promise.all(Array.from({ length: 270 }, () => rawClient(gw!.port, NAT, stalledUpload('staller'))));
    await vi.waitFor(() => expect(stalled.filter((c) => c.received().startsWith('HTTP/1.1 429 ')).length).toBe(206), {
      timeout: 10_000,
      interval: 20,
    });
    await vi.waitFor(async () => expect(await inFlight(gw!.gateway)).toBe(64), { timeout: 10_000, interval: 20 });
    await expectWithinTwiceIdle(idle, () => otherUser(gw!.port));
  });
});

describe('slow readers', () => {
  it('connections that stop reading their answers are dropped after WRITE_TIMEOUT_MS; another user is answered, as fast as idle', async () => {
    // Answers the kernel's buffers take in full leave nothing waiting in the gateway: those connections are idle, and
    // close at the keep-alive time-out (1 s here). The rest are the write time-out's.
    gw = await startGateway(build, platform.url, { WRITE_TIMEOUT_MS: '1000', KEEP_ALIVE_TIMEOUT_MS: '1000' });
    await otherUser(gw.port);
    const idle = await otherUser(gw.port);
    // 50 connections from the same address, each asking for eight 1 MB answers at once and reading none.
    const pipelined = Array.from(
      { length: 8 },
      () => `GET /api/v1/big HTTP/1.1\r\nHost: ${HOST}\r\nCookie: ${SESSION}=reader\r\n\r\n`,
    ).join('');
    const readers = await Promise.all(Array.from({ length: 50 }, () => rawClient(gw!.port, NAT, pipelined, false)));
    await expectWithinTwiceIdle(idle, () => otherUser(gw!.port));
    const metric = async (name: string) => Number(new RegExp(`${name} (\\d+)`).exec(await gw!.gateway.metrics())?.[1]);
    await vi.waitFor(async () => expect(await metric('gateway_open_connections')).toBe(0), { timeout: 10_000, interval: 100 });
    expect(await metric('gateway_slow_readers_dropped_total')).toBeGreaterThan(0);
    expect(await inFlight(gw.gateway)).toBe(0);
    expect(readers).toHaveLength(50);
  });
});
