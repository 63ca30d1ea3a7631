/**
 * The §6 rules a page can sit behind, by key. A route row names its key (`rule` in
 * shared/routes/routeTable.ts); the sidebar entry, the page gate and the gateway all read the rule from there.
 * (No import of the route table here: the table imports this file's key type.)
 */
import type { Policy } from './context.js';
import { cardActivation, mcc } from './policies/adminTools.js';
import { alertsAndControls } from './policies/alertsAndControls.js';
import { offers, payments, statements, transactions } from './policies/cardholderFeatures.js';
import { expenseReports } from './policies/expenseReports.js';
import { fleet } from './policies/fleet.js';
import { paperless } from './policies/paperless.js';
import { programAdmin } from './policies/programAdmin.js';
import { rewards } from './policies/rewards.js';
import { servicesMenu } from './policies/servicesMenu.js';
import { virtualCards } from './policies/virtualCards.js';

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
  fleet: fleet.access,
  programAdmin: programAdmin.viewList,
  virtualCards: virtualCards.view,
  cardActivation: cardActivation.view,
  mccGroups: mcc.view,
} as const satisfies Record<string, Policy>;
export type FeatureArea = keyof typeof AREA_POLICIES;

