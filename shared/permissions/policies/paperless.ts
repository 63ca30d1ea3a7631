import { AM_T1_T2, cardholderOr } from './building.js';

/**
 * docs/requirements.md#spec-6-permissions "Paperless enrollment": view by cardholder or PA with AM, T1, T2, view only; edit by AM, T1, T2 — and by
 * the cardholder for their own card (a cardholder turns paperless on and off; see the README).
 */
export const paperless = {
  view: cardholderOr(...AM_T1_T2, 'view_only'),
  edit: cardholderOr(...AM_T1_T2),
};
