import { isVirtualSubInView, type Policy } from '../context.js';
import { hasAnyRole } from '../roles.js';
import { hasAllScopes, SCOPES } from '../scopes.js';
import { isCardholderUser } from '../user.js';
import { AM_T1_T2 } from './building.js';

/** The scopes a cardholder-view set-up needs (docs/requirements.md#spec-6-permissions "cardholders need the spend scopes"). */
export const SPEND_SCOPES = [SCOPES.spendAlerts, SCOPES.spendMetadata] as const;

/**
 * docs/requirements.md#spec-6-permissions "Alerts and controls": view by AM, T1, T2, view only; set up by AM, T1, T2 (cardholders need
 * the spend scopes); not for virtual subs. CARDMEMBER users view and set up their own card's alerts
 * (the cardholder area has the page; the set-up clause names cardholders).
 */
const view: Policy = (user, ctx) => !isVirtualSubInView(ctx) && (isCardholderUser(user) || hasAnyRole(user, [...AM_T1_T2, 'view_only']));

const setUp: Policy = (user, ctx) => {
  if (isVirtualSubInView(ctx)) return false;
  if (!isCardholderUser(user) && !hasAnyRole(user, AM_T1_T2)) return false;
  // Acting on a cardholder's card (cardholder view) needs the spend scopes. CARDMEMBERs pass scope
  // checks (docs/requirements.md#spec-6-permissions), so this bites admins viewing as a cardholder.
  return ctx.view !== 'cardholderView' || hasAllScopes(user, SPEND_SCOPES);
};

export const alertsAndControls = { view, setUp };
