import { useState } from '../../../lib/react-deps.js';
import type { Payment, PaymentInfo } from '../../../../shared/contract/payments.js';
import { formatDate, formatMoney } from '../../../../shared/format/format.js';
import { actionFailureText } from '../../../lib/failure.js';
import { SuccessNote } from '../../../ui/Alert.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { actionColumn } from '../../../ui/table/actionColumn.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { cancelPayment } from '../api/cancelPayment.js';
import { accountLabel } from '../paymentForm.js';
import { PAYMENT_STATUS } from '../paymentStatus.js';
import { useRefreshAfterPaymentChange } from '../refreshPayments.js';

const SORTABLE = ['date', 'amount', 'account', 'status', 'confirmation'];

/**
 * Payment History: every payment of the card (the table kit: search, sort and page in the URL, `Download CSV`),
 * newest first, with its account, status and confirmation number. A scheduled payment can be cancelled here until
 * its day, after a confirm step.
 */
export function PaymentHistory({ info, cardRef }: { info: PaymentInfo; cardRef: string }) {
  const table = useTableState({ prefix: 'history', sortable: SORTABLE, defaultSort: { id: 'date', desc: true } });
  const [cancelling, setCancelling] = useState<Payment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = useRefreshAfterPaymentChange(cardRef);
  const accountOf = (p: Payment): string => {
    const a = info.paymentAccounts.find((x) => x.paymentAccountId === p.paymentAccountId);
    return a ? accountLabel(a) : `Account …${p.accountNumberLast4}`;
  };
  const columns: TableColumn<Payment>[] = [
    dateColumn('date', 'Date', (p) => p.paymentDate),
    moneyColumn('amount', 'Amount', (p) => p.amount),
    { id: 'account', header: 'Account', text: accountOf },
    { id: 'status', header: 'Status', text: (p) => `${PAYMENT_STATUS[p.status]}${p.autopay ? ' (AutoPay)' : ''}` },
    { id: 'confirmation', header: 'Confirmation number', text: (p) => p.confirmationNumber },
    actionColumn({
      label: 'Cancel payment',
      name: (p) => `Cancel the ${formatMoney(p.amount)} payment scheduled for ${formatDate(p.paymentDate)}`,
      show: (p) => p.status === 'pending',
      onClick: (p) => {
        setDone(null);
        setCancelling(p);
      },
    }),
  ];
  return (
    <section className="panel" aria-labelledby="payment-history">
      <h2 id="payment-history">Payment History</h2>
      <SuccessNote text={done} />
      <DataTable
        caption="Payments"
        captionHidden
        columns={columns}
        rows={info.history}
        rowKey={(p) => String(p.paymentId)}
        table={table}
        what="payments"
        search={{
          label: 'Search payments',
          hint: 'Search by amount (like $125.50), date (MM/DD/YYYY), account, status or confirmation number.',
        }}
        emptyText="No payments yet. Payments you make appear here."
        exportCsv={{ filename: 'payment-history.csv' }}
      />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this payment?"
        confirmLabel="Cancel payment"
        cancelLabel="Keep payment"
        danger
        onCancel={() => setCancelling(null)}
        failureText={(err) => actionFailureText(err, 'cancel the payment')}
        onConfirm={async () => {
          if (!cancelling) return;
          const p = await cancelPayment(cancelling.paymentId);
          await refresh();
          setCancelling(null);
          setDone(
            `The ${formatMoney(p.amount)} payment scheduled for ${formatDate(p.paymentDate)} was cancelled (confirmation ${p.confirmationNumber}).`,
          );
        }}
      >
        {cancelling ? (
          <p>
            The payment of {formatMoney(cancelling.amount)} scheduled for {formatDate(cancelling.paymentDate)} from {accountOf(cancelling)}{' '}
            will not be made.
          </p>
        ) : null}
      </ConfirmDialog>
    </section>
  );
}
