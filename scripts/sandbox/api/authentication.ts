import {
  CheckResponse, LoginRequest, LoginResponse, TwoFactorRequest, checkCall, keepaliveCall, loginCall, logoutCall, twoFactorCall, type TwoFactorRefusal,
} from '../../../shared/contract/authentication.js';
import { parseCookies, serializeCookie } from '../server/cookies.js';
import { Reply } from '../server/reply.js';
import { serve, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { accountKey, type ThrottleAnswer } from '../auth/guessing.js';
import { SESSION_COOKIE, safeEqual, type PendingTwoFactor, type Session } from '../auth/sessions.js';
import { CODE_EXPIRED, CODE_NOT_SENT, STEP_EXPIRED, codeRefusal } from '../auth/verificationCodes.js';
import { OTHER_BRAND } from '../auth/tenant.js';
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

/** A guess refused unchecked (back-off or lock), in the login answer's shape. */
const throttled = (a: ThrottleAnswer): Reply => new Reply(a.status, { ...failure(a.message), ...a.fields }, a.headers);

/** A refused code, in the login answer's shape with its reason; while the login can go on, its cookie is kept. */
const codeRefused = (status: number, message: string, reason: TwoFactorRefusal, goesOn?: PendingTwoFactor): Reply =>
  new Reply(status, { ...failure(message), reason, ...(goesOn ? { needs2fa: true, userCookie: goesOn.cookie } : null) });

export function authenticationRoutes(app: SandboxApp): RouteDef<Session>[] {
  const cookieFlags = { secure: app.options.secureCookies };

  const loggedIn = (user: UserRecord, extraCookies: string[] = []): Reply => {
    const { session, cookie } = app.sessions.create(user.userid, user.brand);
    const body: LoginBody = {
      success: true, needs2fa: false, userCookie: null, userData: toUserData(user), logHash: session.logHash,
      timeouts: TIMEOUTS, xsrfToken: session.xsrfToken,
    };
    return new Reply(200, body, { 'set-cookie': [serializeCookie(SESSION_COOKIE, cookie, cookieFlags), ...extraCookies] });
  };

  const canLogIn = (user: UserRecord | undefined): user is UserRecord =>
    user !== undefined && !user.internal && user.status === 'ACTIVE';

  return [
    serve(loginCall, { xsrf: false,
      handle: ({ body, req, tenant, client }) => {
        const input = validate(LoginRequest, body ?? {}, 'login request');
        let user: UserRecord | undefined;
        if (!('username' in input)) {
          // Single sign-on: a seeded transaction id names the brand and the user; only on that brand's host.
          for (const brand of app.world.brands.values()) {
            const username = brand.ssoTransactions[input.transactionId];
            if (username && (tenant === null || tenant === brand.brand)) user = app.world.userByLogin(brand.brand, username);
          }
          if (!canLogIn(user)) return new Reply(401, failure('The single sign-on request is not valid.'));
          return loggedIn(user);
        }
        if (tenant !== null && input.brand !== tenant) return new Reply(403, { ...failure(OTHER_BRAND), reason: 'OTHER_BRAND' });
        // Throttled by what was typed, known or not, so a refusal never tells whether the account exists.
        const key = accountKey(input.brand, input.username);
        const refused = app.guard.check('password', key, client);
        if (refused) return throttled(refused);
        user = app.world.userByLogin(input.brand, input.username);
        if (!canLogIn(user) || !safeEqual(user.password, input.password)) {
          app.guard.failed('password', key, client);
          return new Reply(401, failure(BAD_CREDENTIALS));
        }
        app.guard.succeeded('password', key);
        const device = parseCookies(req.headers.cookie).get(DEVICE_COOKIE);
        if (user.needs2fa && !app.sessions.isRememberedDevice(device, user.userid)) {
          const pending = app.sessions.startTwoFactor(user.userid, user.brand, input.username);
          const body: LoginBody = { success: true, needs2fa: true, userCookie: pending.cookie, userData: null, logHash: null, timeouts: TIMEOUTS, xsrfToken: null };
          return body;
        }
        return loggedIn(user);
      },
    }),
    serve(twoFactorCall, { xsrf: false,
      handle: ({ body, tenant, client }) => {
        const input = validate(TwoFactorRequest, body ?? {}, '2fa request');
        const pending = app.sessions.pendingTwoFactor(input.cookie, 'login', tenant);
        const user = pending?.userid == null ? undefined : app.world.users.get(pending.userid);
        if (!pending || !canLogIn(user)) return codeRefused(401, STEP_EXPIRED, 'STEP_EXPIRED');
        // Not a guess: nothing about the code is checked, so these count against no throttle.
        const notAlive = codeRefusal(pending, app.now());
        if (notAlive === 'CODE_NOT_SENT') return codeRefused(409, CODE_NOT_SENT, notAlive, pending);
        // The token step one answered for this login: a code sent to another verification's contact never counts here.
        if (pending.stepToken === null || !safeEqual(input.token, pending.stepToken)) return codeRefused(401, STEP_EXPIRED, 'STEP_EXPIRED');
        if (notAlive === 'CODE_EXPIRED') return codeRefused(401, CODE_EXPIRED, notAlive, pending);
        // Wrong codes count per user across logins: a new login does not bring fresh tries.
        const key = accountKey(pending.brand, pending.username);
        const refused = app.guard.check('code', key, client);
        if (refused) return throttled(refused);
        if (!safeEqual(input.verificationCode.trim(), TWO_FACTOR_CODE)) {
          pending.attempts += 1;
          app.guard.failed('code', key, client);
          return codeRefused(401, BAD_CODE, 'BAD_CODE', pending);
        }
        app.guard.succeeded('code', key);
        app.sessions.finishTwoFactor(input.cookie);
        const extra = input.rememberMyDevice
          ? [serializeCookie(DEVICE_COOKIE, app.sessions.rememberDevice(user.userid), { ...cookieFlags, maxAgeSeconds: 90 * 86_400 })]
          : [];
        return loggedIn(user, extra);
      },
    }),
    serve(checkCall, {
      handle: ({ req, tenant }) => {
        const session = app.sessions.resolve(parseCookies(req.headers.cookie).get(SESSION_COOKIE), tenant);
        const user = session ? app.world.users.get(session.userid) : undefined;
        if (!session || !user || user.status !== 'ACTIVE') {
          const body: CheckResponse = { success: false, userData: null, xsrfToken: null, logHash: null, timeouts: TIMEOUTS };
          return new Reply(401, { ...body, message: 'You are not logged in.' });
        }
        const body: CheckResponse = { success: true, userData: toUserData(user), xsrfToken: session.xsrfToken, logHash: session.logHash, timeouts: TIMEOUTS };
        return body;
      },
    }),
    serve(logoutCall, {
      handle: ({ session }) => {
        app.sessions.end(session.id);
        return new Reply(200, { success: true }, { 'set-cookie': serializeCookie(SESSION_COOKIE, '', { ...cookieFlags, maxAgeSeconds: 0 }) });
      },
    }),
    serve(keepaliveCall, {
      handle: ({ session }) => ({ success: true, expiresInMs: 15 * 60 * 1000, logHash: session.logHash }),
    }),
  ];
}

