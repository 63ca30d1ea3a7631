import { matchRoute } from '../routes/routeTable.js';
import type { PermissionContext, Policy } from './context.js';
import { cardActivation } from './policies/adminTools.js';
import { alertsAndControls } from './policies/alertsAndControls.js';
import { offers, payments, statements, transactions } from './policies/cardholderFeatures.js';
import { expenseReports } from './policies/expenseReports.js';
import { fleet } from './policies/fleet.js';
import { paperless } from './policies/paperless.js';
import { programAdmin } from './policies/programAdmin.js';
import { rewards } from './policies/rewards.js';
import { servicesMenu } from './policies/servicesMenu.js';
import { virtualCards } from './policies/virtualCards.js';
import type { PermissionUser } from './user.js';

/** A feature area behind a rule: the pages a sidebar item (or a §6 rule) leads to. */
export const AREA_POLICIES = {
  payments: payments.view,
  transactions: transactions.view,
  statements: statements.view,
  rewards: rewards.access,
  services: servicesMenu,
  paperless: paperless.view,
  offers: offers.view,
  cardholderExpenseReporting: expenseReports.cardholderAccess,
  alertsAndControls: alertsAndControls.view,
  paExpenseReporting: expenseReports.paAccess,
  fleet: fleet.view,
  programAdmin: programAdmin.viewList,
  virtualCards: virtualCards.view,
  cardActivation: cardActivation.view,
} as const satisfies Record<string, Policy>;
export type FeatureArea = keyof typeof AREA_POLICIES;

export const areaAllowed = (user: PermissionUser, area: FeatureArea, ctx: PermissionContext): boolean =>
  AREA_POLICIES[area](user, ctx);

/** Route table (area, page id) → feature area. Pages not listed have no rule beyond the route's audience. */
const PAGE_AREAS: Record<string, FeatureArea> = {
  'cardholder:payments': 'payments',
  'cardholder:transactions': 'transactions',
  'cardholder:statements': 'statements',
  'cardholder:rewards': 'rewards',
  'cardholder:services': 'services',
  'cardholder:termsAndConditions': 'services',
  'cardholder:alertsAndControls': 'alertsAndControls',
  'cardholder:alertHistory': 'alertsAndControls',
  'cardholder:paperless': 'paperless',
  'cardholder:expenseReporting': 'cardholderExpenseReporting',
  'cardholder:offer': 'offers',
  'cardholder:offerInter': 'offers',
  'cardholder:offerPreempt': 'offers',
  'pa:programAdmin': 'programAdmin',
  'pa:virtualCards': 'virtualCards',
  'pa:expenseReporting': 'paExpenseReporting',
  'pa:fleet': 'fleet',
  'pa:alertsAndControls': 'alertsAndControls',
  'pa:cardActivation': 'cardActivation',
  'pa:services': 'services',
  'holdingCompany:programAdmin': 'programAdmin',
};

/** The feature area of a path (no query string), or undefined when the page has no §6 rule. */
export function areaForPath(path: string): FeatureArea | undefined {
  const match = matchRoute(path);
  if (!match || match.route.kind !== 'page') return undefined;
  return PAGE_AREAS[`${match.route.area}:${match.route.page}`];
}

/**
 * For the gateway: whether the user may open this path by the §6 rules (the route's guard and
 * audience are checked separately with viewAllows). Paths without a rule are allowed here.
 */
export function pathAllowed(user: PermissionUser, path: string, ctx: PermissionContext): boolean {
  const area = areaForPath(path);
  return area === undefined || areaAllowed(user, area, ctx);
}

/** Facts under which every rule that reads facts is at its most permissive (fleet and non-fleet products). */
const OPTIMISTIC_FACTS = [108, 114].map((productTypeCode) => ({
  company: {
    productTypeCode, expenseReportingEnabled: true, activationAcknowledgement: true,
    companyVirtualCard: { virtualCardEnabled: true }, consolidateRewards: false,
  },
  dashboard: {
    accountEntitySummary: { accountEntityType: 'Primary', userid: 1, cardNumber: '0000', consolidatorRedeemer: false, companyConsolidateRewards: false },
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
