import http from 'node:http';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startFleet, type Fleet } from '../../scripts/fleet/startFleet.js';
import { Browser, type Outcome } from './traffic.js';

/**
 * One sandbox platform, two gateways and Debian's nginx with the shipped config, 40 signed-in browsers of mixed GET
 * and POST traffic, and the gateways restarted one after the other, again and again, until the browsers have made
 * FLEET_REQUESTS requests (90 000 by default: a loss of one request in 30 000 shows with probability
 * 1 − e^−3 ≈ 95 %) or FLEET_MAX_MS has passed — not one request may be lost or fail. The gateways drain as in
 * production: PRESTOP_DELAY_MS while still accepting, then the listener stops and nginx moves on (a refused
 * connection is retried, POSTs included).
 */
let fleet: Fleet;
const BROWSERS = 40;
const REQUESTS = Number(process.env.FLEET_REQUESTS ?? 90_000);
const MAX_MS = Number(process.env.FLEET_MAX_MS ?? 240_000);

beforeAll(async () => {
  fleet = await startFleet({ gateways: 2, gatewayEnv: { PRESTOP_DELAY_MS: '1000', SHUTDOWN_TIMEOUT_MS: '8000', LOG_LEVEL: 'info' } });
});
afterAll(async () => fleet?.stop());

/** Requests nginx has sent to each upstream port so far, read from its access log as it grows (lines are in order). */
function upstreamTally(file: string): (port: number) => number {
  const counts = new Map<number, number>();
  let offset = 0;
  let partial = '';
  return (port) => {
    const fd = openSync(file, 'r');
    try {
      const buf = Buffer.alloc(1 << 20);
      for (let n; (n = readSync(fd, buf, 0, buf.length, offset)) > 0; offset += n) {
        const lines = (partial + buf.toString('latin1', 0, n)).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) {
          const p = Number(/:(\d+)$/.exec(line.split(' ')[1] ?? '')?.[1]);
          if (p) counts.set(p, (counts.get(p) ?? 0) + 1);
        }
      }
    } finally {
      closeSync(fd);
    }
    return counts.get(port) ?? 0;
  };
}

