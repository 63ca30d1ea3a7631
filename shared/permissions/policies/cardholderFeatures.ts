import { AM_T1_T2, cardholderOr } from './building.js';

/** Spec §6: pay now and payment features by cardholders or AM, T1, T2, payments only. */
export const payments = {
  payNow: cardholderOr(...AM_T1_T2, 'payments_only'),
  /** The Payments page and its menu item. */
  view: cardholderOr(...AM_T1_T2, 'payments_only'),
};

/** Spec §6: card locking, replacement, APR info, breakdown and rewards access by cardholder or AM, T1, T2. */
const cardholderOrAdminTiers = cardholderOr(...AM_T1_T2);
export const cardLocking = { use: cardholderOrAdminTiers };
export const aprInfo = { view: cardholderOrAdminTiers };
export const breakdown = { view: cardholderOrAdminTiers };

/** Spec §6: transactions and statements by cardholder or AM, T1, T2, delegate, payments only, view only. */
const transactionsAndStatements = cardholderOr(...AM_T1_T2, 'delegate', 'payments_only', 'view_only');
export const transactions = { view: transactionsAndStatements };
export const statements = { view: transactionsAndStatements };

/** Spec §6: offers by cardholder or AM. */
export const offers = { view: cardholderOr('admin_manager') };
