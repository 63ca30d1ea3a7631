import { isPlatformCall, type PlatformCall } from './platformCall.js';
import * as accounts from './accounts.js';
import * as authentication from './authentication.js';
import * as cards from './cards.js';
import * as company from './company.js';
import * as expenseReports from './expenseReports.js';
import * as mcc from './mcc.js';
import * as payments from './payments.js';
import * as rewards from './rewards.js';
import * as spendControls from './spendControls.js';
import * as user from './user.js';
import * as virtualCards from './virtualCards.js';

/**
 * Every call the portal makes to the card platform, each defined once beside its schemas (`*Call` exports of the
 * contract modules). The sandbox serves exactly these, the contract document is generated from them, and the
 * conformance checker validates a platform's answers against them. Browser code imports a module's own calls, never
 * this list (it would carry every schema into every area).
 */
const modules: readonly Record<string, unknown>[] = [accounts, authentication, cards, company, expenseReports, mcc, payments, rewards, spendControls, user, virtualCards];

export const PLATFORM_CALLS: readonly PlatformCall[] = modules.flatMap((m) => Object.values(m).filter(isPlatformCall));
