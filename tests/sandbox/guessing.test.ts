import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../shared/contract/tenant.js';
import { USER_COOKIE_HEADER } from '../../shared/contract/user.js';
import { accountDemo, type AccountDemo, type DemoCard } from '../../scripts/sandbox/api/publicAccount.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import type { Answer, Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Guessing (issue 12 §2, OWASP ASVS V2.2.1, NIST SP 800-63B §5.2.2): failed logins, verification codes and
 * card-detail checks back off exponentially, then lock for a while, per account (or card) and per client
 * address; the platform keeps the count. The clock is vitest's fake Date, so waits cost nothing.
 */

const f = new Fixture();
let demo: AccountDemo;
const WRONG = 'Not-the-password-1';
/** Each test guesses from its own address, so the per-client count of one test never meets another's. */
let nextClient = 1;
const newClient = () => `203.0.113.${nextClient++}`;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  await f.start({ now: () => Date.now() });
  demo = accountDemo(seedWorld(), 'demo');
});
afterAll(async () => {
  await f.stop();
  vi.useRealTimers();
});

const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

function login(c: Client, client: string, username: string, password: string, brand = 'demo'): Promise<Answer<any>> {
  return c.call('POST', '/api/authentication/login', { username, password, brand }, { [CLIENT_ADDRESS_HEADER]: client });
}

/** A wrong guess that was really checked: waits out any back-off first (as a patient attacker would). */
async function patiently(attempt: () => Promise<Answer<any>>, waits: number[] = []): Promise<Answer<any>> {
  let a = await attempt();
  while (a.status === 429) {
    waits.push(a.body.retryAfterSeconds as number);
    expect(a.headers.get('retry-after')).toBe(String(a.body.retryAfterSeconds));
    advance(a.body.retryAfterSeconds * 1000);
    a = await attempt();
  }
  return a;
}

