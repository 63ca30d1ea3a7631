import { useId, useMemo } from '../../../lib/react-deps.js';
import { keepPreviousData, useQuery } from '../../../lib/data-deps.js';
import { PAYMENT_STATUSES, type PaymentSortField, type VendorPayment } from '../../../../shared/contract/virtualCards.js';
import { cardEnding, formatDate } from '../../../../shared/format/format.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { AppLink } from '../../../ui/AppLink.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { downloadPayments } from '../api/downloadPayments.js';
import { paymentsQuery, type PaymentFilter } from '../api/payments.js';
import { ALL_STATUSES, vendorChoicesQuery } from '../api/vendors.js';
import { PAYMENT_STATUS_LABEL } from '../paymentStatus.js';

const SORT_FIELD: Record<string, PaymentSortField> = {
  payment: 'paymentId',
  vendor: 'vendorName',
  amount: 'amount',
  invoice: 'invoiceNumber',
  status: 'status',
  issued: 'createdDate',
  validTo: 'validTo',
};
const PREFIX = 'p';
const VENDOR_PARAM = `${PREFIX}.vendor`;
const STATUS_PARAM = `${PREFIX}.status`;

function paymentColumns(withVendor: boolean): TableColumn<VendorPayment>[] {
  return [
    {
      id: 'payment',
      header: 'Payment',
      text: (p) => String(p.paymentId),
      sortValue: (p) => p.paymentId,
      cell: (p) => (
        <AppLink href={pathOf('pa', 'vendorPayment', { paymentId: String(p.paymentId) })} aria-label={`Payment ${p.paymentId}, details`}>
          {p.paymentId}
        </AppLink>
      ),
    },
    ...(withVendor ? [{ id: 'vendor', header: 'Vendor', text: (p: VendorPayment) => p.vendorName }] : []),
    moneyColumn('amount', 'Amount', (p) => p.amount),
    { id: 'invoice', header: 'Invoice', text: (p) => p.invoiceNumber || '—' },
    { id: 'status', header: 'Status', text: (p) => PAYMENT_STATUS_LABEL[p.status] },
    { id: 'card', header: 'Card', sortable: false, text: (p) => cardEnding(p.cardNumberLast4) },
    dateColumn('issued', 'Issued', (p) => p.createdDate),
    dateColumn('validTo', 'Valid to', (p) => p.validTo, { text: (p) => (p.validTo ? formatDate(p.validTo) : 'No limit') }),
    { id: 'emailed', header: 'Emailed', sortable: false, text: (p) => (p.emailSentDate ? formatDate(p.emailSentDate) : 'Not yet') },
  ];
}

/**
 * Vendor payments: the company's (or one vendor's) payments, paged, sorted and filtered by vendor and
 * status on the platform, every choice in the URL; `Download CSV` is the platform's download of every matching
 * payment, its formula-like cells neutralised by the table kit. Each payment opens its card detail.
 */
export function PaymentsTable({
  companyId,
  vendorId,
  caption = 'Vendor payments',
}: {
  companyId: string;
  vendorId?: string;
  caption?: string;
}) {
  const [params, update] = useQueryParams();
  const vendorFilterId = useId();
  const statusFilterId = useId();
  const table = useTableState({ prefix: PREFIX, sortable: Object.keys(SORT_FIELD), defaultSort: { id: 'issued', desc: true } });
  const sort = table.sort ?? { id: 'issued', desc: true };
  const statusParam = params.get(STATUS_PARAM);
  const status = PAYMENT_STATUSES.find((s) => s === statusParam) ?? null;
  const chosenVendor = vendorId ?? (/^\d{1,12}$/.test(params.get(VENDOR_PARAM) ?? '') ? params.get(VENDOR_PARAM) : null);
  const filter: PaymentFilter = { vendorId: chosenVendor, status, sort: { field: SORT_FIELD[sort.id] ?? 'createdDate', desc: sort.desc } };
  const payments = useQuery({ ...paymentsQuery(companyId, filter, table.page, table.size), placeholderData: keepPreviousData });
  const vendors = useQuery({ ...vendorChoicesQuery(companyId, ALL_STATUSES), enabled: vendorId === undefined });
  const columns = useMemo(() => paymentColumns(vendorId === undefined), [vendorId]);
  const reset = { [`${PREFIX}.page`]: null };

  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={payments.data?.content ?? []}
      server={{ total: payments.data?.totalElements ?? 0 }}
      rowKey={(p) => String(p.paymentId)}
      table={table}
      what="payments"
      loaded={payments}
      retry={() => void payments.refetch()}
      emptyText={vendorId ? 'No payments to this vendor yet.' : 'No vendor payments yet. Pay a vendor to issue its first virtual card.'}
      filtersActive={status !== null || (vendorId === undefined && chosenVendor !== null)}
      onClearFilters={() => update({ [VENDOR_PARAM]: null, [STATUS_PARAM]: null, ...reset })}
      exportCsv={{
        filename: `vendor-payments${vendorId ? `-vendor-${vendorId}` : ''}.csv`,
        file: () => downloadPayments(companyId, filter),
      }}
      toolbar={
        <>
          {vendorId === undefined ? (
            <div className="field">
              <label htmlFor={vendorFilterId}>Vendor</label>
              <select
                id={vendorFilterId}
                value={chosenVendor ?? ''}
                onChange={(e) => update({ [VENDOR_PARAM]: e.target.value || null, ...reset })}
              >
                <option value="">All vendors</option>
                {chosenVendor && !vendors.data?.content.some((v) => String(v.vendorId) === chosenVendor) ? (
                  <option value={chosenVendor}>Vendor {chosenVendor}</option>
                ) : null}
                {vendors.data?.content.map((v) => (
                  <option key={v.vendorId} value={String(v.vendorId)}>
                    {v.shortName}
                  </option>
                ))}
              </select>
              {vendors.status === 'error' ? <span className="field-hint">The vendor list couldn’t be loaded just now.</span> : null}
            </div>
          ) : null}
          <div className="field">
            <label htmlFor={statusFilterId}>Payment status</label>
            <select id={statusFilterId} value={status ?? ''} onChange={(e) => update({ [STATUS_PARAM]: e.target.value || null, ...reset })}>
              <option value="">All statuses</option>
              {PAYMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PAYMENT_STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          </div>
        </>
      }
    />
  );
}
