import * as z from 'zod/mini';
import {
  Address,
  EMAIL_PATTERN,
  IsoDate,
  PHONE_PATTERN,
  PageQuery,
  SuccessResponse,
  dataEnvelope,
  dataList,
  page,
  dollarsFromTo,
} from './common.js';
import { Authority } from './authentication.js';
import { NameSuffix, UsAddress } from './lookups.js';
import { NewPassword } from './publicAccount.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

const UserStatus = lazySchema(() => z.enum(['ACTIVE', 'PENDING', 'INACTIVE', 'DELETED']));
export type UserStatus = z.infer<typeof UserStatus>;
const optionalText = lazySchema(() => z.optional(z.string().check(z.maxLength(200))));

/** POST /user/securitytoken: re-authentication for sensitive calls (vault). Token lives 10 minutes. */
export const SecurityTokenRequest = lazySchema(() =>
  z.object({
    username: z.string().check(z.minLength(1)),
    password: z.string().check(z.minLength(1)),
    brand: z.string().check(z.minLength(1)),
    useDefaultTimeLimit: z.optional(z.boolean()),
  }),
);
export const SecurityTokenResponse = lazySchema(() => dataEnvelope(z.object({ token: z.string(), expiresInMs: z.number() })));
export type SecurityTokenResponse = z.infer<typeof SecurityTokenResponse>;

/** GET /user/datatoken: a short-lived token for document links (statement documents, downloads). */
export const DataTokenResponse = lazySchema(() => dataEnvelope(z.object({ token: z.string(), expiresInMs: z.number() })));
export type DataTokenResponse = z.infer<typeof DataTokenResponse>;

/** A place the 2FA code can be sent to (masked). */
export const VerificationContact = lazySchema(() => z.object({ contactId: z.string(), type: z.enum(['SMS', 'EMAIL']), value: z.string() }));
export type VerificationContact = z.infer<typeof VerificationContact>;
/** The header naming the pending login (its `userCookie`) in step one: a header, so the credential stays out of URLs and their logs. */
export const USER_COOKIE_HEADER = 'X-User-Cookie';
export const TwoFactorStepOneHeaders = lazySchema(() => z.object({ [USER_COOKIE_HEADER]: z.string().check(z.minLength(1)) }));
/** GET /v1/users/2fa/stepone: the token of this verification and where its code can go. */
export const TwoFactorStepOneResponse = lazySchema(() =>
  dataEnvelope(z.object({ token: z.string(), contacts: z.array(VerificationContact) })),
);
export type TwoFactorStepOneResponse = z.infer<typeof TwoFactorStepOneResponse>;
/** POST /user/2fa/steptwo: send the code to the chosen contact (again: a resend replaces the code sent before). */
export const TwoFactorStepTwoRequest = lazySchema(() =>
  z.object({ token: z.string().check(z.minLength(1)), verificationContact: z.string().check(z.minLength(1)) }),
);
/** `expiresInMs`: how long the code sent lasts, when the platform says. */
export const TwoFactorStepTwoResponse = lazySchema(() =>
  dataEnvelope(z.object({ sent: z.boolean(), verificationContact: z.string(), expiresInMs: z.optional(z.number()) })),
);
export type TwoFactorStepTwoResponse = z.infer<typeof TwoFactorStepTwoResponse>;
/**
 * The shortest wait between two sends of a code to one login: the portal counts it down before it offers a new
 * code, and a platform refuses a sooner one (429 with `retryAfterSeconds`) so nobody floods a phone or a mailbox.
 */
export const TWO_FACTOR_RESEND_WAIT_MS = 30_000;

