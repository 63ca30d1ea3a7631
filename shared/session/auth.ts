import {
  CheckResponse,
  LoginResponse,
  XSRF_HEADER,
  checkCall,
  loginCall,
  logoutCall,
  twoFactorCall,
  updateUserLoginCall,
  type TwoFactorRequest,
  type User,
} from '../contract/authentication.js';
import { callUrl } from '../contract/platformCall.js';
import { callPlatform, http } from './http.js';
import { HttpError } from './httpError.js';
import { goTo } from './navigation.js';
import { brand, setLoggedIn, setLoggedOut, user } from './store.js';
import { sessionChannel } from './tabChannel.js';
import { afterLoginPath } from './views.js';

/**
 * Login, single sign-on, 2FA, logout and the login check (docs/requirements.md#spec-4-states "Login state", docs/requirements.md#spec-7-calls authentication).
 * Outcomes are values, never thrown, so forms can show them next to the fields.
 */
export const API = {
  login: callUrl(loginCall, {}),
  logout: callUrl(logoutCall, {}),
  check: callUrl(checkCall, {}),
  recordLogin: callUrl(updateUserLoginCall, {}),
} as const;

/** The deadline of the call that has the platform record a completed login. */
export const RECORD_LOGIN_TIMEOUT_MS = 3_000;

export type LoginOutcome =
  | {
      step: 'done';
      user: User;
      /** Where to go now (docs/requirements.md#spec-2-screens: cardholders pass the offer watcher on the way home). */ next: string;
    }
  | { step: '2fa'; userCookie: string }
  | {
      step: 'failed';
      message: string;
      /** The platform's `reason`, when it gave one (a refused code: TwoFactorRefusal, THROTTLED, LOCKED). */ reason?: string;
    };

export const MESSAGES = {
  badCredentials: "The user name or password you entered doesn't match our records. Please check them and try again.",
  badCode: "That verification code didn't work. Check the code and try again, or send a new one.",
  unavailable: "We can't sign you in right now. Please try again in a few minutes.",
  noBrand: "Sign in from your bank's card portal address to continue.",
  ssoRefused: 'This single sign-on link is not valid or has expired. Start again from your bank.',
} as const;

/** What to tell the user. Credential failures get our own wording (never hinting which field was wrong). */
function failureMessage(err: unknown, fallback: string, platformWording = false): string {
  if (!(err instanceof HttpError)) return MESSAGES.unavailable;
  if (err.kind === 'network' || err.kind === 'timeout' || err.status >= 500) return MESSAGES.unavailable;
  if (!platformWording && (err.status === 400 || err.status === 401)) return fallback;
  return err.platformMessage ?? fallback;
}

/**
 * docs/requirements.md#spec-7-calls PUT /user/updateUserLogin {}: the platform records the completed login (last login date). Sent as a
 * `keepalive` call before the page leaves for home, so it reaches the platform even though the page is gone by
 * the time it is answered: the user is not held up for the platform's bookkeeping (one round fewer
 * between the click and the home), and it never fails the login it records.
 */
function recordLogin(xsrfToken: string | null | undefined): void {
  http
    .put(
      API.recordLogin,
      {},
      { timeoutMs: RECORD_LOGIN_TIMEOUT_MS, keepalive: true, headers: xsrfToken ? { [XSRF_HEADER]: xsrfToken } : {} },
    )
    .catch(() => {
      /* the login itself succeeded; the date is the platform's bookkeeping */
    });
}

async function finish(answer: LoginResponse, fallback: string): Promise<LoginOutcome> {
  if (answer.needs2fa) {
    if (!answer.userCookie) return { step: 'failed', message: MESSAGES.unavailable };
    return { step: '2fa', userCookie: answer.userCookie };
  }
  if (!answer.success || !answer.userData) return { step: 'failed', message: answer.message || fallback };
  recordLogin(answer.xsrfToken);
  const next = afterLoginPath(answer.userData);
  // Leave first, then say logged in: the page's guards see a page already on its way and do not navigate too.
  goTo(next);
  setLoggedIn({ user: answer.userData, xsrfToken: answer.xsrfToken ?? undefined, timeouts: answer.timeouts });
  sessionChannel().post({ type: 'login' });
  return { step: 'done', user: answer.userData, next };
}

