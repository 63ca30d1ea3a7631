/**
 * The docs/requirements.md#spec-6-permissions rules a page can sit behind, by key. A route row names its key (`rule` in
 * shared/routes/routeTable.ts); the sidebar entry, the page gate and the gateway all read the rule from there.
 * (No import of the route table here: the table imports this file's key type.)
 */
import type { PermissionContext, Policy } from './context.js';
import type { PermissionUser } from './user.js';
import { cardActivation, mcc } from './policies/adminTools.js';
import { cardReplacement } from './policies/cardReplacement.js';
import { alertsAndControls } from './policies/alertsAndControls.js';
import { offers, payments, statements, transactions } from './policies/cardholderFeatures.js';
import { companyAccounts } from './policies/companySummary.js';
import { expenseReportRefusals, expenseReports } from './policies/expenseReports.js';
import { fleet } from './policies/fleet.js';
import { paperless } from './policies/paperless.js';
import { programAdmin } from './policies/programAdmin.js';
import { rewards } from './policies/rewards.js';
import { servicesMenu } from './policies/servicesMenu.js';
import { virtualCards } from './policies/virtualCards.js';

/** A feature area behind a rule: the pages a sidebar item (or a docs/requirements.md#spec-6-permissions rule) leads to. */
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
  fleet: fleet.access,
  programAdmin: programAdmin.viewList,
  virtualCards: virtualCards.view,
  virtualCardsUpdate: virtualCards.update,
  cardActivation: cardActivation.view,
  /** The replacement page's role part (docs/requirements.md#spec-6-permissions); the page says why when docs/requirements.md#spec-4-states and #spec-5-validation refuse this card. */
  cardReplacement: cardReplacement.use,
  companyAccounts: companyAccounts.view,
  mccGroups: mcc.view,
} as const satisfies Record<string, Policy>;
export type FeatureArea = keyof typeof AREA_POLICIES;

/** Why a page behind a rule is refused, in the user's words: shown on the page (instead of sending the user home) where the reason helps. */
export type Refusal = (user: PermissionUser, ctx: PermissionContext) => string | null;
export const AREA_REFUSALS: Partial<Record<FeatureArea, Refusal>> = {
  cardholderExpenseReporting: expenseReportRefusals.cardholder,
  paExpenseReporting: expenseReportRefusals.pa,
};