export const twoFactorStepOneCall = defineCall({
  id: 'user.twoFactorStepOne',
  method: 'GET',
  path: '/v1/users/2fa/stepone',
  source: 'spec-7',
  access: 'public',
  summary: "Where a pending login's verification code can be sent (masked phone and email), with this verification's token.",
  headers: TwoFactorStepOneHeaders,
  answer: TwoFactorStepOneResponse,
});
export const twoFactorStepTwoCall = defineCall({
  id: 'user.twoFactorStepTwo',
  method: 'POST',
  path: '/user/2fa/steptwo',
  source: 'spec-7',
  access: 'public',
  summary: 'Sends a verification code for the pending login of step one to the chosen contact.',
  body: TwoFactorStepTwoRequest,
  answer: TwoFactorStepTwoResponse,
});

/** GET /v1/users/accountsummary: the cards the logged-in user may open a dashboard for. */
export const AccountSummaryItem = lazySchema(() =>
  z.object({
    accountEntityId: z.number(),
    accountEntityType: z.string(),
    accountId: z.number(),
    companyId: z.number(),
    companyName: z.string(),
    productTypeCode: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    cardNumber: z.nullable(z.string()),
    cardNumberLast4: z.nullable(z.string()),
    externalStatusCommonName: z.string(),
    /** Entity status (OPEN, CLOSED, PENDING, ACTIVE for virtual subs) and the card's status: the account button (docs/requirements.md#spec-4-states). */
    status: z.string(),
    externalCardStatusCommonName: z.nullable(z.string()),
  }),
);
export const AccountSummaryResponse = lazySchema(() => dataList(AccountSummaryItem));
export type AccountSummaryResponse = z.infer<typeof AccountSummaryResponse>;

/** GET /v1/users/search query (docs/requirements.md#spec-3-entities and #spec-9-constants defaults: page 0, size 10, sort username,ASC, status ACTIVE,PENDING). */
export const UserSearchQuery = lazySchema(() =>
  z.object({
    brand: z.optional(z.string()),
    companyId: z.optional(z.coerce.number().check(z.int())),
    holdingCompanyId: z.optional(z.coerce.number().check(z.int())),
    userType: z.optional(z.enum(['CARDMEMBER', 'PROGRAM ADMIN'])),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    /** Alternative to page: page = floor(offset / size). */
    offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
    sort: z.optional(
      z.string().check(z.regex(/^(username|firstname|lastname|status|lastLoginDate|createdDate|userid),(ASC|DESC|asc|desc)$/)),
    ),
    status: z.optional(z.string().check(z.regex(/^(ACTIVE|PENDING|INACTIVE|DELETED)(,(ACTIVE|PENDING|INACTIVE|DELETED))*$/))),
    search: z.optional(z.string().check(z.maxLength(100))),
  }),
);
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

