import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { BulkApproveResponse, ExpenseReport } from '../../../../shared/contract/expenseReports.js';
import { formatMoney } from '../../../../shared/format/format.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { REVIEW_QUEUE_TABLE } from '../../../../shared/session/callUrls.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import type { ReportScope } from '../api/reports.js';
import { expenseKeys } from '../api/keys.js';
import { approveReports } from '../api/reviewReport.js';
import { STATUS_LABEL, stepAt } from '../reportStatus.js';
import type { ExpenseReportStatus } from '../../../../shared/contract/expenseReports.js';
import { MyCardholders } from './MyCardholders.js';
import { ReportsTable, REPORT_SORTABLE } from './ReportsTable.js';
import { reviewFailure } from '../reviewFailure.js';

/**
 * The reports waiting for this admin's steps (manager: submitted; accounting: manager approved and accounting
 * approved), for the accounts they reach; open one to approve or reject it, or select several and approve them
 * together (each one step on; a report that can't be is listed with the reason). A reviewer limited to the accounts
 * assigned to them (`reviewerId`; an admin manager reviews everyone) sees whose reports those are.
 */
export function ReviewQueue({
  scope,
  statuses,
  reviewerId,
}: {
  scope: ReportScope;
  statuses: ExpenseReportStatus[];
  reviewerId: number | null;
}) {
  const client = useQueryClient();
  const table = useTableState({ ...REVIEW_QUEUE_TABLE, sortable: REPORT_SORTABLE });
  const [selected, setSelected] = useState<Map<string, ExpenseReport>>(new Map());
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkApproveResponse['data'] | null>(null);
  const chosen = [...selected.values()];
  const total = chosen.reduce((n, r) => n + r.total, 0);
  return (
    <>
      <p>
        Reports waiting for{' '}
        {statuses.includes('submitted') && statuses.includes('mgr-approved')
          ? 'a manager’s or accounting’s'
          : statuses.includes('submitted')
            ? 'a manager’s'
            : 'accounting’s'}{' '}
        step: {statuses.map((s) => STATUS_LABEL[s].toLowerCase()).join(', ')}.
      </p>
      {reviewerId !== null ? <MyCardholders userid={reviewerId} /> : null}
      {result ? (
        <Alert
          tone={result.refused.length ? 'info' : 'success'}
          title={`${result.approved.length === 1 ? '1 report' : `${result.approved.length} reports`} moved on`}
        >
          {result.approved.length ? (
            <p>{result.approved.map((r) => `Report ${r.reportId} is now ${STATUS_LABEL[r.status].toLowerCase()}`).join('; ')}.</p>
          ) : null}
          {result.refused.length ? (
            <>
              <p>{result.refused.length === 1 ? '1 report was not approved:' : `${result.refused.length} reports were not approved:`}</p>
              <ul>
                {result.refused.map((r) => (
                  <li key={r.reportId}>
                    Report {r.reportId}: {r.message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Alert>
      ) : null}
      <ReportsTable
        scope={scope}
        area="pa"
        caption="Reports waiting for your review"
        table={table}
        query={{ status: statuses.join(',') }}
        showOwner
        emptyText="Nothing is waiting for your review."
        selection={(rows) => ({
          selected: new Set(selected.keys()),
          label: (id) => {
            const r = rows.find((x) => String(x.reportId) === id);
            return r ? `Select report ${r.reportId}, ${r.name} by ${r.ownerName}` : `Select report ${id}`;
          },
          onChange: (next) => {
            const map = new Map<string, ExpenseReport>();
            for (const id of next) {
              const r = selected.get(id) ?? rows.find((x) => String(x.reportId) === id);
              if (r) map.set(id, r);
            }
            setSelected(map);
          },
        })}
        toolbar={
          <div className="er-bulk">
            <Button onClick={() => setConfirming(true)} disabled={chosen.length === 0}>
              Approve selected ({chosen.length})
            </Button>
          </div>
        }
      />
      <ConfirmDialog
        open={confirming}
        title={`Approve ${chosen.length === 1 ? '1 report' : `${chosen.length} reports`}?`}
        confirmLabel="Approve selected"
        failureText={reviewFailure}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          const answer = await approveReports(chosen, '');
          setConfirming(false);
          setSelected(new Map());
          setResult(answer);
          await client.invalidateQueries({ queryKey: expenseKeys.all });
        }}
      >
        <p>Each report moves on one step ({formatMoney(total)} in all):</p>
        <ul>
          {chosen.map((r) => (
            <li key={r.reportId}>
              Report {r.reportId}, “{r.name}” by {r.ownerName}: {stepAt(r.status)?.verb === 'Complete' ? 'completed' : 'approved'}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    </>
  );
}
