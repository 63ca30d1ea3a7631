import * as X from '../../../shared/contract/expenseReports.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import { textMatches } from '../../../shared/format/search.js';
import type { SandboxApp } from '../app.js';
import { RULES, allows, isAdmin, type Rule } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { toReport } from '../dto/expenseReports.js';
import { ledgerOf } from '../services/accounts.js';
import {
  cardholderExpenseEntity,
  demandExpenseReader,
  expenseAccountFor,
  expenseCompanyFor,
  settingsOf,
  systemUserOf,
} from '../services/expenseAccess.js';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../server/httpError.js';
import { paginate } from '../server/paging.js';
import { serve, type RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import type { Transaction } from '../../../shared/contract/cards.js';
import type {
  EntityRecord,
  ExpenseLineRecord,
  ExpenseReportRecord,
  ExpenseSettingsRecord,
  ExpenseStatus,
  UserRecord,
} from '../world/types.js';

/** The review steps after submission, in order; a step the company does not use is taken by the platform (SYSTEM). */
interface Step {
  from: ExpenseStatus;
  to: ExpenseStatus;
  rule: Rule;
  inUse(s: ExpenseSettingsRecord): boolean;
  /** Why the platform took the step itself. */
  skipped: string;
}
const STEPS: Step[] = [
  {
    from: 'submitted',
    to: 'mgr-approved',
    rule: RULES.expenseManagerStep,
    inUse: (s) => s.managerApproval,
    skipped: 'The company does not use manager approval.',
  },
  {
    from: 'mgr-approved',
    to: 'acctg-approved',
    rule: RULES.expenseAccountingStep,
    inUse: (s) => s.accountingApproval,
    skipped: 'The company does not use accounting approval.',
  },
  {
    from: 'acctg-approved',
    to: 'complete',
    rule: RULES.expenseAccountingStep,
    inUse: (s) => s.accountingApproval,
    skipped: 'The company does not use accounting approval.',
  },
];
const stepFrom = (status: ExpenseStatus): Step | undefined => STEPS.find((s) => s.from === status);
const SORT_KEYS: Record<(typeof X.EXPENSE_REPORT_SORTS)[number], (r: X.ExpenseReport) => string | number> = {
  createdDate: (r) => r.createdDate,
  submittedDate: (r) => r.submittedDate ?? '',
  total: (r) => r.total,
  ownerName: (r) => r.ownerName.toLowerCase(),
  name: (r) => r.name.toLowerCase(),
  status: (r) => X.ExpenseReportStatus.options.indexOf(r.status),
  reportId: (r) => r.reportId,
};

/** Expense reports (sandbox-designed): draft → submitted → mgr-approved → acctg-approved → complete; reject → draft. */
export function expenseReportRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  const now = (): string => new Date(app.now()).toISOString();

  /** A report the user may read (its cardholder, or an admin reaching the account): 404 unknown, 403 not theirs. */
  const reportFor = (user: UserRecord, id: string | number | undefined): ExpenseReportRecord => {
    const r = w().expenseReports.get(Number(id));
    if (!r || r.brand !== user.brand) throw notFound('No such expense report.');
    const e = w().entities.get(r.accountEntityId);
    if (!e) throw notFound('No such expense report.');
    demandExpenseReader(w(), user, e);
    return r;
  };
  /** A report the user may change (its draft's owner, or an admin who may manage the account's receipts). */
  const editable = (user: UserRecord, id: string | undefined, what: string): ExpenseReportRecord => {
    const r = reportFor(user, id);
    expenseAccountFor(w(), user, isAdmin(user) ? r.accountEntityId : undefined);
    if (r.status !== 'draft') throw conflict(`Report ${r.reportId} is ${r.status}: only a draft can be ${what}.`);
    return r;
  };

  /** Posted purchases (and merchant credits) of the account's card, by id. */
  const purchasesOf = (e: EntityRecord): Map<string, Transaction> => {
    const card = w().cardOf(e);
    const ledger = card ? ledgerOf(w(), app.ledgers, card) : null;
    const all = ledger ? [ledger.current, ...ledger.cycles].flatMap((c) => c.transactions) : [];
    return new Map(
      all.filter((t) => t.status === 'POSTED' && (t.type === 'PURCHASE' || t.type === 'CREDIT')).map((t) => [t.transactionId, t]),
    );
  };
  /** Transactions and receipts already on another report of the account. */
  const usedElsewhere = (e: EntityRecord, reportId: number | null) => {
    const others = w()
      .expenseReports.by('entity', e.accountEntityId)
      .filter((r) => r.reportId !== reportId);
    return {
      transactions: new Map(others.flatMap((r) => r.lines.map((l) => [l.transactionId, r.reportId] as const))),
      receipts: new Map(others.flatMap((r) => r.lines.filter((l) => l.receiptId).map((l) => [l.receiptId!, r.reportId] as const))),
    };
  };

  const linesFrom = (
    e: EntityRecord,
    input: Array<{
      transactionId: string;
      glAccountId?: number | null | undefined;
      memo?: string | undefined;
      receiptId?: string | null | undefined;
    }>,
    reportId: number | null,
  ): ExpenseLineRecord[] => {
    const txs = purchasesOf(e);
    const gl = new Map(
      w()
        .glAccounts.by('company', e.companyId)
        .map((g) => [g.glAccountId, g]),
    );
    const used = usedElsewhere(e, reportId);
    const current = reportId === null ? undefined : w().expenseReports.get(reportId);
    const seen = new Set<string>();
    const seenReceipts = new Set<string>();
    return input.map((l) => {
      const t = txs.get(l.transactionId);
      if (!t) throw badRequest(`Transaction ${l.transactionId} is not a posted purchase on this card.`);
      const elsewhere = used.transactions.get(l.transactionId);
      if (elsewhere !== undefined || seen.has(l.transactionId))
        throw conflict(
          `The purchase at ${t.merchantName} on ${formatDate(t.transactionDate)} is already on ${elsewhere !== undefined ? `report ${elsewhere}` : 'this report'}.`,
        );
      seen.add(l.transactionId);
      const account = l.glAccountId == null ? undefined : gl.get(l.glAccountId);
      const kept = current?.lines.find((x) => x.transactionId === l.transactionId)?.glAccountId === l.glAccountId;
      // A line keeps a GL account retired since it was chosen; a new choice must be an active one.
      if (l.glAccountId != null && (!account || (!account.active && !kept)))
        throw badRequest(`GL account ${l.glAccountId} is not an active GL account of the company.`);
      if (l.receiptId) {
        const receipt = w().receipts.get(l.receiptId);
        if (!receipt || receipt.accountEntityId !== e.accountEntityId)
          throw badRequest(`Receipt ${l.receiptId} was not uploaded for this account.`);
        const on = used.receipts.get(l.receiptId);
        if (on !== undefined || seenReceipts.has(l.receiptId))
          throw conflict(`The receipt “${receipt.fileName}” is already on ${on !== undefined ? `report ${on}` : 'another line'}.`);
        seenReceipts.add(l.receiptId);
      }
      return {
        transactionId: t.transactionId,
        transactionDate: t.transactionDate,
        merchantName: t.merchantName,
        merchantCategoryCode: t.merchantCategoryCode,
        amount: t.amount,
        glAccountId: l.glAccountId ?? null,
        memo: l.memo?.trim() ?? '',
        receiptId: l.receiptId ?? null,
      };
    });
  };

  /** Records a step, then lets the platform take the steps that follow which the company does not use. */
  const move = (r: ExpenseReportRecord, to: ExpenseStatus, by: number | null, note = ''): ExpenseReportRecord => {
    const history = [...r.history, { status: to, by, at: now(), note }];
    let next: ExpenseReportRecord = { ...r, status: to, submittedDate: to === 'submitted' ? now() : r.submittedDate, history };
    const settings = settingsOf(w(), r.companyId);
    for (let step = stepFrom(next.status); step && !step.inUse(settings); step = stepFrom(next.status)) {
      next = {
        ...next,
        status: step.to,
        history: [...next.history, { status: step.to, by: systemUserOf(w(), r.companyId), at: now(), note: step.skipped }],
      };
    }
    return w().expenseReports.put(next);
  };

  /** The review step `user` takes on a report that stands at `expected` (what the reviewer saw). */
  const reviewStep = (
    user: UserRecord,
    r: ExpenseReportRecord,
    expected: ExpenseStatus | undefined,
    verb: 'approved' | 'rejected',
  ): Step => {
    if (expected && expected !== r.status) throw conflict(`Report ${r.reportId} has moved on since you opened it: it is now ${r.status}.`);
    const step = stepFrom(r.status);
    if (!step) throw conflict(`Report ${r.reportId} is ${r.status}, so it cannot be ${verb}.`);
    if (!isAdmin(user) || !allows(user, step.rule))
      throw forbidden(
        `Your role does not allow this step: a ${r.status} report waits for ${step.rule === RULES.expenseManagerStep ? 'a manager' : 'accounting'}.`,
      );
    return step;
  };
  const approve = (user: UserRecord, id: number, expected: ExpenseStatus | undefined, note: string): ExpenseReportRecord => {
    const r = reportFor(user, id);
    const step = reviewStep(user, r, expected, 'approved');
    return move(r, step.to, user.userid, note.trim());
  };

  const missingReceipts = (r: ExpenseReportRecord): ExpenseLineRecord[] => {
    const over = settingsOf(w(), r.companyId).receiptRequiredOver;
    return over === null ? [] : r.lines.filter((l) => l.amount > over && !l.receiptId);
  };

  const listOf = (items: ExpenseReportRecord[], query: URLSearchParams): X.ExpenseReportsResponse => {
    const q = validate(X.ExpenseReportsQuery, queryObject(query), 'expense report search');
    const statuses = q.status?.split(',');
    const [sortKey = 'createdDate', dir = 'DESC'] = (q.sort ?? 'createdDate,DESC').split(',') as [keyof typeof SORT_KEYS, string];
    const key =
      SORT_KEYS[
        (Object.keys(SORT_KEYS) as (keyof typeof SORT_KEYS)[]).find((k) => k.toLowerCase() === sortKey.toLowerCase()) ?? 'createdDate'
      ];
    const sign = dir.toUpperCase() === 'ASC' ? 1 : -1;
    const list = items
      .filter(
        (r) => (!statuses || statuses.includes(r.status)) && (q.accountEntityId === undefined || r.accountEntityId === q.accountEntityId),
      )
      .filter((r) => (!q.fromDate || r.createdDate.slice(0, 10) >= q.fromDate) && (!q.toDate || r.createdDate.slice(0, 10) <= q.toDate))
      .map((r) => toReport(w(), r))
      .filter((r) => (q.minTotal === undefined || r.total >= q.minTotal) && (q.maxTotal === undefined || r.total <= q.maxTotal))
      .filter((r) => textMatches(q.query, r.name, r.ownerName, r.reportId))
      .sort((a, b) => {
        const x = key(a);
        const y = key(b);
        return (x < y ? -1 : x > y ? 1 : 0) * sign || b.reportId - a.reportId;
      });
    return paginate(list, q.page ?? 0, q.size ?? 25);
  };

  return [
    serve(X.companyExpenseReportsCall, {
      handle: ({ session, params, query }): X.ExpenseReportsResponse => {
        const user = app.userOf(session);
        const c = expenseCompanyFor(w(), user, params.id);
        return listOf(
          w()
            .expenseReports.by('company', c.companyId)
            .filter((r) => {
              const e = w().entities.get(r.accountEntityId);
              return !!e && isAdminReader(user, e);
            }),
          query,
        );
      },
    }),
    serve(X.ownExpenseReportsCall, {
      handle: ({ session, query }): X.ExpenseReportsResponse => {
        const user = app.userOf(session);
        if (isAdmin(user)) throw badRequest('Program admins list reports by company: /api/v1/expensereport/company/{companyId}/reports.');
        return listOf(w().expenseReports.by('entity', cardholderExpenseEntity(w(), user).accountEntityId), query);
      },
    }),
    serve(X.expenseTransactionsCall, {
      handle: ({ session, query }): X.ExpenseTransactionsResponse => {
        const user = app.userOf(session);
        const id = query.get('accountEntityId');
        const e = expenseAccountFor(w(), user, id === null ? undefined : Number(id));
        const reportId = query.get('reportId');
        if (reportId !== null && reportFor(user, reportId).accountEntityId !== e.accountEntityId)
          throw badRequest('That report is for another account.');
        const used = usedElsewhere(e, reportId === null ? null : Number(reportId)).transactions;
        const list = [...purchasesOf(e).values()].filter((t) => !used.has(t.transactionId));
        return {
          data: list.sort((a, b) =>
            a.transactionDate < b.transactionDate
              ? 1
              : a.transactionDate > b.transactionDate
                ? -1
                : a.transactionId.localeCompare(b.transactionId),
          ),
        };
      },
    }),
    serve(X.expenseReportCall, {
      handle: ({ session, params }): X.ExpenseReportResponse => ({ data: toReport(w(), reportFor(app.userOf(session), params.reportId)) }),
    }),
    serve(X.newExpenseReportCall, {
      handle: ({ session, body }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        const input = validate(X.NewExpenseReportRequest, body ?? {}, 'expense report');
        const e = expenseAccountFor(w(), user, input.accountEntityId);
        const reportId = w().expenseReports.nextId(1);
        const r: ExpenseReportRecord = {
          reportId,
          companyId: e.companyId,
          brand: e.brand,
          accountEntityId: e.accountEntityId,
          name: input.name,
          status: 'draft',
          lines: linesFrom(e, input.lines, null),
          createdDate: now(),
          submittedDate: null,
          history: [{ status: 'draft', by: user.userid, at: now(), note: '' }],
        };
        return { data: toReport(w(), w().expenseReports.put(r)) };
      },
    }),
    serve(X.updateExpenseReportCall, {
      handle: ({ session, params, body }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        const input = validate(X.UpdateExpenseReportRequest, body ?? {}, 'expense report update');
        const r = editable(user, params.reportId, 'changed');
        const e = w().entities.get(r.accountEntityId)!;
        return {
          data: toReport(
            w(),
            w().expenseReports.put({
              ...r,
              name: input.name ?? r.name,
              lines: input.lines ? linesFrom(e, input.lines, r.reportId) : r.lines,
            }),
          ),
        };
      },
    }),
    serve(X.deleteExpenseReportCall, {
      handle: ({ session, params }) => {
        const r = editable(app.userOf(session), params.reportId, 'deleted');
        w().expenseReports.remove(r.reportId);
        return { success: true, message: `Report ${r.reportId} deleted. Its purchases and receipts can go on another report.` };
      },
    }),
    serve(X.submitExpenseReportCall, {
      handle: ({ session, params, body }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        const { expectedStatus } = validate(X.ExpenseReportActionRequest, body ?? {}, 'submission');
        const r = reportFor(user, params.reportId);
        if (expectedStatus && expectedStatus !== r.status)
          throw conflict(`Report ${r.reportId} has moved on since you opened it: it is now ${r.status}.`);
        editable(user, params.reportId, 'submitted');
        const missing = missingReceipts(r);
        if (missing.length) {
          const over = formatMoney(settingsOf(w(), r.companyId).receiptRequiredOver);
          const first = missing[0]!;
          const more = missing.length > 1 ? ` and ${missing.length - 1} more` : '';
          throw new HttpError(
            409,
            `Receipts are required for purchases over ${over}: add one for ${first.merchantName} on ${formatDate(first.transactionDate)} (${formatMoney(first.amount)})${more}.`,
            'Conflict',
            {
              reason: 'RECEIPTS_REQUIRED',
              transactionIds: missing.map((l) => l.transactionId),
            },
          );
        }
        return { data: toReport(w(), move(r, 'submitted', user.userid)) };
      },
    }),
    serve(X.approveExpenseReportCall, {
      handle: ({ session, params, body }): X.ExpenseReportResponse => {
        const { note, expectedStatus } = validate(X.ExpenseReportActionRequest, body ?? {}, 'approval');
        return { data: toReport(w(), approve(app.userOf(session), Number(params.reportId), expectedStatus, note ?? '')) };
      },
    }),
    serve(X.bulkApproveExpenseReportsCall, {
      handle: ({ session, body }): X.BulkApproveResponse => {
        const user = app.userOf(session);
        const input = validate(X.BulkApproveRequest, body ?? {}, 'approval');
        const approved: X.ExpenseReport[] = [];
        const refused: Array<{ reportId: number; status: number; message: string }> = [];
        for (const { reportId, expectedStatus } of input.reports) {
          try {
            approved.push(toReport(w(), approve(user, reportId, expectedStatus, input.note ?? '')));
          } catch (err) {
            if (!(err instanceof HttpError)) throw err;
            refused.push({ reportId, status: err.status, message: err.message });
          }
        }
        return { data: { approved, refused } };
      },
    }),
    serve(X.rejectExpenseReportCall, {
      handle: ({ session, params, body }): X.ExpenseReportResponse => {
        const user = app.userOf(session);
        const { note, expectedStatus } = validate(X.ExpenseReportActionRequest, body ?? {}, 'rejection');
        const r = reportFor(user, params.reportId);
        reviewStep(user, r, expectedStatus, 'rejected');
        if (!note?.trim()) throw badRequest('Say why the report is rejected (note): the cardholder sees it beside the report.');
        return { data: toReport(w(), move(r, 'draft', user.userid, note.trim())) };
      },
    }),
  ];

  function isAdminReader(user: UserRecord, e: EntityRecord): boolean {
    try {
      demandExpenseReader(w(), user, e);
      return true;
    } catch {
      return false;
    }
  }
}
