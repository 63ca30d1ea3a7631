import type { User } from '../../../shared/contract/authentication.js';
import {
  ROLE_SHORT_NAMES,
  roleNameOf,
  SCOPES,
  type PermissionCompany,
  type PermissionContext,
  type PermissionDashboard,
  type Policy,
  type RoleShortName,
} from '../../../shared/permissions/index.js';

export const ALL_SCOPES = Object.values(SCOPES);

let nextId = 1;
/** A platform User (the contract type, so the module is proved to accept it). */
export function makeUser(opts: {
  type: 'CARDMEMBER' | 'PROGRAM ADMIN';
  roles?: readonly RoleShortName[];
  scopes?: readonly string[];
  holdingCompanyId?: number | null;
  firstname?: string;
}): User {
  const scopes = (opts.scopes ?? ALL_SCOPES).map((name) => ({ name }));
  return {
    userid: nextId++,
    username: `user${nextId}`,
    userType: { userType: opts.type },
    userCompanyId: 42,
    userHoldingCompanyId: opts.holdingCompanyId ?? null,
    firstname: opts.firstname ?? 'Pat',
    brands: [{ brand: 'demo' }],
    authorities: (opts.roles ?? []).map((r) => ({ name: roleNameOf(r), scopes })),
    authorityLimit: null,
    roles: (opts.roles ?? []).map(roleNameOf),
    scopes: (opts.scopes ?? ALL_SCOPES).slice(),
  };
}

export const cardholderUser = (): User => makeUser({ type: 'CARDMEMBER' });
export const adminWith = (...roles: RoleShortName[]): User => makeUser({ type: 'PROGRAM ADMIN', roles });

/** 'cardholder' (a CARDMEMBER) and one program admin per role short name, every scope granted. */
export type Subject = 'cardholder' | RoleShortName;
export const SUBJECTS: ReadonlyMap<Subject, User> = new Map<Subject, User>([
  ['cardholder', cardholderUser()],
  ...ROLE_SHORT_NAMES.map((r): [Subject, User] => [r, adminWith(r)]),
]);
export const EVERY_SUBJECT: Subject[] = [...SUBJECTS.keys()];
export const EVERY_ADMIN: Subject[] = [...ROLE_SHORT_NAMES];

/** The subjects the policy allows in `ctx`, sorted. */
export const allowed = (policy: Policy, ctx: PermissionContext): Subject[] =>
  [...SUBJECTS]
    .filter(([, user]) => policy(user, ctx))
    .map(([name]) => name)
    .sort();

export const sorted = (list: readonly Subject[]): Subject[] => [...list].sort();
export const except = (...out: Subject[]): Subject[] => EVERY_SUBJECT.filter((s) => !out.includes(s)).sort();

/** Company 108 (purchasing card) with everything on, as the docs/requirements.md#design-4-demo-data pa_admin company. */
export const fullCompany = (over: Partial<PermissionCompany> = {}): PermissionCompany => ({
  productTypeCode: 108,
  expenseReportingEnabled: true,
  activationAcknowledgement: true,
  companyVirtualCard: { virtualCardEnabled: true },
  consolidateRewards: false,
  ...over,
});

export const dashboard = (
  entity: Partial<NonNullable<PermissionDashboard['accountEntitySummary']>> = {},
  product: Partial<NonNullable<PermissionDashboard['productSummary']>> = {},
): PermissionDashboard => ({
  accountEntitySummary: {
    accountEntityType: 'Primary',
    userid: 7,
    cardNumber: '4111 **** **** 1111',
    consolidatorRedeemer: false,
    companyConsolidateRewards: false,
    ...entity,
  },
  productSummary: { productTypeCode: 101, rewardsEnabled: true, ...product },
  expenseReportingEnabled: true,
});

export const paView = (company: PermissionCompany = fullCompany()): PermissionContext => ({ view: 'programAdminView', company });
export const cardholderView = (dash: PermissionDashboard = dashboard(), company: PermissionCompany = fullCompany()): PermissionContext => ({
  view: 'cardholderView',
  company,
  dashboard: dash,
});
