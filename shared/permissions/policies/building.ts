import type { Policy } from '../context.js';
import { hasAnyRole, type RoleShortName } from '../roles.js';
import { isCardholderUser } from '../user.js';

/** Granted to program admins holding any of `roles`. */
export const adminsWith =
  (...roles: RoleShortName[]): Policy =>
  (user) =>
    hasAnyRole(user, roles);

/** Granted to CARDMEMBER users, and to program admins holding any of `roles`. */
export const cardholderOr =
  (...roles: RoleShortName[]): Policy =>
  (user) =>
    isCardholderUser(user) || hasAnyRole(user, roles);

export const both =
  (...policies: Policy[]): Policy =>
  (user, ctx) =>
    policies.every((p) => p(user, ctx));

/** Role groups that recur in docs/requirements.md#spec-6-permissions. */
export const AM_T1_T2 = ['admin_manager', 'admin_tier1', 'admin_tier2'] as const satisfies RoleShortName[];
export const MANAGER_ACCOUNTING = [
  'manager',
  'accounting',
  'manager_no_reporting',
  'accounting_no_reporting',
] as const satisfies RoleShortName[];
