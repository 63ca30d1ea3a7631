import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../shared/contract/tenant.js';
import { USER_COOKIE_HEADER } from '../../shared/contract/user.js';
import type { Answer, Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Single sign-on as an identity provider does it: the bank's provider (here the sandbox's control call) issues a
 * random id for one user on one bank; it logs in once, within two minutes, on that bank only; every refusal is
 * counted against the client like a wrong password, and a user who needs a second factor is asked for it unless
 * the provider said they passed one. The clock is vitest's fake Date.
 */

const f = new Fixture();
let nextClient = 1;
const newClient = () => `198.51.100.${nextClient++}`;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  await f.start({ now: () => Date.now() });
});
afterAll(async () => {
  await f.stop();
  vi.useRealTimers();
});

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const sso = (c: Client, transactionId: string, ip: string): Promise<Answer<any>> =>
  c.call('POST', '/api/authentication/login', { transactionId }, { [CLIENT_ADDRESS_HEADER]: ip });

const REFUSED =
  'This single sign-on link is not valid: it was already used, has expired, or is for another bank. Start again from your bank.';

describe('sign-on ids', () => {
  it('are random and long; the seeded guessable ids of old are refused', async () => {
    const a = await f.client().signOn('demo', 'cardholder');
    const b = await f.client().signOn('demo', 'cardholder');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const old = await sso(f.client(), 'sso-demo-cardholder2fa', newClient());
    expect(old.status).toBe(401);
    expect(old.body).toMatchObject({ success: false, message: REFUSED, userData: null });
    expect(old.headers.get('set-cookie')).toBeNull();
  });

  it('log in once: the same id again is refused with the message the login page shows', async () => {
    const ip = newClient();
    const id = await f.client().signOn('demo', 'cardholder');
    const c = f.client();
    const first = await sso(c, id, ip);
    expect(first.status).toBe(200);
    expect(first.body.userData.firstname).toBe('Casey');
    expect((await c.get('/api/authentication/check')).status).toBe(200);
    const again = await sso(f.client(), id, ip);
    expect(again.status).toBe(401);
    expect(again.body.message).toBe(REFUSED);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('last two minutes', async () => {
    const ip = newClient();
    const late = await f.client().signOn('demo', 'pa_admin');
    const inTime = await f.client().signOn('demo', 'pa_admin');
    advance(119_000);
    expect((await sso(f.client(), inTime, ip)).status).toBe(200);
    advance(1_000);
    expect((await sso(f.client(), late, ip)).status).toBe(401);
  });

  it("are good on their own bank only (and spent by a try on another's)", async () => {
    const id = await f.client().signOn('pnfp', 'cardholder');
    const ip = newClient();
    expect((await sso(f.client('demo'), id, ip)).status).toBe(401);
    expect((await sso(f.client('pnfp'), id, ip)).status).toBe(401);
    const fresh = await f.client().signOn('pnfp', 'cardholder');
    const ok = await sso(f.client('pnfp'), fresh, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.userData.brands).toEqual([{ brand: 'pnfp' }]);
  });

  it('are issued for active users only, and only to control callers', async () => {
    const c = f.client();
    expect((await c.post('/__sandbox/sso/demo', { username: 'nobody.here' })).status).toBe(404);
    expect((await c.post('/__sandbox/sso/demo', {})).status).toBe(400);
  });
});

describe('refusals are throttled per client', () => {
  it('after five refused ids a client waits (429, Retry-After), even with a good id; another client signs on at once', async () => {
    const ip = newClient();
    const c = f.client();
    for (let i = 0; i < 6; i++) expect((await sso(c, `guess-${i}-${'x'.repeat(40)}`, ip)).status).toBe(401);
    const good = await f.client().signOn('demo', 'pa_tier1');
    const slowed = await sso(c, good, ip);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ success: false, reason: 'THROTTLED', retryAfterSeconds: 1 });
    expect(slowed.headers.get('retry-after')).toBe('1');
    // The refused try did not spend the id: after the wait it still works.
    expect((await sso(f.client(), await f.client().signOn('demo', 'pa_tier1'), newClient())).status).toBe(200);
    advance(1_000);
    expect((await sso(c, good, ip)).status).toBe(200);
  });
});

describe('the second factor', () => {
  const stepOneAndTwo = async (c: Client, userCookie: string): Promise<string> => {
    const token = (await c.get('/api/v1/users/2fa/stepone', { [USER_COOKIE_HEADER]: userCookie })).body.data.token as string;
    expect((await c.post('/api/user/2fa/steptwo', { token, verificationContact: 'sms-1' })).status).toBe(200);
    return token;
  };

  it('is asked of a user who needs one when the provider did not assert it; the code then opens the session', async () => {
    const c = f.client();
    const a = await sso(c, await f.client().signOn('demo', 'cardholder2fa'), newClient());
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ success: true, needs2fa: true, userData: null });
    expect(a.headers.get('set-cookie')).toBeNull();
    expect((await c.get('/api/authentication/check')).status).toBe(401);
    const token = await stepOneAndTwo(c, a.body.userCookie);
    const done = await c.post('/api/authentication/2fa', {
      token,
      cookie: a.body.userCookie,
      verificationCode: '123456',
      rememberMyDevice: false,
    });
    expect(done.status).toBe(200);
    expect(done.body.userData.firstname).toBe('Morgan');
  });

  it('is not asked again when the provider says the user passed one with it', async () => {
    const c = f.client();
    const a = await sso(c, await f.client().signOn('demo', 'cardholder2fa', true), newClient());
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ success: true, needs2fa: false });
    expect(a.body.userData.firstname).toBe('Morgan');
  });
});
