import { SuccessResponse } from '../../../../shared/contract/common.js';
import { ExpenseReportResponse, type ExpenseReport, type NewExpenseReportRequest } from '../../../../shared/contract/expenseReports.js';
import { http } from '../../../../shared/session/http.js';
import { enc } from './keys.js';

const BASE = '/api/v1/expensereport/reports';

/** POST /v1/expensereport/reports: a new draft. */
export const createReport = (input: NewExpenseReportRequest): Promise<ExpenseReport> => http.post(BASE, input, { schema: ExpenseReportResponse }).then((a) => a.data);

/** PUT /v1/expensereport/reports/{id}: a draft's name and lines. */
export const updateReport = (reportId: number, input: Omit<NewExpenseReportRequest, 'accountEntityId'>): Promise<ExpenseReport> =>
  http.put(`${BASE}/${enc(String(reportId))}`, input, { schema: ExpenseReportResponse }).then((a) => a.data);

/** DELETE /v1/expensereport/reports/{id}: a draft. */
export const deleteReport = (reportId: number): Promise<unknown> => http.delete(`${BASE}/${enc(String(reportId))}`, { schema: SuccessResponse });
