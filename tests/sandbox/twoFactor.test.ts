import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckResponse, LoginResponse } from '../../shared/contract/authentication.js';
import { TwoFactorStepOneResponse, TwoFactorStepTwoResponse, USER_COOKIE_HEADER } from '../../shared/contract/user.js';
import { CLOCK_AHEAD_HEADER } from '../../scripts/sandbox/server/clockAhead.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Two-factor login as the platform runs it: a login that needs a code gets none by itself; step one lists where
 * one can go (masked), step two sends it (to the outbox, where a tester reads it), and only a code sent for this
 * login and still alive (10 minutes) opens a session. The sandbox's clock is a variable the tests move.
 */

const f = new Fixture();
let clock = Date.parse('2026-03-02T15:00:00Z');
const MINUTE = 60_000;

beforeAll(async () => {
  await f.start({ now: () => clock });
});
afterAll(async () => {
  await f.stop();
});

interface Outboxed {
  to: string;
  channel?: string;
  subject: string;
  text: string;
  at: string;
}
const outbox = async (brand: string): Promise<Outboxed[]> => (await f.client().get(`/__sandbox/outbox/${brand}`)).body.messages;

/** Logs `cardholder2fa` in: the pending login's cookie and step one's answer. */
async function start(c: Client, brand = 'demo') {
  const login = LoginResponse.parse((await c.login('cardholder2fa', brand)).body);
  expect(login.needs2fa).toBe(true);
  const cookie = login.userCookie!;
  const one = await c.get('/api/v1/users/2fa/stepone', { [USER_COOKIE_HEADER]: cookie });
  expect(one.status).toBe(200);
  return { cookie, ...TwoFactorStepOneResponse.parse(one.body).data };
}
const send = (c: Client, token: string, verificationContact: string, headers?: Record<string, string>) =>
  c.post('/api/user/2fa/steptwo', { token, verificationContact }, headers);
const verify = (c: Client, cookie: string, token: string, verificationCode = '123456', headers?: Record<string, string>) =>
  c.post('/api/authentication/2fa', { token, cookie, mobileBranding: 'demo', verificationCode, rememberMyDevice: false }, headers);

