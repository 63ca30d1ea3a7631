import { ExpenseReportDefaultsResponse, type ExpenseReportDefaults, type UpdateExpenseReportDefaultsRequest } from '../../../../shared/contract/expenseReports.js';
import { http } from '../../../../shared/session/http.js';
import { enc, expenseKeys } from './keys.js';

const urlOf = (companyId: number) => `/api/v1/expensereport/company/${enc(String(companyId))}/defaults`;

/** GET /v1/expensereport/company/{id}/defaults: the company's approval steps, receipt rule and defaults. */
export const settingsQuery = (companyId: number) => ({
  queryKey: expenseKeys.settings(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<ExpenseReportDefaults> => http.get(urlOf(companyId), { schema: ExpenseReportDefaultsResponse, signal }).then((a) => a.data),
});

/** PUT /v1/expensereport/company/{id}/defaults */
export const updateSettings = (companyId: number, change: UpdateExpenseReportDefaultsRequest): Promise<ExpenseReportDefaults> =>
  http.put(urlOf(companyId), change, { schema: ExpenseReportDefaultsResponse }).then((a) => a.data);
