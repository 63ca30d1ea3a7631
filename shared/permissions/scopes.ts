import { EMPLOYEE_AUTHORITY } from './roles.js';
import { isAdminUser, type PermissionUser } from './user.js';

/** The scopes of docs/requirements.md#spec-6-permissions. */
export const SCOPES = {
  account: '*:account',
  user: '*:user',
  spendMetadata: '*:spendmetadata',
  spendAlerts: '*:spendalerts',
  expenseReport: '*:expensereport',
  virtualCard: '*:virtualcard',
} as const;
export type KnownScope = (typeof SCOPES)[keyof typeof SCOPES];

export const WILDCARD_PREFIX = '*:';

/**
 * Whether one granted scope satisfies one required scope: the names are equal, or the granted one is
 * the wildcard `*:<resource>` and the required one is `<any action>:<resource>`.
 * The wildcard works on the granted side only: a required `*:account` asks for every action on
 * accounts, so a granted `read:account` does not satisfy it (README, "Scopes").
 */
export function scopeSatisfies(granted: string, required: string): boolean {
  if (granted === required) return true;
  if (!granted.startsWith(WILDCARD_PREFIX)) return false;
  const resource = granted.slice(WILDCARD_PREFIX.length);
  const colon = required.indexOf(':');
  return resource.length > 0 && colon > 0 && required.slice(colon + 1) === resource;
}

/** The scope names a scope check reads: every authority's scopes, except the employee authority's for program admins. */
export function grantedScopes(user: PermissionUser): string[] {
  const admin = isAdminUser(user);
  return user.authorities.filter((a) => !(admin && a.name === EMPLOYEE_AUTHORITY)).flatMap((a) => a.scopes.map((s) => s.name));
}

/**
 * docs/requirements.md#spec-6-permissions "Scopes": non-admins (anyone who is not a PROGRAM ADMIN) pass every scope check; a program
 * admin needs a granted scope that satisfies `required`, the employee authority's scopes not counting.
 */
export function hasScope(user: PermissionUser, required: string): boolean {
  if (!isAdminUser(user)) return true;
  return grantedScopes(user).some((g) => scopeSatisfies(g, required));
}

export const hasAllScopes = (user: PermissionUser, required: readonly string[]): boolean => required.every((s) => hasScope(user, s));
