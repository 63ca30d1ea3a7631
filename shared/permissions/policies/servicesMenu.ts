import type { Policy } from '../context.js';
import { hasAnyRole } from '../roles.js';
import { isAdminUser, isCardholderUser } from '../user.js';
import { MANAGER_ACCOUNTING } from './building.js';

/**
 * docs/requirements.md#spec-6-permissions "Services menu", in this order:
 * hidden in the holding-company view; shown to cardholders (CARDMEMBER); an admin with a manager or
 * accounting role (no-reporting variants included) needs expense reporting enabled in the admin view
 * or the activation acknowledgement in the cardholder view; payments-only users do not see it; other
 * roles see it.
 */
export const servicesMenu: Policy = (user, ctx) => {
  if (ctx.view === 'holdingCompanyView') return false;
  if (isCardholderUser(user)) return true;
  if (!isAdminUser(user)) return false;
  if (hasAnyRole(user, MANAGER_ACCOUNTING)) {
    return ctx.view === 'cardholderView' ? ctx.company?.activationAcknowledgement === true : ctx.company?.expenseReportingEnabled === true;
  }
  if (hasAnyRole(user, ['payments_only'])) return false;
  return true;
};