describe('two-factor login: steps one and two', () => {
  it("step one lists the user's phone and email, masked, with one token per verification", async () => {
    const c = f.client();
    const { cookie, token, contacts } = await start(c);
    expect(contacts).toEqual([
      { contactId: 'sms-1', type: 'SMS', value: expect.stringMatching(/^\*\*\*-\*\*\*-\d{4}$/) },
      { contactId: 'email-1', type: 'EMAIL', value: 'c***@demo.example' },
    ]);
    // Asked again (a retry, a second tab), the same token: a code already sent stays usable.
    const again = TwoFactorStepOneResponse.parse((await c.get('/api/v1/users/2fa/stepone', { [USER_COOKIE_HEADER]: cookie })).body);
    expect(again.data.token).toBe(token);
    // The pending login is named by its header only: never by a URL, where it would be logged.
    expect((await c.get(`/api/v1/users/2fa/stepone?cookie=${encodeURIComponent(cookie)}`)).status).toBe(401);
    expect((await c.get('/api/v1/users/2fa/stepone', { [USER_COOKIE_HEADER]: 'not-a-login' })).body.reason).toBe('STEP_EXPIRED');
  });

  it('a code that was never sent is refused as such (409 CODE_NOT_SENT), sends nothing and counts no guess', async () => {
    const c = f.client();
    const before = (await outbox('demo')).length;
    const { cookie, token } = await start(c);
    for (let i = 0; i < 6; i++) {
      const a = await verify(c, cookie, token);
      expect(a.status).toBe(409);
      expect(a.body).toMatchObject({ success: false, needs2fa: true, userCookie: cookie, reason: 'CODE_NOT_SENT' });
      expect(a.body.message).toBe('No code has been sent for this login yet. Choose where to send it first.');
    }
    expect((await outbox('demo')).length).toBe(before);
    expect((await c.get('/api/authentication/check')).status).toBe(401);
    // The token is part of the request: a 2fa call without step one's token is refused, whatever the code.
    const tokenless = await c.post('/api/authentication/2fa', { token: null, cookie, verificationCode: '123456', rememberMyDevice: false });
    expect(tokenless.status).toBe(400);
    // Six refusals later the login is still open (a wrong code would have voided it at five): once sent, the code works.
    expect((await send(c, token, 'email-1')).status).toBe(200);
    expect((await verify(c, cookie, token)).status).toBe(200);
  });

  it('step two sends the code to the chosen contact (outbox), and that code opens a session', async () => {
    const c = f.client();
    const { cookie, token } = await start(c);
    const before = (await outbox('demo')).length;
    const sent = await send(c, token, 'sms-1');
    expect(sent.status).toBe(200);
    expect(TwoFactorStepTwoResponse.parse(sent.body).data).toEqual({ sent: true, verificationContact: 'sms-1', expiresInMs: 10 * MINUTE });
    const messages = (await outbox('demo')).slice(before);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: 'sms',
      to: expect.stringMatching(/^555-\d{3}-\d{4}$/),
      subject: 'Your verification code',
    });
    expect(messages[0]!.text).toContain('Your Demo Bank verification code is 123456. It expires in 10 minutes.');
    expect((await send(c, token, 'fax-1')).body).toMatchObject({ status: 400, reason: 'UNKNOWN_CONTACT' });

    const wrong = await verify(c, cookie, token, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      reason: 'BAD_CODE',
      needs2fa: true,
      userCookie: cookie,
      message: 'The verification code is incorrect.',
    });
    const ok = await verify(c, cookie, token);
    expect(ok.status).toBe(200);
    expect(LoginResponse.parse(ok.body).userData?.firstname).toBe('Morgan');
    expect(CheckResponse.parse((await c.get('/api/authentication/check')).body).success).toBe(true);
    // Used up: the same login cannot be finished twice.
    expect((await verify(f.client(), cookie, token)).body.reason).toBe('STEP_EXPIRED');
  });

  it('a code expires 10 minutes after it was sent; expired tries count no guess', async () => {
    const c = f.client();
    const { cookie, token } = await start(c);
    await send(c, token, 'email-1');
    clock += 10 * MINUTE;
    for (let i = 0; i < 6; i++) {
      const expired = await verify(c, cookie, token);
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({
        reason: 'CODE_EXPIRED',
        needs2fa: true,
        userCookie: cookie,
        message: 'The verification code has expired. Ask for a new one.',
      });
    }
    // The login itself waits longer than its codes: a new code finishes it.
    expect((await send(c, token, 'email-1')).status).toBe(200);
    expect((await verify(c, cookie, token)).status).toBe(200);
  });

  it('a code 9 minutes 59 seconds old still works', async () => {
    const c = f.client();
    const { cookie, token } = await start(c);
    await send(c, token, 'sms-1');
    clock += 10 * MINUTE - 1_000;
    expect((await verify(c, cookie, token)).status).toBe(200);
  });

  it('a resend waits 30 seconds (429 RESEND_TOO_SOON, with the wait), then sends a new code whose 10 minutes start again', async () => {
    const c = f.client();
    const { cookie, token } = await start(c);
    const before = (await outbox('demo')).length;
    await send(c, token, 'sms-1');
    clock += 10_000;
    const soon = await send(c, token, 'email-1');
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({
      reason: 'RESEND_TOO_SOON',
      retryAfterSeconds: 20,
      message: 'A code was sent moments ago. Please wait 20 seconds before asking for another.',
    });
    expect(soon.headers.get('retry-after')).toBe('20');
    clock += 9 * MINUTE;
    const resent = await send(c, token, 'email-1');
    expect(resent.status).toBe(200);
    const messages = (await outbox('demo')).slice(before);
    expect(messages.map((m) => m.channel)).toEqual(['sms', 'email']);
    expect(messages[1]!.to).toBe('cardholder2fa@demo.example');
    // Twelve minutes after the first send, two after the resend: the resent code is alive.
    clock += 2 * MINUTE;
    expect((await verify(c, cookie, token)).status).toBe(200);
  });

  it("a code sent for one login never finishes another (the other's token, or its cookie)", async () => {
    const a = f.client();
    const b = f.client();
    const first = await start(a);
    const second = await start(b);
    expect(second.token).not.toBe(first.token);
    await send(a, first.token, 'sms-1');
    // The second login was sent nothing, whatever token comes with it.
    expect((await verify(b, second.cookie, first.token)).body.reason).toBe('CODE_NOT_SENT');
    await send(b, second.token, 'sms-1');
    expect((await verify(b, second.cookie, first.token)).body.reason).toBe('STEP_EXPIRED');
    expect((await verify(a, first.cookie, second.token)).body.reason).toBe('STEP_EXPIRED');
    expect((await verify(b, second.cookie, second.token)).status).toBe(200);
  });

  it('X-Sandbox-Clock-Ahead-Ms answers one call later (a loopback test hook), leaving the clock of the others alone', async () => {
    const c = f.client();
    const { cookie, token } = await start(c);
    await send(c, token, 'sms-1');
    const ahead = await verify(c, cookie, token, '123456', { [CLOCK_AHEAD_HEADER]: String(11 * MINUTE) });
    expect(ahead.body.reason).toBe('CODE_EXPIRED');
    expect((await send(c, token, 'email-1', { [CLOCK_AHEAD_HEADER]: '31000' })).status).toBe(200);
    for (const nonsense of ['-600000', 'soon'])
      expect((await verify(c, cookie, token, '000000', { [CLOCK_AHEAD_HEADER]: nonsense })).body.reason).toBe('BAD_CODE');
    expect((await verify(c, cookie, token)).status).toBe(200);
  });
});