describe('a fleet behind nginx, restarted under load', () => {
  it(
    `loses nothing across rolling restarts: every page, read and POST answered as usual, for ${REQUESTS} requests`,
    async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: BROWSERS });
      let stop = false;
      const browsers = Array.from({ length: BROWSERS }, () => new Browser(fleet.port, agent));
      const made = () => browsers.reduce((n, b) => n + b.outcomes.length, 0);
      const started = Date.now();
      const running = browsers.map((b) => b.session('cardholder', () => stop));
      const restarts: Array<{ instance: string; exitCode: number | null; drainedMs: number; from: number; to: number }> = [];
      const servedBy = upstreamTally(fleet.accessLogFile);
      try {
        // A fleet in steady state, as an operator restarts one: every browser signed in, both gateways taking traffic.
        await waitUntil(() => browsers.every((b) => b.signedIn) && fleet.gateways.every((g) => servedBy(g.port) > 2 * BROWSERS), 60_000);
        for (let i = 0; made() < REQUESTS && Date.now() - started < MAX_MS; i++) {
          const gateway = fleet.gateways[i % fleet.gateways.length]!;
          const from = Date.now();
          const { exitCode, drainedMs } = await gateway.restart();
          restarts.push({ instance: gateway.instance, exitCode, drainedMs, from, to: Date.now() });
          // As an operator must: before the next restart, nginx has taken the new process back into
          // rotation (it re-tries a gateway it marked down only after fail_timeout, 2 s). Counted from
          // now: requests served during the old process's pre-stop delay do not count.
          const ready = servedBy(gateway.port);
          await waitUntil(() => servedBy(gateway.port) > ready + 20, 20_000);
        }
      } finally {
        stop = true;
        await Promise.all(running);
        agent.destroy();
      }

      const outcomes: Outcome[] = browsers.flatMap((b) => b.outcomes);
      const failed = outcomes.filter((o) => o.status !== 200);
      expect(
        failed,
        `failed or lost: ${JSON.stringify(failed.slice(0, 5))}\nrestarts: ${JSON.stringify(restarts.slice(0, 10))}\nnginx error log:\n${fleet.errorLog().slice(-3000)}`,
      ).toEqual([]);
      expect(restarts.every((r) => r.exitCode === 0)).toBe(true);
      expect(restarts.length).toBeGreaterThanOrEqual(2);

      // The restarts happened under real load, POSTs included.
      const during = (o: Outcome) => restarts.some((r) => o.endedAt >= r.from && o.startedAt <= r.to);
      const postsDuringRestarts = outcomes.filter((o) => o.method === 'POST' && during(o)).length;
      expect(postsDuringRestarts).toBeGreaterThan(20 * restarts.length);
      const seconds = (Date.now() - started) / 1000;
      console.info(
        `fleet: ${outcomes.length} requests (${outcomes.filter((o) => o.method === 'POST').length} POSTs) in ${seconds.toFixed(0)} s, ` +
          `${restarts.length} restarts with ${postsDuringRestarts} POSTs during them, drains ${Math.min(...restarts.map((r) => r.drainedMs))}–${Math.max(...restarts.map((r) => r.drainedMs))} ms, 0 failed; ` +
          `a loss of 1 in 30 000 requests would have shown with probability ${(100 * (1 - Math.exp(-outcomes.length / 30_000))).toFixed(0)} %` +
          (outcomes.length < REQUESTS ? ` (stopped at FLEET_MAX_MS ${MAX_MS} ms before ${REQUESTS} requests: this machine was slow)` : ''),
      );

      // nginx's own view: every answer 200 (a 502 would mean a gateway reset or refused a request it had been sent).
      const statuses = new Map<string, number>();
      for (const l of fleet.accessLog()) statuses.set(l.split(' ')[0]!, (statuses.get(l.split(' ')[0]!) ?? 0) + 1);
      expect([...statuses.keys()], JSON.stringify([...statuses])).toEqual(['200']);

      // Each drain finished its requests itself: none answered 503 at the deadline, none cut.
      for (const g of fleet.gateways) {
        const drained = readFileSync(g.logFile, 'utf8')
          .split('\n')
          .filter((l) => l.includes('"msg":"drained"'))
          .map((l) => JSON.parse(l) as { answered503: number; cut: number; instance: string });
        expect(drained.length).toBeGreaterThanOrEqual(1);
        for (const d of drained) expect(d).toMatchObject({ answered503: 0, cut: 0, instance: g.instance });
      }
    },
    MAX_MS + 120_000,
  );
});

