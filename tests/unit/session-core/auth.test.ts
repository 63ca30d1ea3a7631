import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkLogin, login, loginSso, logout, MESSAGES, verify2fa } from '../../../shared/session/auth.js';
import { isLeaving, setNavigator } from '../../../shared/session/navigation.js';
import { initSession, loginState, onLoggedIn, onLoggedOut, user, xsrfToken } from '../../../shared/session/store.js';
import { createTabChannel, sessionChannel, type TabMessage } from '../../../shared/session/tabChannel.js';
import { bootstrap, cardholder, headersOf, json, paAdmin, scriptFetch } from './fixtures.js';

const navigations: string[] = [];
let restore: () => void;
const otherTab = createTabChannel('session');
const heard: TabMessage[] = [];
otherTab.subscribe((m) => heard.push(m));
const settle = () => new Promise((r) => setTimeout(r, 20));

beforeEach(async () => {
  await settle(); // messages of the previous test arrive asynchronously
  navigations.length = 0;
  heard.length = 0;
  restore = setNavigator({ assign: (u) => navigations.push(u), replace: (u) => navigations.push(u) });
  initSession(bootstrap(), '');
});
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});
afterAll(() => {
  otherTab.close();
  sessionChannel().close();
});

const loginAnswer = (over: object = {}) => ({
  success: true,
  needs2fa: false,
  userCookie: null,
  userData: cardholder,
  logHash: 'h',
  timeouts: { '/api/x': 1000 },
  xsrfToken: 'tok-2',
  ...over,
});

describe('login', () => {
  it('posts username, password and the host brand; stores the user and token; tells other tabs; answers home', async () => {
    const calls = scriptFetch(() => json(200, loginAnswer()));
    const outcome = await login('cardholder', 'Password1!');
    expect(calls[0]!.url).toBe('/api/authentication/login');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ username: 'cardholder', password: 'Password1!', brand: 'demo' });
    expect(outcome).toEqual({ step: 'done', user: cardholder, next: '/pre-dashboard' });
    expect(loginState.value).toBe('loggedIn');
    expect(xsrfToken.value).toBe('tok-2');
    await settle();
    expect(heard).toEqual([{ type: 'login' }]);
  });

  it('goes on its way itself before the store says logged in, so the page guards stay put (one document per login)', async () => {
    scriptFetch(() => json(200, loginAnswer()));
    const stateWhenLeaving: string[] = [];
    restore();
    restore = setNavigator({
      assign: (u) => (stateWhenLeaving.push(loginState.value), navigations.push(u)),
      replace: (u) => navigations.push(u),
    });
    expect(isLeaving()).toBe(false);
    await login('cardholder', 'Password1!');
    expect(navigations).toEqual(['/pre-dashboard']);
    expect(stateWhenLeaving).toEqual(['loggedOut']);
    expect(isLeaving()).toBe(true);
  });

  it('has the platform record the completed login (PUT /user/updateUserLogin with the new token) as a call that outlives the page, without waiting for it', async () => {
    let answerRecord: (r: Response) => void = () => undefined;
    const calls = scriptFetch((url) =>
      url === '/api/user/updateUserLogin' ? new Promise<Response>((r) => (answerRecord = r)) : json(200, loginAnswer()),
    );
    // The login is done (and the page on its way home) while the platform has not answered the record yet.
    expect(await login('cardholder', 'Password1!')).toMatchObject({ step: 'done', next: '/pre-dashboard' });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual(['POST /api/authentication/login', 'PUT /api/user/updateUserLogin']);
    expect(headersOf(calls[1]!).get('X-XSRF-TOKEN')).toBe('tok-2');
    // keepalive: the browser still sends it once the page has left for home.
    expect(calls[1]!.init.keepalive).toBe(true);
    expect(calls[0]!.init.keepalive).toBeUndefined();
    expect(navigations).toEqual(['/pre-dashboard']);
    answerRecord(json(200, {}));
  });

  it('a failing record of the login never fails the login', async () => {
    scriptFetch((url) => (url === '/api/user/updateUserLogin' ? json(500, { error: 'x', message: 'down' }) : json(200, loginAnswer())));
    expect(await login('cardholder', 'Password1!')).toEqual({ step: 'done', user: cardholder, next: '/pre-dashboard' });
    expect(loginState.value).toBe('loggedIn');
  });

  it('continues to a 2FA step with the user cookie when needs2fa', async () => {
    scriptFetch(() => json(200, loginAnswer({ needs2fa: true, userCookie: 'uc-1', userData: null, xsrfToken: null })));
    expect(await login('cardholder2fa', 'Password1!')).toEqual({ step: '2fa', userCookie: 'uc-1' });
    expect(loginState.value).toBe('loggedOut');
  });

  it('answers a readable failure for bad credentials and for an unreachable platform', async () => {
    scriptFetch(() => json(401, { success: false, message: 'The user name or password is incorrect.' }));
    expect(await login('cardholder', 'nope')).toEqual({ step: 'failed', message: MESSAGES.badCredentials });
    scriptFetch(() => json(502, { error: 'bad_gateway', message: 'down' }));
    expect(await login('cardholder', 'x')).toEqual({ step: 'failed', message: MESSAGES.unavailable });
    expect(loginState.value).toBe('loggedOut');
  });

  it('refuses to log in without a client brand (bare host) and calls nothing', async () => {
    const calls = scriptFetch(() => json(200, loginAnswer()));
    initSession({ ...bootstrap(), brand: null, hostKind: 'bare' }, '');
    expect(await login('cardholder', 'x')).toEqual({ step: 'failed', message: MESSAGES.noBrand });
    expect(calls).toHaveLength(0);
  });

  it('single sign-on posts the transaction id alone', async () => {
    const calls = scriptFetch(() => json(200, loginAnswer({ userData: paAdmin })));
    expect(await loginSso('sso-demo-pa_admin')).toMatchObject({ step: 'done', next: '/pa' });
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({ transactionId: 'sso-demo-pa_admin' });
  });

  it("a refused sign-on is told in the platform's words (why it was refused), not as a wrong password", async () => {
    const why =
      'This single sign-on link is not valid: it was already used, has expired, or is for another bank. Start again from your bank.';
    scriptFetch(() => json(401, { success: false, needs2fa: false, userCookie: null, userData: null, message: why }));
    expect(await loginSso('used-id')).toEqual({ step: 'failed', message: why });
    scriptFetch(() => json(401, { success: false }));
    expect(await loginSso('used-id')).toEqual({ step: 'failed', message: MESSAGES.ssoRefused });
  });

  it("verify2fa posts step one's token, cookie, mobileBranding, verificationCode, rememberMyDevice", async () => {
    const calls = scriptFetch(() => json(200, loginAnswer()));
    const outcome = await verify2fa({ userCookie: 'uc-1', token: 'step-1', verificationCode: '123456', rememberMyDevice: true });
    expect(calls[0]!.url).toBe('/api/authentication/2fa');
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      token: 'step-1',
      cookie: 'uc-1',
      mobileBranding: 'demo',
      verificationCode: '123456',
      rememberMyDevice: true,
    });
    expect(outcome).toMatchObject({ step: 'done', next: '/pre-dashboard' });
  });

  it('a refused 2FA code shows the platform message and its reason', async () => {
    scriptFetch(() => json(401, { success: false, needs2fa: true, message: 'The verification code is incorrect.', reason: 'BAD_CODE' }));
    expect(await verify2fa({ userCookie: 'uc-1', token: 'step-1', verificationCode: '000000', rememberMyDevice: false })).toEqual({
      step: 'failed',
      message: 'The verification code is incorrect.',
      reason: 'BAD_CODE',
    });
    scriptFetch(() =>
      json(409, { success: false, needs2fa: true, message: 'No code has been sent for this login yet.', reason: 'CODE_NOT_SENT' }),
    );
    expect(await verify2fa({ userCookie: 'uc-1', token: 'step-1', verificationCode: '123456', rememberMyDevice: false })).toMatchObject({
      step: 'failed',
      reason: 'CODE_NOT_SENT',
    });
    expect(loginState.value).toBe('loggedOut');
  });
});

