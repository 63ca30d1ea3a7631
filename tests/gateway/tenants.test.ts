import http from 'node:http';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../gateway/src/config.js';
import { bootstrapOf } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';
import { sandboxGateways } from './helpers/sandboxGateways.js';

/**
 * Tenants kept apart on the server and test hooks kept from the internet: the gateway in
 * front of the real sandbox, called as an attacker would, with one bank's cookie on another bank's host.
 */

const { gateway, listening, signOn } = sandboxGateways();
/** A gateway on its own loopback port in front of the one sandbox (several, as in a fleet). */
const gatewayServer = (env: Record<string, string> = {}): Promise<http.Server> => listening(http.createServer(gateway(env)));

let server: http.Server;
beforeAll(async () => {
  server = await gatewayServer();
});

interface Browser {
  cookie: string;
  xsrf: string;
  userid: number;
}

async function logIn(username: string, brand = 'demo', on = server): Promise<Browser> {
  const res = await request(on)
    .post('/api/authentication/login')
    .set('Host', `${brand}.localhost`)
    .send({ username, password: 'Password1!', brand });
  expect(res.status).toBe(200);
  const cookies = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  return { cookie: cookies, xsrf: res.body.xsrfToken as string, userid: res.body.userData.userid as number };
}

describe("one bank's session on another bank's host", () => {
  it('the login check answers logged out', async () => {
    const demo = await logIn('cardholder');
    const res = await request(server).get('/api/authentication/check').set('Host', 'pnfp.localhost').set('Cookie', demo.cookie);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, userData: null });
    // …however the browser names the brand itself.
    const claimed = await request(server)
      .get('/api/authentication/check')
      .set('Host', 'pnfp.localhost')
      .set('X-Portal-Brand', 'demo')
      .set('Cookie', demo.cookie);
    expect(claimed.status).toBe(401);
    const home = await request(server).get('/api/authentication/check').set('Host', 'demo.localhost').set('Cookie', demo.cookie);
    expect(home.status).toBe(200);
  });

  it("an API read answers 401, not the other bank's accounts", async () => {
    const demo = await logIn('cardholder');
    const res = await request(server).get('/api/v1/users/accountsummary').set('Host', 'pnfp.localhost').set('Cookie', demo.cookie);
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.body)).not.toMatch(/accountEntityId/);
  });

  it('a page is sent to / as for a logged-out visitor, and the login page shows logged out', async () => {
    const demo = await logIn('cardholder');
    const page = await request(server).get('/dashboard-cardholder').set('Host', 'pnfp.localhost').set('Cookie', demo.cookie);
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/');
    const login = await request(server).get('/login').set('Host', 'pnfp.localhost').set('Cookie', demo.cookie);
    expect(login.status).toBe(200);
    const boot = bootstrapOf(login.text) as { brand: { brand: string }; session: { loggedIn: boolean; user: unknown } };
    expect(boot.brand.brand).toBe('pnfp');
    expect(boot.session).toMatchObject({ loggedIn: false, user: null });
  });

  it("an admin's write through the other host is refused and changes nothing", async () => {
    const admin = await logIn('pa_admin');
    const write = await request(server)
      .put(`/api/v1/users/${admin.userid}`)
      .set('Host', 'pnfp.localhost')
      .set('Cookie', admin.cookie)
      .set('X-XSRF-TOKEN', admin.xsrf)
      .send({ firstname: 'Mallory' });
    expect(write.status).toBe(401);
    const me = await request(server).get(`/api/v1/users/${admin.userid}`).set('Host', 'demo.localhost').set('Cookie', admin.cookie);
    expect(me.status).toBe(200);
    expect(me.body.data.firstname).toBe('Pat');
  });

  it('on the bare host no session counts either', async () => {
    const demo = await logIn('cardholder');
    expect((await request(server).get('/api/authentication/check').set('Host', 'localhost').set('Cookie', demo.cookie)).status).toBe(401);
  });
});

