import type { ExpenseHistoryEntry, ExpenseReportStatus } from '../../../shared/contract/expenseReports.js';
import { statusesToReview } from '../../../shared/permissions/policies/expenseReports.js';
import type { PermissionUser } from '../../../shared/permissions/user.js';

/** docs/requirements.md#spec-4-states statuses in the users' words. */
export const STATUS_LABEL: Record<ExpenseReportStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  'mgr-approved': 'Manager approved',
  'acctg-approved': 'Accounting approved',
  complete: 'Complete',
};

/** What a report waits for, in words. */
export const WAITING_FOR: Record<ExpenseReportStatus, string> = {
  draft: 'Not submitted yet: the cardholder can still change it.',
  submitted: 'Waiting for a manager’s approval.',
  'mgr-approved': 'Waiting for accounting’s approval.',
  'acctg-approved': 'Approved: waiting for accounting to complete it (export to the general ledger).',
  complete: 'Complete: exported to the general ledger.',
};

/** The review step a report stands at: who takes it, and what the button says. */
export interface ReviewStep {
  who: 'manager' | 'accounting';
  verb: 'Approve' | 'Complete';
}
const STEPS: Partial<Record<ExpenseReportStatus, ReviewStep>> = {
  submitted: { who: 'manager', verb: 'Approve' },
  'mgr-approved': { who: 'accounting', verb: 'Approve' },
  'acctg-approved': { who: 'accounting', verb: 'Complete' },
};
export const stepAt = (status: ExpenseReportStatus): ReviewStep | null => STEPS[status] ?? null;

/** Whether this admin may take the step a report stands at. */
export const mayReview = (user: PermissionUser, status: ExpenseReportStatus): boolean => statusesToReview(user).includes(status);

/** One history step in words: "Submitted by Erin Expense". */
export function historyText(h: ExpenseHistoryEntry): string {
  switch (h.action) {
    case 'created':
      return `Created by ${h.by}`;
    case 'submitted':
      return `Submitted by ${h.by}`;
    case 'rejected':
      return `Rejected by ${h.by} and returned to draft`;
    case 'completed':
      return `Completed by ${h.by}`;
    default:
      return `${h.status === 'mgr-approved' ? 'Manager approval' : 'Accounting approval'} by ${h.by}`;
  }
}

/** The latest rejection, when the report is a draft again because of it (the cardholder sees why). */
export function returnedWith(status: ExpenseReportStatus, history: readonly ExpenseHistoryEntry[]): ExpenseHistoryEntry | null {
  const last = history.at(-1);
  return status === 'draft' && last?.action === 'rejected' ? last : null;
}
