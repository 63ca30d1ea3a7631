import * as X from '../../../shared/contract/expenseReports.js';
import type { SandboxApp } from '../app.js';
import { RULES, allows, isAdmin } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { badRequest, conflict, forbidden, notFound } from '../server/httpError.js';
import { Reply } from '../server/reply.js';
import { serve, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { cardholderExpenseEntity, expenseCompanyFor, settingsOf } from '../services/expenseAccess.js';
import type { CompanyRecord, ExpenseSettingsRecord, GlAccountRecord, UserRecord } from '../world/types.js';

/**
 * A company's expense reporting program: its settings (the defaults call) and GL accounts. Reading: admins who may
 * view reports, and the company's cardholders with expense reporting; configuring: AM, accounting, manager and their
 * no-reporting variants; the approval steps and the receipt rule: AM only (docs/requirements.md#spec-6-permissions).
 */
export function expenseProgramRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const readable = (user: UserRecord, id: string | undefined): CompanyRecord => {
    if (isAdmin(user)) return expenseCompanyFor(w(), user, id);
    const c = w().companies.get(Number(id));
    if (!c) throw notFound('No such company.');
    if (c.companyId !== user.companyId) throw forbidden('That company is not yours.');
    cardholderExpenseEntity(w(), user);
    return c;
  };
  const toDefaults = (s: ExpenseSettingsRecord): X.ExpenseReportDefaults => ({ ...s, currency: 'USD' });
  const toGl = (g: GlAccountRecord): X.GlAccount => ({
    glAccountId: g.glAccountId,
    code: g.code,
    description: g.description,
    active: g.active,
  });
  const glOf = (c: CompanyRecord): GlAccountRecord[] =>
    w()
      .glAccounts.by('company', c.companyId)
      .sort((a, b) => a.code.localeCompare(b.code) || a.glAccountId - b.glAccountId);

  return [
    serve(X.expenseDefaultsCall, {
      handle: ({ session, params }): X.ExpenseReportDefaultsResponse => ({
        data: toDefaults(settingsOf(w(), readable(app.userOf(session), params.id).companyId)),
      }),
    }),
    serve(X.updateExpenseDefaultsCall, {
      handle: ({ session, params, body }): X.ExpenseReportDefaultsResponse => {
        const user = app.userOf(session);
        const c = expenseCompanyFor(w(), user, params.id, RULES.expenseConfigure);
        const input = validate(X.UpdateExpenseReportDefaultsRequest, body ?? {}, 'expense reporting settings');
        const current = settingsOf(w(), c.companyId);
        const advanced = X.ADVANCED_SETTINGS.filter((k) => input[k] !== undefined && input[k] !== current[k]);
        if (advanced.length && !allows(user, RULES.expenseAdvanced))
          throw forbidden('Only an Admin-Manager can change the approval steps and the receipt rule.');
        const next = {
          ...current,
          ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
        } as ExpenseSettingsRecord;
        if (!next.managerApproval && !next.accountingApproval)
          throw badRequest('Keep at least one approval step: reports need a reviewer before they are complete.');
        if (next.defaultGlAccountId !== null && next.defaultGlAccountId !== current.defaultGlAccountId) {
          const g = w().glAccounts.get(next.defaultGlAccountId);
          if (!g || g.companyId !== c.companyId || !g.active)
            throw badRequest(`GL account ${next.defaultGlAccountId} is not an active GL account of the company.`);
        }
        return { data: toDefaults(w().expenseSettings.put(next)) };
      },
    }),
    serve(X.glAccountsCall, {
      handle: ({ session, params }): X.GlAccountsResponse => ({ data: glOf(readable(app.userOf(session), params.id)).map(toGl) }),
    }),
    serve(X.addGlAccountCall, {
      handle: ({ session, params, body }) => {
        const c = expenseCompanyFor(w(), app.userOf(session), params.id, RULES.expenseConfigure);
        const input = validate(X.NewGlAccountRequest, body ?? {}, 'GL account');
        const same = glOf(c).find((g) => g.code.toLowerCase() === input.code.toLowerCase());
        if (same) throw conflict(`GL account ${same.code} already exists${same.active ? '' : ' (retired): restore it instead'}.`);
        const g = w().glAccounts.put({
          glAccountId: w().glAccounts.nextId(1),
          companyId: c.companyId,
          code: input.code,
          description: input.description,
          active: true,
        });
        return new Reply(201, { data: toGl(g) } satisfies X.GlAccountResponse);
      },
    }),
    serve(X.updateGlAccountCall, {
      handle: ({ session, params, body }): X.GlAccountResponse => {
        const c = expenseCompanyFor(w(), app.userOf(session), params.id, RULES.expenseConfigure);
        const g = w().glAccounts.get(Number(params.glAccountId));
        if (!g || g.companyId !== c.companyId) throw notFound('No such GL account in this company.');
        const input = validate(X.UpdateGlAccountRequest, body ?? {}, 'GL account');
        if (input.active === false && settingsOf(w(), c.companyId).defaultGlAccountId === g.glAccountId) {
          throw conflict(`GL account ${g.code} is the default for new lines: choose another default before retiring it.`);
        }
        return {
          data: toGl(w().glAccounts.put({ ...g, description: input.description ?? g.description, active: input.active ?? g.active })),
        };
      },
    }),
  ];
}
