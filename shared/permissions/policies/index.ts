import type { Policy } from '../context.js';
import { bankManager, cardActivation, cardShipping, companyContact, mcc } from './adminTools.js';
import { alertsAndControls } from './alertsAndControls.js';
import { assignedAccountsOnly } from './assignedAccounts.js';
import { aprInfo, breakdown, cardLocking, offers, payments, statements, transactions } from './cardholderFeatures.js';
import { cardReplacement } from './cardReplacement.js';
import { cardDetails, companyAccounts, companySummary } from './companySummary.js';
import { expenseReports } from './expenseReports.js';
import { fleet } from './fleet.js';
import { paperless } from './paperless.js';
import { programAdmin } from './programAdmin.js';
import { reporting } from './reporting.js';
import { rewards } from './rewards.js';
import { servicesMenu } from './servicesMenu.js';
import { virtualCards } from './virtualCards.js';

export { alertsAndControls, SPEND_SCOPES } from './alertsAndControls.js';
export { assignedAccountsOnly } from './assignedAccounts.js';
export { aprInfo, breakdown, cardLocking, offers, payments, statements, transactions } from './cardholderFeatures.js';
export {
  cardReplacement,
  refusalReason,
  replacementFactsAllow,
  NO_REPLACEMENT_ENTITY_TYPES,
  REPLACEMENT_REFUSAL_MESSAGES,
  replacementBlock,
  REPLACEMENT_BLOCK_MESSAGES,
  type ReplacementBlock,
  type ReplacementRefusal,
} from './cardReplacement.js';
export { cardDetails, companyAccounts, companySummary } from './companySummary.js';
export { expenseReports } from './expenseReports.js';
export { fleet, fleetProductInView } from './fleet.js';
export { bankManager, cardActivation, cardShipping, companyContact, mcc } from './adminTools.js';
export { paperless } from './paperless.js';
export { programAdmin } from './programAdmin.js';
export { reporting } from './reporting.js';
export { rewards, rewardsEnabledProduct, consolidatesRewards, consolidationAllows } from './rewards.js';
export { servicesMenu } from './servicesMenu.js';
export { virtualCards } from './virtualCards.js';

const flatten = (prefix: string, group: Record<string, Policy>): Record<string, Policy> =>
  Object.fromEntries(Object.entries(group).map(([k, p]) => [`${prefix}.${k}`, p]));

/**
 * Every permission rule of docs/requirements.md#spec-6-permissions by a dotted name ('fleet.view', 'servicesMenu'); each takes
 * (user, ctx) and returns a boolean. For the gateway, logs and tests; code calls the named objects.
 */
export const POLICIES: Readonly<Record<string, Policy>> = Object.freeze({
  ...flatten('programAdmin', programAdmin),
  ...flatten('companySummary', companySummary),
  ...flatten('companyAccounts', companyAccounts),
  ...flatten('cardDetails', cardDetails),
  ...flatten('payments', payments),
  ...flatten('cardLocking', cardLocking),
  'cardReplacement.use': cardReplacement.use,
  'cardReplacement.offered': cardReplacement.offered,
  ...flatten('aprInfo', aprInfo),
  ...flatten('breakdown', breakdown),
  ...flatten('rewards', rewards),
  ...flatten('transactions', transactions),
  ...flatten('statements', statements),
  ...flatten('alertsAndControls', alertsAndControls),
  ...flatten('paperless', paperless),
  ...flatten('expenseReports', expenseReports),
  ...flatten('virtualCards', virtualCards),
  ...flatten('reporting', reporting),
  ...flatten('fleet', fleet),
  ...flatten('mcc', mcc),
  ...flatten('cardShipping', cardShipping),
  ...flatten('cardActivation', cardActivation),
  ...flatten('companyContact', companyContact),
  ...flatten('bankManager', bankManager),
  ...flatten('offers', offers),
  assignedAccountsOnly,
  servicesMenu,
});
