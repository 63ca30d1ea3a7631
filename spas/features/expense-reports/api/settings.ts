import {
  expenseDefaultsCall,
  updateExpenseDefaultsCall,
  type ExpenseReportDefaults,
  type UpdateExpenseReportDefaultsRequest,
} from '../../../../shared/contract/expenseReports.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { expenseKeys } from './keys.js';

/** GET /v1/expensereport/company/{id}/defaults: the company's approval steps, receipt rule and defaults. */
export const settingsQuery = (companyId: number) => ({
  queryKey: expenseKeys.settings(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ExpenseReportDefaults> =>
    callPlatform(expenseDefaultsCall, { params: { id: companyId }, signal }).then((a) => a.data),
});

/** PUT /v1/expensereport/company/{id}/defaults */
export const updateSettings = (companyId: number, change: UpdateExpenseReportDefaultsRequest): Promise<ExpenseReportDefaults> =>
  callPlatform(updateExpenseDefaultsCall, { params: { id: companyId }, body: change }).then((a) => a.data);
