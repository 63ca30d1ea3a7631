import type { Session } from '../auth/sessions.js';
import type { RouteDef } from '../server/router.js';
import type { SandboxApp } from '../app.js';
import { authenticationRoutes } from './authentication.js';
import { brandRoutes } from './brand.js';
import { userAdminRoutes } from './userAdmin.js';
import { userSelfRoutes } from './userSelf.js';
import { companyRoutes } from './company.js';
import { accountRoutes } from './accounts.js';
import { cardRoutes } from './cards.js';
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

/** Every call the sandbox answers, by platform area. */
export function allRoutes(app: SandboxApp): RouteDef<Session>[] {
  return [
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
}
