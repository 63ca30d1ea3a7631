import { matchRoute } from '../routes/routeTable.js';
import type { PermissionContext } from './context.js';
import { AREA_POLICIES, AREA_REFUSALS, type FeatureArea } from './pageRules.js';
import type { PermissionUser } from './user.js';

export { AREA_POLICIES, type FeatureArea } from './pageRules.js';

export const areaAllowed = (user: PermissionUser, area: FeatureArea, ctx: PermissionContext): boolean => AREA_POLICIES[area](user, ctx);

/** The feature area of a path (no query string), or undefined when the page has no docs/requirements.md#spec-6-permissions rule. */
export function areaForPath(path: string): FeatureArea | undefined {
  const match = matchRoute(path);
  if (!match || match.route.kind !== 'page') return undefined;
  return match.route.rule;
}

/**
 * For the gateway: whether the user may open this path by the docs/requirements.md#spec-6-permissions rules (the route's guard and
 * audience are checked separately with viewAllows). Paths without a rule are allowed here.
 */
export function pathAllowed(user: PermissionUser, path: string, ctx: PermissionContext): boolean {
  const area = areaForPath(path);
  return area === undefined || areaAllowed(user, area, ctx);
}

/** Why the user may not open this path with these facts, when its rule says (null: allowed, or no reason to give). */
export function pathRefusal(user: PermissionUser, path: string, ctx: PermissionContext): string | null {
  const area = areaForPath(path);
  if (area === undefined || areaAllowed(user, area, ctx)) return null;
  return AREA_REFUSALS[area]?.(user, ctx) ?? null;
}

/** Facts under which every rule that reads facts is at its most permissive (fleet and non-fleet products). */
const OPTIMISTIC_FACTS = [108, 114].map((productTypeCode) => ({
  company: {
    productTypeCode,
    expenseReportingEnabled: true,
    activationAcknowledgement: true,
    companyVirtualCard: { virtualCardEnabled: true },
    consolidateRewards: false,
  },
  dashboard: {
    accountEntitySummary: {
      accountEntityType: 'Primary',
      userid: 1,
      cardNumber: '0000',
      consolidatorRedeemer: false,
      companyConsolidateRewards: false,
    },
    productSummary: { productTypeCode: 101, rewardsEnabled: true },
    expenseReportingEnabled: true,
  },
}));

/**
 * Whether the user's type and roles could ever open the area in this view, whatever the company and
 * account facts: for a caller (the gateway on a full page load) that has the user but not the company.
 * A false answer is final; a true one still needs `areaAllowed` with the facts (the SPA does that).
 */
export const areaPossible = (user: PermissionUser, area: FeatureArea, view: PermissionContext['view']): boolean =>
  OPTIMISTIC_FACTS.some((facts) => AREA_POLICIES[area](user, { view, ...facts }));

/** `pathAllowed` without facts: see `areaPossible`. */
export function pathPossible(user: PermissionUser, path: string, view: PermissionContext['view']): boolean {
  const area = areaForPath(path);
  return area === undefined || areaPossible(user, area, view);
}
