import http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { get, spawnGateway, withStubAndBuild } from './helpers/gatewayChild.js';

const rig = withStubAndBuild();

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const p = (probe.address() as { port: number }).port;
      probe.close(() => resolve(p));
    });
  });

describe('main: SIGTERM drains', () => {
  it('readiness false first (metrics listener too), accepting during PRESTOP_DELAY_MS, in-flight answered 200, past SHUTDOWN_TIMEOUT_MS answered 503, exit 0', async () => {
    const metricsPort = await freePort();
    const { child, port, output, exited } = await spawnGateway('gateway/src/main.ts', {
      ...rig.env(),
      LOG_LEVEL: 'info',
      METRICS_PORT: String(metricsPort),
      METRICS_HOST: '127.0.0.1',
      PRESTOP_DELAY_MS: '600',
      SHUTDOWN_TIMEOUT_MS: '1200',
      INSTANCE_ID: 'gw-sigterm-test',
    });
    try {
      expect((await get(port, '/healthz', 'localhost')).status).toBe(200);
      expect((await get(port, '/metrics', 'localhost')).status).toBe(404);
      const scraped = await get(metricsPort, '/metrics', 'localhost');
      expect(scraped.status).toBe(200);
      expect(scraped.body).toContain('nodejs_eventloop_lag_seconds');
      expect((await get(metricsPort, '/readyz', 'localhost')).status).toBe(200);

      const inFlight = get(port, '/api/echo?delayMs=900', 'demo.localhost');
      const pastDeadline = get(port, '/api/echo?delayMs=20000', 'demo.localhost');
      await vi.waitFor(() => expect(rig.stub.seenHeaders.filter((h) => h['x-request-id']).length).toBeGreaterThanOrEqual(2));
      child.kill('SIGTERM');
      await vi.waitFor(async () => expect((await get(metricsPort, '/readyz', 'localhost')).status).toBe(503), { interval: 20 });
      expect((await get(metricsPort, '/livez', 'localhost')).status).toBe(200);
      // Pre-stop: readiness is false, yet the listener still accepts and serves.
      expect((await get(port, '/api/echo', 'demo.localhost')).status).toBe(200);

      const ok = await inFlight;
      expect(ok.status).toBe(200);
      const late = await pastDeadline;
      expect(late.status).toBe(503);
      expect(late.headers['retry-after']).toBe('2');
      expect(JSON.parse(late.body)).toMatchObject({ error: 'shutting_down' });
      await expect(get(port, '/livez', 'localhost')).rejects.toThrow(/ECONNREFUSED/);
      expect(await exited).toBe(0);
      expect(output()).toContain('"instance":"gw-sigterm-test"');
      expect(output()).toMatch(/"answered503":1,.*"msg":"drained"/);
      expect(output()).toContain('stopped');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
