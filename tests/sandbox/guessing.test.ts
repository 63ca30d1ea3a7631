import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../shared/contract/tenant.js';
import { USER_COOKIE_HEADER } from '../../shared/contract/user.js';
import { accountDemo, type AccountDemo, type DemoCard } from '../../scripts/sandbox/api/publicAccount.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import type { Answer, Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * The throttling table (docs/security.md), row by row: in each, the attacker is slowed or locked and the real
 * user still gets in. Throttles back off per account, or per guessing client, never so that a stranger can lock
 * the owner out (OWASP ASVS V2.2.1, NIST SP 800-63B §5.2.2, OWASP device cookies). The clock is vitest's fake
 * Date, so waits cost nothing.
 */

const f = new Fixture();
let demo: AccountDemo;
const WRONG = 'Not-the-password-1';
/** Each test guesses from its own addresses, so the per-client count of one test never meets another's. */
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
const from = (ip: string) => ({ [CLIENT_ADDRESS_HEADER]: ip });

function login(c: Client, ip: string, username: string, password: string, brand = 'demo'): Promise<Answer<any>> {
  return c.call('POST', '/api/authentication/login', { username, password, brand }, from(ip));
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

/** A browser that logged into `username` before (it holds the known-device cookie), now logged out. */
async function ownersBrowser(username: string, ip: string): Promise<Client> {
  const c = f.client();
  expect((await login(c, ip, username, 'Password1!')).status).toBe(200);
  expect(c.cookies.has('CSKNOWN')).toBe(true);
  c.cookies.delete('CSSESSION');
  return c;
}

describe('passwords from unknown clients: per account, growing waits, never a lock', () => {
  it("20 wrong passwords from elsewhere: waits grow to 15 minutes, never 423; the owner's browser gets in at once", async () => {
    const owner = await ownersBrowser('pa_reporting', newClient());
    const attacker = f.client();
    const ip = newClient();
    const waits: number[] = [];
    for (let i = 1; i <= 20; i++)
      expect((await patiently(() => login(attacker, ip, 'pa_reporting', WRONG), waits)).status, `wrong password ${i}`).toBe(401);
    // Five free tries, then 1 s doubling to 15 minutes between tries: slow enough for any guesser, no lock.
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    const slowed = await login(attacker, ip, 'pa_reporting', 'Password1!');
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ success: false, reason: 'THROTTLED', retryAfterSeconds: 900 });
    expect(slowed.body.message).toBe('Too many unsuccessful tries. For your security, please wait 15 minutes before trying again.');
    // The owner's browser, behind the same wait for everyone else, is not slowed at all.
    const ok = await login(owner, newClient(), 'pa_reporting', 'Password1!');
    expect(ok.status).toBe(200);
    expect(ok.body.userData.firstname).toBe('Remy');
    // A browser the owner never used waits the 15 minutes, then gets in (the wait lifts by itself).
    const fresh = f.client();
    expect((await login(fresh, newClient(), 'pa_reporting', 'Password1!')).status).toBe(429);
    advance(900_000);
    expect((await login(fresh, newClient(), 'pa_reporting', 'Password1!')).status).toBe(200);
  });

  it('a try during the back-off is not checked: the right password is refused too; a success forgets the failures', async () => {
    const c = f.client();
    const ip = newClient();
    for (let i = 0; i < 6; i++) expect((await login(c, ip, 'pa_tier2', WRONG)).status).toBe(401);
    const early = await login(c, ip, 'pa_tier2', 'Password1!');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      reason: 'THROTTLED',
      retryAfterSeconds: 1,
      message: 'Too many unsuccessful tries. For your security, please wait 1 second before trying again.',
    });
    advance(1_000);
    expect((await login(c, ip, 'pa_tier2', 'Password1!')).status).toBe(200);
    // Counting starts over: five more wrong tries are free.
    const other = f.client();
    for (let i = 0; i < 5; i++) expect((await login(other, ip, 'pa_tier2', WRONG)).status).toBe(401);
    expect((await login(other, ip, 'pa_tier2', 'Password1!')).status).toBe(200);
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
});

