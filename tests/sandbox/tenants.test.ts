import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_HEADER, NO_BRAND } from '../../shared/contract/tenant.js';
import { USER_COOKIE_HEADER } from '../../shared/contract/user.js';
import { accountDemo } from '../../scripts/sandbox/api/publicAccount.js';
import { allRoutes } from '../../scripts/sandbox/api/routes.js';
import { SandboxApp } from '../../scripts/sandbox/app.js';
import type { Session } from '../../scripts/sandbox/auth/sessions.js';
import { CLOCK_AHEAD_HEADER } from '../../scripts/sandbox/server/clockAhead.js';
import { createPipeline } from '../../scripts/sandbox/server/pipeline.js';
import { Router } from '../../scripts/sandbox/server/router.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import { Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Tenant binding on the platform: the gateway names the brand a call came in under
 * (`X-Portal-Brand`); a session, login, verification or public account call of another brand is refused.
 * And the sandbox's control calls answer only loopback callers, or others with the control token.
 */

const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const under = (brand: string) => ({ [BRAND_HEADER]: brand });

describe('sessions belong to one brand', () => {
  it('a demo session is no session under pnfp (check, a read, a write) and stays good under demo', async () => {
    const c = await f.as('pa_admin', 'demo');
    const id = (await c.get('/api/authentication/check', under('demo'))).body.userData.userid as number;
    const check = await c.get('/api/authentication/check', under('pnfp'));
    expect(check.status).toBe(401);
    expect(check.body).toMatchObject({ success: false, userData: null });
    const read = await c.get('/api/v1/users/accountsummary', under('pnfp'));
    expect(read.status).toBe(401);
    expect(read.body.message).toBe('You are not logged in.');
    const write = await c.put(`/api/v1/users/${id}`, { firstname: 'Mallory' }, under('pnfp'));
    expect(write.status).toBe(401);
    // Not ended, and not renamed: the session still works on its own brand.
    const own = await c.get(`/api/v1/users/${id}`, under('demo'));
    expect(own.status).toBe(200);
    expect(own.body.data.firstname).toBe('Pat');
  });

  it('on a host that is no brand, no session is valid', async () => {
    const c = await f.as('cardholder', 'demo');
    expect((await c.get('/api/authentication/check', under(NO_BRAND))).status).toBe(401);
  });
});

