import { useId } from '../../../lib/react-deps.js';
import { ExpenseReportStatus } from '../../../../shared/contract/expenseReports.js';
import { STATUS_LABEL } from '../reportStatus.js';

/** The status filter of a report list (docs/requirements.md#spec-4-states statuses; empty: all). */
export function StatusSelect({ value, onChange }: { value: ExpenseReportStatus | null; onChange: (status: string | null) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Status</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange(e.target.value || null)}>
        <option value="">All statuses</option>
        {ExpenseReportStatus.options.map((s) => (
          <option key={s} value={s}>
            {STATUS_LABEL[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
