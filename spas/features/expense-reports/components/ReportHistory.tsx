import type { ExpenseHistoryEntry } from '../../../../shared/contract/expenseReports.js';
import { formatDateTime } from '../../../../shared/format/format.js';
import { historyText } from '../reportStatus.js';

/** Who created, submitted, approved, rejected or completed the report, when (America/New_York), with their notes. */
export function ReportHistory({ history }: { history: readonly ExpenseHistoryEntry[] }) {
  return (
    <ol className="er-history">
      {history.map((h, i) => (
        <li key={i} className={`er-history-${h.action}`}>
          <span className="er-history-what">{historyText(h)}</span> <time dateTime={h.at}>{formatDateTime(h.at)}</time>
          {h.note ? <blockquote className="er-note">{h.note}</blockquote> : null}
        </li>
      ))}
    </ol>
  );
}
