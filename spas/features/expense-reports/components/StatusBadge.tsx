import type { ExpenseReportStatus } from '../../../../shared/contract/expenseReports.js';
import { STATUS_LABEL } from '../reportStatus.js';

/** A report's status as a badge (the words carry the meaning; the colour only repeats it). */
export function StatusBadge({ status }: { status: ExpenseReportStatus }) {
  return <span className={`er-status er-status-${status}`}>{STATUS_LABEL[status]}</span>;
}
