import { isPlatformCall, type PlatformCall } from './platformCall.js';
import * as accounts from './accounts.js';
import * as authentication from './authentication.js';
import * as brand from './brand.js';
import * as cards from './cards.js';
import * as company from './company.js';
import * as expenseReports from './expenseReports.js';
import * as fleet from './fleet.js';
import * as mcc from './mcc.js';
import * as offers from './offers.js';
import * as payments from './payments.js';
import * as publicAccount from './publicAccount.js';
import * as rewards from './rewards.js';
import * as spendControls from './spendControls.js';
import * as user from './user.js';
import * as vendorEnrollment from './vendorEnrollment.js';
import * as virtualCards from './virtualCards.js';

/**
 * Every call the portal makes to the card platform, each defined once beside its schemas (`*Call` exports of the
 * contract modules). The sandbox serves exactly these, the contract document is generated from them, and the
 * conformance checker validates a platform's answers against them (`CONTRACT_MODULES` also names their schemas for
 * the contract document). Browser code imports a module's own calls, never this list (it would carry every schema into
 * every area).
 */
export const CONTRACT_MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  authentication,
  user,
  publicAccount,
  brand,
  company,
  accounts,
  cards,
  payments,
  rewards,
  offers,
  spendControls,
  mcc,
  virtualCards,
  vendorEnrollment,
  expenseReports,
  fleet,
};

export const PLATFORM_CALLS: readonly PlatformCall[] = Object.values(CONTRACT_MODULES).flatMap((m) =>
  Object.values(m).filter(isPlatformCall),
);
