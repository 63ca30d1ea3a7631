import { AM_T1_T2, cardholderOr } from './building.js';

/** docs/requirements.md#spec-6-permissions: pay now and payment features by cardholders or AM, T1, T2, payments only. */
export const payments = {
  payNow: cardholderOr(...AM_T1_T2, 'payments_only'),
  /** The Payments page and its menu item. */
  view: cardholderOr(...AM_T1_T2, 'payments_only'),
};

/** docs/requirements.md#spec-6-permissions: card locking, replacement, APR info, breakdown and rewards access by cardholder or AM, T1, T2. */
const cardholderOrAdminTiers = cardholderOr(...AM_T1_T2);
export const cardLocking = { use: cardholderOrAdminTiers };
export const aprInfo = { view: cardholderOrAdminTiers };
export const breakdown = { view: cardholderOrAdminTiers };

/** docs/requirements.md#spec-6-permissions: transactions and statements by cardholder or AM, T1, T2, delegate, payments only, view only. */
const transactionsAndStatements = cardholderOr(...AM_T1_T2, 'delegate', 'payments_only', 'view_only');
export const transactions = { view: transactionsAndStatements };
export const statements = { view: transactionsAndStatements };

/** docs/requirements.md#spec-6-permissions: offers by cardholder or AM. */
export const offers = { view: cardholderOr('admin_manager') };
