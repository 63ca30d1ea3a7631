import { useState } from '../../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../../lib/data-deps.js';
import type { ExpenseLine, ExpenseReport, Receipt } from '../../../../shared/contract/expenseReports.js';
import { cardEnding, formatDate, formatDateTime, formatMoney } from '../../../../shared/format/format.js';
import { expenseReports } from '../../../../shared/permissions/policies/expenseReports.js';
import { Alert, SuccessNote } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { glAccountsQuery } from '../api/glAccounts.js';
import { expenseKeys } from '../api/keys.js';
import { submitReport } from '../api/reviewReport.js';
import { deleteReport } from '../api/saveReport.js';
import { settingsQuery } from '../api/settings.js';
import { glLabel } from '../linesCsv.js';
import { linesMissingReceipts } from '../receiptRule.js';
import { WAITING_FOR, mayReview, returnedWith, stepAt } from '../reportStatus.js';
import type { ExpenseScope } from '../useExpenseScope.js';
import { purchaseText } from './ReportEditor.js';
import { ReceiptThumb } from './ReceiptThumb.js';
import { ReceiptViewer } from './ReceiptViewer.js';
import { ReportHistory } from './ReportHistory.js';
import { ReviewDialog } from './ReviewDialog.js';
import { reviewFailure } from '../reviewFailure.js';
import { StatusBadge } from './StatusBadge.js';

/**
 * One report: what it is and where it stands, a rejection's note, its lines with their receipts, and its history;
 * the owner's moves on a draft (edit, submit, delete) and the reviewer's step (approve or complete, reject).
 */
