import * as z from 'zod/mini';
import { dataEnvelope } from './common.js';
import { defineCall } from './platformCall.js';

/**
 * The public account calls (register card, activate card, forgot user name, forgot password, program admin
 * invitation). docs/requirements.md#spec-7-calls does not list their paths; they are designed here as the platform would have them
 * and answered by the sandbox (scripts/sandbox/api/publicAccount.ts). None needs a session, so none carries
 * the anti-forgery header: each is bound to the brand it names and, after its first step, to a short-lived
 * token the platform issued.
 *
 * Full card numbers travel only in these POST bodies: never in a URL, never in an answer (last four at most).
 */

import { isLuhnValid } from '../format/checksums.js';
import { lazySchema } from './lazySchema.js';

/** `4123 4567-8901 2345` → `4123456789012345` (spaces and dashes people type are dropped). */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** What a screen may show of a card number: its last four digits. */
export const lastFour = (pan: string): string => cardDigits(pan).slice(-4);

export const BrandCode = lazySchema(() => z.string().check(z.minLength(1), z.maxLength(40)));
export const CardNumber = lazySchema(() =>
  z.string().check(z.regex(/^\d{13,19}$/), z.refine(isLuhnValid, 'The card number is not valid.')),
);
/** MM/YY as printed on the card. */
export const ExpirationDate = lazySchema(() => z.string().check(z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/)));
export const SecurityCode = lazySchema(() => z.string().check(z.regex(/^\d{3,4}$/)));
export const ZipCode = lazySchema(() => z.string().check(z.regex(/^\d{5}(-\d{4})?$/)));
/** 4–30 characters: letters, digits and . _ - @, starting with a letter or digit. */
export const UserName = lazySchema(() => z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._@-]{3,29}$/)));
/** At least 8 characters with a letter and a digit (at most 100). */
export const NewPassword = lazySchema(() => z.string().check(z.minLength(8), z.maxLength(100), z.regex(/[A-Za-z]/), z.regex(/\d/)));
export const EmailAddress = lazySchema(() => z.string().check(z.maxLength(200), z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/)));

/** Card number and the security details printed on it or held on file (registration, forgot user name). */
export const CardSecurityDetails = lazySchema(() =>
  z.object({
    brand: BrandCode,
    cardNumber: CardNumber,
    expirationDate: ExpirationDate,
    securityCode: SecurityCode,
    zipCode: ZipCode,
  }),
);
export type CardSecurityDetails = z.infer<typeof CardSecurityDetails>;

/**
 * Why a public account call was refused (`reason` of the error body), so the page can explain it. THROTTLED
 * and LOCKED are the guess throttle's (`tenant.ts` ThrottleFields: `retryAt`, `retryAfterSeconds`, and the
 * time it lifts in `message`); OTHER_BRAND a call naming another brand than the portal it came through.
 */
export const AccountErrorReason = lazySchema(() =>
  z.enum([
    'DETAILS_MISMATCH',
    'THROTTLED',
    'LOCKED',
    'OTHER_BRAND',
    'ALREADY_REGISTERED',
    'NOT_REGISTERED',
    'ALREADY_ACTIVE',
    'CARD_NOT_ELIGIBLE',
    'CARD_EXPIRED',
    'USERNAME_TAKEN',
    'PASSWORD_REUSED',
    'TOKEN_EXPIRED',
    'UNKNOWN_USER',
    'BAD_CODE',
    'NOT_HOLDING_COMPANY',
  ]),
);
export type AccountErrorReason = z.infer<typeof AccountErrorReason>;

// POST /api/v1/cards/register/verify — step 1 of card registration.
export const RegisterVerifyRequest = CardSecurityDetails;
export const RegisterVerifyResponse = lazySchema(() =>
  dataEnvelope(z.object({ registrationToken: z.string(), cardNumberLast4: z.string(), firstName: z.string(), expiresInMs: z.number() })),
);
export type RegisterVerifyResponse = z.infer<typeof RegisterVerifyResponse>;

// POST /api/v1/cards/register — step 2: the user name, password and email of the new online account.
export const RegisterCardRequest = lazySchema(() =>
  z.object({
    registrationToken: z.string().check(z.minLength(1)),
    username: UserName,
    password: NewPassword,
    email: EmailAddress,
  }),
);
export type RegisterCardRequest = z.infer<typeof RegisterCardRequest>;
export const RegisterCardResponse = lazySchema(() =>
  dataEnvelope(z.object({ username: z.string(), firstName: z.string(), cardNumberLast4: z.string() })),
);
export type RegisterCardResponse = z.infer<typeof RegisterCardResponse>;

// POST /api/v1/cards/activation/verify — step 1 of public card activation (the logged-in call is /v1/cards/activate).
export const ActivationVerifyRequest = lazySchema(() =>
  z.object({
    brand: BrandCode,
    cardNumber: CardNumber,
    expirationDate: ExpirationDate,
    securityCode: SecurityCode,
  }),
);
export type ActivationVerifyRequest = z.infer<typeof ActivationVerifyRequest>;
export const ActivationVerifyResponse = lazySchema(() =>
  dataEnvelope(z.object({ activationToken: z.string(), cardNumberLast4: z.string(), firstName: z.string(), expiresInMs: z.number() })),
);
export type ActivationVerifyResponse = z.infer<typeof ActivationVerifyResponse>;

// POST /api/v1/cards/activation — step 2: activate the card the token names.
export const ActivateCardRequest = lazySchema(() => z.object({ activationToken: z.string().check(z.minLength(1)) }));
export const ActivateCardResponse = lazySchema(() =>
  dataEnvelope(z.object({ cardNumberLast4: z.string(), firstName: z.string(), activated: z.boolean() })),
);
export type ActivateCardResponse = z.infer<typeof ActivateCardResponse>;

