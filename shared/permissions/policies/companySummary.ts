import { adminsWith } from './building.js';

/** Spec §6: company summary visible to a PA user with AM, T1, T2, delegate, payments only or view only; editable and adding company accounts by AM, T1. */
export const companySummary = {
  view: adminsWith('admin_manager', 'admin_tier1', 'admin_tier2', 'delegate', 'payments_only', 'view_only'),
  edit: adminsWith('admin_manager', 'admin_tier1'),
  addAccounts: adminsWith('admin_manager', 'admin_tier1'),
};

/** Spec §6: card details by AM, payments only. */
export const cardDetails = {
  view: adminsWith('admin_manager', 'payments_only'),
};
