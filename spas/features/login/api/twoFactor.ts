import {
  USER_COOKIE_HEADER,
  twoFactorStepOneCall,
  twoFactorStepTwoCall,
  type TwoFactorStepOneResponse,
  type TwoFactorStepTwoResponse,
} from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** GET /v1/users/2fa/stepone for the pending login (its user cookie in a header): this verification's token and contacts. */
export const loadVerification = (userCookie: string, signal?: AbortSignal): Promise<TwoFactorStepOneResponse['data']> =>
  callPlatform(twoFactorStepOneCall, { headers: { [USER_COOKIE_HEADER]: userCookie }, ...(signal ? { signal } : null) }).then(
    (a) => a.data,
  );

/** POST /user/2fa/steptwo {token, verificationContact}: the platform sends a code there (again, for a resend). */
export const sendVerificationCode = (token: string, verificationContact: string): Promise<TwoFactorStepTwoResponse['data']> =>
  callPlatform(twoFactorStepTwoCall, { body: { token, verificationContact } }).then((a) => a.data);
