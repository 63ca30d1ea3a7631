import * as P from '../../../../shared/contract/publicAccount.js';
import { ProgramAdminRegisterResponse } from '../../../../shared/contract/user.js';
import { http } from '../../../../shared/session/http.js';

/**
 * The public account calls the pages make (paths: shared/contract/publicAccount.ts and spec §7). Full card
 * numbers go only in POST bodies, never in a URL. Failures throw HttpError (see forms/platformError.ts).
 */
export const ACCOUNT_API = {
  registerVerify: '/api/v1/cards/register/verify',
  register: '/api/v1/cards/register',
  activationVerify: '/api/v1/cards/activation/verify',
  activation: '/api/v1/cards/activation',
  forgotUserName: '/api/user/forgotusername',
  forgotPassword: '/api/user/forgotpassword',
  resetPassword: '/api/user/resetpassword',
  invitation: '/api/v1/users/programAdmin/invitation',
  adminRegister: '/api/v1/users/programAdmin/register',
} as const;

export const verifyCardForRegistration = (body: P.CardSecurityDetails) => http.post(ACCOUNT_API.registerVerify, body, { schema: P.RegisterVerifyResponse });
export const registerCard = (body: P.RegisterCardRequest) => http.post(ACCOUNT_API.register, body, { schema: P.RegisterCardResponse });
export const verifyCardForActivation = (body: P.ActivationVerifyRequest) => http.post(ACCOUNT_API.activationVerify, body, { schema: P.ActivationVerifyResponse });
export const activateCard = (activationToken: string) => http.post(ACCOUNT_API.activation, { activationToken }, { schema: P.ActivateCardResponse });
export const forgotUserName = (body: P.CardSecurityDetails) => http.post(ACCOUNT_API.forgotUserName, body, { schema: P.ForgotUserNameResponse });
export const startPasswordReset = (brand: string, username: string) => http.post(ACCOUNT_API.forgotPassword, { brand, username }, { schema: P.ForgotPasswordResponse });
export const resetPassword = (body: P.ResetPasswordRequest) => http.post(ACCOUNT_API.resetPassword, body, { schema: P.ResetPasswordResponse });
export const lookUpInvitation = (brand: string, registrationToken: string) =>
  http.get(`${ACCOUNT_API.invitation}?${new URLSearchParams({ brand, registrationToken })}`, { schema: P.InvitationResponse });
/** Spec §7 POST /v1/users/programAdmin/register. */
export const registerAdmin = (registrationToken: string, username: string, password: string) =>
  http.post(ACCOUNT_API.adminRegister, { registrationToken, username, password }, { schema: ProgramAdminRegisterResponse });
