import { expenseReportingEnabled, isVirtualSubInView, type Policy } from '../context.js';
import { hasAnyRole } from '../roles.js';
import { hasScope, SCOPES } from '../scopes.js';
import { adminsWith, AM_T1_T2, cardholderOr, MANAGER_ACCOUNTING } from './building.js';

/** Spec §6: PA access needs AM, T1, T2, manager, accounting or their no-reporting variants, plus company enabled and the expense-report scope. */
const paAccess: Policy = (user, ctx) =>
  hasAnyRole(user, [...AM_T1_T2, ...MANAGER_ACCOUNTING]) &&
  expenseReportingEnabled(ctx) &&
  hasScope(user, SCOPES.expenseReport);

/**
 * Spec §6: cardholder access needs company enabled and acknowledged, a registered user, and not a
 * virtual sub. "Registered" reads the account entity in view: it has a user id (not null, not 0).
 */
const cardholderAccess: Policy = (_user, ctx) => {
  const entity = ctx.dashboard?.accountEntitySummary;
  const registered = entity?.userid != null && entity.userid !== 0;
  return (
    expenseReportingEnabled(ctx) &&
    ctx.company?.activationAcknowledgement === true &&
    registered &&
    !isVirtualSubInView(ctx)
  );
};

export const expenseReports = {
  paAccess,
  cardholderAccess,
  /** View reports: AM, accounting, manager, T1, T2 and no-reporting variants. */
  viewReports: adminsWith(...AM_T1_T2, ...MANAGER_ACCOUNTING),
  /** Review, configure and export: AM, accounting, manager and no-reporting variants. */
  review: adminsWith('admin_manager', ...MANAGER_ACCOUNTING),
  configure: adminsWith('admin_manager', ...MANAGER_ACCOUNTING),
  export: adminsWith('admin_manager', ...MANAGER_ACCOUNTING),
  /** Advanced configuration: AM only. */
  advancedConfiguration: adminsWith('admin_manager'),
  /** Upload and manage receipts: cardholder or AM, accounting, manager, delegate and no-reporting variants. */
  receipts: cardholderOr('admin_manager', 'delegate', ...MANAGER_ACCOUNTING),
};