describe('passwords, per account', () => {
  it('the 21st try is refused even with the right password, saying when the lock lifts; it lifts after its time', async () => {
    const c = f.client();
    const ip = newClient();
    const waits: number[] = [];
    for (let i = 1; i <= 20; i++) {
      const a = await patiently(() => login(c, ip, 'pa_tier1', WRONG), waits);
      expect(a.status, `wrong password ${i}`).toBe(401);
    }
    // Five free tries, then 1 s doubling to a minute between tries.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60, 60, 60, 60, 60]);
    const locked = await login(c, ip, 'pa_tier1', 'Password1!');
    expect(locked.status).toBe(423);
    expect(locked.body).toMatchObject({ success: false, reason: 'LOCKED', retryAfterSeconds: 900 });
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(new Date(locked.body.retryAt).getTime()).toBe(Date.now() + 15 * 60_000);
    const at = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit', hour12: true }).format(new Date(locked.body.retryAt));
    expect(locked.body.message).toBe(`Too many unsuccessful tries. For your security, logging in with this user name is locked until ${at} ET (in about 15 minutes).`);
    expect(locked.headers.get('set-cookie')).toBeNull();
    advance(15 * 60_000 - 1_000);
    expect((await login(c, ip, 'pa_tier1', 'Password1!')).status).toBe(423);
    advance(1_000);
    const ok = await login(c, ip, 'pa_tier1', 'Password1!');
    expect(ok.status).toBe(200);
    expect(ok.body.userData.firstname).toBe('Tess');
  });

  it('a try during the back-off is not checked: the right password is refused too; a success forgets the failures', async () => {
    const c = f.client();
    const ip = newClient();
    for (let i = 0; i < 6; i++) expect((await login(c, ip, 'pa_tier2', WRONG)).status).toBe(401);
    const early = await login(c, ip, 'pa_tier2', 'Password1!');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({ reason: 'THROTTLED', retryAfterSeconds: 1, message: 'Too many unsuccessful tries. For your security, please wait 1 second before trying again.' });
    advance(1_000);
    expect((await login(c, ip, 'pa_tier2', 'Password1!')).status).toBe(200);
    // Counting starts over: five more wrong tries are free.
    for (let i = 0; i < 5; i++) expect((await login(c, ip, 'pa_tier2', WRONG)).status).toBe(401);
    expect((await login(c, ip, 'pa_tier2', 'Password1!')).status).toBe(200);
  });

  it('an unknown user name is throttled exactly like a real one (a refusal never tells which exists)', async () => {
    const ip = newClient();
    const seen: Record<string, Array<[number, string]>> = {};
    for (const username of ['pa_manager', 'no.such.person']) {
      const c = f.client();
      seen[username] = [];
      for (let i = 0; i < 8; i++) {
        const a = await login(c, ip, username, WRONG);
        seen[username]!.push([a.status, a.body.message]);
      }
    }
    expect(seen['no.such.person']).toEqual(seen.pa_manager);
    expect(seen.pa_manager!.map(([s]) => s)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    advance(60_000);
  });

  it('re-entering the password for a security token counts against the same account', async () => {
    const ip = newClient();
    const c = f.client();
    expect((await c.login('pa_accounting')).status).toBe(200);
    for (let i = 0; i < 6; i++) {
      const a = await c.call('POST', '/api/user/securitytoken', { username: 'pa_accounting', password: WRONG, brand: 'demo' }, { [CLIENT_ADDRESS_HEADER]: ip });
      expect(a.status).toBe(401);
    }
    const a = await login(f.client(), ip, 'pa_accounting', 'Password1!');
    expect(a.status).toBe(429);
    advance(1_000);
  });
});

describe('per client address', () => {
  it('one address guessing across many accounts is slowed down after 100 failures; another address is not', async () => {
    const ip = newClient();
    const c = f.client();
    for (let i = 0; i < 101; i++) expect((await login(c, ip, `stuffed.${i}`, WRONG)).status).toBe(401);
    const slowed = await login(c, ip, 'pa_delegate', 'Password1!');
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe('Too many unsuccessful tries from your network. For your security, please wait 1 second before trying again.');
    expect((await login(f.client(), newClient(), 'pa_delegate', 'Password1!')).status).toBe(200);
    advance(1_000);
    expect((await login(c, ip, 'pa_delegate', 'Password1!')).status).toBe(200);
  });
});

describe('verification codes, per user across logins', () => {
  interface Pending {
    cookie: string;
    token: string;
  }
  const code = (c: Client, ip: string, { cookie, token }: Pending, verificationCode: string) =>
    c.call('POST', '/api/authentication/2fa', { token, cookie, mobileBranding: null, verificationCode, rememberMyDevice: false }, { [CLIENT_ADDRESS_HEADER]: ip });

  it('a new login brings no fresh tries; the 10th wrong code locks the codes for 15 minutes, then the right one works', async () => {
    const ip = newClient();
    const c = f.client();
    /** A new login of the user, sent its code (steps one and two). */
    const start = async (): Promise<Pending> => {
      const a = await login(c, ip, 'cardholder2fa', 'Password1!');
      expect(a.body.needs2fa).toBe(true);
      const cookie = a.body.userCookie as string;
      const token = (await c.get('/api/v1/users/2fa/stepone', { [USER_COOKIE_HEADER]: cookie })).body.data.token as string;
      expect((await c.post('/api/user/2fa/steptwo', { token, verificationContact: 'sms-1' })).status).toBe(200);
      return { cookie, token };
    };
    let pending = await start();
    for (let i = 0; i < 3; i++) expect((await code(c, ip, pending, '000000')).status).toBe(401);
    // Logging in again does not reset the count: the next wrong code is the 4th, and then a wait is due.
    pending = await start();
    expect((await code(c, ip, pending, '000000')).status).toBe(401);
    expect((await code(c, ip, pending, '123456')).status).toBe(429);
    let failures = 4;
    while (failures < 10) {
      const a = await patiently(() => code(c, ip, pending, '000000'));
      if (a.status === 401 && a.body.message === 'The verification step has expired. Please log in again.') {
        pending = await start(); // five wrong codes void a pending login
        continue;
      }
      expect(a.status).toBe(401);
      failures++;
    }
    pending = await start();
    const locked = await code(c, ip, pending, '123456');
    expect(locked.status).toBe(423);
    expect(locked.body.reason).toBe('LOCKED');
    expect(locked.body.message).toContain('verification codes for this account is locked until');
    advance(15 * 60_000);
    pending = await start(); // its code expired meanwhile (10 minutes)
    const ok = await code(c, ip, pending, '123456');
    expect(ok.status).toBe(200);
    expect(ok.body.userData.firstname).toBe('Morgan');
  });

  it('password reset codes count against the same user as login codes', async () => {
    const ip = newClient();
    const c = f.client();
    const { username } = demo.activeCardholders[3]!;
    const started = await c.call('POST', '/api/user/forgotpassword', { brand: 'demo', username }, { [CLIENT_ADDRESS_HEADER]: ip });
    const body = { cookie: started.body.data.userCookie, verificationCode: '000000', password: 'NewSecret9' };
    for (let i = 0; i < 4; i++) expect((await c.call('POST', '/api/user/resetpassword', body, { [CLIENT_ADDRESS_HEADER]: ip })).status).toBe(401);
    const again = await c.call('POST', '/api/user/forgotpassword', { brand: 'demo', username }, { [CLIENT_ADDRESS_HEADER]: ip });
    const next = await c.call('POST', '/api/user/resetpassword', { ...body, cookie: again.body.data.userCookie, verificationCode: '123456' }, { [CLIENT_ADDRESS_HEADER]: ip });
    expect(next.status).toBe(429);
    expect(next.body.reason).toBe('THROTTLED');
    advance(60_000);
  });
});

describe('card details, per card number and client', () => {
  const details = (card: DemoCard, securityCode = card.securityCode) => ({
    brand: 'demo', cardNumber: card.cardNumber, expirationDate: card.expirationDate, securityCode, zipCode: card.zipCode,
  });
  const wrongCode = (card: DemoCard) => (card.securityCode === '999' ? '998' : '999');

  it('back-off after three wrong tries, the fifth locks the card for 15 minutes across register, activate and forgot user name', async () => {
    const ip = newClient();
    const c = f.client();
    const card = demo.unregistered[6]!;
    const verify = (body: object, path = '/api/v1/cards/register/verify') => c.call('POST', path, body, { [CLIENT_ADDRESS_HEADER]: ip });
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) expect((await patiently(() => verify(details(card, wrongCode(card))), waits)).body.reason).toBe('DETAILS_MISMATCH');
    expect(waits).toEqual([1]);
    const locked = await verify(details(card));
    expect(locked.status).toBe(423);
    expect(locked.body.reason).toBe('LOCKED');
    expect(locked.body.message).toContain('checking this card online is locked until');
    const { zipCode: _zip, ...activation } = details(card);
    expect((await verify(activation, '/api/v1/cards/activation/verify')).status).toBe(423);
    expect((await verify(details(card), '/api/user/forgotusername')).status).toBe(423);
    advance(15 * 60_000);
    expect((await verify(details(card))).status).toBe(200);
  });

  it('a card number no card has is throttled like a real one', async () => {
    const ip = newClient();
    const c = f.client();
    const real = demo.unregistered[7]!;
    const fake = { ...real, cardNumber: '4000000000000002' };
    const statuses: Record<string, number[]> = {};
    for (const card of [real, fake]) {
      statuses[card.cardNumber] = [];
      for (let i = 0; i < 5; i++) statuses[card.cardNumber]!.push((await c.call('POST', '/api/v1/cards/register/verify', details(card, wrongCode(card)), { [CLIENT_ADDRESS_HEADER]: ip })).status);
    }
    expect(statuses[fake.cardNumber]).toEqual(statuses[real.cardNumber]);
    expect(statuses[real.cardNumber]).toEqual([400, 400, 400, 400, 429]);
    advance(60_000);
  });

  it('the vendor security code uses the same throttle', async () => {
    const ip = newClient();
    const vendors = (await f.client().get('/__sandbox/vendors/demo')).body.vendors as Array<{ companyId: number; enrollmentKey: string; securityCode: string; status: string }>;
    const v = vendors.find((x) => x.status === 'ACTIVE')!;
    const c = f.client();
    const verify = (securityCode: string) => c.call('POST', `/api/vc/vendor/${v.companyId}/${v.enrollmentKey}/verify`, { securityCode }, { [CLIENT_ADDRESS_HEADER]: ip });
    const wrong = v.securityCode === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) expect((await verify(wrong)).status).toBe(401);
    const slowed = await verify(v.securityCode);
    expect(slowed.status).toBe(429);
    advance(1_000);
    expect((await verify(v.securityCode)).status).toBe(200);
  });
});
