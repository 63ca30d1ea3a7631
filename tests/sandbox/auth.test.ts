import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckResponse, LoginResponse } from '../../shared/contract/authentication.js';
import { BrandBySubdomainResponse } from '../../shared/contract/brand.js';
import { TwoFactorStepOneResponse, USER_COOKIE_HEADER } from '../../shared/contract/user.js';
import { startSandbox, type RunningSandbox } from '../../scripts/sandbox/startSandbox.js';
import { Client } from './client.js';

const FIRST_NAMES: Record<string, string> = {
  cardholder: 'Casey',
  virtualsub: 'Vic',
  pa_admin: 'Pat',
  pa_tier1: 'Tess',
  pa_tier2: 'Toby',
  pa_manager: 'Max',
  pa_accounting: 'Ada',
  pa_delegate: 'Dana',
  pa_payments: 'Paige',
  pa_reporting: 'Remy',
  pa_viewonly: 'Vera',
  pa_vconly: 'Vince',
  pa_fleet: 'Fran',
  hc_admin: 'Harper',
};
const BRANDS: Record<string, string> = {
  demo: 'Demo Bank',
  pnfp: 'Pinnacle Bank',
  grizzlies: 'Grizzlies Card Services',
  communitycard: 'Community Card Bank',
  bhg: 'BHG Financial',
  bhgmore: 'BHG More Rewards',
};

let sandbox: RunningSandbox;
let clock = Date.now();
const client = () => new Client(sandbox.url);

beforeAll(async () => {
  sandbox = await startSandbox({ now: () => clock });
});
afterAll(async () => {
  await sandbox.close();
});

describe('brand lookup', () => {
  it.each(Object.entries(BRANDS))('%s → %s', async (sub, display) => {
    const a = await client().get(`/api/brand/subdomain/${sub}`);
    expect(a.status).toBe(200);
    expect(BrandBySubdomainResponse.parse(a.body).data).toEqual({ brand: sub, brandValueDisplay: display });
  });
  it('unknown subdomain → 404 with an error body', async () => {
    const a = await client().get('/api/brand/subdomain/nosuchbank');
    expect(a.status).toBe(404);
    expect(a.body).toMatchObject({ error: 'Not Found', status: 404 });
    expect(typeof a.body.message).toBe('string');
  });
});

describe('login', () => {
  for (const brand of Object.keys(BRANDS)) {
    it.each(Object.entries(FIRST_NAMES))(`${brand}: %s logs in as %s`, async (username, first) => {
      const c = client();
      const a = await c.login(username, brand);
      expect(a.status).toBe(200);
      const body = LoginResponse.parse(a.body);
      expect(body.success).toBe(true);
      expect(body.needs2fa).toBe(false);
      expect(body.userData?.firstname).toBe(first);
      expect(body.userData?.brands).toEqual([{ brand }]);
      expect(body.xsrfToken).toBeTruthy();
      const cookie = a.headers.getSetCookie().find((c) => c.startsWith('CSSESSION='));
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain/i);
    });
  }

  it('user types, roles and companies follow docs/requirements.md#design-4-demo-data', async () => {
    const get = async (u: string) => LoginResponse.parse((await client().login(u)).body).userData!;
    const ch = await get('cardholder');
    expect(ch.userType.userType).toBe('CARDMEMBER');
    expect(ch.userHoldingCompanyId).toBeNull();
    const admin = await get('pa_admin');
    expect(admin.userType.userType).toBe('PROGRAM ADMIN');
    expect(admin.authorities[0]).toMatchObject({ name: 'ROLE_ADMIN_MANAGER' });
    expect(admin.scopes).toEqual(
      expect.arrayContaining(['*:account', '*:user', '*:spendmetadata', '*:spendalerts', '*:expensereport', '*:virtualcard']),
    );
    expect((await get('pa_viewonly')).roles).toContain('ROLE_PA_VIEW_ONLY');
    expect((await get('pa_tier1')).userCompanyId).toBe(admin.userCompanyId);
    const hc = await get('hc_admin');
    expect(hc.userHoldingCompanyId).toEqual(expect.any(Number));
    expect((await get('pa_fleet')).userCompanyId).not.toBe(admin.userCompanyId);
  });

  it.each([
    ['wrong password', { username: 'pa_admin', password: 'nope', brand: 'demo' }],
    ['unknown user', { username: 'nobody', password: 'Password1!', brand: 'demo' }],
  ])('%s → 401 with the message', async (_name, payload) => {
    const a = await client().post('/api/authentication/login', payload);
    expect(a.status).toBe(401);
    const body = LoginResponse.parse(a.body);
    expect(body.success).toBe(false);
    expect(body.message).toBe('The user name or password is incorrect.');
    expect(a.headers.getSetCookie()).toEqual([]);
  });

  it('a malformed login body → 400 with a clear message', async () => {
    const a = await client().post('/api/authentication/login', { username: 5 });
    expect(a.status).toBe(400);
    expect(a.body.message).toMatch(/Invalid login request/);
  });

  it('single sign-on with an id the identity provider issued (tests/sandbox/singleSignOn.test.ts has its rules)', async () => {
    const c = new Client(sandbox.url, 'pnfp');
    const a = await c.post('/api/authentication/login', { transactionId: await c.signOn('pnfp', 'cardholder') });
    expect(a.status).toBe(200);
    expect(LoginResponse.parse(a.body).userData?.brands).toEqual([{ brand: 'pnfp' }]);
    expect((await c.get('/api/authentication/check')).status).toBe(200);
    expect((await client().post('/api/authentication/login', { transactionId: 'sso-bogus' })).status).toBe(401);
  });
});