describe('logins and verifications belong to the host brand', () => {
  it('a login naming another brand than the host is refused without a session', async () => {
    const c = f.client();
    const a = await c.call(
      'POST',
      '/api/authentication/login',
      { username: 'cardholder', password: 'Password1!', brand: 'demo' },
      under('pnfp'),
    );
    expect(a.status).toBe(403);
    expect(a.body).toMatchObject({ success: false, reason: 'OTHER_BRAND', userData: null });
    expect(a.headers.get('set-cookie')).toBeNull();
    expect(
      (
        await c.call(
          'POST',
          '/api/authentication/login',
          { username: 'cardholder', password: 'Password1!', brand: 'demo' },
          under(NO_BRAND),
        )
      ).status,
    ).toBe(403);
    expect(
      (await c.call('POST', '/api/authentication/login', { username: 'cardholder', password: 'Password1!', brand: 'pnfp' }, under('pnfp')))
        .status,
    ).toBe(200);
  });

  it("single sign-on for a demo user is not valid on pnfp's host", async () => {
    const a = await f
      .client()
      .call('POST', '/api/authentication/login', { transactionId: await f.client().signOn('demo', 'cardholder') }, under('pnfp'));
    expect(a.status).toBe(401);
    expect(a.headers.get('set-cookie')).toBeNull();
    expect(
      (
        await f
          .client()
          .call('POST', '/api/authentication/login', { transactionId: await f.client().signOn('demo', 'cardholder') }, under('demo'))
      ).status,
    ).toBe(200);
  });

  it('a 2FA login started on demo cannot be carried on, sent a code or finished on pnfp', async () => {
    const c = f.client();
    const start = await c.call(
      'POST',
      '/api/authentication/login',
      { username: 'cardholder2fa', password: 'Password1!', brand: 'demo' },
      under('demo'),
    );
    const pending = { [USER_COOKIE_HEADER]: start.body.userCookie as string };
    const outboxSize = async () => ((await c.get('/__sandbox/outbox/demo')).body.messages as unknown[]).length;
    expect((await c.call('GET', '/api/v1/users/2fa/stepone', undefined, { ...pending, ...under('pnfp') })).body.reason).toBe(
      'STEP_EXPIRED',
    );
    const one = await c.call('GET', '/api/v1/users/2fa/stepone', undefined, { ...pending, ...under('demo') });
    expect(one.status).toBe(200);
    const step = { token: one.body.data.token as string, verificationContact: 'sms-1' };
    const before = await outboxSize();
    expect((await c.call('POST', '/api/user/2fa/steptwo', step, under('pnfp'))).body.reason).toBe('STEP_EXPIRED');
    expect(await outboxSize()).toBe(before);
    expect((await c.call('POST', '/api/user/2fa/steptwo', step, under('demo'))).status).toBe(200);
    const body = {
      token: step.token,
      cookie: start.body.userCookie,
      mobileBranding: null,
      verificationCode: '123456',
      rememberMyDevice: false,
    };
    const other = await c.call('POST', '/api/authentication/2fa', body, under('pnfp'));
    expect(other.status).toBe(401);
    expect(other.body.reason).toBe('STEP_EXPIRED');
    expect(other.headers.get('set-cookie')).toBeNull();
    expect((await c.call('POST', '/api/authentication/2fa', body, under('demo'))).status).toBe(200);
  });

  it('public account calls naming another brand are refused (403 OTHER_BRAND); their tokens stay on their brand', async () => {
    const c = f.client();
    const card = accountDemo(seedWorld(), 'demo').unregistered[4]!;
    const details = {
      brand: 'demo',
      cardNumber: card.cardNumber,
      expirationDate: card.expirationDate,
      securityCode: card.securityCode,
      zipCode: card.zipCode,
    };
    for (const [path, body] of [
      ['/api/v1/cards/register/verify', details],
      ['/api/user/forgotusername', details],
      ['/api/user/forgotpassword', { brand: 'demo', username: 'cardholder' }],
    ] as const) {
      const a = await c.call('POST', path, body, under('pnfp'));
      expect(a.status, path).toBe(403);
      expect(a.body.reason, path).toBe('OTHER_BRAND');
    }
    const v = await c.call('POST', '/api/v1/cards/register/verify', details, under('demo'));
    expect(v.status).toBe(200);
    const reg = {
      registrationToken: v.body.data.registrationToken,
      username: 'tenant.holder',
      password: 'Secret123',
      email: 't@mail.example',
    };
    expect((await c.call('POST', '/api/v1/cards/register', reg, under('pnfp'))).body.reason).toBe('TOKEN_EXPIRED');
    const reset = await c.call('POST', '/api/user/forgotpassword', { brand: 'demo', username: 'pa_viewonly' }, under('demo'));
    const code = await c.call(
      'POST',
      '/api/user/resetpassword',
      { cookie: reset.body.data.userCookie, verificationCode: '123456', password: 'NewSecret9' },
      under('pnfp'),
    );
    expect(code.body.reason).toBe('TOKEN_EXPIRED');
  });

  it("a vendor link of a demo company is not found on pnfp's host", async () => {
    const v = ((await f.client().get('/__sandbox/vendors/demo')).body.vendors as Array<{ companyId: number; enrollmentKey: string }>)[0]!;
    const path = `/api/vc/vendor/${v.companyId}/${v.enrollmentKey}/check`;
    expect((await f.client().get(path, under('pnfp'))).status).toBe(404);
    expect((await f.client().get(path, under('demo'))).status).toBe(200);
  });
});

