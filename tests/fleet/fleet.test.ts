import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startFleet, type Fleet } from '../../scripts/fleet/startFleet.js';
import { Browser, type Outcome } from './traffic.js';

/**
 * Issue 20's acceptance test: one sandbox platform, two gateways and Debian's nginx with the shipped
 * config, signed-in traffic with POSTs, each gateway restarted in turn under it — not one request may
 * be lost or fail. The gateways drain as in production: PRESTOP_DELAY_MS while still accepting, then
 * the listener stops and nginx moves on (a refused connection is retried, POSTs included).
 */
let fleet: Fleet;
const BROWSERS = 6;

beforeAll(async () => {
  fleet = await startFleet({ gateways: 2, gatewayEnv: { PRESTOP_DELAY_MS: '1000', SHUTDOWN_TIMEOUT_MS: '8000', LOG_LEVEL: 'info' } });
});
afterAll(async () => fleet?.stop());

/** Requests nginx sent to an upstream address since `since` (its access log has no times; lines are in order). */
const servedBy = (lines: string[], port: number): number => lines.filter((l) => l.split(' ')[1]?.endsWith(`:${port}`)).length;

describe('a fleet behind nginx, restarted under load', () => {
  it('loses nothing across two rolling restarts: every page, read and POST answered as usual', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    let stop = false;
    const browsers = Array.from({ length: BROWSERS }, () => new Browser(fleet.port, agent));
    const running = browsers.map((b) => b.session('cardholder', () => stop));
    const restarts: Array<{ instance: string; exitCode: number | null; drainedMs: number; from: number; to: number }> = [];
    try {
      // Both gateways take traffic before anything is restarted.
      await waitUntil(() => fleet.gateways.every((g) => servedBy(fleet.accessLog(), g.port) > 20), 20_000);
      for (const gateway of fleet.gateways) {
        const from = Date.now();
        const { exitCode, drainedMs } = await gateway.restart();
        restarts.push({ instance: gateway.instance, exitCode, drainedMs, from, to: Date.now() });
        // As an operator must: before the next restart, nginx has taken the new process back into
        // rotation (it re-tries a gateway it marked down only after fail_timeout, 2 s). Counted from
        // now: requests served during the old process's pre-stop delay do not count.
        const ready = servedBy(fleet.accessLog(), gateway.port);
        await waitUntil(() => servedBy(fleet.accessLog(), gateway.port) > ready + 20, 20_000);
      }
    } finally {
      stop = true;
      await Promise.all(running);
      agent.destroy();
    }

    const outcomes: Outcome[] = browsers.flatMap((b) => b.outcomes);
    const failed = outcomes.filter((o) => o.status !== 200);
    expect(failed, `failed or lost: ${JSON.stringify(failed.slice(0, 5))}\nrestarts: ${JSON.stringify(restarts)}\nnginx error log:\n${fleet.errorLog().slice(-3000)}`).toEqual([]);
    expect(restarts.map((r) => r.exitCode)).toEqual([0, 0]);

    // The restarts happened under real load, POSTs included.
    const during = (o: Outcome) => restarts.some((r) => o.endedAt >= r.from && o.startedAt <= r.to);
    const postsDuringRestarts = outcomes.filter((o) => o.method === 'POST' && during(o)).length;
    expect(postsDuringRestarts).toBeGreaterThan(20);
    console.info(
      `fleet: ${outcomes.length} requests (${outcomes.filter((o) => o.method === 'POST').length} POSTs), ` +
        `${postsDuringRestarts} POSTs during restarts, drains ${restarts.map((r) => `${r.instance} ${r.drainedMs} ms`).join(', ')}, 0 failed`,
    );

    // nginx's own view: every answer 200 (a 502 would mean a gateway reset or refused a request it had been sent).
    const statuses = new Set(fleet.accessLog().map((l) => l.split(' ')[0]));
    expect([...statuses]).toEqual(['200']);

    // Each drain finished its requests itself: none answered 503 at the deadline, none cut.
    for (const g of fleet.gateways) {
      const drained = readFileSync(g.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('"msg":"drained"'))
        .map((l) => JSON.parse(l) as { answered503: number; cut: number; instance: string });
      expect(drained.length).toBeGreaterThanOrEqual(1);
      expect(drained[0]).toMatchObject({ answered503: 0, cut: 0, instance: g.instance });
    }
  });
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
      const manifest = JSON.parse(readFileSync(path.join(ROOT, 'dist/client/manifest.json'), 'utf8')) as { areas: Record<string, { js: string }> };
      const script = manifest.areas.public!.js;
      const [edge, gateway] = [await viaNginx.request('GET', script, undefined, accepts), await direct.request('GET', script, undefined, accepts)];
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

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