describe('logins name their own host', () => {
  it("a login on pnfp's host whose body names demo is refused, with no session", async () => {
    const res = await request(server)
      .post('/api/authentication/login')
      .set('Host', 'pnfp.localhost')
      .send({ username: 'cardholder', password: 'Password1!', brand: 'demo' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, reason: 'OTHER_BRAND' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it("single sign-on with demo's transaction on pnfp's host is refused", async () => {
    const res = await request(server)
      .post('/api/authentication/login')
      .set('Host', 'pnfp.localhost')
      .send({ transactionId: await signOn('demo', 'cardholder') });
    expect(res.status).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('an unknown client subdomain has no /api at all (404), and never reaches the platform as some brand', async () => {
    const res = await request(server).get('/api/authentication/check').set('Host', 'nosuchbank.localhost');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error: 'unknown_brand', requestId: res.headers['x-request-id'] });
  });
});

describe("a Connection header cannot remove the gateway's own headers", () => {
  // RFC 9110 §7.6.1 lets a client name fields to drop at the next hop; the gateway's tenant and client headers
  // are not the browser's to drop. Without them the platform fails closed, so each of these must stay refused.
  const naming = ['x-portal-brand', 'X-Portal-Brand, x-portal-client', 'keep-alive, x-portal-brand, x-request-id, traceparent'];

  it.each(naming)('Connection: %s — a demo cookie on the pnfp host is still logged out', async (connection) => {
    const demo = await logIn('cardholder');
    const res = await request(server)
      .get('/api/authentication/check')
      .set('Host', 'pnfp.localhost')
      .set('Cookie', demo.cookie)
      .set('Connection', connection);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, userData: null });
  });

  it.each(naming)(
    "Connection: %s — a login on pnfp's host naming demo, and demo's single sign-on there, stay refused",
    async (connection) => {
      const login = await request(server)
        .post('/api/authentication/login')
        .set('Host', 'pnfp.localhost')
        .set('Connection', connection)
        .send({ username: 'cardholder', password: 'Password1!', brand: 'demo' });
      expect(login.status).toBe(403);
      expect(login.headers['set-cookie']).toBeUndefined();
      const sso = await request(server)
        .post('/api/authentication/login')
        .set('Host', 'pnfp.localhost')
        .set('Connection', connection)
        .send({ transactionId: await signOn('demo', 'cardholder') });
      expect(sso.status).toBe(401);
      expect(sso.headers['set-cookie']).toBeUndefined();
    },
  );

  it('the same header does not stop a good call: the demo session on its own host', async () => {
    const demo = await logIn('cardholder');
    const res = await request(server)
      .get('/api/authentication/check')
      .set('Host', 'demo.localhost')
      .set('Cookie', demo.cookie)
      .set('Connection', 'x-portal-brand');
    expect(res.status).toBe(200);
  });
});

describe('guessing limits hold across gateways (the count is on the platform)', () => {
  it('failures through one gateway throttle the account through another', async () => {
    const other = await gatewayServer();
    const wrong = { username: 'pa_payments', password: 'Wrong-password-1', brand: 'demo' };
    for (let i = 0; i < 6; i++) {
      const via = i % 2 === 0 ? server : other;
      expect((await request(via).post('/api/authentication/login').set('Host', 'demo.localhost').send(wrong)).status).toBe(401);
    }
    const res = await request(other)
      .post('/api/authentication/login')
      .set('Host', 'demo.localhost')
      .send({ ...wrong, password: 'Password1!' });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ reason: 'THROTTLED', retryAfterSeconds: 1 });
    expect(res.headers['retry-after']).toBe('1');
  });
});

describe('test hooks', () => {
  it('X-Sandbox-Fault from a browser has no effect', async () => {
    const started = Date.now();
    const res = await request(server)
      .get('/api/brand/subdomain/demo')
      .set('Host', 'demo.localhost')
      .set('X-Sandbox-Fault', 'status=418; delay=2000');
    expect(res.status).toBe(200);
    expect(res.body.data.brand).toBe('demo');
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(
      (await request(server).get('/api/authentication/check').set('Host', 'demo.localhost').set('x-sandbox-fault', 'drop')).status,
    ).toBe(401);
  });

  it('only with SANDBOX_TEST_HEADERS=true (the browser tests) does the gateway pass it on', async () => {
    const testing = await gatewayServer({ SANDBOX_TEST_HEADERS: 'true' });
    const res = await request(testing).get('/api/brand/subdomain/demo').set('Host', 'demo.localhost').set('X-Sandbox-Fault', 'status=418');
    expect(res.status).toBe(418);
    expect(res.body.fault.faultCode).toBe('CSSFAULT');
  });

  it('SANDBOX_TEST_HEADERS cannot be switched on in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_TEST_HEADERS: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_TEST_HEADERS: 'true' })).toThrow(/SANDBOX_TEST_HEADERS: is a test setting/);
  });
});

describe("the gateway's own login check (against a platform that does not bind tenants)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it("tells the platform the Host's brand and the browser's address, and drops a user of another brand itself", async () => {
    /** Headers of the stub's last login check (the one call that carries the browser's cookie). */
    const lastCheck = () => h.stub.seenHeaders.filter((hd) => hd.cookie !== undefined).at(-1)!;
    const onDemo = await request(h.server)
      .get('/dashboard-cardholder')
      .set('Host', 'demo.localhost')
      .set('Cookie', h.stub.cookieFor('cardholder'));
    expect(onDemo.status).toBe(200);
    expect(lastCheck()['x-portal-brand']).toBe('demo');
    expect(lastCheck()['x-portal-client']).toBe('127.0.0.1');
    // The stub answers the demo user whatever the brand; the guard still logs it out on pnfp.
    const onPnfp = await request(h.server)
      .get('/dashboard-cardholder')
      .set('Host', 'pnfp.localhost')
      .set('Cookie', h.stub.cookieFor('cardholder'));
    expect(lastCheck()['x-portal-brand']).toBe('pnfp');
    expect(onPnfp.status).toBe(302);
    expect(onPnfp.headers.location).toBe('/');
  });
});
