import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGateway } from '../../gateway/src/createGateway.js';
import { createLogger } from '../../gateway/src/logging/createLogger.js';
import { createFakeBuild, testConfig } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** /readyz until its platform line says `ok` (the probe it starts answers after the first asks). */
async function platformLine(
  h: Harness,
  ok: boolean | null,
): Promise<{
  status: number;
  body: { status: string; checks: Record<string, unknown>; platform: { ok: boolean | null; detail: string } };
}> {
  let last = await request(h.server).get('/readyz');
  await vi.waitFor(
    async () => {
      last = await request(h.server).get('/readyz');
      expect(last.body.platform.ok).toBe(ok);
    },
    { timeout: 5_000, interval: 50 },
  );
  return last as never;
}

describe('/livez and /readyz', () => {
  it('ready while the build is loaded and no drain has begun; draining flips readiness, not liveness', async () => {
    h = await startHarness();
    const ready = await request(h.server).get('/readyz').set('Host', 'anything.example');
    expect(ready.status).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.body).toMatchObject({ status: 'ready', checks: { draining: false, assets: 'loaded' } });
    expect((await platformLine(h, true)).body.platform).toMatchObject({ ok: true, detail: 'answered 401' });

    h.gateway.readiness.startDraining();
    const draining = await request(h.server).get('/readyz').set('Host', 'demo.localhost');
    expect(draining.status).toBe(503);
    expect(draining.body).toMatchObject({ status: 'not_ready', checks: { draining: true }, platform: { ok: true } });
    const live = await request(h.server).get('/livez').set('Host', 'demo.localhost');
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ status: 'live', draining: true });
    const metrics = await h.gateway.metrics();
    expect(metrics).toContain('gateway_draining 1');
    expect(metrics).toContain('gateway_ready 0');
  });

  it('still ready when the platform is down (a platform outage must not empty the fleet): its state goes beside readiness, to the metrics and to the logs', async () => {
    const lines: Array<{ level: number; msg: string; platform?: string }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    h = await startHarness({}, { logger: createLogger({ level: 'info', destination: sink }) });
    await platformLine(h, true);
    h.stub.mode = 'error500';
    const down = await platformLine(h, false);
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'ready', platform: { ok: false, detail: 'answered 500' } });
    expect(await h.gateway.metrics()).toContain('gateway_platform_up 0');
    expect(lines.find((l) => l.msg === 'the card platform does not answer')).toMatchObject({ level: 40, platform: 'answered 500' });
    expect((await request(h.server).get('/livez')).status).toBe(200);

    h.stub.mode = 'ok';
    expect((await platformLine(h, true)).status).toBe(200);
    expect(await h.gateway.metrics()).toContain('gateway_platform_up 1');
    expect(lines.find((l) => l.msg === 'the card platform answers' && lines.indexOf(l) > 0)).toMatchObject({ level: 30 });
  });

  it('still ready when the platform is unreachable', async () => {
    const build = createFakeBuild();
    const gateway = createGateway(testConfig(build, 'http://127.0.0.1:9'));
    try {
      expect((await request(gateway).get('/readyz')).status).toBe(200);
      await vi.waitFor(async () => expect((await request(gateway).get('/readyz')).body.platform.detail).toMatch(/^unreachable: /), {
        timeout: 5_000,
        interval: 50,
      });
      expect((await request(gateway).get('/readyz')).status).toBe(200);
    } finally {
      await gateway.close();
      build.cleanup();
    }
  });

  it('never waits for the platform: a platform that stalls past READY_TIMEOUT_MS is reported as such, /readyz answers at once', async () => {
    h = await startHarness({ READY_TIMEOUT_MS: '250' });
    h.stub.mode = 'hang';
    const started = performance.now();
    const res = await request(h.server).get('/readyz');
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(200);
    expect((await platformLine(h, false)).body.platform).toMatchObject({ ok: false, detail: 'time-out after 250 ms' });
  });

  it('not ready without a build', async () => {
    const build = createFakeBuild({ withManifest: false });
    h = await startHarness({}, {}, build);
    const res = await request(h.server).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.checks.assets).toBe('missing');
  });

  it('probes share one platform call per second; HEAD works; other methods get 405', async () => {
    h = await startHarness();
    const before = h.stub.checkCalls;
    await Promise.all([1, 2, 3, 4].map(() => request(h!.server).get('/readyz')));
    await vi.waitFor(() => expect(h!.stub.checkCalls - before).toBe(1));
    await Promise.all([1, 2, 3, 4].map(() => request(h!.server).get('/readyz')));
    expect(h.stub.checkCalls - before).toBe(1);
    const head = await request(h.server).head('/readyz');
    expect(head.status).toBe(200);
    const post = await request(h.server).post('/livez');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('probes are logged at debug, not at info', async () => {
    const lines: Array<{ level: number; path?: string }> = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; path?: string });
        done();
      },
    });
    const logger = createLogger({ level: 'debug', destination: sink });
    h = await startHarness({}, { logger });
    await request(h.server).get('/livez');
    await request(h.server).get('/readyz');
    await request(h.server).get('/login').set('Host', 'demo.localhost');
    await new Promise((r) => setImmediate(r));
    const probeLines = lines.filter((l) => l.path === '/livez' || l.path === '/readyz');
    expect(probeLines).toHaveLength(2);
    expect(probeLines.every((l) => l.level === 20)).toBe(true);
    expect(lines.find((l) => l.path === '/login')?.level).toBe(30);
  });
});
