import {
  ExpenseReportsResponse,
  companyExpenseReportsCall,
  ownExpenseReportsCall,
  type ExpenseReportsResponse as Page,
} from '../../../../shared/contract/expenseReports.js';
import { callUrls, reportSearch, type ReportQuery, type ReportScope } from '../../../../shared/session/callUrls.js';
import { http } from '../../../../shared/session/http.js';
import { expenseKeys } from './keys.js';

/**
 * Which reports a list shows: the cardholder's own (GET /v1/expensereport/reports), or a company's
 * (GET /v1/expensereport/company/{id}/reports, an admin's: assigned accounts only for managers and accounting),
 * optionally of one account. The URL is callUrls' (the gateway's first round starts the same one).
 */
export type { ReportQuery, ReportScope };

const reportsCall = (scope: ReportScope) => (scope.kind === 'own' ? ownExpenseReportsCall : companyExpenseReportsCall);

export const reportsQuery = (scope: ReportScope, q: ReportQuery) => ({
  queryKey: expenseKeys.reports(scope.kind === 'own' ? 'own' : String(scope.companyId), reportSearch(q)),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Page> =>
    http.get(callUrls.expenseReports(scope, q), { schema: ExpenseReportsResponse, signal, call: reportsCall(scope) }),
});

/** Every report matching `q` (all pages of 500), for exports. */
export async function allReports(scope: ReportScope, q: ReportQuery): Promise<Page['content']> {
  const first = await http.get(callUrls.expenseReports(scope, { ...q, page: 0, size: 500 }), {
    schema: ExpenseReportsResponse,
    call: reportsCall(scope),
  });
  const rest = await Promise.all(
    Array.from({ length: Math.min(first.totalPages, 20) - 1 }, (_, i) =>
      http.get(callUrls.expenseReports(scope, { ...q, page: i + 1, size: 500 }), {
        schema: ExpenseReportsResponse,
        call: reportsCall(scope),
      }),
    ),
  );
  return [first, ...rest].flatMap((p) => p.content);
}
