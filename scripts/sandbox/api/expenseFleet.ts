import type { ExpenseReportDefaultsResponse, GlAccountsResponse } from '../../../shared/contract/expenseReports.js';
import type { FleetCodesResponse } from '../../../shared/contract/fleet.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand, entityFor, isAdmin } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { badRequest, forbidden, notFound } from '../server/httpError.js';
import type { RouteDef } from '../server/router.js';
import { createRng, deriveSeed } from '../world/prng.js';
import { isFleet } from '../../../shared/permissions/productCodes.js';
import type { CompanyRecord, UserRecord } from '../world/types.js';
import { glAccountsOf } from '../services/glAccounts.js';


/** Expense report defaults and GL accounts; fleet codes. */
export function expenseFleetRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  /** PA: expense roles over an enabled company. Cardholder: their own company, enabled and acknowledged, not a virtual sub. */
  const expenseCompany = (user: UserRecord, id: string | undefined): CompanyRecord => {
    if (isAdmin(user)) {
      demand(user, RULES.expenseView, 'expense reporting');
      const c = companyFor(w(), user, id);
      if (!c.expenseReportingEnabled) throw forbidden('Expense reporting is not enabled for this company.');
      return c;
    }
    const c = w().companies.get(Number(id));
    if (!c) throw notFound('No such company.');
    const entity = user.accountEntityId === null ? undefined : w().entities.get(user.accountEntityId);
    if (c.companyId !== user.companyId || !entity) throw forbidden('That company is not yours.');
    if (!c.expenseReportingEnabled || !c.activationAcknowledgement || entity.accountEntityType === 'Virtual Sub') throw forbidden('Expense reporting is not available on this account.');
    return c;
  };
  return [
    {
      method: 'GET', pattern: '/api/v1/expensereport/company/:id/defaults', access: 'session',
      handle: ({ session, params }): ExpenseReportDefaultsResponse => {
        const c = expenseCompany(app.userOf(session), params.id);
        const rng = createRng(deriveSeed(w().seed, `er:${c.companyId}`));
        return {
          data: {
            companyId: c.companyId, approvalLevels: rng.int(1, 2), receiptRequiredOver: rng.pick([25, 50, 75]), autoSubmitDayOfMonth: rng.chance(0.5) ? c.billingCycle : null,
            defaultGlAccountId: c.companyId * 100 + 12, reportNamePattern: '{lastName} {month} {year}', currency: 'USD', reviewDays: rng.pick([5, 7, 10]),
          },
        };
      },
    },
    {
      method: 'GET', pattern: '/api/v1/expensereport/company/:id/glaccounts', access: 'session',
      handle: ({ session, params }): GlAccountsResponse => {
        const c = expenseCompany(app.userOf(session), params.id);
        return { data: glAccountsOf(c.companyId) };
      },
    },
    {
      method: 'GET', pattern: '/api/v1/fleet/:companyId/subaccounts/:id/codes', access: 'session',
      handle: ({ session, params }): FleetCodesResponse => {
        const user = app.userOf(session);
        demand(user, RULES.fleetView, 'fleet cards');
        const c = companyFor(w(), user, params.companyId);
        if (!isFleet(c.productTypeCode)) throw badRequest('This company has no fleet product.');
        const e = entityFor(w(), user, params.id);
        if (e.companyId !== c.companyId) throw notFound('No such account in this company.');
        if (e.accountEntityType === 'Control') throw badRequest('The control account has no fleet codes.');
        const rng = createRng(deriveSeed(w().seed, `fleet:${e.accountEntityId}`));
        const vehicle = `VH-${rng.int(1000, 9999)}`;
        return {
          data: {
            companyId: c.companyId, accountEntityId: e.accountEntityId, vehicleNumber: vehicle, driverIdRequired: rng.chance(0.7), odometerRequired: rng.chance(0.6), fuelOnly: rng.chance(0.4),
            codes: [
              { codeType: 'VEHICLE', code: vehicle, description: rng.pick(['Ford F-150', 'Chevrolet Silverado', 'Ram 2500', 'Ford Transit', 'Toyota Tacoma']) },
              { codeType: 'DRIVER', code: String(rng.int(1000, 9999)), description: `${e.firstName} ${e.lastName}` },
              { codeType: 'PROMPT', code: 'ODOMETER', description: 'Odometer reading at the pump' },
            ],
          },
        };
      },
    },
  ];
}