export const UserSummary = lazySchema(() =>
  z.object({
    userid: z.number(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    userType: z.object({ userType: z.string() }),
    status: UserStatus,
    companyId: z.nullable(z.number()),
    companyName: z.nullable(z.string()),
    roles: z.array(z.string()),
    roleLabel: z.string(),
    createdDate: IsoDate,
    /** Name of who created the user; internal API users are shown as SYSTEM. */
    createdBy: z.string(),
    lastLoginDate: z.nullable(IsoDate),
  }),
);
export type UserSummary = z.infer<typeof UserSummary>;
export const UserSearchResponse = lazySchema(() => z.extend(page(UserSummary), { sort: z.string(), status: z.array(UserStatus) }));
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;
export const searchUsersCall = defineCall({
  id: 'user.search',
  method: 'GET',
  path: '/v1/users/search',
  source: 'spec-7',
  access: 'session',
  summary: "One page of a company's or holding company's users.",
  query: UserSearchQuery,
  answer: UserSearchResponse,
});

/** POST /v1/users/programAdmin/register (public; /pa/Registration and /pa/HCRegistration complete a PENDING admin). */
export const ProgramAdminRegisterRequest = lazySchema(() =>
  z.object({
    registrationToken: z.string().check(z.minLength(1)),
    username: z.string().check(z.minLength(3), z.maxLength(60)),
    password: z.string().check(z.minLength(8), z.maxLength(100)),
  }),
);
export const ProgramAdminRegisterResponse = lazySchema(() =>
  dataEnvelope(z.object({ userid: z.number(), username: z.string(), status: UserStatus })),
);
export type ProgramAdminRegisterResponse = z.infer<typeof ProgramAdminRegisterResponse>;

/** PUT /v1/users/programAdmin/registrationEmail */
export const RegistrationEmailRequest = lazySchema(() =>
  z.object({ brandName: z.string().check(z.minLength(1)), userName: z.string().check(z.minLength(1)) }),
);
export const RegistrationEmailResponse = lazySchema(() => dataEnvelope(z.object({ sentTo: z.string(), status: UserStatus })));
export type RegistrationEmailResponse = z.infer<typeof RegistrationEmailResponse>;

/** GET /v1/users/{id}?includeDetails=true */
export const UserDetail = lazySchema(() =>
  z.extend(UserSummary, {
    phone: z.string(),
    userHoldingCompanyId: z.nullable(z.number()),
    authorities: z.array(Authority),
    authorityLimit: z.nullable(z.number()),
    accountEntityId: z.nullable(z.number()),
    managedAccountCount: z.number(),
    brand: z.string(),
    /** Name suffix (docs/requirements.md#spec-3-entities lookup), '' when none. */
    suffix: z.optional(z.string()),
  }),
);
export type UserDetail = z.infer<typeof UserDetail>;
export const UserDetailResponse = lazySchema(() => dataEnvelope(UserDetail));
export type UserDetailResponse = z.infer<typeof UserDetailResponse>;
/** The answer to POST /v1/users/programAdmin: the new PENDING user and where the invitation went (masked). */
export const CreateProgramAdminResponse = lazySchema(() => dataEnvelope(z.object({ user: UserDetail, sentTo: z.string() })));
export type CreateProgramAdminResponse = z.infer<typeof CreateProgramAdminResponse>;

/** The roles a program admin can be given (docs/requirements.md#spec-6-permissions; the employee authority is not given on its own). */
export const ProgramAdminRole = lazySchema(() =>
  z.enum([
    'ROLE_ADMIN_MANAGER',
    'ROLE_ADMIN_TIER_1',
    'ROLE_ADMIN_TIER_2',
    'ROLE_PA_ACCOUNTING',
    'ROLE_PA_ACCOUNTING_NO_REPORTING',
    'ROLE_PA_MANAGER',
    'ROLE_PA_MANAGER_NO_REPORTING',
    'ROLE_PA_DELEGATE',
    'ROLE_PA_PAYMENTS_ONLY',
    'ROLE_PA_REPORTING_ONLY',
    'ROLE_PA_VIEW_ONLY',
    'ROLE_PA_VIRTUAL_CARD_ONLY',
  ]),
);
export type ProgramAdminRole = z.infer<typeof ProgramAdminRole>;
/** User names: 3–60 letters, digits and `. _ - @`. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._@-]{3,60}$/;
/** The largest authority limit an admin can be given, in dollars (the most one vendor payment of theirs may be). */
export const MAX_AUTHORITY_LIMIT = 10_000_000;

/**
 * POST /v1/users/programAdmin (sandbox-designed: docs/requirements.md#spec-7-calls lists only the registration completion): an admin
 * manager adds a program administrator to a company they administer. The new user is PENDING and is sent the
 * registration email at once; they choose their password (and may change the user name) when they register.
 */
export const CreateProgramAdminRequest = lazySchema(() =>
  z.object({
    companyId: z.number().check(z.int()),
    username: z.string().check(z.regex(USERNAME_PATTERN)),
    firstname: z.string().check(z.minLength(1), z.maxLength(40)),
    lastname: z.string().check(z.minLength(1), z.maxLength(40)),
    email: z.string().check(z.maxLength(120), z.regex(EMAIL_PATTERN)),
    phone: z.string().check(z.regex(PHONE_PATTERN)),
    roles: z.array(ProgramAdminRole).check(z.minLength(1), z.maxLength(3)),
    authorityLimit: z.nullable(dollarsFromTo(0, MAX_AUTHORITY_LIMIT)),
  }),
);
export type CreateProgramAdminRequest = z.infer<typeof CreateProgramAdminRequest>;

/** PUT /v1/users/{userid}: every field optional; roles/status/authorityLimit only by an admin manager. */
export const UpdateUserRequest = lazySchema(() =>
  z.object({
    firstname: optionalText,
    lastname: optionalText,
    suffix: z.optional(z.union([NameSuffix, z.literal('')])),
    email: z.optional(z.string().check(z.regex(EMAIL_PATTERN))),
    phone: z.optional(z.string().check(z.regex(PHONE_PATTERN))),
    roles: z.optional(z.array(z.string()).check(z.minLength(1))),
    status: z.optional(UserStatus),
    /** The most one vendor payment this admin issues may be (docs/security.md); null: no limit of their own. */
    authorityLimit: z.optional(z.nullable(dollarsFromTo(0, MAX_AUTHORITY_LIMIT))),
  }),
);
export type UpdateUserRequest = z.infer<typeof UpdateUserRequest>;

/**
 * GET /v1/expensereport/{userid}/managedusers: the registered cardholders whose expense reports the admin reviews (the
 * accounts assigned to a manager or accounting admin; every cardholder of the company for an admin manager without
 * assignments), by last then first name.
 */
export const ManagedUser = lazySchema(() =>
  z.object({
    userid: z.number(),
    username: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    accountEntityId: z.number(),
    cardNumberLast4: z.nullable(z.string()),
  }),
);
export type ManagedUser = z.infer<typeof ManagedUser>;
export const ManagedUsersResponse = lazySchema(() => dataList(ManagedUser));
export type ManagedUsersResponse = z.infer<typeof ManagedUsersResponse>;
export const expenseManagedUsersCall = defineCall({
  id: 'user.managedUsers',
  method: 'GET',
  path: '/v1/expensereport/{userid}/managedusers',
  source: 'spec-7',
  access: 'session',
  summary: 'The cardholders whose expense reports an admin reviews.',
  answer: ManagedUsersResponse,
});

export const ManagedAccount = lazySchema(() =>
  z.object({
    accountEntityId: z.number(),
    accountEntityType: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    cardNumber: z.nullable(z.string()),
    cardNumberLast4: z.nullable(z.string()),
    status: z.string(),
  }),
);
/** GET /v2/users/{id}/managedaccounts (paged) and GET /v1/expensereport/{id}/accounts (list). */
export const ManagedAccountsResponse = lazySchema(() => page(ManagedAccount));
export type ManagedAccountsResponse = z.infer<typeof ManagedAccountsResponse>;
export const ExpenseReportAccountsResponse = lazySchema(() => dataList(ManagedAccount));
export type ExpenseReportAccountsResponse = z.infer<typeof ExpenseReportAccountsResponse>;
/** PUT /v1/users/{id}/managedaccounts */
export const UpdateManagedAccountsRequest = lazySchema(() =>
  z.object({ accountEntityIds: z.array(z.number().check(z.int())).check(z.maxLength(5000)) }),
);

/** GET /v1/users/pauseraudit?companyId|holdingCompanyId&userId&fromDate&toDate&page&size */
export const PaUserAuditQuery = lazySchema(() =>
  z.object({
    companyId: z.optional(z.coerce.number().check(z.int())),
    holdingCompanyId: z.optional(z.coerce.number().check(z.int())),
    userId: z.optional(z.coerce.number().check(z.int())),
    fromDate: z.optional(IsoDate),
    toDate: z.optional(IsoDate),
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
    size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(500))),
  }),
);
export const PaUserAuditEntry = lazySchema(() =>
  z.object({
    auditId: z.number(),
    userid: z.number(),
    username: z.string(),
    companyId: z.number(),
    action: z.enum([
      'CREATED',
      'UPDATED',
      'DELETED',
      'ROLE_CHANGED',
      'STATUS_CHANGED',
      'REGISTRATION_EMAIL',
      'REGISTERED',
      'MANAGED_ACCOUNTS',
    ]),
    detail: z.string(),
    /** Who did it; internal API users are shown as SYSTEM. */
    changedBy: z.string(),
    changedDate: z.string(),
  }),
);
export type PaUserAuditEntry = z.infer<typeof PaUserAuditEntry>;
export const PaUserAuditResponse = lazySchema(() => page(PaUserAuditEntry));
export type PaUserAuditResponse = z.infer<typeof PaUserAuditResponse>;

