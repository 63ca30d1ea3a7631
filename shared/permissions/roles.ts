import { isAdminUser, type PermissionUser } from './user.js';

/** The 13 roles of docs/requirements.md#spec-6-permissions, with their display labels and short names. */
export const ROLES = {
  ROLE_CLIENT_EMPLOYEE: { label: 'Client Employee', short: 'employee' },
  ROLE_ADMIN_MANAGER: { label: 'Admin-Manager', short: 'admin_manager' },
  ROLE_ADMIN_TIER_1: { label: 'Admin-Tier 1', short: 'admin_tier1' },
  ROLE_ADMIN_TIER_2: { label: 'Admin-Tier 2', short: 'admin_tier2' },
  ROLE_PA_ACCOUNTING: { label: 'PA-Accounting', short: 'accounting' },
  ROLE_PA_ACCOUNTING_NO_REPORTING: { label: 'PA-Accounting No Reporting', short: 'accounting_no_reporting' },
  ROLE_PA_MANAGER: { label: 'PA-Manager', short: 'manager' },
  ROLE_PA_MANAGER_NO_REPORTING: { label: 'PA-Manager No Reporting', short: 'manager_no_reporting' },
  ROLE_PA_DELEGATE: { label: 'PA-Delegate', short: 'delegate' },
  ROLE_PA_PAYMENTS_ONLY: { label: 'PA-Pmts Only', short: 'payments_only' },
  ROLE_PA_REPORTING_ONLY: { label: 'PA-Reporting Only', short: 'reporting_only' },
  ROLE_PA_VIEW_ONLY: { label: 'PA-View Only', short: 'view_only' },
  ROLE_PA_VIRTUAL_CARD_ONLY: { label: 'PA-Virtual Card Only', short: 'virtual_card_only' },
} as const;

export type RoleName = keyof typeof ROLES;
export type RoleShortName = (typeof ROLES)[RoleName]['short'];

export const ROLE_NAMES = Object.keys(ROLES) as RoleName[];
export const ROLE_SHORT_NAMES: readonly RoleShortName[] = ROLE_NAMES.map((r) => ROLES[r].short);

/** The authority name that is the employee role; ignored in program admins' scope checks (docs/requirements.md#spec-6-permissions). */
export const EMPLOYEE_AUTHORITY: RoleName = 'ROLE_CLIENT_EMPLOYEE';

export const isRoleName = (name: string): name is RoleName => Object.hasOwn(ROLES, name);

/** Display label of a role name ('ROLE_PA_PAYMENTS_ONLY' → 'PA-Pmts Only'); unknown names are returned unchanged. */
export const roleLabel = (name: string): string => (isRoleName(name) ? ROLES[name].label : name);

/** Role name of a short name ('payments_only' → 'ROLE_PA_PAYMENTS_ONLY'). */
export const roleNameOf = (short: RoleShortName): RoleName => ROLE_NAMES.find((r) => ROLES[r].short === short)!;

/**
 * Short names derived from the user's authorities, in the order of ROLES, without duplicates.
 * Authorities that are not one of the 13 roles are ignored. Any user type.
 */
export function roleShortNames(user: Pick<PermissionUser, 'authorities'>): RoleShortName[] {
  const names = new Set(user.authorities.map((a) => a.name));
  return ROLE_NAMES.filter((r) => names.has(r)).map((r) => ROLES[r].short);
}

/**
 * Whether the user holds any of the given roles *as a program admin*. Role grants count only for
 * PROGRAM ADMIN users: a CARDMEMBER's authorities never grant an admin permission (see README).
 */
export function hasAnyRole(user: PermissionUser, roles: readonly RoleShortName[]): boolean {
  if (!isAdminUser(user)) return false;
  const held = roleShortNames(user);
  return roles.some((r) => held.includes(r));
}
