import { useEffect, useState } from '../../../lib/react-deps.js';
import { Alert } from '../../../ui/Alert.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { LoadingState } from '../../../ui/Spinner.js';
import { classify } from '../../../lib/failure.js';
import { formatDate } from '../../../../shared/format/format.js';
import { RetryAlert } from '../../../ui/ContentParts.js';
import { useQuery } from '../../../lib/data-deps.js';
import { getVendorPayments, type VendorCheck, type VendorPayment } from '../api/vendorApi.js';
import { type VendorLink } from '../vendorLink.js';
import { endSentence, paymentStatusLabel } from '../vendorText.js';
import { CardDetails } from './CardDetails.js';

export function PaymentsView({
  link,
  token,
  vendor,
  onExpired,
}: {
  link: VendorLink;
  token: string;
  vendor: VendorCheck;
  onExpired: () => void;
}) {
  const payments = useQuery({
    queryKey: ['vendorLink', `${link.companyId}/${link.key}`, 'payments', token],
    queryFn: ({ signal }) => getVendorPayments(link, token, signal),
  });
  const [selected, setSelected] = useState<VendorPayment | null>(null);
  const table = useTableState({
    prefix: 'payments',
    sortable: ['invoice', 'sent', 'amount', 'validTo', 'status', 'card'],
    defaultSort: { id: 'sent', desc: true },
  });

  const failure = payments.status === 'error' ? classify(payments.error) : null;
  useEffect(() => {
    if (failure?.kind === 'unauthorized') onExpired();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not on each render's new onExpired
  }, [failure?.kind]);

  if (payments.status === 'pending') return <LoadingState label="Loading your payments…" />;
  if (payments.status === 'error') {
    if (failure?.kind === 'denied') {
      return (
        <Alert tone="info" title="Payments can't be shown">
          <p>
            {vendor.companyName} has paused virtual card payments to {endSentence(vendor.vendorName)} Contact their accounts payable team.
          </p>
        </Alert>
      );
    }
    return <RetryAlert title="We couldn't load your payments" what="your payments" onRetry={() => void payments.refetch()} />;
  }
  const list = payments.data;
  if (list.length === 0) {
    return (
      <section className="panel" aria-labelledby="vendor-payments">
        <h2 id="vendor-payments">Your payments</h2>
        <p>
          {vendor.companyName} hasn't sent {vendor.vendorName} any virtual card payments yet. You'll receive a payment email each time one
          is sent.
        </p>
      </section>
    );
  }
  const columns: TableColumn<VendorPayment>[] = [
    { id: 'invoice', header: 'Invoice', text: (p) => p.invoiceNumber },
    dateColumn('sent', 'Sent', (p) => p.createdDate),
    moneyColumn('amount', 'Amount', (p) => p.amount),
    {
      id: 'validTo',
      header: 'Valid through',
      text: (p) => (p.validTo ? formatDate(p.validTo) : 'No end date'),
      sortValue: (p) => p.validTo ?? '9999',
    },
    { id: 'status', header: 'Status', text: (p) => paymentStatusLabel(p.status) },
    { id: 'card', header: 'Card', text: (p) => (p.cardNumberLast4 ? `•••• ${p.cardNumberLast4}` : '—') },
    {
      id: 'view',
      header: 'Card details',
      sortable: false,
      searchable: false,
      csv: false,
      text: () => 'View card',
      cell: (p) => (
        <button
          type="button"
          className="btn btn-secondary"
          aria-label={`View card for invoice ${p.invoiceNumber}`}
          aria-pressed={selected?.paymentId === p.paymentId}
          onClick={() => setSelected(p)}
        >
          View card
        </button>
      ),
    },
  ];
  return (
    <>
      <section className="panel" aria-labelledby="vendor-payments">
        <h2 id="vendor-payments">Your payments</h2>
        <p>
          {list.length === 1 ? 'One payment' : `${list.length} payments`} from {vendor.companyName}, newest first. Choose a payment to see
          the card to charge for it.
        </p>
        <DataTable
          caption={`Payments from ${vendor.companyName}`}
          captionHidden
          columns={columns}
          rows={list}
          rowKey={(p) => String(p.paymentId)}
          table={table}
          what="payments"
          search={{ label: 'Search payments' }}
          emptyText="No payments yet."
          exportCsv={{ filename: 'payments.csv' }}
        />
      </section>
      {selected ? (
        <CardDetails
          key={selected.paymentId}
          link={link}
          token={token}
          payment={selected}
          onExpired={onExpired}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </>
  );
}