export function ReportView({
  report,
  scope,
  onEdit,
  onDeleted,
}: {
  report: ExpenseReport;
  scope: ExpenseScope;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const client = useQueryClient();
  const settings = useQuery(settingsQuery(report.companyId));
  const gl = useQuery(glAccountsQuery(report.companyId));
  const [viewing, setViewing] = useState<{ receipt: Receipt; what: string } | null>(null);
  const [confirm, setConfirm] = useState<'submit' | 'delete' | null>(null);
  const [review, setReview] = useState<'approve' | 'reject' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const table = useTableState({ prefix: 'l', sortable: ['date', 'merchant', 'amount'], defaultSort: { id: 'date', desc: false } });

  const canManage = report.status === 'draft' && expenseReports.receipts(scope.user, scope.ctx);
  const step = stepAt(report.status);
  const canReview = scope.area === 'pa' && step !== null && mayReview(scope.user, report.status);
  const returned = returnedWith(report.status, report.history);
  const over = settings.data?.receiptRequiredOver ?? null;
  const missing = report.status === 'draft' ? linesMissingReceipts(report.lines, over) : [];
  const refresh = async (message: string) => {
    setDone(message);
    await client.invalidateQueries({ queryKey: expenseKeys.all });
  };

  const columns: TableColumn<ExpenseLine>[] = [
    dateColumn('date', 'Date', (l) => l.transactionDate),
    { id: 'merchant', header: 'Merchant', text: (l) => l.merchantName },
    moneyColumn('amount', 'Amount', (l) => l.amount),
    { id: 'gl', header: 'GL account', text: (l) => glLabel(l.glAccountId, gl.data ?? []) || '—', sortable: false },
    { id: 'memo', header: 'Memo', text: (l) => l.memo || '—', sortable: false },
    {
      id: 'receipt',
      header: 'Receipt',
      sortable: false,
      searchable: false,
      text: (l) => l.receipt?.fileName ?? (over !== null && l.amount > over ? 'Missing (required)' : 'None'),
      cell: (l) =>
        l.receipt ? (
          <ReceiptThumb receipt={l.receipt} what={purchaseText(l)} onOpen={(receipt) => setViewing({ receipt, what: purchaseText(l) })} />
        ) : over !== null && l.amount > over ? (
          <strong className="er-missing">Missing (required over {formatMoney(over)})</strong>
        ) : (
          'None'
        ),
    },
  ];

  return (
    <>
      <p className="er-title-line">
        <StatusBadge status={report.status} /> <span>{WAITING_FOR[report.status]}</span>
      </p>
      <SuccessNote text={done} />
      {returned ? (
        <Alert tone="info" title={`Returned by ${returned.by} on ${formatDateTime(returned.at)}`}>
          <p className="er-returned-note">“{returned.note}”</p>
          <p>Change what the note asks for, then submit the report again.</p>
        </Alert>
      ) : null}
      {missing.length ? (
        <Alert tone="info" title="Receipts needed before you submit">
          <p>
            Purchases over {formatMoney(over)} need a receipt: {missing.map((l) => purchaseText(l)).join('; ')}.
          </p>
        </Alert>
      ) : null}

      <section className="panel" aria-labelledby="er-summary-h">
        <h2 id="er-summary-h">Summary</h2>
        <SummaryList
          rows={[
            ['Report', String(report.reportId)],
            ['Cardholder', `${report.ownerName}${report.cardNumberLast4 ? `, card ${cardEnding(report.cardNumberLast4)}` : ''}`],
            ['Total', formatMoney(report.total)],
            ['Created', formatDate(report.createdDate)],
            ['Submitted', report.submittedDate ? formatDateTime(report.submittedDate) : 'Not yet'],
          ]}
        />
        {canManage || canReview ? (
          <div className="er-actions">
            {canManage ? (
              <>
                <Button onClick={() => setConfirm('submit')}>Submit for approval</Button>
                <Button variant="secondary" onClick={onEdit}>
                  Edit draft
                </Button>
                <Button variant="secondary" className="btn-danger-outline" onClick={() => setConfirm('delete')}>
                  Delete draft
                </Button>
              </>
            ) : null}
            {canReview && step ? (
              <>
                <Button onClick={() => setReview('approve')}>{step.verb} report</Button>
                <Button variant="secondary" onClick={() => setReview('reject')}>
                  Reject report
                </Button>
              </>
            ) : null}
          </div>
        ) : null}
      </section>

      <section className="panel" aria-labelledby="er-lines-view-h">
        <h2 id="er-lines-view-h">Purchases</h2>
        <DataTable
          caption={`Purchases on report ${report.reportId}`}
          captionHidden
          columns={columns}
          rows={report.lines}
          rowKey={(l) => l.transactionId}
          table={table}
          what="purchases"
          emptyText="This report has no purchases."
        />
      </section>

      <section className="panel" aria-labelledby="er-history-h">
        <h2 id="er-history-h">History</h2>
        <p className="field-hint">Times are Eastern (America/New_York).</p>
        <ReportHistory history={report.history} />
      </section>

      <ReceiptViewer receipt={viewing?.receipt ?? null} what={viewing?.what ?? ''} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={confirm === 'submit'}
        title={`Submit report ${report.reportId} for approval?`}
        confirmLabel="Submit report"
        failureText={reviewFailure}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          await submitReport(report);
          setConfirm(null);
          await refresh(`Report ${report.reportId} was submitted for approval.`);
        }}
      >
        <p>
          “{report.name}”: {report.lines.length === 1 ? '1 purchase' : `${report.lines.length} purchases`}, {formatMoney(report.total)}.
          Once submitted it can’t be changed unless a reviewer returns it.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={`Delete draft ${report.reportId}?`}
        confirmLabel="Delete draft"
        danger
        failureText={reviewFailure}
        onCancel={() => setConfirm(null)}
        onConfirm={async () => {
          await deleteReport(report.reportId);
          setConfirm(null);
          await client.invalidateQueries({ queryKey: expenseKeys.all });
          onDeleted();
        }}
      >
        <p>“{report.name}” is deleted. Its purchases and receipts can go on another report. This can’t be undone.</p>
      </ConfirmDialog>
      <ReviewDialog
        report={review ? report : null}
        mode={review ?? 'approve'}
        onClose={() => setReview(null)}
        onDone={(r) => {
          setReview(null);
          void refresh(
            review === 'reject'
              ? `Report ${r.reportId} was returned to ${r.ownerName} as a draft.`
              : `Report ${r.reportId} is now ${r.status === 'complete' ? 'complete' : r.status === 'mgr-approved' ? 'manager approved' : 'accounting approved'}.`,
          );
        }}
      />
    </>
  );
}
