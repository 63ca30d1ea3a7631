import { hasScope, SCOPES } from '../scopes.js';
import { adminsWith, both, MANAGER_ACCOUNTING } from './building.js';

/** docs/requirements.md#spec-6-permissions: company summary visible to a PA user with AM, T1, T2, delegate, payments only or view only; editable and adding company accounts by AM, T1. */
export const companySummary = {
  view: adminsWith('admin_manager', 'admin_tier1', 'admin_tier2', 'delegate', 'payments_only', 'view_only'),
  edit: adminsWith('admin_manager', 'admin_tier1'),
  addAccounts: adminsWith('admin_manager', 'admin_tier1'),
};

/** docs/requirements.md#spec-6-permissions: card details by AM, payments only. */
export const cardDetails = {
  view: adminsWith('admin_manager', 'payments_only'),
};

/**
 * The company's accounts (the list on the Company page and an account's detail page): the company summary's
 * roles plus managers and accounting admins (and their no-reporting variants), who with delegates see only the
 * accounts assigned to them (docs/requirements.md#spec-6-permissions, `assignedAccountsOnly`); every one of them needs the account scope.
 */
export const companyAccounts = {
  view: both(
    adminsWith('admin_manager', 'admin_tier1', 'admin_tier2', 'delegate', 'payments_only', 'view_only', ...MANAGER_ACCOUNTING),
    (user) => hasScope(user, SCOPES.account),
  ),
};
