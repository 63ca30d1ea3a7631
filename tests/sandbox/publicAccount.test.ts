import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { LoginResponse } from '../../shared/contract/authentication.js';
import { ErrorBody } from '../../shared/contract/common.js';
import * as P from '../../shared/contract/publicAccount.js';
import { isLuhnValid } from '../../shared/format/checksums.js';
import * as U from '../../shared/contract/user.js';
import { accountDemo, type AccountDemo, type DemoCard } from '../../scripts/sandbox/api/publicAccount.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import { SandboxApp } from '../../scripts/sandbox/app.js';
import { publicAccountRoutes } from '../../scripts/sandbox/api/publicAccount.js';
import { Router, type RouteDef } from '../../scripts/sandbox/server/router.js';
import { Client } from './client.js';
import { Fixture } from './fixture.js';

const f = new Fixture();
const demo: Record<string, AccountDemo> = {};
/** Every public account route this suite reached with a 2xx answer (the contract test leaves them to this suite). */
const covered = new Set<string>();
const ownRoutes = publicAccountRoutes(
  new SandboxApp({ seed: 1, dataDir: null, reset: false, now: Date.now, secureCookies: false, logger: null }),
);
const router = new Router<unknown>().addAll(ownRoutes as RouteDef<unknown>[]);
beforeAll(async () => {
  Client.onCall = (method, path, status) => {
    const m = router.match(method, path);
    if (m && m !== 'method-not-allowed' && status < 300) covered.add(`${method} ${m.def.pattern}`);
  };
  await f.start();
  const world = seedWorld();
  demo.demo = accountDemo(world, 'demo');
  demo.pnfp = accountDemo(world, 'pnfp');
});
afterAll(async () => {
  Client.onCall = null;
  await f.stop();
});

