import type { Policy } from '../context.js';
import { hasAnyRole } from '../roles.js';
import { AM_T1_T2 } from './building.js';

/**
 * docs/requirements.md#spec-6-permissions: PA delegates and PA accounting/manager roles (no-reporting variants included) see only the
 * accounts assigned to them. A user who also holds AM, T1 or T2 sees the whole company (broadest role wins).
 */
export const assignedAccountsOnly: Policy = (user) =>
  hasAnyRole(user, ['delegate', 'manager', 'accounting', 'manager_no_reporting', 'accounting_no_reporting']) && !hasAnyRole(user, AM_T1_T2);