describe('two-factor login', () => {
  /** Steps one and two (tests/sandbox/twoFactor.test.ts has their rules): the token of this login, its code sent. */
  async function sendCode(c: Client, userCookie: string): Promise<string> {
    const one = await c.get('/api/v1/users/2fa/stepone', { [USER_COOKIE_HEADER]: userCookie });
    const token = TwoFactorStepOneResponse.parse(one.body).data.token;
    expect((await c.post('/api/user/2fa/steptwo', { token, verificationContact: 'email-1' })).status).toBe(200);
    return token;
  }

  it('needs 2FA, then the code sent (123456) opens a session', async () => {
    const c = client();
    const a = await c.login('cardholder2fa');
    expect(a.status).toBe(200);
    const first = LoginResponse.parse(a.body);
    expect(first.needs2fa).toBe(true);
    expect(first.userData).toBeNull();
    expect(first.userCookie).toBeTruthy();
    expect(a.headers.getSetCookie()).toEqual([]);
    expect((await c.get('/api/authentication/check')).status).toBe(401);
    const token = await sendCode(c, first.userCookie!);

    const wrong = await c.post('/api/authentication/2fa', {
      token,
      cookie: first.userCookie,
      mobileBranding: null,
      verificationCode: '000000',
      rememberMyDevice: false,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/verification code/);

    const ok = await c.post('/api/authentication/2fa', {
      token,
      cookie: first.userCookie,
      mobileBranding: null,
      verificationCode: '123456',
      rememberMyDevice: false,
    });
    expect(ok.status).toBe(200);
    const body = LoginResponse.parse(ok.body);
    expect(body.userData?.firstname).toBe('Morgan');
    const check = CheckResponse.parse((await c.get('/api/authentication/check')).body);
    expect(check.success).toBe(true);
    // The pending cookie is single-use.
    const replay = await client().post('/api/authentication/2fa', {
      token,
      cookie: first.userCookie,
      verificationCode: '123456',
      rememberMyDevice: false,
    });
    expect(replay.status).toBe(401);
  });

  it('remember my device skips 2FA next time on that device', async () => {
    const c = client();
    const first = LoginResponse.parse((await c.login('cardholder2fa', 'bhg')).body);
    const token = await sendCode(c, first.userCookie!);
    await c.post('/api/authentication/2fa', { token, cookie: first.userCookie, verificationCode: '123456', rememberMyDevice: true });
    expect(c.cookies.has('CSDEVICE')).toBe(true);
    const again = LoginResponse.parse((await c.login('cardholder2fa', 'bhg')).body);
    expect(again.needs2fa).toBe(false);
    expect(again.userData?.firstname).toBe('Morgan');
  });

  /** A browser remembered for cardholder2fa on `brand` (its code entered with remember my device). */
  async function rememberedBrowser(brand: string, password = 'Password1!'): Promise<Client> {
    const c = client();
    const first = LoginResponse.parse((await c.login('cardholder2fa', brand, password)).body);
    const token = await sendCode(c, first.userCookie!);
    const done = await c.post('/api/authentication/2fa', {
      token,
      cookie: first.userCookie,
      verificationCode: '123456',
      rememberMyDevice: true,
    });
    c.xsrf = done.body.xsrfToken;
    expect(c.cookies.has('CSDEVICE')).toBe(true);
    return c;
  }

  it('a password change forgets remembered devices: the next login asks for the code again', async () => {
    const c = await rememberedBrowser('bhgmore');
    expect((await c.put('/api/user/password', { currentPassword: 'Password1!', newPassword: 'Changed-pass-7' })).status).toBe(200);
    const again = LoginResponse.parse((await c.login('cardholder2fa', 'bhgmore', 'Changed-pass-7')).body);
    expect(again.needs2fa).toBe(true);
  });

  it('a password reset forgets remembered devices too', async () => {
    const c = await rememberedBrowser('grizzlies');
    const started = await client().call(
      'POST',
      '/api/user/forgotpassword',
      { brand: 'grizzlies', username: 'cardholder2fa' },
      { 'x-portal-brand': 'grizzlies' },
    );
    const reset = await client().call(
      'POST',
      '/api/user/resetpassword',
      { cookie: started.body.data.userCookie, verificationCode: '123456', password: 'Reset-pass-8' },
      { 'x-portal-brand': 'grizzlies' },
    );
    expect(reset.status).toBe(200);
    const again = LoginResponse.parse((await c.login('cardholder2fa', 'grizzlies', 'Reset-pass-8')).body);
    expect(again.needs2fa).toBe(true);
  });
});

describe('session', () => {
  it('check answers the user, XSRF token, logHash and timeouts; 401 without a session', async () => {
    const none = await client().get('/api/authentication/check');
    expect(none.status).toBe(401);
    expect(CheckResponse.parse(none.body).success).toBe(false);

    const c = client();
    const login = LoginResponse.parse((await c.login('cardholder')).body);
    const check = CheckResponse.parse((await c.get('/api/authentication/check')).body);
    expect(check).toMatchObject({ success: true, xsrfToken: login.xsrfToken, logHash: login.logHash });
    expect(check.userData?.firstname).toBe('Casey');
    expect(check.timeouts['/v1/expensereport']).toBe(60000);
  });

  it('logout invalidates the session for good: a replayed cookie is rejected', async () => {
    const c = client();
    await c.login('pa_admin');
    const saved = c.cookies.get('CSSESSION')!;
    const out = await c.post('/api/authentication/logout', {});
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(/CSSESSION=;.*Max-Age=0/);
    const replay = new Client(sandbox.url);
    replay.cookies.set('CSSESSION', saved);
    expect((await replay.get('/api/authentication/check')).status).toBe(401);
    expect((await replay.get('/api/authentication/keepalive')).status).toBe(401);
  });

  it('state-changing calls need the session-bound XSRF token', async () => {
    const c = client();
    await c.login('pa_admin');
    expect((await c.post('/api/authentication/logout', {}, { 'x-xsrf-token': '' })).status).toBe(403);
    const other = client();
    await other.login('pa_admin');
    expect((await c.post('/api/authentication/logout', {}, { 'x-xsrf-token': other.xsrf! })).status).toBe(403);
    expect((await c.get('/api/authentication/check')).status).toBe(200);
    expect((await c.post('/api/authentication/logout', {})).status).toBe(200);
  });

  it('idle expiry after 15 minutes; keepalive extends it', async () => {
    const c = client();
    await c.login('cardholder');
    clock += 14 * 60_000;
    expect((await c.get('/api/authentication/keepalive')).status).toBe(200);
    clock += 14 * 60_000;
    expect((await c.get('/api/authentication/check')).status).toBe(200);
    clock += 15 * 60_000 + 1000;
    expect((await c.get('/api/authentication/check')).status).toBe(401);
    expect((await c.get('/api/authentication/keepalive')).status).toBe(401);
  });
});

describe('faults on demand', () => {
  it('X-Sandbox-Fault fails a call with a status or drops it', async () => {
    const a = await client().get('/api/brand/subdomain/demo', { 'x-sandbox-fault': 'status=503' });
    expect(a.status).toBe(503);
    expect(a.body.fault).toBeTruthy();
    await expect(client().get('/api/brand/subdomain/demo', { 'x-sandbox-fault': 'drop' })).rejects.toThrow();
  });
  it('a control call arms a fault for a path, a given number of times', async () => {
    const c = client();
    await c.post('/__sandbox/faults', { path: '/api/brand/subdomain/*', status: 502, times: 1 });
    expect((await c.get('/api/brand/subdomain/demo')).status).toBe(502);
    expect((await c.get('/api/brand/subdomain/demo')).status).toBe(200);
    await c.post('/__sandbox/faults', { path: '/api/brand/subdomain/demo', delayMs: 150 });
    const t = performance.now();
    expect((await c.get('/api/brand/subdomain/demo')).status).toBe(200);
    expect(performance.now() - t).toBeGreaterThanOrEqual(140);
    await c.del('/__sandbox/faults');
  });
});