describe("passwords from the owner's known browser: counted for that browser alone", () => {
  it("its own wrong tries slow it; they leave the account's count (and the address's) alone", async () => {
    const ip = newClient();
    const owner = await ownersBrowser('pa_payments', ip);
    for (let i = 0; i < 6; i++) expect((await login(owner, ip, 'pa_payments', WRONG)).status).toBe(401);
    expect((await login(owner, ip, 'pa_payments', 'Password1!')).status).toBe(429);
    // Another browser still has its five free tries on the account, and gets in.
    const other = f.client();
    for (let i = 0; i < 5; i++) expect((await login(other, newClient(), 'pa_payments', WRONG)).status).toBe(401);
    expect((await login(other, newClient(), 'pa_payments', 'Password1!')).status).toBe(200);
    advance(1_000);
    expect((await login(owner, ip, 'pa_payments', 'Password1!')).status).toBe(200);
  });

  it('re-entering the password for a security token counts for that browser too', async () => {
    const ip = newClient();
    const c = f.client();
    expect((await login(c, ip, 'pa_accounting', 'Password1!')).status).toBe(200);
    c.xsrf = (await c.get('/api/authentication/check')).body.xsrfToken;
    for (let i = 0; i < 6; i++) {
      const a = await c.call('POST', '/api/user/securitytoken', { username: 'pa_accounting', password: WRONG, brand: 'demo' }, from(ip));
      expect(a.status).toBe(401);
    }
    expect(
      (await c.call('POST', '/api/user/securitytoken', { username: 'pa_accounting', password: 'Password1!', brand: 'demo' }, from(ip)))
        .status,
    ).toBe(429);
    expect((await login(f.client(), newClient(), 'pa_accounting', 'Password1!')).status).toBe(200);
    advance(1_000);
  });
});

describe('every failure from one address: a ceiling a NAT of a few hundred people never meets', () => {
  it('past 300 failures the address waits; a known browser behind it, and another address, are not slowed', async () => {
    const ip = newClient();
    const owner = await ownersBrowser('pa_viewonly', ip);
    const c = f.client();
    for (let i = 0; i < 300; i++) expect((await login(c, ip, `stuffed.${i}`, WRONG)).status).toBe(401);
    expect((await login(f.client(), ip, 'pa_delegate', 'Password1!')).status).toBe(200);
    expect((await login(c, ip, 'stuffed.300', WRONG)).status).toBe(401);
    const slowed = await login(f.client(), ip, 'pa_delegate', 'Password1!');
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe(
      'Too many unsuccessful tries from your network. For your security, please wait 1 second before trying again.',
    );
    expect((await login(owner, ip, 'pa_viewonly', 'Password1!')).status).toBe(200);
    expect((await login(f.client(), newClient(), 'pa_delegate', 'Password1!')).status).toBe(200);
    advance(1_000);
    expect((await login(f.client(), ip, 'pa_delegate', 'Password1!')).status).toBe(200);
  });
});

interface Pending {
  cookie: string;
  token: string;
}
const code = (c: Client, ip: string, { cookie, token }: Pending, verificationCode: string) =>
  c.call('POST', '/api/authentication/2fa', { token, cookie, mobileBranding: null, verificationCode, rememberMyDevice: false }, from(ip));

/** A new login of cardholder2fa (the right password), sent its code (steps one and two). */
async function startLogin(c: Client, ip: string): Promise<Pending> {
  const a = await login(c, ip, 'cardholder2fa', 'Password1!');
  expect(a.body.needs2fa).toBe(true);
  const cookie = a.body.userCookie as string;
  const token = (await c.get('/api/v1/users/2fa/stepone', { [USER_COOKIE_HEADER]: cookie })).body.data.token as string;
  expect((await c.post('/api/user/2fa/steptwo', { token, verificationContact: 'sms-1' })).status).toBe(200);
  return { cookie, token };
}

describe("a login's verification codes: per account, locked only past the right password", () => {
  it('a new login brings no fresh tries; the 10th wrong code locks the codes for 15 minutes, then the right one works', async () => {
    const ip = newClient();
    const c = f.client();
    let pending = await startLogin(c, ip);
    for (let i = 0; i < 3; i++) expect((await code(c, ip, pending, '000000')).status).toBe(401);
    // Logging in again does not reset the count: the next wrong code is the 4th, and then a wait is due.
    pending = await startLogin(c, ip);
    expect((await code(c, ip, pending, '000000')).status).toBe(401);
    expect((await code(c, ip, pending, '123456')).status).toBe(429);
    let failures = 4;
    while (failures < 10) {
      const a = await patiently(() => code(c, ip, pending, '000000'));
      if (a.status === 401 && a.body.message === 'The verification step has expired. Please log in again.') {
        pending = await startLogin(c, ip); // five wrong codes void a pending login
        continue;
      }
      expect(a.status).toBe(401);
      failures++;
    }
    pending = await startLogin(c, ip);
    const locked = await code(c, ip, pending, '123456');
    expect(locked.status).toBe(423);
    expect(locked.body.reason).toBe('LOCKED');
    expect(locked.body.message).toContain('verification codes for this account is locked until');
    advance(15 * 60_000);
    pending = await startLogin(c, ip); // its code expired meanwhile (10 minutes)
    const ok = await code(c, ip, pending, '123456');
    expect(ok.status).toBe(200);
    expect(ok.body.userData.firstname).toBe('Morgan');
  });
});

