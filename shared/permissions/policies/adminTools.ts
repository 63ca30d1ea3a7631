import { adminsWith, AM_T1_T2, cardholderOr } from './building.js';

/** docs/requirements.md#spec-6-permissions "MCC admin": view by AM, T1, T2, view only; update by AM, T1, T2. */
export const mcc = {
  view: adminsWith(...AM_T1_T2, 'view_only'),
  update: adminsWith(...AM_T1_T2),
};

/** docs/requirements.md#spec-6-permissions "Card shipping": view by AM, T2, view only; edit by AM, T2. */
export const cardShipping = {
  view: adminsWith('admin_manager', 'admin_tier2', 'view_only'),
  edit: adminsWith('admin_manager', 'admin_tier2'),
};

/** docs/requirements.md#spec-6-permissions "Card activation": view by cardholder or AM, T2, view only; submit by cardholder or AM, T1, T2. */
export const cardActivation = {
  view: cardholderOr('admin_manager', 'admin_tier2', 'view_only'),
  submit: cardholderOr(...AM_T1_T2),
};

/** docs/requirements.md#spec-6-permissions: company contact and bank manager viewed by AM, view only; bank manager edited by AM. */
export const companyContact = {
  view: adminsWith('admin_manager', 'view_only'),
};
export const bankManager = {
  view: adminsWith('admin_manager', 'view_only'),
  edit: adminsWith('admin_manager'),
};