// POST /api/user/forgotusername — the user name goes to the email address on file. The answer is the same
// whether or not the details match an account (no enumeration): `message` says "if an account matches …".
export const ForgotUserNameRequest = CardSecurityDetails;
export const ForgotUserNameResponse = lazySchema(() => dataEnvelope(z.object({ message: z.string() })));
export type ForgotUserNameResponse = z.infer<typeof ForgotUserNameResponse>;

// POST /api/user/forgotpassword — starts a password reset: the code goes to the email on file at once. The
// answer is the same whether or not the user name is an account's (no enumeration); for one that is not,
// the verification is a decoy whose code never matches.
export const ForgotPasswordRequest = lazySchema(() =>
  z.object({ brand: BrandCode, username: z.string().check(z.minLength(1), z.maxLength(60)) }),
);
export const ForgotPasswordResponse = lazySchema(() =>
  dataEnvelope(z.object({ userCookie: z.string(), expiresInMs: z.number(), message: z.string() })),
);
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponse>;

// POST /api/user/resetpassword — the code from the email, and the new password.
export const ResetPasswordRequest = lazySchema(() =>
  z.object({
    cookie: z.string().check(z.minLength(1)),
    verificationCode: z.string().check(z.minLength(1), z.maxLength(12)),
    password: NewPassword,
  }),
);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const ResetPasswordResponse = lazySchema(() => dataEnvelope(z.object({ username: z.string() })));
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponse>;

// GET /api/v1/users/programAdmin/invitation?brand&registrationToken — who an invitation is for, before
// POST /api/v1/users/programAdmin/register (docs/requirements.md#spec-7-calls) completes it.
export const InvitationQuery = lazySchema(() =>
  z.object({ brand: BrandCode, registrationToken: z.string().check(z.minLength(1), z.maxLength(200)) }),
);
export const InvitationResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      firstname: z.string(),
      lastname: z.string(),
      email: z.string(),
      companyName: z.string(),
      holdingCompanyName: z.nullable(z.string()),
      roleLabel: z.string(),
    }),
  ),
);
export type InvitationResponse = z.infer<typeof InvitationResponse>;

const PUBLIC_ACCOUNT = 'The product has this public account page and names no call for it.';

export const registerVerifyCall = defineCall({
  id: 'publicAccount.registerVerify',
  method: 'POST',
  path: '/v1/cards/register/verify',
  source: 'portal',
  access: 'public',
  reason: PUBLIC_ACCOUNT,
  summary: "Checks an unregistered card's security details; answers a short-lived registration token.",
  body: RegisterVerifyRequest,
  answer: RegisterVerifyResponse,
});
export const registerCardCall = defineCall({
  id: 'publicAccount.register',
  method: 'POST',
  path: '/v1/cards/register',
  source: 'portal',
  access: 'public',
  reason: PUBLIC_ACCOUNT,
  summary: "Creates the cardholder's online account (user name, password, email) for the verified card.",
  body: RegisterCardRequest,
  answer: RegisterCardResponse,
});
export const activationVerifyCall = defineCall({
  id: 'publicAccount.activationVerify',
  method: 'POST',
  path: '/v1/cards/activation/verify',
  source: 'portal',
  access: 'public',
  reason: PUBLIC_ACCOUNT,
  summary: "Checks an unactivated card's security details; answers a short-lived activation token.",
  body: ActivationVerifyRequest,
  answer: ActivationVerifyResponse,
});
export const activationCall = defineCall({
  id: 'publicAccount.activate',
  method: 'POST',
  path: '/v1/cards/activation',
  source: 'portal',
  access: 'public',
  reason: PUBLIC_ACCOUNT,
  summary: 'Activates the card the activation token names.',
  body: ActivateCardRequest,
  answer: ActivateCardResponse,
});
export const forgotUserNameCall = defineCall({
  id: 'publicAccount.forgotUserName',
  method: 'POST',
  path: '/user/forgotusername',
  source: 'portal',
  access: 'public',
  reason: PUBLIC_ACCOUNT,
  summary: 'Sends the user name to the email on file when the card details match (the same answer either way).',
  body: ForgotUserNameRequest,
  answer: ForgotUserNameResponse,
});
export const forgotPasswordCall = defineCall({
  id: 'publicAccount.forgotPassword',
  method: 'POST',
  path: '/user/forgotpassword',
  source: 'portal',
  access: 'public',
  reason: PUBLIC_ACCOUNT,
  summary: "Starts a password reset: a code goes to the account's email (the same answer for an unknown name).",
  body: ForgotPasswordRequest,
  answer: ForgotPasswordResponse,
});
export const resetPasswordCall = defineCall({
  id: 'publicAccount.resetPassword',
  method: 'POST',
  path: '/user/resetpassword',
  source: 'portal',
  access: 'public',
  reason: PUBLIC_ACCOUNT,
  summary: "Sets a new password with the emailed code; the user's sessions end.",
  body: ResetPasswordRequest,
  answer: ResetPasswordResponse,
});
export const invitationCall = defineCall({
  id: 'publicAccount.invitation',
  method: 'GET',
  path: '/v1/users/programAdmin/invitation',
  source: 'portal',
  access: 'public',
  reason: 'The administrator registration page shows whom an invitation is for before the registration call completes it.',
  summary: 'Whom a program administrator invitation is for (names, masked email, company, role).',
  query: InvitationQuery,
  answer: InvitationResponse,
});
