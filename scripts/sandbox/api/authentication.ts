import { CheckResponse, LoginRequest, LoginResponse, TwoFactorRequest } from '../../../shared/contract/authentication.js';
import { parseCookies, serializeCookie } from '../server/cookies.js';
import { Reply } from '../server/reply.js';
import type { RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { SESSION_COOKIE, safeEqual, type Session } from '../auth/sessions.js';
import { TWO_FACTOR_CODE } from '../world/demoUsers.js';
import type { UserRecord } from '../world/types.js';
import { TIMEOUTS, toUserData } from '../dto/userData.js';
import type { SandboxApp } from '../app.js';

export const BAD_CREDENTIALS = 'The user name or password is incorrect.';
export const BAD_CODE = 'The verification code is incorrect.';
export const DEVICE_COOKIE = 'CSDEVICE';

type LoginBody = LoginResponse;

function failure(message: string): LoginBody & { message: string } {
  return { success: false, needs2fa: false, userCookie: null, userData: null, logHash: null, timeouts: TIMEOUTS, xsrfToken: null, message };
}

export function authenticationRoutes(app: SandboxApp): RouteDef<Session>[] {
  const cookieFlags = { secure: app.options.secureCookies };

  const loggedIn = (user: UserRecord, extraCookies: string[] = []): Reply => {
    const session = app.sessions.create(user.userid, user.brand);
    const body: LoginBody = {
      success: true, needs2fa: false, userCookie: null, userData: toUserData(user), logHash: session.logHash,
      timeouts: TIMEOUTS, xsrfToken: session.xsrfToken,
    };
    return new Reply(200, body, { 'set-cookie': [serializeCookie(SESSION_COOKIE, session.id, cookieFlags), ...extraCookies] });
  };

  const canLogIn = (user: UserRecord | undefined): user is UserRecord =>
    user !== undefined && !user.internal && user.status === 'ACTIVE';

  return [
    {
      method: 'POST', pattern: '/api/authentication/login', access: 'public', xsrf: false,
      handle: ({ body, req }) => {
        const input = validate(LoginRequest, body ?? {}, 'login request');
        let user: UserRecord | undefined;
        if (!('username' in input)) {
          // Single sign-on: a seeded transaction id names the brand and the user.
          for (const brand of app.world.brands.values()) {
            const username = brand.ssoTransactions[input.transactionId];
            if (username) user = app.world.userByLogin(brand.brand, username);
          }
          if (!canLogIn(user)) return new Reply(401, failure('The single sign-on request is not valid.'));
          return loggedIn(user);
        }
        user = app.world.userByLogin(input.brand, input.username);
        if (!canLogIn(user) || !safeEqual(user.password, input.password)) return new Reply(401, failure(BAD_CREDENTIALS));
        const device = parseCookies(req.headers.cookie).get(DEVICE_COOKIE);
        if (user.needs2fa && !app.sessions.isRememberedDevice(device, user.userid)) {
          const pending = app.sessions.startTwoFactor(user.userid, user.brand);
          const body: LoginBody = { success: true, needs2fa: true, userCookie: pending.cookie, userData: null, logHash: null, timeouts: TIMEOUTS, xsrfToken: null };
          return body;
        }
        return loggedIn(user);
      },
    },
    {
      method: 'POST', pattern: '/api/authentication/2fa', access: 'public', xsrf: false,
      handle: ({ body }) => {
        const input = validate(TwoFactorRequest, body ?? {}, '2fa request');
        const pending = app.sessions.pendingTwoFactor(input.cookie, 'login');
        const user = pending ? app.world.users.get(pending.userid) : undefined;
        if (!pending || !canLogIn(user)) return new Reply(401, failure('The verification step has expired. Please log in again.'));
        if (pending.stepToken && input.token && !safeEqual(input.token, pending.stepToken)) return new Reply(401, failure('The verification step has expired. Please log in again.'));
        if (!safeEqual(input.verificationCode.trim(), TWO_FACTOR_CODE)) {
          pending.attempts += 1;
          return new Reply(401, { ...failure(BAD_CODE), needs2fa: true, userCookie: pending.cookie });
        }
        app.sessions.finishTwoFactor(input.cookie);
        const extra = input.rememberMyDevice
          ? [serializeCookie(DEVICE_COOKIE, app.sessions.rememberDevice(user.userid), { ...cookieFlags, maxAgeSeconds: 90 * 86_400 })]
          : [];
        return loggedIn(user, extra);
      },
    },
    {
      method: 'GET', pattern: '/api/authentication/check', access: 'public',
      handle: ({ req }) => {
        const session = app.sessions.resolve(parseCookies(req.headers.cookie).get(SESSION_COOKIE));
        const user = session ? app.world.users.get(session.userid) : undefined;
        if (!session || !user || user.status !== 'ACTIVE') {
          const body: CheckResponse = { success: false, userData: null, xsrfToken: null, logHash: null, timeouts: TIMEOUTS };
          return new Reply(401, { ...body, message: 'You are not logged in.' });
        }
        const body: CheckResponse = { success: true, userData: toUserData(user), xsrfToken: session.xsrfToken, logHash: session.logHash, timeouts: TIMEOUTS };
        return body;
      },
    },
    {
      method: 'POST', pattern: '/api/authentication/logout', access: 'session',
      handle: ({ session }) => {
        app.sessions.end(session.id);
        return new Reply(200, { success: true }, { 'set-cookie': serializeCookie(SESSION_COOKIE, '', { ...cookieFlags, maxAgeSeconds: 0 }) });
      },
    },
    {
      method: 'GET', pattern: '/api/authentication/keepalive', access: 'session',
      handle: ({ session }) => ({ success: true, expiresInMs: 15 * 60 * 1000, logHash: session.logHash }),
    },
  ];
}

