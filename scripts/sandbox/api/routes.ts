import type { Session } from '../auth/sessions.js';
import { serve, type RouteDef } from '../server/router.js';
import * as combinedCalls from '../../../shared/contract/combinedCalls.js';
import { isPlatformCall, routePatternOf } from '../../../shared/contract/platformCall.js';
import type { SandboxApp } from '../app.js';
import { authenticationRoutes } from './authentication.js';
import { brandRoutes } from './brand.js';
import { userAdminRoutes } from './userAdmin.js';
import { userSelfRoutes } from './userSelf.js';
import { companyRoutes } from './company.js';
import { accountRoutes } from './accounts.js';
import { cardRoutes } from './cards.js';
import { cardholderHomeRoutes } from './cardholderHome.js';
import { cardholderPaymentsRoutes } from './cardholderPayments.js';
import { accountPageRoutes } from './accountPage.js';
import { cardholderRewardsRoutes } from './cardholderRewards.js';
import { cardholderAlertsRoutes } from './cardholderAlerts.js';
import { cardholderServicesRoutes } from './cardholderServices.js';
import { controlOverviewRoutes } from './controlOverview.js';
import { paymentRoutes } from './payments.js';
import { rewardRoutes } from './rewards.js';
import { spendControlRoutes } from './spendControls.js';
import { mccRoutes } from './mcc.js';
import { virtualCardRoutes } from './virtualCards.js';
import { vendorEnrollmentRoutes } from './vendorEnrollment.js';
import { fleetRoutes } from './fleet.js';
import { expenseProgramRoutes } from './expenseProgram.js';
import { expenseReceiptRoutes } from './expenseReceipts.js';
import { expenseReportRoutes } from './expenseReports.js';
import { controlRoutes } from './control.js';
import { publicAccountRoutes } from './publicAccount.js';
import { offerRoutes } from './offers.js';

/**
 * Every call the sandbox answers, by platform area; then the combined calls (issue 21), made of these calls' own
 * handlers, so each route family is built once.
 */
export function allRoutes(app: SandboxApp): RouteDef<Session>[] {
  const calls = [
    ...controlRoutes(app),
    ...authenticationRoutes(app),
    ...brandRoutes(app),
    ...userSelfRoutes(app),
    ...userAdminRoutes(app),
    ...companyRoutes(app),
    ...accountRoutes(app),
    ...cardRoutes(app),
    ...paymentRoutes(app),
    ...rewardRoutes(app),
    ...spendControlRoutes(app),
    ...mccRoutes(app),
    ...virtualCardRoutes(app),
    ...vendorEnrollmentRoutes(app),
    ...expenseProgramRoutes(app),
    ...expenseReportRoutes(app),
    ...expenseReceiptRoutes(app),
    ...fleetRoutes(app),
    ...publicAccountRoutes(app),
    ...offerRoutes(app),
  ];
  const combined = [...cardholderHomeRoutes(app, calls), ...cardholderPaymentsRoutes(calls), ...cardholderRewardsRoutes(calls), ...cardholderAlertsRoutes(calls), ...cardholderServicesRoutes(calls), ...accountPageRoutes(calls), ...controlOverviewRoutes(calls)];
  return [...calls, ...combined.map(servedAsCombinedCall)];
}

/** A combined call's route, as the call of that method and path the contract defines (combinedCalls.ts). */
function servedAsCombinedCall(route: RouteDef<Session>): RouteDef<Session> {
  const call = Object.values(combinedCalls).filter(isPlatformCall).find((c) => c.method === route.method && routePatternOf(c) === route.pattern);
  if (!call) throw new Error(`No combined call defined for ${route.method} ${route.pattern}`);
  return serve(call, route);
}
