import { BulkApproveResponse, ExpenseReportResponse, type ExpenseReport, type ExpenseReportStatus } from '../../../../shared/contract/expenseReports.js';
import { http } from '../../../../shared/session/http.js';
import { enc } from './keys.js';

const BASE = '/api/v1/expensereport/reports';
/**
 * The report's moves (POST …/{id}/submit, approve, reject): each sends the status the user saw, so a double click
 * or a report that moved on meanwhile is refused (409) instead of taking a second step.
 */
const act = (reportId: number, action: 'submit' | 'approve' | 'reject', expectedStatus: ExpenseReportStatus, note?: string): Promise<ExpenseReport> =>
  http.post(`${BASE}/${enc(String(reportId))}/${action}`, { expectedStatus, ...(note ? { note } : {}) }, { schema: ExpenseReportResponse }).then((a) => a.data);

export const submitReport = (r: Pick<ExpenseReport, 'reportId' | 'status'>) => act(r.reportId, 'submit', r.status);
export const approveReport = (r: Pick<ExpenseReport, 'reportId' | 'status'>, note: string) => act(r.reportId, 'approve', r.status, note.trim() || undefined);
export const rejectReport = (r: Pick<ExpenseReport, 'reportId' | 'status'>, note: string) => act(r.reportId, 'reject', r.status, note.trim());

/** POST /v1/expensereport/reports/approve: each report one step on; refusals come back with their reasons. */
export const approveReports = (reports: Pick<ExpenseReport, 'reportId' | 'status'>[], note: string): Promise<BulkApproveResponse['data']> =>
  http.post(`${BASE}/approve`, { reports: reports.map((r) => ({ reportId: r.reportId, expectedStatus: r.status })), ...(note.trim() ? { note: note.trim() } : {}) }, { schema: BulkApproveResponse }).then((a) => a.data);