describe('compression at the edge (the shipped nginx config)', () => {
  it('gzips pages and JSON above 1 KB for browsers that accept it, and passes the gateway’s precompressed files through untouched', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const viaNginx = new Browser(fleet.port, agent);
    const direct = new Browser(fleet.gateways[0]!.port, agent);
    const accepts = { 'accept-encoding': 'gzip, deflate, br' };
    try {
      // A page: HTML, gzipped by nginx for a browser that accepts it, as the gateway sent it otherwise.
      const page = await viaNginx.request('GET', '/login', undefined, accepts);
      expect(page.status).toBe(200);
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(page.headers.vary).toMatch(/accept-encoding/i);
      expect(gunzipSync(page.bytes).toString('utf8')).toContain('<title>');
      const plainPage = await viaNginx.request('GET', '/login');
      expect(plainPage.headers['content-encoding']).toBeUndefined();
      expect(plainPage.text).toContain('<title>');

      // Signed-in JSON above gzip_min_length (the home's page data, composed by the gateway): gzipped, and the same
      // answer once unpacked.
      await viaNginx.login('cardholder');
      const home = await viaNginx.request('GET', '/bff/cardholder-home', undefined, accepts);
      expect(home.status).toBe(200);
      expect(home.headers['content-encoding']).toBe('gzip');
      const unpacked = JSON.parse(gunzipSync(home.bytes).toString('utf8')) as unknown;
      const plainHome = await viaNginx.request('GET', '/bff/cardholder-home');
      expect(plainHome.headers['content-encoding']).toBeUndefined();
      expect(plainHome.bytes.length).toBeGreaterThan(1024);
      expect(unpacked).toEqual(JSON.parse(plainHome.text));

      // A small answer stays as it is: below a packet's worth compression is not worth the CPU.
      const brand = await viaNginx.request('GET', '/api/brand/demo', undefined, accepts);
      expect(brand.status).toBe(200);
      expect(brand.bytes.length).toBeLessThan(1024);
      expect(brand.headers['content-encoding']).toBeUndefined();

      // The gateway's precompressed asset: its own brotli bytes and strong ETag, exactly as the gateway answers.
      const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/client/manifest.json'), 'utf8')) as {
        areas: Record<string, { js: string }>;
      };
      const script = manifest.areas.public!.js;
      const [edge, gateway] = [
        await viaNginx.request('GET', script, undefined, accepts),
        await direct.request('GET', script, undefined, accepts),
      ];
      expect(gateway.headers['content-encoding']).toBe('br');
      expect(edge.headers['content-encoding']).toBe('br');
      expect(edge.headers.etag).toBe(gateway.headers.etag);
      expect(edge.headers.etag).not.toMatch(/^W\//);
      expect(edge.bytes.equals(gateway.bytes)).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});

async function waitUntil(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The flood: `port address ms` → 64 connections loading /login until `ms` have passed; prints `refused` once, then its tally. */
const FLOOD = `
import http from 'node:http';
const [port, localAddress, ms] = process.argv.slice(1);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const tally = { ok: 0, refused: 0, other: 0, seconds: 0 };
const started = Date.now();
const get = () => new Promise((resolve) => {
  const req = http.get({ host: '127.0.0.1', port, localAddress, path: '/login', agent, headers: { host: 'demo.localhost:' + port } }, (res) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode));
  });
  req.on('error', () => resolve(0));
});
await Promise.all(Array.from({ length: 64 }, async () => {
  while (Date.now() - started < Number(ms)) {
    const status = await get();
    if (status === 200) tally.ok++;
    else if (status === 429) { if (!tally.refused++) process.stdout.write('refused\\n'); }
    else tally.other++;
  }
}));
tally.seconds = (Date.now() - started) / 1000;
process.stdout.write(JSON.stringify(tally));
agent.destroy();
`;

/** One GET through nginx from `localAddress` (every 127.x address is this host's loopback); its status and time. */
function getFrom(localAddress: string, path: string, agent: http.Agent): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: fleet.port,
        localAddress,
        path,
        agent,
        headers: { host: `demo.localhost:${fleet.port}`, accept: 'text/html' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
  });
}

/** Another user's 40 page loads from its own address: their statuses and p95. */
async function anotherUser(localAddress: string): Promise<{ statuses: Set<number>; p95: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const ms: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < 40; i++) {
    const r = await getFrom(localAddress, '/login', agent);
    statuses.add(r.status);
    ms.push(r.ms);
  }
  agent.destroy();
  return { statuses, p95: ms.sort((a, b) => a - b)[37]! };
}

