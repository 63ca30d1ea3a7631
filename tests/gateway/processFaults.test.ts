import { describe, expect, it } from 'vitest';
import { get, spawnGateway, withStubAndBuild } from './helpers/gatewayChild.js';

/**
 * A process fault (an unhandled rejection, an uncaught exception) is logged with the ids of the requests in flight
 * (the one it happened for among them), then the gateway drains as on SIGTERM — the request in flight is answered,
 * never reset — and exits non-zero so its supervisor starts a fresh process.
 */
const rig = withStubAndBuild();

describe('process faults', () => {
  it.each([
    ['an unhandled rejection', '/api/reject', 'unhandledRejection', 'a rejection nobody handled'],
    ['an uncaught exception', '/api/throw', 'uncaughtException', 'an exception nobody caught'],
  ])(
    '%s: logged with the ids of the requests in flight (its own), the request answered, then a drain and exit 1',
    async (_what, path, fault, message) => {
      const { child, port, output, exited } = await spawnGateway('tests/gateway/helpers/faultyGateway.ts', {
        ...rig.env(),
        LOG_LEVEL: 'info',
        PRESTOP_DELAY_MS: '200',
        SHUTDOWN_TIMEOUT_MS: '600',
      });
      try {
        const answer = await get(port, path, 'demo.localhost');
        // Drained, not crashed: the request the fault happened for is answered at the drain's deadline.
        expect(answer.status).toBe(503);
        expect(JSON.parse(answer.body)).toMatchObject({ error: 'shutting_down' });
        expect(await exited).toBe(1);
        const lines = output()
          .split('\n')
          .filter((l) => l.startsWith('{'))
          .map((l) => JSON.parse(l) as { level: number; msg: string; inFlight?: string[]; fault?: string; err?: { message: string } });
        const logged = lines.find((l) => l.msg === 'process fault: draining, then exiting');
        // The one request in flight is the one the fault happened for.
        expect(logged).toMatchObject({ level: 60, fault, inFlight: [answer.headers['x-request-id']], inFlightCount: 1, err: { message } });
        expect(lines.some((l) => l.msg === 'drained')).toBe(true);
      } finally {
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  );
});