/** `platformWording`: a refusal is told in the platform's words (a sign-on's, which say why; never a password's). */
async function postLogin(body: object, fallback: string = MESSAGES.badCredentials, platformWording = false): Promise<LoginOutcome> {
  try {
    const answer = await http.post(API.login, body, { schema: LoginResponse });
    return await finish(answer, fallback);
  } catch (err) {
    return { step: 'failed', message: failureMessage(err, fallback, platformWording) };
  }
}

/** POST /api/authentication/login {username, password, brand}. */
export function login(username: string, password: string, brandCode: string | undefined = brand.peek()?.brand): Promise<LoginOutcome> {
  if (!brandCode) return Promise.resolve({ step: 'failed', message: MESSAGES.noBrand });
  return postLogin({ username, password, brand: brandCode });
}

/** Single sign-on: POST /api/authentication/login {transactionId}. */
export const loginSso = (transactionId: string): Promise<LoginOutcome> => postLogin({ transactionId }, MESSAGES.ssoRefused, true);

export interface TwoFactorInput {
  userCookie: string;
  /** The token step one answered for this login (GET /v1/users/2fa/stepone). */
  token: string;
  verificationCode: string;
  rememberMyDevice: boolean;
}

/** The `reason` of a refused call's body, when it has one. */
function reasonOf(err: unknown): string | undefined {
  const body = err instanceof HttpError ? (err.body as { reason?: unknown } | null) : null;
  return typeof body?.reason === 'string' ? body.reason : undefined;
}

/** POST /api/authentication/2fa {token, cookie, mobileBranding, verificationCode, rememberMyDevice}. */
export async function verify2fa(input: TwoFactorInput): Promise<LoginOutcome> {
  try {
    const answer = await callPlatform(twoFactorCall, {
      body: {
        token: input.token,
        cookie: input.userCookie,
        mobileBranding: brand.peek()?.brand ?? null,
        verificationCode: input.verificationCode,
        rememberMyDevice: input.rememberMyDevice,
      } satisfies TwoFactorRequest,
    });
    if (answer.userData) return await finish({ ...answer, needs2fa: false }, MESSAGES.badCode);
    // An answer without user data: the platform set the session cookie; ask it who we are.
    if (await checkLogin((u) => goTo(afterLoginPath(u)))) {
      sessionChannel().post({ type: 'login' });
      const u = user.peek();
      if (u) return { step: 'done', user: u, next: afterLoginPath(u) };
    }
    return { step: 'failed', message: MESSAGES.badCode };
  } catch (err) {
    const reason = reasonOf(err);
    return { step: 'failed', message: failureMessage(err, MESSAGES.badCode, true), ...(reason ? { reason } : null) };
  }
}

/**
 * GET /api/authentication/check: stores the user when logged in; otherwise clears user data (docs/requirements.md#spec-4-states).
 * `beforeStoring` sees a logged-in user first (where to go, before the store's listeners react).
 */
export async function checkLogin(beforeStoring?: (user: User) => void): Promise<boolean> {
  try {
    const answer = await http.get(API.check, { schema: CheckResponse });
    if (answer.success && answer.userData) {
      beforeStoring?.(answer.userData);
      setLoggedIn({ user: answer.userData, xsrfToken: answer.xsrfToken, timeouts: answer.timeouts });
      return true;
    }
  } catch {
    /* a failed check counts as logged out */
  }
  setLoggedOut();
  return false;
}

/**
 * Ends the session: tells the platform, goes to '/', clears local data, tells the other tabs.
 * Local data is cleared even when the platform cannot be reached.
 */
export async function logout(): Promise<void> {
  try {
    await http.post(API.logout, {});
  } catch {
    /* the platform's own idle expiry ends the session if this call is lost */
  }
  goTo('/');
  setLoggedOut();
  sessionChannel().post({ type: 'logout' });
}