describe('password resets: wrong codes per reset and per client; one message per account every 5 minutes', () => {
  const forgot = (c: Client, ip: string, username: string) =>
    c.call('POST', '/api/user/forgotpassword', { brand: 'demo', username }, from(ip));
  const reset = (c: Client, ip: string, cookie: string, verificationCode: string, password = 'NewSecret9') =>
    c.call('POST', '/api/user/resetpassword', { cookie, verificationCode, password }, from(ip));
  const messagesTo = async (to: string) =>
    ((await f.client().get('/__sandbox/outbox/demo')).body.messages as Array<{ to: string }>).filter((m) => m.to === to).length;

  it("a stranger's wrong reset codes never reach the login's code lock: the owner's 2FA login goes through", async () => {
    const ip = newClient();
    const c = f.client();
    for (let round = 0; round < 3; round++) {
      const started = await forgot(c, ip, 'cardholder2fa');
      for (let i = 0; i < 5; i++) expect((await patiently(() => reset(c, ip, started.body.data.userCookie, '000000'))).status).toBe(401);
      advance(5 * 60_000);
    }
    const owner = f.client();
    const ownerIp = newClient();
    const ok = await code(owner, ownerIp, await startLogin(owner, ownerIp), '123456');
    expect(ok.status).toBe(200);
  });

  it("past three wrong codes the guessing client waits; the owner's own reset, from elsewhere, is not slowed", async () => {
    const { username } = demo.activeCardholders[3]!;
    const ip = newClient();
    const c = f.client();
    const started = await forgot(c, ip, 'no.such.person.reset');
    for (let i = 0; i < 4; i++) expect((await reset(c, ip, started.body.data.userCookie, '000000')).status).toBe(401);
    const slowed = await reset(c, ip, started.body.data.userCookie, '000000');
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe('1');
    const owner = f.client();
    const ownerIp = newClient();
    const mine = await forgot(owner, ownerIp, username);
    const done = await reset(owner, ownerIp, mine.body.data.userCookie, '123456');
    expect(done.status).toBe(200);
    expect(done.body.data.username).toBe(username);
    advance(60_000);
  });

  it("40 requests for one account send one message and hold one reset; the owner's reset goes through; 5 minutes later another message", async () => {
    const { username, email } = demo.activeCardholders[4]!;
    const before = await messagesTo(email);
    const ip = newClient();
    const c = f.client();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await forgot(c, ip, username));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.body.data.message)).size).toBe(1);
    expect((await messagesTo(email)) - before).toBe(1);
    // Only the first request holds the reset the message belongs to; the repeats hold nothing.
    expect((await reset(c, ip, answers[1]!.body.data.userCookie, '123456')).body.reason).toBe('TOKEN_EXPIRED');
    expect((await reset(c, ip, answers[0]!.body.data.userCookie, '123456')).status).toBe(200);
    advance(5 * 60_000);
    await forgot(c, ip, username);
    expect((await messagesTo(email)) - before).toBe(2);
  });

  it('an unknown user name is answered alike, first request and repeats', async () => {
    const ip = newClient();
    const c = f.client();
    const { username } = demo.activeCardholders[5]!;
    const real = [await forgot(c, ip, username), await forgot(c, ip, username)];
    const unknown = [await forgot(c, ip, 'nobody.at.all'), await forgot(c, ip, 'nobody.at.all')];
    const shape = (a: Answer<any>) => [a.status, a.body.data.message, a.body.data.expiresInMs, typeof a.body.data.userCookie];
    expect(unknown.map(shape)).toEqual(real.map(shape));
    expect((await reset(c, ip, unknown[0]!.body.data.userCookie, '000000')).body.reason).toBe('BAD_CODE');
    expect((await reset(c, ip, real[0]!.body.data.userCookie, '000000')).body.reason).toBe('BAD_CODE');
    expect((await reset(c, ip, unknown[1]!.body.data.userCookie, '000000')).body.reason).toBe('TOKEN_EXPIRED');
    expect((await reset(c, ip, real[1]!.body.data.userCookie, '000000')).body.reason).toBe('TOKEN_EXPIRED');
    advance(5 * 60_000);
  });

  it('one address asking for many accounts waits past 50 requests; another address does not', async () => {
    const ip = newClient();
    const c = f.client();
    for (let i = 0; i <= 50; i++) expect((await forgot(c, ip, `flood.${i}`)).status).toBe(200);
    const slowed = await forgot(c, ip, 'flood.51');
    expect(slowed.status).toBe(429);
    expect(slowed.body.reason).toBe('THROTTLED');
    expect((await forgot(f.client(), newClient(), 'flood.52')).status).toBe(200);
    advance(60 * 60_000);
  });
});

