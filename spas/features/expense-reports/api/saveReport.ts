import {
  deleteExpenseReportCall,
  newExpenseReportCall,
  updateExpenseReportCall,
  type ExpenseReport,
  type NewExpenseReportRequest,
} from '../../../../shared/contract/expenseReports.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** POST /v1/expensereport/reports: a new draft. */
export const createReport = (input: NewExpenseReportRequest): Promise<ExpenseReport> =>
  callPlatform(newExpenseReportCall, { body: input }).then((a) => a.data);

/** PUT /v1/expensereport/reports/{id}: a draft's name and lines. */
export const updateReport = (reportId: number, input: Omit<NewExpenseReportRequest, 'accountEntityId'>): Promise<ExpenseReport> =>
  callPlatform(updateExpenseReportCall, { params: { reportId }, body: input }).then((a) => a.data);

/** DELETE /v1/expensereport/reports/{id}: a draft. */
export const deleteReport = (reportId: number): Promise<unknown> => callPlatform(deleteExpenseReportCall, { params: { reportId } });