describe('the platform fails closed without a brand binding', () => {
  const bare = () => new Client(f.sandbox.url, null);

  it('a session, a login, a single sign-on and a public account call that name no bank are refused (403 NO_TENANT)', async () => {
    const demo = await f.as('cardholder', 'demo');
    const session = { cookie: [...demo.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const calls: Array<[string, string, unknown, Record<string, string>]> = [
      ['GET', '/api/authentication/check', undefined, session],
      ['GET', '/api/v1/users/accountsummary', undefined, session],
      ['POST', '/api/authentication/login', { username: 'cardholder', password: 'Password1!', brand: 'demo' }, {}],
      ['POST', '/api/authentication/login', { transactionId: await bare().signOn('demo', 'cardholder') }, {}],
      ['POST', '/api/user/forgotpassword', { brand: 'demo', username: 'cardholder' }, {}],
    ];
    for (const [method, path, body, headers] of calls) {
      for (const brand of [undefined, '', 'nosuchbank']) {
        const a = await bare().call(method, path, body, brand === undefined ? headers : { ...headers, [BRAND_HEADER]: brand });
        expect(a.status, `${method} ${path} under ${String(brand)}`).toBe(403);
        expect(a.body.reason, path).toBe('NO_TENANT');
        expect(a.headers.get('set-cookie'), path).toBeNull();
      }
    }
    // The same session is still good where it belongs.
    expect((await demo.get('/api/authentication/check')).status).toBe(200);
  });

  it('only the brand lookup, which is how the gateway learns the brand, is answered without one', async () => {
    const a = await bare().get('/api/brand/subdomain/pnfp');
    expect(a.status).toBe(200);
    expect(a.body.data.brand).toBe('pnfp');
    expect((await bare().get('/api/brand/pnfp')).status).toBe(403);
  });
});

describe('control calls', () => {
  /** The sandbox's own pipeline behind a server that makes every caller look remote (203.0.113.9). */
  async function remoteLooking(controlToken?: string): Promise<{ client: Client; close: () => Promise<void> }> {
    const app = new SandboxApp({
      seed: 20240611,
      dataDir: null,
      reset: true,
      now: Date.now,
      secureCookies: false,
      logger: null,
      controlToken: controlToken ?? null,
    });
    const pipeline = createPipeline(app, new Router<Session>().addAll(allRoutes(app)), null);
    const server = http.createServer((req, res) => {
      Object.defineProperty(req.socket, 'remoteAddress', { value: '203.0.113.9', configurable: true });
      void pipeline(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    return {
      client: new Client(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      close: () => new Promise<void>((r) => server.close(() => r())),
    };
  }

  it('answer loopback callers; others get 403 without the control token, and an answer with it', async () => {
    expect((await f.client().get('/__sandbox/health')).status).toBe(200);
    const open = await remoteLooking();
    try {
      for (const path of ['/__sandbox/health', '/__sandbox/faults', '/__sandbox/account-demo/demo', '/__sandbox/outbox/demo']) {
        const a = await open.client.get(path, { authorization: 'Bearer anything-at-all-long-enough' });
        expect(a.status, path).toBe(403);
        expect(JSON.stringify(a.body)).not.toContain('cardNumber');
      }
      expect((await open.client.post('/__sandbox/reset', {})).status).toBe(403);
      // The platform's own calls are not affected.
      expect((await open.client.get('/api/brand/subdomain/demo')).status).toBe(200);
    } finally {
      await open.close();
    }
    const token = 'a-control-token-for-tests';
    const guarded = await remoteLooking(token);
    try {
      expect((await guarded.client.get('/__sandbox/health')).status).toBe(403);
      expect((await guarded.client.get('/__sandbox/health', { authorization: 'Bearer not-the-control-token' })).status).toBe(403);
      expect((await guarded.client.get('/__sandbox/health', { authorization: `Bearer ${token}` })).status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('the clock-ahead test header is a control hook too: ignored from others, so it never outruns a code or a wait', async () => {
    const open = await remoteLooking();
    try {
      const c = open.client;
      const login = await c.post('/api/authentication/login', { username: 'cardholder2fa', password: 'Password1!', brand: 'demo' });
      const token = (await c.get('/api/v1/users/2fa/stepone', { [USER_COOKIE_HEADER]: login.body.userCookie })).body.data.token as string;
      expect((await c.post('/api/user/2fa/steptwo', { token, verificationContact: 'sms-1' })).status).toBe(200);
      const later = { [CLOCK_AHEAD_HEADER]: String(60 * 60_000) };
      expect((await c.post('/api/user/2fa/steptwo', { token, verificationContact: 'sms-1' }, later)).body.reason).toBe('RESEND_TOO_SOON');
      const body = { token, cookie: login.body.userCookie, verificationCode: '123456', rememberMyDevice: false };
      expect((await c.post('/api/authentication/2fa', body, later)).status).toBe(200);
    } finally {
      await open.close();
    }
  });
});
