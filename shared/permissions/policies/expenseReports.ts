import type { ExpenseReportStatus } from '../../contract/expenseReports.js';
import { expenseReportingEnabled, isVirtualSubInView, type PermissionContext, type Policy } from '../context.js';
import type { PermissionUser } from '../user.js';
import { hasAnyRole, type RoleShortName } from '../roles.js';
import { hasScope, SCOPES } from '../scopes.js';
import { adminsWith, AM_T1_T2, cardholderOr, MANAGER_ACCOUNTING } from './building.js';

/** docs/requirements.md#spec-6-permissions: PA access needs AM, T1, T2, manager, accounting or their no-reporting variants, plus company enabled and the expense-report scope. */
const paAccess: Policy = (user, ctx) =>
  hasAnyRole(user, [...AM_T1_T2, ...MANAGER_ACCOUNTING]) && expenseReportingEnabled(ctx) && hasScope(user, SCOPES.expenseReport);

/**
 * docs/requirements.md#spec-6-permissions: cardholder access needs company enabled and acknowledged, a registered user, and not a
 * virtual sub. "Registered" reads the account entity in view: it has a user id (not null, not 0).
 */
const cardholderAccess: Policy = (_user, ctx) => {
  const entity = ctx.dashboard?.accountEntitySummary;
  const registered = entity?.userid != null && entity.userid !== 0;
  return expenseReportingEnabled(ctx) && ctx.company?.activationAcknowledgement === true && registered && !isVirtualSubInView(ctx);
};

/**
 * Why the cardholder view's expense reporting is refused, in the user's words; null when it is allowed or the
 * facts are not loaded yet (the page then waits, or says the facts failed).
 */
const cardholderRefusal = (user: PermissionUser, ctx: PermissionContext): string | null => {
  if (!ctx.dashboard || !ctx.company || cardholderAccess(user, ctx)) return null;
  if (isVirtualSubInView(ctx)) return 'Expense reporting isn’t available on a virtual card account.';
  if (!expenseReportingEnabled(ctx)) return 'Expense reporting isn’t enabled for your company.';
  if (ctx.company.activationAcknowledgement !== true)
    return 'Your company hasn’t acknowledged expense reporting yet, so it isn’t available.';
  return 'Expense reporting is available to registered cardholders only. Register your card to use it.';
};

/** Why the program admin view's expense reporting is refused, in the user's words (see cardholderRefusal). */
const paRefusal = (user: PermissionUser, ctx: PermissionContext): string | null => {
  if (!ctx.company || paAccess(user, ctx)) return null;
  if (!hasAnyRole(user, [...AM_T1_T2, ...MANAGER_ACCOUNTING])) return 'Your administrator role doesn’t include expense reporting.';
  if (!expenseReportingEnabled(ctx)) return 'Expense reporting isn’t enabled for this company.';
  return 'Your administrator role doesn’t include the expense report scope.';
};

/** docs/requirements.md#spec-6-permissions: the manager's review step (submitted → mgr-approved) is AM's and the managers'. */
const MANAGER_STEP = ['admin_manager', 'manager', 'manager_no_reporting'] as const satisfies RoleShortName[];
/** docs/requirements.md#spec-6-permissions: accounting's review steps (mgr-approved → acctg-approved → complete) are AM's and accounting's. */
const ACCOUNTING_STEP = ['admin_manager', 'accounting', 'accounting_no_reporting'] as const satisfies RoleShortName[];

/**
 * The statuses waiting for steps this admin may take: by role alone (the steps read no company or account facts), so
 * the gateway's first round names the review queue the page opens on before the company's answer has come.
 */
export function statusesToReview(user: PermissionUser): ExpenseReportStatus[] {
  const out: ExpenseReportStatus[] = [];
  if (hasAnyRole(user, MANAGER_STEP)) out.push('submitted');
  if (hasAnyRole(user, ACCOUNTING_STEP)) out.push('mgr-approved', 'acctg-approved');
  return out;
}

export const expenseReports = {
  paAccess,
  cardholderAccess,
  /** View reports: AM, accounting, manager, T1, T2 and no-reporting variants. */
  viewReports: adminsWith(...AM_T1_T2, ...MANAGER_ACCOUNTING),
  /** Review, configure and export: AM, accounting, manager and no-reporting variants. */
  review: adminsWith('admin_manager', ...MANAGER_ACCOUNTING),
  configure: adminsWith('admin_manager', ...MANAGER_ACCOUNTING),
  export: adminsWith('admin_manager', ...MANAGER_ACCOUNTING),
  /** The manager's review step (submitted → mgr-approved): AM, manager and its no-reporting variant. */
  managerStep: adminsWith(...MANAGER_STEP),
  /** Accounting's review steps (mgr-approved → acctg-approved → complete): AM, accounting and its no-reporting variant. */
  accountingStep: adminsWith(...ACCOUNTING_STEP),
  /** Advanced configuration: AM only. */
  advancedConfiguration: adminsWith('admin_manager'),
  /** Upload and manage receipts: cardholder or AM, accounting, manager, delegate and no-reporting variants. */
  receipts: cardholderOr('admin_manager', 'delegate', ...MANAGER_ACCOUNTING),
};

/** Why each expense reporting page is refused, in words (shared/permissions/pageRules.ts AREA_REFUSALS). */
export const expenseReportRefusals = { cardholder: cardholderRefusal, pa: paRefusal };