async function call<T extends z.ZodMiniType>(
  c: Client,
  method: string,
  path: string,
  schema: T,
  body?: unknown,
  status = 200,
): Promise<z.infer<T>> {
  const a = await c.call(method, path, body);
  expect(a.status, `${method} ${path} → ${JSON.stringify(a.body).slice(0, 300)}`).toBe(status);
  const parsed = schema.safeParse(a.body);
  expect(parsed.success, `${method} ${path}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
  return a.body as z.infer<T>;
}
/** An error answer: the status, the platform error body, and the `reason` the page explains. */
async function refused(
  c: Client,
  method: string,
  path: string,
  body: unknown,
  status: number,
  reason?: P.AccountErrorReason,
): Promise<{ message: string; reason?: string; triesLeft?: number }> {
  const answer = await call(c, method, path, ErrorBody, body, status);
  if (reason) expect((answer as { reason?: string }).reason).toBe(reason);
  return answer as { message: string; reason?: string };
}
const details = (brand: string, card: DemoCard) => ({
  brand,
  cardNumber: card.cardNumber,
  expirationDate: card.expirationDate,
  securityCode: card.securityCode,
  zipCode: card.zipCode,
});
/** A Luhn-valid number the world does not have, and a Luhn-invalid one. */
function otherNumbers(pan: string): { unknown: string; badLuhn: string } {
  const last = Number(pan.slice(-1));
  const badLuhn = pan.slice(0, -1) + String((last + 1) % 10);
  let unknown = '';
  for (let d = 0; d < 10 && !unknown; d++) {
    const candidate = `4000000000000${d}${pan.slice(-2)}`.slice(0, 16);
    if (isLuhnValid(candidate)) unknown = candidate;
  }
  for (let d = 0; !unknown && d < 100; d++) {
    const candidate = `40000000000000${String(d).padStart(2, '0')}`;
    if (isLuhnValid(candidate)) unknown = candidate;
  }
  return { unknown, badLuhn };
}

describe('sandbox: card registration', () => {
  it('registers an unregistered card: verify → user name and password → the new user logs in; the card cannot be registered twice', async () => {
    const c = f.client();
    const card = demo.demo!.unregistered[0]!;
    const v = await call(c, 'POST', '/api/v1/cards/register/verify', P.RegisterVerifyResponse, details('demo', card));
    expect(v.data.cardNumberLast4).toBe(card.cardNumberLast4);
    expect(JSON.stringify(v)).not.toContain(card.cardNumber);
    const done = await call(c, 'POST', '/api/v1/cards/register', P.RegisterCardResponse, {
      registrationToken: v.data.registrationToken,
      username: 'new.holder1',
      password: 'Secret123',
      email: 'new.holder1@mail.example',
    });
    expect(done.data).toEqual({ username: 'new.holder1', firstName: card.firstName, cardNumberLast4: card.cardNumberLast4 });
    const login = await call(f.client(), 'POST', '/api/authentication/login', LoginResponse, {
      username: 'new.holder1',
      password: 'Secret123',
      brand: 'demo',
    });
    expect(login.userData?.firstname).toBe(card.firstName);
    await refused(c, 'POST', '/api/v1/cards/register/verify', details('demo', card), 409, 'ALREADY_REGISTERED');
    // The token is single-use.
    await refused(
      c,
      'POST',
      '/api/v1/cards/register',
      { registrationToken: v.data.registrationToken, username: 'new.holder2', password: 'Secret123', email: 'a@b.example' },
      401,
      'TOKEN_EXPIRED',
    );
  });

  it('refuses a Luhn-invalid number (400), an unknown number, wrong security details and another brand’s card without saying which detail was wrong', async () => {
    const c = f.client();
    const card = demo.demo!.unregistered[1]!;
    const { unknown, badLuhn } = otherNumbers(card.cardNumber);
    const bad = await refused(c, 'POST', '/api/v1/cards/register/verify', { ...details('demo', card), cardNumber: badLuhn }, 400);
    expect(bad.message).toContain('card number');
    const wrong = await refused(
      c,
      'POST',
      '/api/v1/cards/register/verify',
      { ...details('demo', card), cardNumber: unknown },
      400,
      'DETAILS_MISMATCH',
    );
    const code = String((Number(card.securityCode) % 900) + 101).slice(0, 3);
    const cvv = await refused(
      c,
      'POST',
      '/api/v1/cards/register/verify',
      { ...details('demo', card), securityCode: code },
      400,
      'DETAILS_MISMATCH',
    );
    expect(cvv.message).toBe(wrong.message);
    await refused(
      c,
      'POST',
      '/api/v1/cards/register/verify',
      { ...details('demo', card), zipCode: card.zipCode === '00000' ? '11111' : '00000' },
      400,
      'DETAILS_MISMATCH',
    );
    await refused(
      c,
      'POST',
      '/api/v1/cards/register/verify',
      { ...details('demo', card), expirationDate: card.expirationDate === '01/40' ? '02/40' : '01/40' },
      400,
      'DETAILS_MISMATCH',
    );
    await refused(f.client('pnfp'), 'POST', '/api/v1/cards/register/verify', details('pnfp', card), 400, 'DETAILS_MISMATCH');
    await call(c, 'POST', '/api/v1/cards/register/verify', P.RegisterVerifyResponse, details('demo', card));
  });

  it('wrong details are throttled per card: past three, the next try is refused unchecked (429) with the time it lifts', async () => {
    const c = f.client();
    const card = demo.demo!.unregistered[2]!;
    const wrong = { ...details('demo', card), securityCode: card.securityCode === '999' ? '998' : '999' };
    for (let i = 0; i < 4; i++) await refused(c, 'POST', '/api/v1/cards/register/verify', wrong, 400, 'DETAILS_MISMATCH');
    // Even the right details are not checked during the back-off (the lock after five is in guessing.test.ts).
    const a = await c.call('POST', '/api/v1/cards/register/verify', details('demo', card));
    expect(a.status).toBe(429);
    expect(a.body).toMatchObject({ reason: 'THROTTLED', retryAfterSeconds: 1 });
    expect(a.headers.get('retry-after')).toBe('1');
    expect(a.body.message).toMatch(/please wait 1 second before trying again/);
  });

  it('enforces unique user names, the password rule and a registered card', async () => {
    const c = f.client('pnfp');
    const card = demo.pnfp!.unregistered[0]!;
    const v = await call(c, 'POST', '/api/v1/cards/register/verify', P.RegisterVerifyResponse, details('pnfp', card));
    const base = { registrationToken: v.data.registrationToken, email: 'x@mail.example' };
    await refused(c, 'POST', '/api/v1/cards/register', { ...base, username: 'cardholder', password: 'Secret123' }, 409, 'USERNAME_TAKEN');
    await refused(c, 'POST', '/api/v1/cards/register', { ...base, username: 'fresh.name', password: 'short1' }, 400);
    await refused(c, 'POST', '/api/v1/cards/register', { ...base, username: 'fresh.name', password: 'lettersonly' }, 400);
    await refused(c, 'POST', '/api/v1/cards/register', { ...base, username: 'fresh.name', password: '1234567890' }, 400);
    await call(c, 'POST', '/api/v1/cards/register', P.RegisterCardResponse, { ...base, username: 'fresh.name', password: 'Secret123' });
    // Demo's cardholder holds a registered card.
    await refused(f.client(), 'POST', '/api/v1/cards/register/verify', details('demo', demo.demo!.cardholder), 409, 'ALREADY_REGISTERED');
  });

  it('keeps a registration across a restart (the store persists it)', async () => {
    const c = f.client();
    const card = demo.demo!.unregistered[3]!;
    const v = await call(c, 'POST', '/api/v1/cards/register/verify', P.RegisterVerifyResponse, details('demo', card));
    await call(c, 'POST', '/api/v1/cards/register', P.RegisterCardResponse, {
      registrationToken: v.data.registrationToken,
      username: 'kept.holder',
      password: 'Secret123',
      email: 'k@mail.example',
    });
    await f.restart();
    await call(f.client(), 'POST', '/api/authentication/login', LoginResponse, {
      username: 'kept.holder',
      password: 'Secret123',
      brand: 'demo',
    });
    await refused(f.client(), 'POST', '/api/v1/cards/register/verify', details('demo', card), 409, 'ALREADY_REGISTERED');
  });
});

describe('sandbox: card activation', () => {
  it('activates an unactivated card once; the card shows active afterwards', async () => {
    const c = f.client();
    const card = demo.demo!.unactivated[0]!;
    const { zipCode: _zip, ...body } = details('demo', card);
    const v = await call(c, 'POST', '/api/v1/cards/activation/verify', P.ActivationVerifyResponse, body);
    expect(v.data.cardNumberLast4).toBe(card.cardNumberLast4);
    const done = await call(c, 'POST', '/api/v1/cards/activation', P.ActivateCardResponse, { activationToken: v.data.activationToken });
    expect(done.data.activated).toBe(true);
    await refused(c, 'POST', '/api/v1/cards/activation/verify', body, 409, 'ALREADY_ACTIVE');
    await refused(c, 'POST', '/api/v1/cards/activation', { activationToken: v.data.activationToken }, 401, 'TOKEN_EXPIRED');
  });

  it('refuses wrong security details and an active card', async () => {
    const c = f.client('pnfp');
    const card = demo.pnfp!.unactivated[0]!;
    const { zipCode: _zip, ...body } = details('pnfp', card);
    await refused(
      c,
      'POST',
      '/api/v1/cards/activation/verify',
      { ...body, securityCode: card.securityCode === '111' ? '112' : '111' },
      400,
      'DETAILS_MISMATCH',
    );
    const { zipCode: _z, ...active } = details('pnfp', demo.pnfp!.cardholder);
    await refused(c, 'POST', '/api/v1/cards/activation/verify', active, 409, 'ALREADY_ACTIVE');
  });
});

describe('sandbox: forgot user name and password', () => {
  const outbox = async (brand: string) =>
    (await f.client().get(`/__sandbox/outbox/${brand}`)).body.messages as Array<{ to: string; subject: string; text: string }>;

  it('forgot user name answers alike for a match, wrong details and an unregistered card; only a match gets the email', async () => {
    const c = f.client();
    const before = (await outbox('demo')).length;
    const match = await call(c, 'POST', '/api/user/forgotusername', P.ForgotUserNameResponse, details('demo', demo.demo!.cardholder));
    const unregistered = await call(
      c,
      'POST',
      '/api/user/forgotusername',
      P.ForgotUserNameResponse,
      details('demo', demo.demo!.unregistered[5]!),
    );
    const mismatch = await call(c, 'POST', '/api/user/forgotusername', P.ForgotUserNameResponse, {
      ...details('demo', demo.demo!.cardholder),
      zipCode: '00001',
    });
    expect(match.data.message).toBe(
      'If an account matches the card details you entered, we sent its user name to the email address on file.',
    );
    expect(unregistered).toEqual(match);
    expect(mismatch).toEqual(match);
    const sent = (await outbox('demo')).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'cardholder@demo.example', subject: 'Your user name' });
    expect(sent[0]!.text).toContain('is cardholder');
  });

  it('forgot password: the code goes to the email on file; a wrong code, a reused password, then the new password works', async () => {
    const c = f.client();
    const { username, email } = demo.demo!.activeCardholders[0]!;
    const start = await call(c, 'POST', '/api/user/forgotpassword', P.ForgotPasswordResponse, { brand: 'demo', username });
    expect(start.data.message).toBe(
      'If an account matches the user name you entered, we sent a verification code to the email address on file.',
    );
    expect((await outbox('demo')).filter((m) => m.to === email && m.subject === 'Your verification code').at(-1)?.text).toContain('123456');
    // No contact list for a reset: that would tell anyone who typed a user name where its owner gets mail.
    expect((await c.call('GET', '/api/v1/users/2fa/stepone', undefined, { [U.USER_COOKIE_HEADER]: start.data.userCookie })).status).toBe(
      401,
    );
    const wrong = await refused(
      c,
      'POST',
      '/api/user/resetpassword',
      { cookie: start.data.userCookie, verificationCode: '000000', password: 'NewSecret9' },
      401,
      'BAD_CODE',
    );
    expect(wrong.triesLeft).toBe(4);
    await refused(
      c,
      'POST',
      '/api/user/resetpassword',
      { cookie: start.data.userCookie, verificationCode: '123456', password: 'Password1!' },
      400,
      'PASSWORD_REUSED',
    );
    const done = await call(c, 'POST', '/api/user/resetpassword', P.ResetPasswordResponse, {
      cookie: start.data.userCookie,
      verificationCode: '123456',
      password: 'NewSecret9',
    });
    expect(done.data.username).toBe(username);
    await call(f.client(), 'POST', '/api/authentication/login', LoginResponse, { username, password: 'Password1!', brand: 'demo' }, 401);
    await call(f.client(), 'POST', '/api/authentication/login', LoginResponse, { username, password: 'NewSecret9', brand: 'demo' });
    // The verification is used up.
    await refused(
      c,
      'POST',
      '/api/user/resetpassword',
      { cookie: start.data.userCookie, verificationCode: '123456', password: 'Another99' },
      401,
      'TOKEN_EXPIRED',
    );
  });

  it('a password-reset verification never completes a login, even with the right code', async () => {
    const c = f.client();
    const { username } = demo.demo!.activeCardholders[1]!;
    const start = await call(c, 'POST', '/api/user/forgotpassword', P.ForgotPasswordResponse, { brand: 'demo', username });
    const login = await c.call('POST', '/api/authentication/2fa', {
      token: 'a-token',
      cookie: start.data.userCookie,
      mobileBranding: null,
      verificationCode: '123456',
      rememberMyDevice: false,
    });
    expect(login.status).toBe(401);
    expect(login.body.reason).toBe('STEP_EXPIRED');
    expect((await c.call('GET', '/api/authentication/check')).status).toBe(401);
  });

  it('forgot password answers an unknown user name exactly as a real one, and its code never matches', async () => {
    const c = f.client('pnfp');
    const before = (await outbox('pnfp')).length;
    const { username } = demo.pnfp!.activeCardholders[0]!;
    const real = await c.call('POST', '/api/user/forgotpassword', { brand: 'pnfp', username });
    const unknown = await c.call('POST', '/api/user/forgotpassword', { brand: 'pnfp', username: 'nobody.here' });
    expect(unknown.status).toBe(real.status);
    expect(real.status).toBe(200);
    const shape = (b: { data: Record<string, unknown> }) => ({
      keys: Object.keys(b.data).sort(),
      message: b.data.message,
      expiresInMs: b.data.expiresInMs,
    });
    expect(shape(unknown.body)).toEqual(shape(real.body));
    // Ten minutes for both, never time left: sending the real email takes time a decoy does not.
    expect([real.body.data.expiresInMs, unknown.body.data.expiresInMs]).toEqual([600_000, 600_000]);
    expect((await outbox('pnfp')).length - before).toBe(1);
    // Each from its own address: wrong reset codes are counted per guessing client (docs/security.md).
    const guessers = [f.client('pnfp'), f.client('pnfp')];
    guessers.forEach((g, i) => (g.address = `192.0.2.${10 + i}`));
    for (const [i, started] of [real, unknown].entries()) {
      const body = { cookie: started.body.data.userCookie as string, verificationCode: '999999', password: 'NewSecret9' };
      const answers = [];
      for (let n = 0; n < 3; n++) answers.push(await refused(guessers[i]!, 'POST', '/api/user/resetpassword', body, 401, 'BAD_CODE'));
      expect(answers.map((a) => a.triesLeft)).toEqual([4, 3, 2]);
    }
    // The decoy refuses the right code as it refuses any code.
    const decoy = { cookie: unknown.body.data.userCookie as string, verificationCode: '123456', password: 'NewSecret9' };
    expect((await refused(guessers[1]!, 'POST', '/api/user/resetpassword', decoy, 401, 'BAD_CODE')).triesLeft).toBe(1);
  });
});

describe('sandbox: program admin invitation', () => {
  it('names who an invitation is for, and the holding company when there is one; registration then completes it', async () => {
    const c = f.client();
    const inv = demo.demo!.invitations.find((i) => !i.holdingCompany)!;
    const hc = demo.demo!.invitations.find((i) => i.holdingCompany)!;
    const a = await call(
      c,
      'GET',
      `/api/v1/users/programAdmin/invitation?brand=demo&registrationToken=${inv.registrationToken}`,
      P.InvitationResponse,
    );
    expect(a.data.firstname).toBe(inv.firstname);
    expect(a.data.holdingCompanyName).toBeNull();
    const h = await call(
      c,
      'GET',
      `/api/v1/users/programAdmin/invitation?brand=demo&registrationToken=${hc.registrationToken}`,
      P.InvitationResponse,
    );
    expect(h.data.holdingCompanyName).toBeTruthy();
    await refused(
      f.client('pnfp'),
      'GET',
      `/api/v1/users/programAdmin/invitation?brand=pnfp&registrationToken=${inv.registrationToken}`,
      undefined,
      404,
      'TOKEN_EXPIRED',
    );
    await call(c, 'POST', '/api/v1/users/programAdmin/register', U.ProgramAdminRegisterResponse, {
      registrationToken: inv.registrationToken,
      username: 'invited.admin',
      password: 'Admin1234',
    });
    await refused(
      c,
      'GET',
      `/api/v1/users/programAdmin/invitation?brand=demo&registrationToken=${inv.registrationToken}`,
      undefined,
      404,
      'TOKEN_EXPIRED',
    );
  });

  it('the demo data call lists cards that pass Luhn and never a demo user for password resets', async () => {
    const a = await f.client().get('/__sandbox/account-demo/pnfp');
    expect(a.status).toBe(200);
    const d = a.body as AccountDemo;
    expect(d.unregistered.length).toBeGreaterThan(3);
    expect(d.unactivated.length).toBeGreaterThan(3);
    for (const card of [...d.unregistered, ...d.unactivated]) expect(isLuhnValid(card.cardNumber)).toBe(true);
    expect(d.activeCardholders.map((u) => u.username)).not.toContain('cardholder');
    expect((await f.client().get('/__sandbox/account-demo/nope')).status).toBe(404);
  });
});

describe('sandbox: public account coverage', () => {
  it('reached every public account call with a successful answer', () => {
    expect(ownRoutes.map((d) => `${d.method} ${d.pattern}`).filter((r) => !covered.has(r))).toEqual([]);
  });
});
