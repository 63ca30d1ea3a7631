import { ExpenseReportResponse, type ExpenseReport } from '../../../../shared/contract/expenseReports.js';
import { http } from '../../../../shared/session/http.js';
import { enc, expenseKeys } from './keys.js';

/** GET /v1/expensereport/reports/{reportId}: one report with its lines, receipts and history. */
export const reportQuery = (reportId: number) => ({
  queryKey: expenseKeys.report(reportId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ExpenseReport> =>
    http.get(`/api/v1/expensereport/reports/${enc(String(reportId))}`, { schema: ExpenseReportResponse, signal }).then((a) => a.data),
});
