import * as X from '../../../shared/contract/expenseReports.js';
import type { SandboxApp } from '../app.js';
import { RULES, allows, companyFor, demand, entityAllowed, entityFor, isAdmin, type Rule } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { displayName } from '../dto/users.js';
import { ledgerOf } from '../services/accounts.js';
import { glAccountsOf } from '../services/glAccounts.js';
import { badRequest, conflict, forbidden, notFound } from '../server/httpError.js';
import { paginate } from '../server/paging.js';
import type { RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { ROLE } from '../world/roles.js';
import type { EntityRecord, ExpenseLineRecord, ExpenseReportRecord, ExpenseStatus, UserRecord } from '../world/types.js';

const R = ROLE;
const NR = [R.managerNoReporting, R.accountingNoReporting];
/** Spec §6: upload and manage receipts — cardholder or AM, accounting, manager, delegate and no-reporting variants. */
const MANAGE: Rule = { roles: [R.adminManager, R.accounting, R.manager, R.delegate, ...NR], cardholder: true, scope: '*:expensereport' };
const MANAGER_STEP: Rule = { roles: [R.adminManager, R.manager, R.managerNoReporting], cardholder: false, scope: '*:expensereport' };
const ACCOUNTING_STEP: Rule = { roles: [R.adminManager, R.accounting, R.accountingNoReporting], cardholder: false, scope: '*:expensereport' };
const NEXT: Partial<Record<ExpenseStatus, { to: ExpenseStatus; rule: Rule }>> = {
  submitted: { to: 'mgr-approved', rule: MANAGER_STEP },
  'mgr-approved': { to: 'acctg-approved', rule: ACCOUNTING_STEP },
  'acctg-approved': { to: 'complete', rule: ACCOUNTING_STEP },
};
const BASE = '/api/v1/expensereport/reports';

/** Expense reports (sandbox-designed): draft → submitted → mgr-approved → acctg-approved → complete; reject → draft. */
export function expenseReportRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const now = (): string => new Date(app.now()).toISOString();

  /** The cardholder's own entity, when expense reporting is open to it (spec §6 cardholder access). */
  const cardholderEntity = (user: UserRecord): EntityRecord => {
    const e = user.accountEntityId === null ? undefined : w().entities.get(user.accountEntityId);
    const c = e ? w().companies.get(e.companyId) : undefined;
    if (!e || !c || !c.expenseReportingEnabled || !c.activationAcknowledgement || !e.registered || e.accountEntityType === 'Virtual Sub') {
      throw forbidden('Expense reporting is not available on this account.');
    }
    return e;
  };
  const toReport = (r: ExpenseReportRecord): X.ExpenseReport => {
    const e = w().entities.get(r.accountEntityId);
    const card = e ? w().cardOf(e) : undefined;
    return {
      reportId: r.reportId, companyId: r.companyId, accountEntityId: r.accountEntityId, ownerName: e ? `${e.firstName} ${e.lastName}` : '',
      cardNumberLast4: card?.last4 ?? null, name: r.name, status: r.status, total: Math.round(r.lines.reduce((n, l) => n + l.amount, 0) * 100) / 100,
      lines: r.lines.map((l) => ({ ...l })), createdDate: r.createdDate, submittedDate: r.submittedDate,
      history: r.history.map((h) => ({ status: h.status, by: displayName(w(), h.by), at: h.at, note: h.note })),
    };
  };
  /** A report the user may see; `rule` narrows it (admins must also reach the account). */
  const reportFor = (user: UserRecord, id: string | undefined, rule?: Rule): ExpenseReportRecord => {
    const r = w().expenseReports.get(Number(id));
    if (!r || r.brand !== user.brand) throw notFound('No such expense report.');
    const e = w().entities.get(r.accountEntityId);
    if (!e || !entityAllowed(w(), user, e)) throw forbidden('That expense report is not yours.');
    if (!isAdmin(user)) cardholderEntity(user);
    else demand(user, rule ?? RULES.expenseView, 'expense reports');
    if (rule && !allows(user, rule)) throw forbidden('Your role does not allow this step.');
    return r;
  };
  const linesFrom = (e: EntityRecord, input: Array<{ transactionId: string; glAccountId?: number | null | undefined; memo?: string | undefined; receipt?: boolean | undefined }>, reportId: number | null): ExpenseLineRecord[] => {
    const card = w().cardOf(e);
    const ledger = card ? ledgerOf(w(), app.ledgers, card) : null;
    const txs = new Map((ledger ? [ledger.current, ...ledger.cycles] : []).flatMap((c) => c.transactions).map((t) => [t.transactionId, t]));
    const gl = new Map(glAccountsOf(e.companyId).map((g) => [g.glAccountId, g]));
    const used = new Set(w().expenseReports.by('entity', e.accountEntityId).filter((r) => r.reportId !== reportId).flatMap((r) => r.lines.map((l) => l.transactionId)));
    const seen = new Set<string>();
    return input.map((l) => {
      const t = txs.get(l.transactionId);
      if (!t || t.status !== 'POSTED' || (t.type !== 'PURCHASE' && t.type !== 'CREDIT')) throw badRequest(`Transaction ${l.transactionId} is not a posted purchase on this card.`);
      if (used.has(l.transactionId) || seen.has(l.transactionId)) throw conflict(`Transaction ${l.transactionId} is already on an expense report.`);
      seen.add(l.transactionId);
      if (l.glAccountId != null && !gl.get(l.glAccountId)?.active) throw badRequest(`GL account ${l.glAccountId} is not an active GL account of the company.`);
      return {
        transactionId: t.transactionId, transactionDate: t.transactionDate, merchantName: t.merchantName, merchantCategoryCode: t.merchantCategoryCode,
        amount: t.amount, glAccountId: l.glAccountId ?? null, memo: l.memo ?? '', receipt: l.receipt ?? false,
      };
    });
  };
  const move = (r: ExpenseReportRecord, to: ExpenseStatus, by: UserRecord, note = ''): X.ExpenseReportResponse => ({
    data: toReport(w().expenseReports.put({
      ...r, status: to, submittedDate: to === 'submitted' ? now() : r.submittedDate, history: [...r.history, { status: to, by: by.userid, at: now(), note }],
    })),
  });
  const pageOf = (items: ExpenseReportRecord[], q: URLSearchParams): X.ExpenseReportsResponse => {
    const status = q.get('status')?.split(',').filter(Boolean);
    const list = items.filter((r) => !status?.length || status.includes(r.status)).sort((a, b) => (a.createdDate < b.createdDate ? 1 : a.createdDate > b.createdDate ? -1 : b.reportId - a.reportId));
    return paginate(list.map(toReport), Math.max(0, Number(q.get('page') ?? 0) || 0), Math.min(500, Math.max(1, Number(q.get('size') ?? 25) || 25)));
  };

  return [
    {
      method: 'GET', pattern: '/api/v1/expensereport/company/:id/reports', access: 'session',
      handle: ({ session, params, query }): X.ExpenseReportsResponse => {
        const user = app.userOf(session);
        demand(user, RULES.expenseView, 'expense reports');
        const c = companyFor(w(), user, params.id);
        if (!c.expenseReportingEnabled) throw forbidden('Expense reporting is not enabled for this company.');
        return pageOf(w().expenseReports.by('company', c.companyId).filter((r) => {
          const e = w().entities.get(r.accountEntityId);
          return !!e && entityAllowed(w(), user, e);
        }), query);
      },
    },
    {
      method: 'GET', pattern: BASE, access: 'session',
      handle: ({ session, query }): X.ExpenseReportsResponse => {
        const user = app.userOf(session);
        if (isAdmin(user)) throw badRequest('Program admins list reports by company: /api/v1/expensereport/company/{companyId}/reports.');
        return pageOf(w().expenseReports.by('entity', cardholderEntity(user).accountEntityId), query);
      },
    },
    {
      method: 'GET', pattern: `${BASE}/:reportId`, access: 'session',
      handle: ({ session, params }): X.ExpenseReportResponse => ({ data: toReport(reportFor(app.userOf(session), params.reportId)) }),
    },
    {
      method: 'POST', pattern: BASE, access: 'session',
      handle: ({ session, body }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        demand(user, MANAGE, 'expense reports');
        const input = validate(X.NewExpenseReportRequest, body ?? {}, 'expense report');
        const e = isAdmin(user) ? entityFor(w(), user, input.accountEntityId) : cardholderEntity(user);
        if (!isAdmin(user) && input.accountEntityId !== undefined && input.accountEntityId !== e.accountEntityId) throw forbidden('That account is not yours.');
        const company = w().companies.get(e.companyId)!;
        if (!company.expenseReportingEnabled) throw forbidden('Expense reporting is not enabled for this company.');
        const reportId = w().expenseReports.nextId(1);
        const r: ExpenseReportRecord = {
          reportId, companyId: e.companyId, brand: e.brand, accountEntityId: e.accountEntityId, name: input.name, status: 'draft',
          lines: linesFrom(e, input.lines, null), createdDate: now(), submittedDate: null, history: [{ status: 'draft', by: user.userid, at: now(), note: '' }],
        };
        return { data: toReport(w().expenseReports.put(r)) };
      },
    },
    {
      method: 'PUT', pattern: `${BASE}/:reportId`, access: 'session',
      handle: ({ session, params, body }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        const r = reportFor(user, params.reportId, MANAGE);
        const input = validate(X.UpdateExpenseReportRequest, body ?? {}, 'expense report update');
        if (r.status !== 'draft') throw conflict('Only a draft can be changed.');
        const e = w().entities.get(r.accountEntityId)!;
        return { data: toReport(w().expenseReports.put({ ...r, name: input.name ?? r.name, lines: input.lines ? linesFrom(e, input.lines, r.reportId) : r.lines })) };
      },
    },
    {
      method: 'DELETE', pattern: `${BASE}/:reportId`, access: 'session',
      handle: ({ session, params }) => {
        const r = reportFor(app.userOf(session), params.reportId, MANAGE);
        if (r.status !== 'draft') throw conflict('Only a draft can be deleted.');
        w().expenseReports.remove(r.reportId);
        return { success: true };
      },
    },
    {
      method: 'POST', pattern: `${BASE}/:reportId/submit`, access: 'session',
      handle: ({ session, params }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        const r = reportFor(user, params.reportId, MANAGE);
        if (r.status !== 'draft') throw conflict(`A ${r.status} report cannot be submitted.`);
        return move(r, 'submitted', user);
      },
    },
    {
      method: 'POST', pattern: `${BASE}/:reportId/approve`, access: 'session',
      handle: ({ session, params, body }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        const current = reportFor(user, params.reportId);
        const step = NEXT[current.status];
        if (!step) throw conflict(`A ${current.status} report cannot be approved.`);
        const r = reportFor(user, params.reportId, step.rule);
        return move(r, step.to, user, validate(X.ExpenseReportActionRequest, body ?? {}, 'approval').note ?? '');
      },
    },
    {
      method: 'POST', pattern: `${BASE}/:reportId/reject`, access: 'session',
      handle: ({ session, params, body }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        const current = reportFor(user, params.reportId);
        const step = NEXT[current.status];
        if (!step) throw conflict(`A ${current.status} report cannot be rejected.`);
        const r = reportFor(user, params.reportId, step.rule);
        const { note } = validate(X.ExpenseReportActionRequest, body ?? {}, 'rejection');
        if (!note?.trim()) throw badRequest('Say why the report is rejected (note).');
        return move(r, 'draft', user, note);
      },
    },
  ];
}
