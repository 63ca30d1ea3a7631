import type { ExpenseReportDefaultsResponse, GlAccountsResponse } from '../../../shared/contract/expenseReports.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand, isAdmin } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { forbidden, notFound } from '../server/httpError.js';
import type { RouteDef } from '../server/router.js';
import { createRng, deriveSeed } from '../world/prng.js';
import type { CompanyRecord, UserRecord } from '../world/types.js';
import { glAccountsOf } from '../services/glAccounts.js';


/** Expense report defaults and GL accounts. */
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
  ];
}
