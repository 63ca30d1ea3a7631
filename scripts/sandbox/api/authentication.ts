import {
  CheckResponse,
  LoginRequest,
  LoginResponse,
  TwoFactorRequest,
  checkCall,
  keepaliveCall,
  loginCall,
  logoutCall,
  twoFactorCall,
  type TwoFactorRefusal,
} from '../../../shared/contract/authentication.js';
import { parseCookies, serializeCookie } from '../server/cookies.js';
import { Reply } from '../server/reply.js';
import { serve, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { accountKey, type Guesser, type ThrottleAnswer } from '../auth/guessing.js';
import { KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_SECONDS } from '../auth/knownDevices.js';
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
export const SSO_REFUSED =
  'This single sign-on link is not valid: it was already used, has expired, or is for another bank. Start again from your bank.';

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

  /**
   * Opens the session; the browser becomes (or stays) a known device of the account, so an attacker's failed
   * passwords elsewhere never slow this browser down (auth/knownDevices.ts).
   */
  const loggedIn = (user: UserRecord, cookies: Map<string, string>, extraCookies: string[] = []): Reply => {
    const { session, cookie } = app.sessions.create(user.userid, user.brand);
    const known = app.knownDevices.remember(cookies.get(KNOWN_DEVICE_COOKIE), accountKey(user.brand, user.username));
    const body: LoginBody = {
      success: true,
      needs2fa: false,
      userCookie: null,
      userData: toUserData(user),
      logHash: session.logHash,
      timeouts: TIMEOUTS,
      xsrfToken: session.xsrfToken,
    };
    return new Reply(200, body, {
      'set-cookie': [
        serializeCookie(SESSION_COOKIE, cookie, cookieFlags),
        serializeCookie(KNOWN_DEVICE_COOKIE, known, { ...cookieFlags, maxAgeSeconds: KNOWN_DEVICE_MAX_AGE_SECONDS }),
        ...extraCookies,
      ],
    });
  };

  const canLogIn = (user: UserRecord | undefined): user is UserRecord => user !== undefined && !user.internal && user.status === 'ACTIVE';

  /** The second step when the user needs one and neither this browser (remembered) nor the sign-on vouched for it. */
  const secondStepOrIn = (user: UserRecord, typed: string, cookies: Map<string, string>, vouched: boolean): Reply | LoginBody => {
    if (user.needs2fa && !vouched && !app.sessions.isRememberedDevice(cookies.get(DEVICE_COOKIE), user.userid)) {
      const pending = app.sessions.startTwoFactor(user.userid, user.brand, typed);
      return {
        success: true,
        needs2fa: true,
        userCookie: pending.cookie,
        userData: null,
        logHash: null,
        timeouts: TIMEOUTS,
        xsrfToken: null,
      };
    }
    return loggedIn(user, cookies);
  };

  return [
    serve(loginCall, {
      xsrf: false,
      handle: ({ body, req, tenant, client }) => {
        const input = validate(LoginRequest, body ?? {}, 'login request');
        const cookies = parseCookies(req.headers.cookie);
        if (tenant === null) return new Reply(403, { ...failure(OTHER_BRAND), reason: 'OTHER_BRAND' });
        if (!('username' in input)) {
          // Single sign-on: an id the bank's identity provider issued (one use, two minutes, this bank only).
          const who: Guesser = { client };
          const refused = app.guard.check('sso', '', who);
          if (refused) return throttled(refused);
          const signOn = app.signOns.take(input.transactionId, tenant);
          const user = signOn ? app.world.users.get(signOn.userid) : undefined;
          if (!signOn || !canLogIn(user)) {
            app.guard.failed('sso', '', who);
            return new Reply(401, failure(SSO_REFUSED));
          }
          return secondStepOrIn(user, user.username, cookies, signOn.secondFactor);
        }
        if (input.brand !== tenant) return new Reply(403, { ...failure(OTHER_BRAND), reason: 'OTHER_BRAND' });
        // Throttled by what was typed, known or not, so a refusal never tells whether the account exists.
        const key = accountKey(input.brand, input.username);
        const who = app.knownDevices.guesser(req, key, client);
        const refused = app.guard.check('password', key, who);
        if (refused) return throttled(refused);
        const user = app.world.userByLogin(input.brand, input.username);
        if (!canLogIn(user) || !safeEqual(user.password, input.password)) {
          app.guard.failed('password', key, who);
          return new Reply(401, failure(BAD_CREDENTIALS));
        }
        app.guard.succeeded('password', key, who);
        return secondStepOrIn(user, input.username, cookies, false);
      },
    }),
    serve(twoFactorCall, {
      xsrf: false,
      handle: ({ body, req, tenant, client }) => {
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
        const refused = app.guard.check('code', key, { client });
        if (refused) return throttled(refused);
        if (!safeEqual(input.verificationCode.trim(), TWO_FACTOR_CODE)) {
          pending.attempts += 1;
          app.guard.failed('code', key, { client });
          return codeRefused(401, BAD_CODE, 'BAD_CODE', pending);
        }
        app.guard.succeeded('code', key, { client });
        app.sessions.finishTwoFactor(input.cookie);
        const extra = input.rememberMyDevice
          ? [serializeCookie(DEVICE_COOKIE, app.sessions.rememberDevice(user.userid), { ...cookieFlags, maxAgeSeconds: 90 * 86_400 })]
          : [];
        return loggedIn(user, parseCookies(req.headers.cookie), extra);
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
        const body: CheckResponse = {
          success: true,
          userData: toUserData(user),
          xsrfToken: session.xsrfToken,
          logHash: session.logHash,
          timeouts: TIMEOUTS,
        };
        return body;
      },
    }),
    serve(logoutCall, {
      handle: ({ session }) => {
        app.sessions.end(session.id);
        return new Reply(
          200,
          { success: true },
          { 'set-cookie': serializeCookie(SESSION_COOKIE, '', { ...cookieFlags, maxAgeSeconds: 0 }) },
        );
      },
    }),
    serve(keepaliveCall, {
      handle: ({ session }) => ({ success: true, expiresInMs: 15 * 60 * 1000, logHash: session.logHash }),
    }),
  ];
}
