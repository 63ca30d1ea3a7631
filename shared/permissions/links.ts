import { CARDHOLDER_VIEW_PARAM, CARDHOLDER_VIEW_VALUE, COMPANY_PARAM } from '../session/views.js';
import type { PermissionContext } from './context.js';
import { isAdminUser, type PermissionUser } from './user.js';

/** What the chrome needs besides the permission facts. */
export interface ChromeContext extends PermissionContext {
  /** The `company` query parameter in effect (program admin view); kept on every /pa link. */
  companyParam?: string | null;
  /** The `cardNumber` query parameter in effect (an admin viewing a card as a cardholder). */
  cardNumberParam?: string | null;
  /** The platform's reporting URL (bootstrap `reportingUrl`). */
  reportingUrl?: string | null;
}

export const withQuery = (path: string, params: Record<string, string | null | undefined>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `${path}?${s}` : path;
};

/** A /pa link that stays in the program admin view: keeps `company`. */
export const paLink = (path: string, ctx: ChromeContext): string => withQuery(path, { [COMPANY_PARAM]: ctx.companyParam });

/**
 * A /dashboard-cardholder link that stays in the cardholder view: for an admin it carries
 * `view=cardholder` and the `cardNumber` in effect (without them the admin would land in the program
 * admin view, where cardholder pages do not open).
 */
export const cardholderLink = (path: string, user: PermissionUser, ctx: ChromeContext): string =>
  isAdminUser(user) ? withQuery(path, { [CARDHOLDER_VIEW_PARAM]: CARDHOLDER_VIEW_VALUE, cardNumber: ctx.cardNumberParam }) : path;
