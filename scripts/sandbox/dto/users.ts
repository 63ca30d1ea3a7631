import { createHmac } from 'node:crypto';
import type { PaUserAuditEntry, UserDetail, UserSummary } from '../../../shared/contract/user.js';
import { roleLabel as sharedRoleLabel } from '../../../shared/permissions/roles.js';
import { ROLE } from '../world/roles.js';
import type { AuditRecord, UserRecord } from '../world/types.js';
import type { World } from '../world/world.js';
import { toUserData } from './userData.js';

/** Display labels of a user's roles (shared/permissions: 'Admin-Manager', 'PA-Pmts Only'); the employee authority only when alone. */
export const roleLabel = (roles: string[]): string =>
  roles
    .filter((r) => r !== ROLE.employee || roles.length === 1)
    .map((r) => (r === ROLE.cardmember ? 'Cardmember' : sharedRoleLabel(r)))
    .join(', ');

/** Internal API users are displayed as SYSTEM (docs/requirements.md#spec-6-permissions). */
export function displayName(world: World, userid: number | null): string {
  if (userid === null) return 'SYSTEM';
  const u = world.users.get(userid);
  if (!u || u.internal) return 'SYSTEM';
  return `${u.firstname} ${u.lastname}`;
}

export function toUserSummary(world: World, u: UserRecord): UserSummary {
  return {
    userid: u.userid,
    username: u.username,
    firstname: u.firstname,
    lastname: u.lastname,
    email: u.email,
    userType: { userType: u.userType },
    status: u.status,
    companyId: u.companyId,
    companyName: u.companyId === null ? null : (world.companies.get(u.companyId)?.companyName ?? null),
    roles: [...u.roles],
    roleLabel: roleLabel(u.roles),
    createdDate: u.createdDate,
    createdBy: displayName(world, u.createdBy),
    lastLoginDate: u.lastLoginDate,
  };
}

export function toUserDetail(world: World, u: UserRecord): UserDetail {
  const data = toUserData(u);
  return {
    ...toUserSummary(world, u),
    phone: u.phone,
    userHoldingCompanyId: u.holdingCompanyId,
    authorities: data.authorities,
    authorityLimit: u.authorityLimit,
    accountEntityId: u.accountEntityId,
    managedAccountCount: u.managedAccountEntityIds.length,
    brand: u.brand,
    suffix: u.suffix ?? '',
  };
}

export function toAuditEntry(world: World, a: AuditRecord): PaUserAuditEntry {
  return {
    auditId: a.auditId,
    userid: a.userid,
    username: world.users.get(a.userid)?.username ?? 'unknown',
    companyId: a.companyId,
    action: a.action,
    detail: a.detail,
    changedBy: displayName(world, a.changedBy),
    changedDate: a.changedDate,
  };
}

/** The registration token of a PENDING admin: the one last emailed, else derived from the seed. */
export function registrationTokenOf(world: World, u: UserRecord): string {
  return (
    u.registrationToken ?? createHmac('sha256', `registration:${world.seed}`).update(String(u.userid)).digest('base64url').slice(0, 22)
  );
}

/** `a***@example.com` */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