describe('check and logout', () => {
  it('a failed login check clears user data and shows logged out', async () => {
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 't' }), '');
    const outs = vi.fn();
    const stop = onLoggedOut(outs);
    scriptFetch(() => json(401, { success: false, userData: null, xsrfToken: null, logHash: null, timeouts: {} }));
    expect(await checkLogin()).toBe(false);
    expect(user.value).toBeNull();
    expect(xsrfToken.value).toBeNull();
    expect(loginState.value).toBe('loggedOut');
    expect(outs).toHaveBeenCalledOnce();
    stop();
  });

  it('a successful check stores the user, token and time-outs', async () => {
    const ins = vi.fn();
    const stop = onLoggedIn(ins);
    scriptFetch(() => json(200, { success: true, userData: paAdmin, xsrfToken: 'tok-3', logHash: 'h', timeouts: {} }));
    expect(await checkLogin()).toBe(true);
    expect(user.value?.firstname).toBe('Pat');
    expect(ins).toHaveBeenCalledOnce();
    stop();
  });

  it('logout posts {} with the XSRF header, clears data, tells other tabs and goes to /', async () => {
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 'tok-9' }), '');
    const calls = scriptFetch(() => json(200, { success: true }));
    await logout();
    expect(calls[0]!.url).toBe('/api/authentication/logout');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{}');
    expect(headersOf(calls[0]!).get('X-XSRF-TOKEN')).toBe('tok-9');
    expect(loginState.value).toBe('loggedOut');
    expect(navigations).toEqual(['/']);
    await settle();
    expect(heard).toEqual([{ type: 'logout' }]);
  });

  it('logout still clears local data and leaves when the platform cannot be reached', async () => {
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 't' }), '');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    await logout();
    expect(user.value).toBeNull();
    expect(navigations).toEqual(['/']);
  });
});
