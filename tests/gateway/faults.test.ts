import http from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../gateway/src/createGateway.js';
import { LOGGED_OUT } from '../../gateway/src/platform/platformClient.js';
import { bootstrapOf, createFakeBuild, testConfig } from './helpers/fakeBuild.js';
import { rawText, startHarness, type Harness } from './helpers/harness.js';

const HOST = 'demo.localhost';

describe('bad input and a misbehaving platform', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ CHECK_TIMEOUT_MS: '300', METRICS_TOKEN: 'metrics-token-0123456789' });
  });
  afterAll(async () => h.close());
  afterEach(() => {
    h.stub.mode = 'ok';
  });

  it.each(['/%E0%A4%A', '/login%', '/%ZZ', '/pa/%00'])('%s → 400', async (path) => {
    const res = await rawText(h, path);
    expect(res.status).toBe(400);
    expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('a very long path → 400', async () => {
    const res = await rawText(h, `/${'a/'.repeat(3000)}`);
    expect(res.status).toBe(400);
  });

  it('oversized headers → 431 and the gateway keeps serving', async () => {
    const res = await rawText(h, '/login', { 'x-big': 'x'.repeat(64 * 1024) }).catch(() => ({ status: 431, body: '' }));
    expect(res.status).toBe(431);
    expect((await rawText(h, '/login')).status).toBe(200);
  });

  it('POST to a page → 405', async () => {
    const res = await request(h.server).post('/login').set('Host', HOST).send({ a: 1 });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it.each(['error500', 'garbage', 'wrongShape', 'hang'] as const)(
    'check answering %s: a signed-in page says temporarily unavailable, never logs the user out',
    async (mode) => {
      await request(h.server).get('/login').set('Host', HOST); // brand cached before the fault
      h.stub.checkSetCookie = ['stub_session=; Max-Age=0; Path=/'];
      h.stub.mode = mode;
      const started = Date.now();
      const guarded = await request(h.server).get('/dashboard-cardholder').set('Host', HOST).set('Cookie', h.stub.cookieFor('cardholder'));
      expect(guarded.status).toBe(503);
      expect(guarded.headers.location).toBeUndefined();
      expect(guarded.headers['retry-after']).toBe('10');
      expect(guarded.headers['set-cookie']).toBeUndefined();
      expect(guarded.headers['cache-control']).toBe('no-store');
      expect(guarded.text).toContain('<h1>Temporarily Unavailable</h1>');
      expect(guarded.text).toContain('You have not been signed out');
      expect(guarded.text).toContain('<a href="">Try again</a>');
      const asJson = await request(h.server)
        .get('/pa')
        .set('Host', HOST)
        .set('Accept', 'application/json')
        .set('Cookie', h.stub.cookieFor('pa_admin'));
      expect(asJson.status).toBe(503);
      expect(asJson.body).toMatchObject({ error: 'temporarily_unavailable', requestId: asJson.headers['x-request-id'] });
      h.stub.checkSetCookie = [];
      // A public-only page still renders (logged out is the safe reading there: it shows the login form).
      const login = await request(h.server).get('/login').set('Host', HOST).set('Cookie', h.stub.cookieFor('cardholder'));
      expect(login.status).toBe(200);
      expect((bootstrapOf(login.text) as { session: unknown }).session).toMatchObject({ loggedIn: false, user: null });
      expect(Date.now() - started).toBeLessThan(3_000);
    },
  );

  it('the /api path is handed to the proxy with a fresh request id, echoed to the browser', async () => {
    const res = await request(h.server).get('/api/echo').set('Host', HOST).set('X-Request-Id', 'client-chosen');
    expect(res.status).toBe(200);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('/metrics needs the bearer token on the main port', async () => {
    expect((await request(h.server).get('/metrics').set('Host', HOST)).status).toBe(404);
    expect((await request(h.server).get('/metrics').set('Host', HOST).set('Authorization', 'Bearer wrong')).status).toBe(404);
    const ok = await request(h.server).get('/metrics').set('Host', HOST).set('Authorization', 'Bearer metrics-token-0123456789');
    expect(ok.status).toBe(200);
    expect(ok.text).toMatch(/gateway_requests_total\{kind="page",family="page:public",code="200"\} \d+/);
    expect(ok.text).toMatch(/gateway_brand_lookups_total\{result="found"\} \d+/);
    expect(ok.text).toContain('gateway_auth_checks_total');
  });

  it('JSON errors for JSON callers, HTML otherwise, never a stack', async () => {
    const json = await request(h.server).get('/nope.js').set('Host', 'evil.example').set('Accept', 'application/json');
    expect(json.status).toBe(400);
    expect(json.body).toEqual({ error: 'bad_host', message: expect.any(String), requestId: json.headers['x-request-id'] });
    const asset = await request(h.server).get('/assets/missing.js').set('Host', HOST);
    expect(asset.status).toBe(404);
    expect(asset.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('platform down', () => {
  it('client host → 503 page; bare host public pages render logged out, signed-in pages say temporarily unavailable; still ready', async () => {
    const build = createFakeBuild();
    const dead = http.createServer();
    await new Promise<void>((r) => dead.listen(0, '127.0.0.1', r));
    const port = (dead.address() as { port: number }).port;
    await new Promise<void>((r) => dead.close(() => r()));
    const gateway = createGateway(testConfig(build, `http://127.0.0.1:${port}`, { CHECK_TIMEOUT_MS: '500' }));
    try {
      const client = await request(gateway).get('/login').set('Host', HOST);
      expect(client.status).toBe(503);
      expect(client.text).toContain('not available');
      const bare = await request(gateway).get('/login').set('Host', 'localhost').set('Cookie', 'session=abc');
      expect(bare.status).toBe(200);
      expect((bootstrapOf(bare.text) as { session: { loggedIn: boolean } }).session.loggedIn).toBe(false);
      const guarded = await request(gateway).get('/pa').set('Host', 'localhost').set('Cookie', 'session=abc');
      expect(guarded.status).toBe(503);
      expect(guarded.text).toContain('You have not been signed out');
      const api = await request(gateway).get('/api/brand/subdomain/demo').set('Host', HOST);
      expect(api.status).toBeGreaterThanOrEqual(500);
      expect(api.headers['content-type']).toMatch(/json/);
      expect((await request(gateway).get('/livez')).status).toBe(200);
      // Still ready: this instance serves its own pages; the platform's state is only reported.
      expect((await request(gateway).get('/readyz')).status).toBe(200);
    } finally {
      await gateway.close();
      build.cleanup();
    }
  });
});

describe('an unexpected error', () => {
  it('→ 500 with a generic message and no stack trace', async () => {
    const build = createFakeBuild();
    const gateway = createGateway(testConfig(build, 'http://127.0.0.1:9'), {
      platform: {
        brandBySubdomain: async () => null,
        check: async () => {
          throw new Error('secret internal detail');
        },
        probe: async () => ({ ok: true, detail: 'answered 401', ms: 1 }),
        close: () => undefined,
      },
    });
    try {
      for (const accept of ['text/html', 'application/json']) {
        const res = await request(gateway).get('/login').set('Host', 'localhost').set('Accept', accept).set('Cookie', 'a=b');
        expect(res.status).toBe(500);
        expect(res.text).not.toContain('secret internal detail');
        expect(res.text).not.toMatch(/\bat .+:\d+:\d+/);
      }
      expect(LOGGED_OUT.loggedIn).toBe(false);
    } finally {
      await gateway.close();
      build.cleanup();
    }
  });
});