describe('card details: per guessing client and card; the owner is never locked out', () => {
  const details = (card: DemoCard, securityCode = card.securityCode) => ({
    brand: 'demo',
    cardNumber: card.cardNumber,
    expirationDate: card.expirationDate,
    securityCode,
    zipCode: card.zipCode,
  });
  const wrongCode = (card: DemoCard) => (card.securityCode === '999' ? '998' : '999');

  it('back-off after three wrong tries, the fifth locks the card for that client across register, activate and forgot user name; the owner elsewhere goes on', async () => {
    const ip = newClient();
    const c = f.client();
    const card = demo.unregistered[6]!;
    const verify = (body: object, path = '/api/v1/cards/register/verify', at = ip) => c.call('POST', path, body, from(at));
    const waits: number[] = [];
    for (let i = 0; i < 5; i++)
      expect((await patiently(() => verify(details(card, wrongCode(card))), waits)).body.reason).toBe('DETAILS_MISMATCH');
    expect(waits).toEqual([1]);
    const locked = await verify(details(card));
    expect(locked.status).toBe(423);
    expect(locked.body.reason).toBe('LOCKED');
    expect(locked.body.message).toContain('checking this card online from your device is locked until');
    const { zipCode: _zip, ...activation } = details(card);
    expect((await verify(activation, '/api/v1/cards/activation/verify')).status).toBe(423);
    expect((await verify(details(card), '/api/user/forgotusername')).status).toBe(423);
    // The card's owner, from their own address, registers at once.
    expect((await verify(details(card), '/api/v1/cards/register/verify', newClient())).status).toBe(200);
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
      for (let i = 0; i < 5; i++)
        statuses[card.cardNumber]!.push(
          (await c.call('POST', '/api/v1/cards/register/verify', details(card, wrongCode(card)), from(ip))).status,
        );
    }
    expect(statuses[fake.cardNumber]).toEqual(statuses[real.cardNumber]);
    expect(statuses[real.cardNumber]).toEqual([400, 400, 400, 400, 429]);
    advance(60_000);
  });

  it('forgot user name sends at most one message per account every 5 minutes', async () => {
    const card = demo.cardholder;
    const email = 'cardholder';
    const outbox = async () =>
      ((await f.client().get('/__sandbox/outbox/demo')).body.messages as Array<{ subject: string; text: string }>).filter(
        (m) => m.subject === 'Your user name' && m.text.includes(`is ${email}.`),
      ).length;
    const before = await outbox();
    for (let i = 0; i < 3; i++)
      expect((await f.client().call('POST', '/api/user/forgotusername', details(card), from(newClient()))).status).toBe(200);
    expect((await outbox()) - before).toBe(1);
    advance(5 * 60_000);
    expect((await f.client().call('POST', '/api/user/forgotusername', details(card), from(newClient()))).status).toBe(200);
    expect((await outbox()) - before).toBe(2);
  });
});

describe('vendors: security codes per client and vendor, link keys per client', () => {
  const vendors = async () =>
    (await f.client().get('/__sandbox/vendors/demo')).body.vendors as Array<{
      companyId: number;
      enrollmentKey: string;
      securityCode: string;
      status: string;
    }>;

  it("a stranger's wrong codes lock that stranger out of the vendor's link, not the vendor", async () => {
    const v = (await vendors()).find((x) => x.status === 'ACTIVE')!;
    const ip = newClient();
    const verify = (securityCode: string, at = ip) =>
      f.client().call('POST', `/api/vc/vendor/${v.companyId}/${v.enrollmentKey}/verify`, { securityCode }, from(at));
    const wrong = v.securityCode === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expect((await patiently(() => verify(wrong))).status).toBe(401);
    const locked = await verify(v.securityCode);
    expect(locked.status).toBe(423);
    expect(locked.body.message).toContain('this vendor link from your device is locked until');
    expect((await verify(v.securityCode, newClient())).status).toBe(200);
    advance(15 * 60_000);
    expect((await verify(v.securityCode)).status).toBe(200);
  });

  it('after five links that name no vendor a client waits (429, Retry-After), even for a real link; another client does not', async () => {
    const v = (await vendors()).find((x) => x.status === 'ACTIVE')!;
    const ip = newClient();
    const check = (key: string, at = ip) => f.client().call('GET', `/api/vc/vendor/${v.companyId}/${key}/check`, undefined, from(at));
    const misses: number[] = [];
    for (let i = 0; i < 8; i++) misses.push((await check(`guess${i}${'x'.repeat(20)}`)).status);
    expect(misses).toEqual([404, 404, 404, 404, 404, 404, 429, 429]);
    const slowed = await check(v.enrollmentKey);
    expect(slowed.status).toBe(429);
    expect(slowed.headers.get('retry-after')).toBe(String(slowed.body.retryAfterSeconds));
    expect((await check(v.enrollmentKey, newClient())).status).toBe(200);
    advance(slowed.body.retryAfterSeconds * 1000);
    expect((await check(v.enrollmentKey)).status).toBe(200);
  });
});
