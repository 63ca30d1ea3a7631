import { useState } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { PageProps } from '../../app/AreaApp.js';
import type { ProviderAuthorizationsResponse, VendorPayment, VirtualCard } from '../../../shared/contract/virtualCards.js';
import { cardEnding, formatDate, formatDateTime, formatMoney } from '../../../shared/format/format.js';
import { withQuery } from '../../../shared/permissions/links.js';
import { virtualCards } from '../../../shared/permissions/policies/virtualCards.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { usePermission } from '../../lib/usePermission.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { DataSection, DataState, SummaryList } from '../../ui/DataSection.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { authorizationsQuery } from './api/authorizations.js';
import { vcKeys } from './api/base.js';
import { closeCard } from './api/closeCard.js';
import { paymentQuery } from './api/payment.js';
import { vendorQuery } from './api/vendor.js';
import { virtualCardQuery } from './api/virtualCard.js';
import { vendorEmails } from './vendorForm.js';
import { EmailPayment } from './components/EmailPayment.js';
import { WithCompany } from './components/WithCompany.js';
import { PAYMENT_STATUS_LABEL, PAYMENT_STATUS_TEXT } from './paymentStatus.js';
import { refusalText } from './refusal.js';
import './virtualCards.css';

type Authorization = ProviderAuthorizationsResponse['data'][number];

const authorizationColumns: TableColumn<Authorization>[] = [
  { id: 'date', header: 'Date', text: (a) => formatDateTime(a.authorizationDate), sortValue: (a) => a.authorizationDate },
  { id: 'merchant', header: 'Merchant', text: (a) => a.merchantName },
  { id: 'mcc', header: 'MCC', text: (a) => a.merchantCategoryCode },
  moneyColumn('amount', 'Amount', (a) => a.amount),
  {
    id: 'status',
    header: 'Result',
    text: (a) => (a.status === 'APPROVED' ? 'Approved' : `Declined${a.declineReason ? `: ${a.declineReason}` : ''}`),
  },
];

/**
 * /pa/virtual-cards/payments/{paymentId}: a vendor payment, its virtual card (last four digits only) and
 * the card's provider authorizations; an admin who may change virtual cards emails it to the vendor or closes an
 * unused card.
 */
export function PaymentPage({ params }: PageProps) {
  const paymentId = params.paymentId ?? '';
  return (
    <>
      <h1>Payment {/^\d{1,12}$/.test(paymentId) ? paymentId : ''}</h1>
      <AppLink className="vc-back" href={withQuery(pathOf('pa', 'virtualCards'), { tab: 'payments' })}>
        ← Vendor payments
      </AppLink>
      <WithCompany>
        {(companyId) =>
          /^\d{1,12}$/.test(paymentId) ? (
            <PaymentView companyId={companyId} paymentId={paymentId} />
          ) : (
            <Alert tone="error">
              <p>We couldn’t find this payment: the link is not a payment’s. Choose the payment from the list.</p>
            </Alert>
          )
        }
      </WithCompany>
    </>
  );
}

