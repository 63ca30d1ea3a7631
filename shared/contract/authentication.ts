import * as z from 'zod/mini';
import { IsoDate, SuccessResponse, dataEnvelope } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

export const USER_TYPE_CARDMEMBER = 'CARDMEMBER';
export const USER_TYPE_PROGRAM_ADMIN = 'PROGRAM ADMIN';

export const Scope = lazySchema(() => z.object({ name: z.string() }));
export const Authority = lazySchema(() => z.object({ name: z.string(), scopes: z.array(Scope) }));
export type Authority = z.infer<typeof Authority>;

/** User (docs/requirements.md#spec-3-entities). Field names are the platform's, exactly. */
export const User = lazySchema(() =>
  z.object({
    userid: z.number(),
    username: z.optional(z.string()),
    userType: z.object({ userType: z.string() }),
    userCompanyId: z.nullable(z.number()),
    userHoldingCompanyId: z.nullable(z.number()),
    firstname: z.string(),
    lastname: z.optional(z.string()),
    brands: z.array(z.object({ brand: z.string() })),
    authorities: z.array(Authority),
    authorityLimit: z.nullable(z.number()),
    userCookie: z.optional(z.nullable(z.string())),
    roles: z.array(z.string()),
    scopes: z.array(z.string()),
  }),
);
export type User = z.infer<typeof User>;

/** URL fragment → time-out in ms (docs/requirements.md#spec-3-entities login response, docs/requirements.md#spec-9-constants time-outs). */
export const Timeouts = lazySchema(() => z.record(z.string(), z.number()));
export type Timeouts = z.infer<typeof Timeouts>;

/** POST /authentication/login: full login, or `{transactionId}` alone for single sign-on. */
export const LoginRequest = lazySchema(() =>
  z.union([
    z.object({
      username: z.string().check(z.minLength(1)),
      password: z.string().check(z.minLength(1)),
      brand: z.string().check(z.minLength(1)),
      transactionId: z.optional(z.string()),
    }),
    z.object({ transactionId: z.string().check(z.minLength(1)) }),
  ]),
);
export type LoginRequest = z.infer<typeof LoginRequest>;

export const LoginResponse = lazySchema(() =>
  z.object({
    success: z.boolean(),
    needs2fa: z.boolean(),
    userCookie: z.nullable(z.string()),
    userData: z.nullable(User),
    logHash: z.nullable(z.string()),
    timeouts: Timeouts,
    xsrfToken: z.optional(z.nullable(z.string())),
    message: z.optional(z.string()),
  }),
);
export type LoginResponse = z.infer<typeof LoginResponse>;

/** GET /authentication/check */
export const CheckResponse = lazySchema(() =>
  z.object({
    success: z.boolean(),
    userData: z.nullable(User),
    xsrfToken: z.nullable(z.string()),
    logHash: z.nullable(z.string()),
    timeouts: Timeouts,
  }),
);
export type CheckResponse = z.infer<typeof CheckResponse>;

/**
 * POST /authentication/2fa: `token` is the one step one answered for this login (GET /v1/users/2fa/stepone), and
 * the code is the one step two sent (POST /user/2fa/steptwo); `cookie` is the login's `userCookie`.
 */
export const TwoFactorRequest = lazySchema(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    cookie: z.string().check(z.minLength(1)),
    mobileBranding: z.optional(z.nullable(z.string())),
    verificationCode: z.string().check(z.minLength(1)),
    rememberMyDevice: z.boolean(),
  }),
);
export type TwoFactorRequest = z.infer<typeof TwoFactorRequest>;

/**
 * Why a verification code was refused (the `reason` beside the message of a refused 2fa call): a wrong code, a
 * code past its lifetime, no code sent yet for this login, or a verification that is over (expired, used, or too
 * many wrong codes: log in again). A code not even checked for too many wrong ones says THROTTLED or LOCKED.
 */
export const TWO_FACTOR_REFUSALS = ['BAD_CODE', 'CODE_EXPIRED', 'CODE_NOT_SENT', 'STEP_EXPIRED'] as const;
export type TwoFactorRefusal = (typeof TWO_FACTOR_REFUSALS)[number];

export const twoFactorCall = defineCall({
  id: 'authentication.twoFactor',
  method: 'POST',
  path: '/authentication/2fa',
  source: 'spec-7',
  access: 'public',
  summary:
    "Completes a login that needs a verification code: the code sent in step two, with step one's token and the login's user cookie.",
  body: TwoFactorRequest,
  answer: LoginResponse,
});

/** The anti-forgery header name the platform checks on state-changing calls. */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** PUT /user/updateUserLogin {}: the login flow's last step. */
export const UpdateUserLoginResponse = lazySchema(() => dataEnvelope(z.object({ userid: z.number(), lastLoginDate: IsoDate })));
export type UpdateUserLoginResponse = z.infer<typeof UpdateUserLoginResponse>;

/** GET /authentication/keepalive: the session goes on; how long until it idles out. */
export const KeepaliveResponse = lazySchema(() =>
  z.extend(SuccessResponse, { expiresInMs: z.optional(z.number()), logHash: z.optional(z.nullable(z.string())) }),
);

export const loginCall = defineCall({
  id: 'authentication.login',
  method: 'POST',
  path: '/authentication/login',
  source: 'spec-7',
  access: 'public',
  summary: 'Logs in with user name, password and brand (or a single sign-on transaction id); may answer needs2fa.',
  body: LoginRequest,
  answer: LoginResponse,
});
export const checkCall = defineCall({
  id: 'authentication.check',
  method: 'GET',
  path: '/authentication/check',
  source: 'spec-7',
  access: 'public',
  summary: "The session's user, XSRF token and time-outs (401 without a live session).",
  answer: CheckResponse,
});
export const logoutCall = defineCall({
  id: 'authentication.logout',
  method: 'POST',
  path: '/authentication/logout',
  source: 'spec-7',
  access: 'session',
  summary: 'Ends the session for good.',
  answer: SuccessResponse,
});
export const keepaliveCall = defineCall({
  id: 'authentication.keepalive',
  method: 'GET',
  path: '/authentication/keepalive',
  source: 'spec-7',
  access: 'session',
  summary: "Extends the session's idle deadline.",
  answer: KeepaliveResponse,
});
export const updateUserLoginCall = defineCall({
  id: 'user.updateUserLogin',
  method: 'PUT',
  path: '/user/updateUserLogin',
  source: 'spec-7',
  access: 'session',
  summary: "Records the user's last login date (the login's last step).",
  answer: UpdateUserLoginResponse,
});
export const userLogoutCall = defineCall({
  id: 'user.logout',
  method: 'POST',
  path: '/user/logout',
  source: 'portal',
  access: 'session',
  reason: 'The product names a user logout call without its path; the same as /authentication/logout.',
  summary: 'Ends the session for good.',
  answer: SuccessResponse,
});
export const userKeepaliveCall = defineCall({
  id: 'user.keepalive',
  method: 'GET',
  path: '/user/keepalive',
  source: 'portal',
  access: 'session',
  reason: 'The product names a user keep-alive call without its path; the same as /authentication/keepalive.',
  summary: "Extends the session's idle deadline.",
  answer: KeepaliveResponse,
});
