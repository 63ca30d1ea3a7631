import { expenseReportCall, type ExpenseReport } from '../../../../shared/contract/expenseReports.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { expenseKeys } from './keys.js';

/** GET /v1/expensereport/reports/{reportId}: one report with its lines, receipts and history. */
export const reportQuery = (reportId: number) => ({
  queryKey: expenseKeys.report(reportId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ExpenseReport> =>
    callPlatform(expenseReportCall, { params: { reportId }, signal }).then((a) => a.data),
});