/** GET /user/profile?accountEntityId */
export const UserProfile = lazySchema(() =>
  z.object({
    accountEntityId: z.number(),
    userid: z.nullable(z.number()),
    username: z.nullable(z.string()),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: Address,
    paperless: z.boolean(),
  }),
);
export type UserProfile = z.infer<typeof UserProfile>;
export const UserProfileResponse = lazySchema(() => dataEnvelope(UserProfile));
export type UserProfileResponse = z.infer<typeof UserProfileResponse>;

/** PUT /user/profile (sandbox-designed): contact details and address; an address change makes card replacement wait. */
export const UpdateProfileRequest = lazySchema(() =>
  z.object({
    accountEntityId: z.optional(z.number().check(z.int())),
    email: z.optional(z.string().check(z.regex(EMAIL_PATTERN))),
    phone: z.optional(z.string().check(z.regex(PHONE_PATTERN))),
    address: z.optional(UsAddress),
    paperless: z.optional(z.boolean()),
  }),
);
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/**
 * PUT /user/password (sandbox-designed: docs/requirements.md#spec-7-calls shows no call for it): the signed-in user's own password. The new
 * one follows the platform's rules (8–100 characters with a letter and a digit, not the current one).
 */
export const ChangePasswordRequest = lazySchema(() =>
  z.object({
    currentPassword: z.string().check(z.minLength(1), z.maxLength(100)),
    newPassword: NewPassword,
  }),
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const UserDetailQuery = lazySchema(() => z.object({ includeDetails: z.optional(z.enum(['true', 'false'])) }));
/** Whose profile: an account the caller may read (cardholders may leave it out: their own). */
export const ProfileQuery = lazySchema(() => z.object({ accountEntityId: z.optional(z.coerce.number().check(z.int())) }));

export const securityTokenCall = defineCall({
  id: 'user.securityToken',
  method: 'POST',
  path: '/user/securitytoken',
  source: 'spec-7',
  access: 'session',
  summary: "Re-checks the user's password; answers a token that revealing a secret needs for 10 minutes.",
  body: SecurityTokenRequest,
  answer: SecurityTokenResponse,
});
export const dataTokenCall = defineCall({
  id: 'user.dataToken',
  method: 'GET',
  path: '/user/datatoken',
  source: 'spec-7',
  access: 'session',
  summary: 'A short-lived token that document links (statement documents) carry.',
  answer: DataTokenResponse,
});
export const userAccountSummaryCall = defineCall({
  id: 'user.accountSummary',
  method: 'GET',
  path: '/v1/users/accountsummary',
  source: 'spec-7',
  access: 'session',
  summary: "The cards the user may open: a cardholder's account's cards, an admin's assigned accounts.",
  answer: AccountSummaryResponse,
});
export const programAdminRegisterCall = defineCall({
  id: 'user.programAdminRegister',
  method: 'POST',
  path: '/v1/users/programAdmin/register',
  source: 'spec-7',
  access: 'public',
  summary: 'Completes an invited (pending) program administrator with a user name and password.',
  body: ProgramAdminRegisterRequest,
  answer: ProgramAdminRegisterResponse,
});
export const createProgramAdminCall = defineCall({
  id: 'user.createProgramAdmin',
  method: 'POST',
  path: '/v1/users/programAdmin',
  source: 'portal',
  access: 'session',
  reason: 'Adding a program administrator is a feature without a call in the product; the registration completes it.',
  summary: 'Adds a pending program administrator to a company and sends the registration email.',
  body: CreateProgramAdminRequest,
  answer: CreateProgramAdminResponse,
});
export const registrationEmailCall = defineCall({
  id: 'user.registrationEmail',
  method: 'PUT',
  path: '/v1/users/programAdmin/registrationEmail',
  source: 'spec-7',
  access: 'session',
  summary: 'Sends a pending administrator a new registration email.',
  body: RegistrationEmailRequest,
  answer: RegistrationEmailResponse,
});
export const paUserAuditCall = defineCall({
  id: 'user.paUserAudit',
  method: 'GET',
  path: '/v1/users/pauseraudit',
  source: 'spec-7',
  access: 'session',
  summary: "One page of the program administrators' audit history, newest first.",
  query: PaUserAuditQuery,
  answer: PaUserAuditResponse,
});
export const userDetailCall = defineCall({
  id: 'user.detail',
  method: 'GET',
  path: '/v1/users/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'One user with their authorities, limit and managed account count.',
  query: UserDetailQuery,
  answer: UserDetailResponse,
});
export const updateUserCall = defineCall({
  id: 'user.update',
  method: 'PUT',
  path: '/v1/users/{id}',
  source: 'spec-7',
  access: 'session',
  summary: "Changes a user's names and contact details; an admin manager also roles, status and limit.",
  body: UpdateUserRequest,
  answer: UserDetailResponse,
});
export const deletePaUserCall = defineCall({
  id: 'user.deletePaUser',
  method: 'DELETE',
  path: '/v1/users/pauser/{id}',
  source: 'spec-7',
  access: 'session',
  summary: 'Deletes a program administrator (final) and ends their sessions.',
  answer: SuccessResponse,
});
export const expenseReportAccountsCall = defineCall({
  id: 'user.expenseReportAccounts',
  method: 'GET',
  path: '/v1/expensereport/{id}/accounts',
  source: 'spec-7',
  access: 'session',
  summary: 'The accounts an administrator files and reads expense reports for.',
  answer: ExpenseReportAccountsResponse,
});
export const managedAccountsCall = defineCall({
  id: 'user.managedAccounts',
  method: 'GET',
  path: '/v2/users/{id}/managedaccounts',
  source: 'spec-7',
  access: 'session',
  summary: 'One page of the accounts assigned to an administrator.',
  query: PageQuery,
  answer: ManagedAccountsResponse,
});
export const updateManagedAccountsCall = defineCall({
  id: 'user.updateManagedAccounts',
  method: 'PUT',
  path: '/v1/users/{id}/managedaccounts',
  source: 'spec-7',
  access: 'session',
  summary: "Sets the accounts assigned to an administrator (within the user's company).",
  body: UpdateManagedAccountsRequest,
  answer: ManagedAccountsResponse,
});
export const profileCall = defineCall({
  id: 'user.profile',
  method: 'GET',
  path: '/user/profile',
  source: 'spec-7',
  access: 'session',
  summary: "An account's contact details, address and paperless choice.",
  query: ProfileQuery,
  answer: UserProfileResponse,
});
export const updateProfileCall = defineCall({
  id: 'user.updateProfile',
  method: 'PUT',
  path: '/user/profile',
  source: 'portal',
  access: 'session',
  reason: 'The product has cardholders change their contact details, address and paperless choice, and names no call for it.',
  summary: "Changes an account's email, phone, address or paperless choice; a new address makes card replacement wait.",
  body: UpdateProfileRequest,
  answer: UserProfileResponse,
});
export const changePasswordCall = defineCall({
  id: 'user.changePassword',
  method: 'PUT',
  path: '/user/password',
  source: 'portal',
  access: 'session',
  reason: 'The product lets a signed-in user change their password and names no call for it.',
  summary: "Changes the signed-in user's password; their other sessions end.",
  body: ChangePasswordRequest,
  answer: SuccessResponse,
});