function PaymentView({ companyId, paymentId }: { companyId: string; paymentId: string }) {
  const payment = useQuery(paymentQuery(companyId, paymentId));
  const cardRef = payment.data?.cardNumber ?? '';
  const card = useQuery({ ...virtualCardQuery(companyId, cardRef), enabled: cardRef !== '' });
  const auths = useQuery({ ...authorizationsQuery(companyId, cardRef), enabled: cardRef !== '' });
  const vendor = useQuery({ ...vendorQuery(companyId, String(payment.data?.vendorId ?? '')), enabled: payment.data !== undefined });
  const { can: canChange } = usePermission(virtualCards.update);
  const table = useTableState({
    prefix: 'auth',
    sortable: ['date', 'merchant', 'amount', 'status'],
    defaultSort: { id: 'date', desc: true },
  });
  return (
    <DataState state={payment} what="this payment" retry={() => void payment.refetch()}>
      {(p) => (
        <>
          <section className="panel" aria-labelledby="payment-heading">
            <h2 id="payment-heading">Payment</h2>
            <SummaryList
              rows={[
                [
                  'Vendor',
                  <AppLink href={pathOf('pa', 'vendor', { vendorId: String(p.vendorId) })}>
                    {p.vendorName || `Vendor ${p.vendorId}`}
                  </AppLink>,
                ],
                ['Amount', formatMoney(p.amount)],
                ['Invoice number', p.invoiceNumber || 'None'],
                ['Memo', p.memo || 'None'],
                ['Status', `${PAYMENT_STATUS_LABEL[p.status]}. ${PAYMENT_STATUS_TEXT[p.status]}`],
                ['Issued', formatDate(p.createdDate)],
                ['Valid to', p.validTo ? formatDate(p.validTo) : 'No limit'],
                ['Uses allowed', String(p.usesAllowed)],
              ]}
            />
            {canChange && vendor.data?.status !== 'DELETED' ? (
              <EmailPayment companyId={companyId} payment={p} recipients={vendor.data ? vendorEmails(vendor.data) : undefined} />
            ) : (
              <p>{p.emailSentDate ? `Emailed to the vendor ${formatDateTime(p.emailSentDate)}.` : 'Not emailed to the vendor yet.'}</p>
            )}
          </section>
          <DataSection title="Card" state={card} what="the payment’s card" retry={() => void card.refetch()}>
            {(c) => <CardDetail card={c} payment={p} companyId={companyId} canChange={canChange} />}
          </DataSection>
          <section className="panel" aria-labelledby="auth-heading">
            <h2 id="auth-heading">Authorizations</h2>
            <DataTable
              caption="Provider authorizations"
              captionHidden
              columns={authorizationColumns}
              rows={auths.data ?? []}
              rowKey={(a) => a.authorizationId}
              table={table}
              what="authorizations"
              loaded={auths}
              retry={() => void auths.refetch()}
              emptyText="The vendor hasn’t charged this card yet."
              exportCsv={{ filename: `payment-${p.paymentId}-authorizations.csv` }}
            />
          </section>
        </>
      )}
    </DataState>
  );
}

function CardDetail({
  card: c,
  payment,
  companyId,
  canChange,
}: {
  card: VirtualCard;
  payment: VendorPayment;
  companyId: string;
  canChange: boolean;
}) {
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState(false);
  const [closed, setClosed] = useState(false);
  const open = c.status === 'Not Used' || c.status === 'active';
  return (
    <>
      <SummaryList
        rows={[
          ['Card', `${c.cardKind === 'GHOST' ? 'Ghost card' : 'Virtual card'} ${cardEnding(c.cardNumberLast4)}`],
          ['Card status', c.status === 'active' ? 'Open' : c.status === 'closed' ? 'Closed' : PAYMENT_STATUS_LABEL[c.status]],
          ['Uses left', c.usesRemaining === null ? '—' : `${c.usesRemaining} of ${c.usesAllowed ?? payment.usesAllowed}`],
          ['Valid', `${formatDate(c.validFrom)} to ${c.validTo ? formatDate(c.validTo) : 'no end date'}`],
        ]}
      />
      {closed ? (
        <Alert tone="success">
          <p>The card ending {c.cardNumberLast4} was closed.</p>
        </Alert>
      ) : null}
      {canChange && open ? (
        <p>
          <Button variant="secondary" className="btn-danger" onClick={() => setClosing(true)}>
            Close the card
          </Button>
        </p>
      ) : null}
      <ConfirmDialog
        open={closing}
        title={`Close the card ending ${c.cardNumberLast4}?`}
        confirmLabel="Close card"
        danger
        onCancel={() => setClosing(false)}
        failureText={(err) => refusalText(err, 'Closing the card')}
        onConfirm={async () => {
          await closeCard(companyId, c.cardNumber);
          setClosing(false);
          setClosed(true);
          await queryClient.invalidateQueries({ queryKey: vcKeys.company(companyId) });
        }}
      >
        <p>
          The vendor can’t charge it any more, and the payment closes. This can’t be undone; to pay the vendor again, issue a new payment.
        </p>
      </ConfirmDialog>
    </>
  );
}
