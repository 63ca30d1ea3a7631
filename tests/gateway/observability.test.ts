import { Writable } from 'node:stream';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessLogger, createLogger } from '../../gateway/src/logging/createLogger.js';
import { parseTraceparent } from '../../gateway/src/http/traceContext.js';
import { startHarness, type Harness } from './helpers/harness.js';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const NGINX_ID = '5f3c1e0a9b8d7c6e5f4a3b2c1d0e9f8a'; // what nginx's $request_id looks like
const TRACE = '0af7651916cd43dd8448eb211c80319c';
const PARENT = 'b7ad6b7169203331';

type Line = Record<string, unknown>;
function memoryLogs() {
  const lines: Line[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const l of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(l) as Line);
      done();
    },
  });
  return {
    lines,
    logger: createLogger({ level: 'info', destination, instance: 'gw-test-1' }),
    accessLogger: createAccessLogger({ level: 'info', destination, instance: 'gw-test-1' }),
  };
}

describe('X-Request-Id', () => {
  it('a sane id from a trusted proxy is kept, answered and sent to the platform', async () => {
    h = await startHarness({ TRUST_PROXY: 'loopback' });
    const res = await request(h.server).get('/api/echo').set('Host', 'demo.localhost').set('X-Request-Id', NGINX_ID);
    expect(res.headers['x-request-id']).toBe(NGINX_ID);
    expect(res.body.requestId).toBe(NGINX_ID);
    const page = await request(h.server).get('/login').set('Host', 'demo.localhost').set('X-Request-Id', 'lb-0001-abcd');
    expect(page.headers['x-request-id']).toBe('lb-0001-abcd');
  });

  it.each([
    ['too short', 'abc'],
    ['odd characters', 'id with spaces and "quotes"'],
    ['too long', 'a'.repeat(129)],
  ])('an id with %s is replaced even from a trusted proxy', async (_what, id) => {
    h = await startHarness({ TRUST_PROXY: 'loopback' });
    const res = await request(h.server).get('/api/echo').set('Host', 'demo.localhost').set('X-Request-Id', id);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('an untrusted caller cannot choose its id', async () => {
    h = await startHarness({ TRUST_PROXY: '10.0.0.0/8' });
    const res = await request(h.server).get('/api/echo').set('Host', 'demo.localhost').set('X-Request-Id', NGINX_ID);
    expect(res.headers['x-request-id']).not.toBe(NGINX_ID);
  });
});

describe('W3C trace context to the platform', () => {
  it("continues a trusted proxy's trace with this hop's own span id, on /api and on the gateway's own calls", async () => {
    h = await startHarness({ TRUST_PROXY: 'loopback' });
    const res = await request(h.server)
      .get('/api/echo')
      .set('Host', 'demo.localhost')
      .set('traceparent', `00-${TRACE}-${PARENT}-01`)
      .set('tracestate', 'lb=abc');
    const sent = parseTraceparent(res.body.traceparent);
    expect(sent).toMatchObject({ traceId: TRACE, flags: '01' });
    expect(sent?.parentId).not.toBe(PARENT);
    expect(res.body.tracestate).toBe('lb=abc');

    h.stub.seenHeaders.length = 0;
    await request(h.server)
      .get('/dashboard-cardholder')
      .set('Host', 'pnfp.localhost')
      .set('Cookie', h.stub.cookieFor('cardholder'))
      .set('traceparent', `00-${TRACE}-${PARENT}-00`);
    const own = h.stub.seenHeaders.map((hd) => parseTraceparent(hd.traceparent));
    expect(own).toHaveLength(2); // brand lookup and login check
    expect(own.every((t) => t?.traceId === TRACE && t.flags === '00' && t.parentId !== PARENT)).toBe(true);
  });

  it('starts a new trace for an untrusted caller or a malformed traceparent', async () => {
    h = await startHarness();
    for (const header of [`00-${TRACE}-${PARENT}-01`, `00-${'0'.repeat(32)}-${PARENT}-01`, 'garbage']) {
      const res = await request(h.server)
        .get('/api/echo')
        .set('Host', 'demo.localhost')
        .set('traceparent', header)
        .set('tracestate', 'x=1');
      const sent = parseTraceparent(res.body.traceparent);
      expect(sent).not.toBeNull();
      expect(sent?.traceId).not.toBe(TRACE);
      expect(res.body.tracestate).toBeNull();
    }
  });

  it('parseTraceparent follows the spec: version ff and all-zero ids are invalid, later versions may add fields', () => {
    expect(parseTraceparent(`ff-${TRACE}-${PARENT}-01`)).toBeNull();
    expect(parseTraceparent(`00-${TRACE}-${'0'.repeat(16)}-01`)).toBeNull();
    expect(parseTraceparent(`00-${TRACE.toUpperCase()}-${PARENT}-01`)).toBeNull();
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01-extra`)).toBeNull();
    expect(parseTraceparent(`01-${TRACE}-${PARENT}-01-extra`)).toEqual({ traceId: TRACE, parentId: PARENT, flags: '01' });
  });
});

describe('log lines for a fleet', () => {
  it('carry the instance, the client address per TRUST_PROXY, the brand and the trace id', async () => {
    const logs = memoryLogs();
    h = await startHarness({ TRUST_PROXY: 'loopback' }, { logger: logs.logger, accessLogger: logs.accessLogger });
    await request(h.server)
      .get('/login')
      .set('Host', 'demo.localhost')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('traceparent', `00-${TRACE}-${PARENT}-01`);
    await request(h.server).get('/api/echo').set('Host', 'pnfp.localhost').set('X-Forwarded-For', '198.51.100.9, 127.0.0.1');
    await new Promise((r) => setImmediate(r));
    const page = logs.lines.find((l) => l.path === '/login');
    expect(page).toMatchObject({ instance: 'gw-test-1', client: '203.0.113.7', brand: 'demo', traceId: TRACE, status: 200 });
    const api = logs.lines.find((l) => l.path === '/api/echo');
    expect(api).toMatchObject({ instance: 'gw-test-1', client: '198.51.100.9', brand: 'pnfp', attempts: 1, status: 200 });
  });

  it('without a trusted proxy the client is the socket peer, whatever X-Forwarded-For says', async () => {
    const logs = memoryLogs();
    h = await startHarness({}, { logger: logs.logger, accessLogger: logs.accessLogger });
    await request(h.server).get('/login').set('Host', 'demo.localhost').set('X-Forwarded-For', '203.0.113.7');
    await new Promise((r) => setImmediate(r));
    expect(logs.lines.find((l) => l.path === '/login')?.client).toMatch(/127\.0\.0\.1$/);
  });
});

describe('metrics', () => {
  it('latency histograms and status codes by route family (never by raw path), upstream attempts, process metrics', async () => {
    h = await startHarness();
    await request(h.server).get('/login').set('Host', 'demo.localhost');
    await request(h.server).get('/dashboard-cardholder').set('Host', 'demo.localhost').set('Cookie', h.stub.cookieFor('cardholder'));
    await request(h.server).get('/api/echo?card=4111111111111111').set('Host', 'demo.localhost');
    await request(h.server).get('/api/no-such-family-4111111111111111/x').set('Host', 'demo.localhost');
    await request(h.server).get('/assets/public-HASH0001.js').set('Host', 'demo.localhost');
    const text = await h.gateway.metrics();
    expect(text).toMatch(/gateway_requests_total\{kind="page",family="page:public",code="200"\} 1/);
    expect(text).toMatch(/gateway_requests_total\{kind="page",family="page:cardholder",code="200"\} 1/);
    expect(text).toMatch(/gateway_requests_total\{kind="api",family="echo",code="200"\} 1/);
    expect(text).toMatch(/gateway_requests_total\{kind="api",family="other",code="404"\} 1/);
    expect(text).toMatch(/gateway_requests_total\{kind="assets",family="assets",code="200"\} 1/);
    expect(text).toMatch(/gateway_request_duration_seconds_bucket\{le="0\.5",kind="page",family="page:public"\} 1/);
    expect(text).toMatch(/gateway_request_duration_seconds_count\{kind="api",family="echo"\} 1/);
    expect(text).toMatch(/gateway_api_upstream_attempts_total\{family="echo"\} 1/);
    expect(text).toMatch(/gateway_api_upstream_duration_seconds_count\{family="echo"\} 1/);
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('no-such-family');
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'gateway_open_connections',
      'portal_api_proxy_requests_total',
    ]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
  });
});