describe('per-address limits at the edge (the shipped nginx config)', () => {
  it("a flood of pages from one address is refused 429 by nginx past its rate and burst; another address's pages are answered, as fast as idle", async () => {
    await anotherUser('127.0.0.3'); // warm-up
    const idle = await anotherUser('127.0.0.3');
    // 64 keep-alive connections from 127.0.0.2 loading /login as fast as they go, from a process of their own (a
    // flood in this one would slow the measuring itself). It says `refused` at its first 429 and prints its tally.
    const flood = spawn(process.execPath, ['--input-type=module', '-e', FLOOD, String(fleet.port), '127.0.0.2', '8000'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    flood.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const done = new Promise<void>((r) => flood.once('exit', () => r()));
    await waitUntil(() => out.includes('refused\n'), 20_000);
    // A pause of the shared machine can land on two of 40 samples and make a p95 by itself: a miss is measured once
    // more (the flood goes on for 8 s), a real slow-down misses both times. Below 10 ms the idle p95 counts as 10 ms.
    const limit = 2 * Math.max(10, idle.p95);
    let during = await anotherUser('127.0.0.3');
    if (during.p95 > limit) during = await anotherUser('127.0.0.3');
    await done;
    const tally = JSON.parse(out.slice(out.indexOf('{'))) as { ok: number; refused: number; other: number; seconds: number };
    console.info(
      `edge flood: ${JSON.stringify(tally)}; another address's page p95 ${during.p95.toFixed(1)} ms (idle ${idle.p95.toFixed(1)} ms)`,
    );
    // Past its burst of 1 000 and 100 a second, the flood is refused at the edge; nothing else happens to it.
    expect(tally.refused).toBeGreaterThan(0);
    expect(tally.other).toBe(0);
    expect(tally.ok).toBeLessThanOrEqual(1_000 + Math.ceil(100 * tally.seconds) + 5);
    expect([...during.statuses]).toEqual([200]);
    expect(during.p95).toBeLessThanOrEqual(limit);
    // The refused never reached a gateway: nginx answered them itself (no upstream in its log line).
    expect(fleet.accessLog().filter((l) => l.startsWith('429 ') && l.split(' ')[1] !== '-')).toEqual([]);
  }, 60_000);

  it('past 256 requests in progress from one address (stalled uploads) nginx refuses more (429); another address is answered', async () => {
    const sockets: net.Socket[] = [];
    const received: string[] = [];
    const stalled =
      'POST /api/v1/payments HTTP/1.1\r\nHost: demo.localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"amount"';
    try {
      for (let i = 0; i < 300; i++) {
        const socket = net.connect({ host: '127.0.0.1', port: fleet.port, localAddress: '127.0.0.4' }, () => socket.write(stalled));
        received[i] = '';
        socket.on('data', (d: Buffer) => (received[i] += d.toString('latin1')));
        socket.on('error', () => undefined);
        sockets.push(socket);
      }
      await waitUntil(() => received.filter((r) => r.startsWith('HTTP/1.1 429 ')).length === 44, 20_000);
      const other = await anotherUser('127.0.0.5');
      expect([...other.statuses]).toEqual([200]);
      expect(received.filter((r) => r !== '' && !r.startsWith('HTTP/1.1 429 '))).toEqual([]);
    } finally {
      for (const s of sockets) s.destroy();
    }
  }, 60_000);
});

describe('a platform outage does not take the fleet down', () => {
  it('the platform stopped: every gateway stays ready, the public pages, the brand pages from cache and the gateway’s own “temporarily unavailable” page are still served through nginx', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const browser = new Browser(fleet.port, agent);
    try {
      await browser.login('cardholder');
      expect((await browser.request('GET', '/dashboard-cardholder')).status).toBe(200);
      await fleet.platform.stop();
      // The metrics and the logs say so; readiness does not (it says whether this instance can serve).
      for (const g of fleet.gateways) {
        await waitUntil(async () => (await metricsOf(g.metricsPort)).includes('gateway_platform_up 0'), 20_000);
        const ready = await getJson(g.metricsPort, '/readyz');
        expect(ready.status).toBe(200);
        expect(ready.body).toMatchObject({ status: 'ready', platform: { ok: false } });
      }
      // Through nginx, on both gateways (round robin): pages that need no platform, and the brand from cache.
      for (let i = 0; i < 4; i++) {
        const welcome = await new Browser(fleet.port, agent).request('GET', '/', undefined, { host: `localhost:${fleet.port}` });
        expect(welcome.status).toBe(200);
        expect(welcome.text).toContain('<title>');
        const login = await browser.request('GET', '/login');
        expect(login.status).toBe(200);
        expect(login.text).toContain('Demo');
        // A signed-in page: the gateway's own page, not the edge's bare 503 — and nobody is signed out.
        const signedIn = await browser.request('GET', '/dashboard-cardholder');
        expect(signedIn.status).toBe(503);
        expect(signedIn.text).toContain('Temporarily Unavailable');
        expect(signedIn.text).toContain('You have not been signed out');
        const api = await browser.request('GET', '/api/v1/users/accountsummary');
        expect(api.status).toBe(502);
        expect(JSON.parse(api.text)).toMatchObject({ error: 'bad_gateway' });
      }
      const last = fleet.accessLog().slice(-16);
      // Every one of those answers came from a gateway (an upstream address on each line), none from nginx alone.
      expect(last.every((l) => /127\.0\.0\.1:\d+/.test(l.split(' ')[1] ?? ''))).toBe(true);
      expect(new Set(last.map((l) => l.split(' ')[1]))).toEqual(new Set(fleet.gateways.map((g) => `127.0.0.1:${g.port}`)));
    } finally {
      agent.destroy();
      await fleet.platform.start();
    }
  }, 120_000);
});

function getJson(port: number, path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as unknown }));
      })
      .on('error', reject);
  });
}

const metricsOf = async (port: number): Promise<string> =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/metrics', agent: false }, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
      })
      .on('error', reject);
  });
