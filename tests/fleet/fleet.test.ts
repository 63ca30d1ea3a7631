import http from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFleet, type Fleet } from '../../scripts/fleet/startFleet.js';
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

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
