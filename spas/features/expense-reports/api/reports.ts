import { ExpenseReportsResponse, type ExpenseReportsResponse as Page } from '../../../../shared/contract/expenseReports.js';
import { http } from '../../../../shared/session/http.js';
import { enc, expenseKeys } from './keys.js';

/**
 * Which reports a list shows: the cardholder's own (GET /v1/expensereport/reports), or a company's
 * (GET /v1/expensereport/company/{id}/reports, an admin's: assigned accounts only for managers and accounting),
 * optionally of one account.
 */
export type ReportScope = { kind: 'own' } | { kind: 'company'; companyId: number };

/** The list's query: `ExpenseReportsQuery` parameters (status, accountEntityId, query, dates, totals, sort, page, size). */
export type ReportQuery = Record<string, string | number | undefined>;

const search = (q: ReportQuery): string => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') p.set(k, String(v));
  return p.toString();
};
const urlOf = (scope: ReportScope, q: ReportQuery): string =>
  `${scope.kind === 'own' ? '/api/v1/expensereport/reports' : `/api/v1/expensereport/company/${enc(String(scope.companyId))}/reports`}?${search(q)}`;

export const reportsQuery = (scope: ReportScope, q: ReportQuery) => ({
  queryKey: expenseKeys.reports(scope.kind === 'own' ? 'own' : String(scope.companyId), search(q)),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Page> => http.get(urlOf(scope, q), { schema: ExpenseReportsResponse, signal }),
});

/** Every report matching `q` (all pages of 500), for exports. */
export async function allReports(scope: ReportScope, q: ReportQuery): Promise<Page['content']> {
  const first = await http.get(urlOf(scope, { ...q, page: 0, size: 500 }), { schema: ExpenseReportsResponse });
  const rest = await Promise.all(Array.from({ length: Math.min(first.totalPages, 20) - 1 }, (_, i) => http.get(urlOf(scope, { ...q, page: i + 1, size: 500 }), { schema: ExpenseReportsResponse })));
  return [first, ...rest].flatMap((p) => p.content);
}
