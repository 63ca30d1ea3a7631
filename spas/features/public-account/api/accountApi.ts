import * as P from '../../../../shared/contract/publicAccount.js';
import { programAdminRegisterCall } from '../../../../shared/contract/user.js';
import { callPlatform } from '../../../../shared/session/http.js';

/**
 * The public account calls the pages make (defined in shared/contract/publicAccount.ts; the docs/requirements.md#spec-7-calls admin
 * registration). Full card numbers go only in POST bodies, never in a URL. Failures throw HttpError (see
 * forms/platformError.ts).
 */
export const verifyCardForRegistration = (body: P.CardSecurityDetails) => callPlatform(P.registerVerifyCall, { body });
export const registerCard = (body: P.RegisterCardRequest) => callPlatform(P.registerCardCall, { body });
export const verifyCardForActivation = (body: P.ActivationVerifyRequest) => callPlatform(P.activationVerifyCall, { body });
export const activateCard = (activationToken: string) => callPlatform(P.activationCall, { body: { activationToken } });
export const forgotUserName = (body: P.CardSecurityDetails) => callPlatform(P.forgotUserNameCall, { body });
export const startPasswordReset = (brand: string, username: string) => callPlatform(P.forgotPasswordCall, { body: { brand, username } });
export const resetPassword = (body: P.ResetPasswordRequest) => callPlatform(P.resetPasswordCall, { body });
export const lookUpInvitation = (brand: string, registrationToken: string) =>
  callPlatform(P.invitationCall, { query: { brand, registrationToken } });
/** docs/requirements.md#spec-7-calls POST /v1/users/programAdmin/register. */
export const registerAdmin = (registrationToken: string, username: string, password: string) =>
  callPlatform(programAdminRegisterCall, { body: { registrationToken, username, password } });
