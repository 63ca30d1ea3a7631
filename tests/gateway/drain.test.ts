import { spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGateway, type Gateway } from '../../gateway/src/createGateway.js';
import { createDrain, type Drain, type DrainOptions } from '../../gateway/src/lifecycle/drain.js';
import { createFakeBuild, testConfig, type FakeBuild } from './helpers/fakeBuild.js';
import { RawConnection, accepts } from './helpers/rawHttp.js';
import { startStubPlatform, type StubPlatform } from './helpers/stubPlatform.js';

/** A gateway (against the stub platform) on a loopback port, behind the drain as main.ts wires it. */
interface Rig {
  port: number;
  drain: Drain;
  gateway: Gateway;
  stub: StubPlatform;
  server: http.Server;
  draining: ReturnType<typeof vi.fn>;
}
let rig: Rig | undefined;
let build: FakeBuild | undefined;

async function startRig(options: Partial<DrainOptions>): Promise<Rig> {
  const stub = await startStubPlatform();
  build = createFakeBuild();
  const gateway = createGateway(testConfig(build, stub.url));
  const draining = vi.fn(() => gateway.readiness.startDraining());
  const drain = createDrain({
    prestopDelayMs: 0,
    deadlineMs: 5_000,
    flushMs: 500,
    logger: pino({ level: 'silent' }),
    onDraining: draining,
    answerHeaders: gateway.everyAnswerHeaders,
    ...options,
  });
  // (as main.ts wires them: the 503s at the deadline carry what every answer carries)
  const server = http.createServer({ keepAliveTimeout: 65_000 }, drain.listener(gateway));
  drain.attach(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  rig = { port: (server.address() as AddressInfo).port, drain, gateway, stub, server, draining };
  return rig;
}

/** Calls that reached the platform other than brand lookups (/api calls and checks carry the Host's brand). */
const brandedCalls = (r: Rig): number => r.stub.seenHeaders.filter((h) => h['x-portal-brand'] !== undefined).length;

afterEach(async () => {
  if (rig) {
    rig.server.closeAllConnections();
    await new Promise((r) => rig!.server.close(r));
    await rig.gateway.close();
    await rig.stub.close();
  }
  build?.cleanup();
  rig = undefined;
});

describe('graceful drain', () => {
  it('readiness turns false first; the listener keeps accepting during the pre-stop delay, then refuses; the request in flight is answered 200', async () => {
    const r = await startRig({ prestopDelayMs: 400 });
    const busy = await RawConnection.open(r.port);
    const inFlight = busy.send('/api/echo?delayMs=700');
    await vi.waitFor(() => expect(brandedCalls(r)).toBe(1)); // it reached the platform
    const drained = r.drain.drain();
    expect(r.draining).toHaveBeenCalledTimes(1);
    const probe = await RawConnection.open(r.port);
    const ready = await probe.send('/readyz');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'not_ready', checks: { draining: true } });
    // Still accepting and serving as usual during the pre-stop delay (the balancer has not caught up yet).
    const fresh = await RawConnection.open(r.port);
    const during = await fresh.send('/api/echo');
    expect(during.status).toBe(200);
    expect(during.headers.connection).toBe('keep-alive');
    await vi.waitFor(async () => expect(await accepts(r.port)).toBe(false), { timeout: 2_000, interval: 50 });
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.headers.connection).toBe('close'); // its last answer on this connection
    await busy.closed;
    expect(busy.ended).toBe('fin');
    fresh.socket.destroy();
    probe.socket.destroy();
    const report = await drained;
    expect(report).toMatchObject({ answered503: 0, cut: 0 });
  });

  it('a connection the kernel completed while the event loop was busy as the pre-stop delay ended is answered, not reset', async () => {
    const r = await startRig({ prestopDelayMs: 50 });
    // A balancer in another process opens a connection and sends a POST while this process is busy.
    const balancer = spawn(
      process.execPath,
      [
        '-e',
        `console.log('ready');
         // 150 ms on: inside the other process's busy spell, after its pre-stop delay has run out
         setTimeout(() => {
           const s = require('node:net').connect(${r.port}, '127.0.0.1', () => s.write('POST /api/echo HTTP/1.1\\r\\nHost: demo.localhost\\r\\nContent-Length: 0\\r\\n\\r\\n'));
           let got = '';
           s.on('data', (d) => (got += d));
           s.on('error', (e) => console.log('error ' + e.code));
           s.on('close', () => console.log(got.split('\\r\\n')[0] || 'closed without an answer'));
         }, 150);`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    balancer.stdout.on('data', (d: Buffer) => (out += d.toString()));
    await vi.waitFor(() => expect(out).toContain('ready'), { timeout: 5_000, interval: 10 });
    const drained = r.drain.drain();
    // Busy past the pre-stop delay (a long task, a collection) in the loop's check phase, so that the loop's next
    // phase is its timers': the connection waits in the listen backlog meanwhile.
    await new Promise<void>((done) =>
      setImmediate(() => {
        const busyUntil = performance.now() + 400;
        while (performance.now() < busyUntil);
        done();
      }),
    );
    await once(balancer, 'exit');
    expect(out).toContain('HTTP/1.1 200 OK');
    expect(out).not.toMatch(/error|without an answer/);
    await drained;
  });

  it('an idle keep-alive connection is not closed under the client: a request sent on it after the stop is answered (Connection: close); idle ones close at the deadline with a FIN', async () => {
    const r = await startRig({ deadlineMs: 600 });
    const reused = await RawConnection.open(r.port);
    const idle = await RawConnection.open(r.port);
    expect((await reused.send('/livez')).headers.connection).toBe('keep-alive');
    expect((await idle.send('/livez')).headers.connection).toBe('keep-alive');
    const drained = r.drain.drain();
    await vi.waitFor(async () => expect(await accepts(r.port)).toBe(false), { interval: 20 });
    // A balancer picking its cached connection right now: the request is served, never reset.
    const late = await reused.send('/api/echo');
    expect(late.status).toBe(200);
    expect(late.headers.connection).toBe('close');
    await reused.closed;
    expect(reused.ended).toBe('fin');
    expect(idle.ended).toBe('open');
    const report = await drained;
    await idle.closed;
    expect(idle.ended).toBe('fin');
    expect(report).toMatchObject({ idleClosed: 1, answered503: 0, cut: 0 });
  });

  it('at the deadline a request still running is answered 503 JSON with Retry-After, never reset, and the late answer is dropped safely', async () => {
    const r = await startRig({ deadlineMs: 300 });
    const api = await RawConnection.open(r.port);
    const page = await RawConnection.open(r.port);
    // The demo brand is looked up (and cached) before the slow brand lookup below is set up.
    const first = await RawConnection.open(r.port);
    expect((await first.send('/api/echo')).status).toBe(200);
    first.socket.destroy();
    const seen = r.stub.seenHeaders.length;
    const slowApi = api.send('/api/echo?delayMs=1500');
    r.stub.brandDelayMs = 1_500;
    const slowPage = page.send('/login', 'pnfp.localhost');
    await vi.waitFor(() => expect(r.stub.seenHeaders.length).toBe(seen + 2));
    const report = await r.drain.drain();
    for (const res of [await slowApi, await slowPage]) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers.connection).toBe('close');
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.body)).toMatchObject({
        error: 'shutting_down',
        message: expect.stringContaining('try again'),
        requestId: res.headers['x-request-id'],
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    await Promise.all([api.closed, page.closed]);
    expect([api.ended, page.ended]).toEqual(['fin', 'fin']);
    expect(report).toMatchObject({ answered503: 2, cut: 0 });
    // The platform's late answers arrive after the 503s: nothing crashes, nothing is written twice.
    await vi.waitFor(async () => expect(await r.gateway.metrics()).toMatch(/gateway_brand_lookups_total\{result="found"\} 2/), {
      timeout: 3_000,
      interval: 100,
    });
  });

  it('immediate (SIGINT at a terminal): no pre-stop wait, idle connections closed at once, busy ones after their answer', async () => {
    const r = await startRig({ prestopDelayMs: 10_000 });
    const idle = await RawConnection.open(r.port);
    await idle.send('/livez');
    const busy = await RawConnection.open(r.port);
    const answer = busy.send('/api/echo?delayMs=300');
    await vi.waitFor(() => expect(brandedCalls(r)).toBe(1));
    const started = performance.now();
    const report = await r.drain.drain({ immediate: true });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await answer).status).toBe(200);
    await idle.closed;
    expect(idle.ended).toBe('fin');
    expect(report).toMatchObject({ idleClosed: 1, answered503: 0, cut: 0 });
  });
});
