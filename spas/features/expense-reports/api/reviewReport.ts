import {
  approveExpenseReportCall,
  bulkApproveExpenseReportsCall,
  rejectExpenseReportCall,
  submitExpenseReportCall,
  type BulkApproveResponse,
  type ExpenseReport,
  type ExpenseReportStatus,
} from '../../../../shared/contract/expenseReports.js';
import { callPlatform } from '../../../../shared/session/http.js';

const ACTIONS = { submit: submitExpenseReportCall, approve: approveExpenseReportCall, reject: rejectExpenseReportCall } as const;
/**
 * The report's moves (POST …/{id}/submit, approve, reject): each sends the status the user saw, so a double click
 * or a report that moved on meanwhile is refused (409) instead of taking a second step.
 */
const act = (
  reportId: number,
  action: 'submit' | 'approve' | 'reject',
  expectedStatus: ExpenseReportStatus,
  note?: string,
): Promise<ExpenseReport> =>
  callPlatform(ACTIONS[action], { params: { reportId }, body: { expectedStatus, ...(note ? { note } : {}) } }).then((a) => a.data);

export const submitReport = (r: Pick<ExpenseReport, 'reportId' | 'status'>) => act(r.reportId, 'submit', r.status);
export const approveReport = (r: Pick<ExpenseReport, 'reportId' | 'status'>, note: string) =>
  act(r.reportId, 'approve', r.status, note.trim() || undefined);
export const rejectReport = (r: Pick<ExpenseReport, 'reportId' | 'status'>, note: string) =>
  act(r.reportId, 'reject', r.status, note.trim());

/** POST /v1/expensereport/reports/approve: each report one step on; refusals come back with their reasons. */
export const approveReports = (reports: Pick<ExpenseReport, 'reportId' | 'status'>[], note: string): Promise<BulkApproveResponse['data']> =>
  callPlatform(bulkApproveExpenseReportsCall, {
    body: {
      reports: reports.map((r) => ({ reportId: r.reportId, expectedStatus: r.status })),
      ...(note.trim() ? { note: note.trim() } : {}),
    },
  }).then((a) => a.data);
