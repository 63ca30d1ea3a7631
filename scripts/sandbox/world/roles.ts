import { SCOPES } from '../../../shared/permissions/scopes.js';

/** Roles and scopes of docs/requirements.md#spec-6-permissions. */
export const ROLE = {
  employee: 'ROLE_CLIENT_EMPLOYEE',
  adminManager: 'ROLE_ADMIN_MANAGER',
  tier1: 'ROLE_ADMIN_TIER_1',
  tier2: 'ROLE_ADMIN_TIER_2',
  accounting: 'ROLE_PA_ACCOUNTING',
  accountingNoReporting: 'ROLE_PA_ACCOUNTING_NO_REPORTING',
  manager: 'ROLE_PA_MANAGER',
  managerNoReporting: 'ROLE_PA_MANAGER_NO_REPORTING',
  delegate: 'ROLE_PA_DELEGATE',
  paymentsOnly: 'ROLE_PA_PAYMENTS_ONLY',
  reportingOnly: 'ROLE_PA_REPORTING_ONLY',
  viewOnly: 'ROLE_PA_VIEW_ONLY',
  virtualCardOnly: 'ROLE_PA_VIRTUAL_CARD_ONLY',
  cardmember: 'ROLE_CARDMEMBER',
} as const;

/** The scopes of docs/requirements.md#spec-6-permissions: the same names the portal's permission rules check (shared/permissions). */
export const SCOPE = SCOPES;

export const ALL_SCOPES: string[] = Object.values(SCOPE);

/** Default scopes granted with each role. */
export const ROLE_SCOPES: Record<string, string[]> = {
  [ROLE.adminManager]: ALL_SCOPES,
  [ROLE.tier1]: [SCOPE.account, SCOPE.spendMetadata, SCOPE.spendAlerts, SCOPE.expenseReport, SCOPE.virtualCard],
  [ROLE.tier2]: [SCOPE.account, SCOPE.spendMetadata, SCOPE.spendAlerts, SCOPE.expenseReport],
  [ROLE.manager]: [SCOPE.account, SCOPE.expenseReport],
  [ROLE.managerNoReporting]: [SCOPE.account, SCOPE.expenseReport],
  [ROLE.accounting]: [SCOPE.account, SCOPE.expenseReport],
  [ROLE.accountingNoReporting]: [SCOPE.account, SCOPE.expenseReport],
  [ROLE.delegate]: [SCOPE.account, SCOPE.expenseReport],
  [ROLE.paymentsOnly]: [SCOPE.account],
  [ROLE.reportingOnly]: [SCOPE.account],
  [ROLE.viewOnly]: ALL_SCOPES,
  [ROLE.virtualCardOnly]: [SCOPE.virtualCard],
  [ROLE.employee]: [SCOPE.account],
  [ROLE.cardmember]: [SCOPE.spendAlerts, SCOPE.spendMetadata, SCOPE.expenseReport],
};

export const PA_ROLES: string[] = [
  ROLE.adminManager,
  ROLE.tier1,
  ROLE.tier2,
  ROLE.accounting,
  ROLE.accountingNoReporting,
  ROLE.manager,
  ROLE.managerNoReporting,
  ROLE.delegate,
  ROLE.paymentsOnly,
  ROLE.reportingOnly,
  ROLE.viewOnly,
  ROLE.virtualCardOnly,
];
