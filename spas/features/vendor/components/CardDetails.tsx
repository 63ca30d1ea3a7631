import { useEffect, useRef } from '../../../lib/react-deps.js';
import { Alert } from '../../../ui/Alert.js';
import { LoadingState } from '../../../ui/Spinner.js';
import { classify } from '../../../lib/failure.js';
import { formatDate, formatMoney } from '../../../../shared/format/format.js';
import { RetryAlert } from '../../../ui/ContentParts.js';
import { useQuery } from '../../../lib/data-deps.js';
import { getVendorCard, type VendorPayment } from '../api/vendorApi.js';
import { maskCardNumber, type VendorLink } from '../vendorLink.js';

export function CardDetails({
  link,
  token,
  payment,
  onExpired,
  onClose,
}: {
  link: VendorLink;
  token: string;
  payment: VendorPayment;
  onExpired: () => void;
  onClose: () => void;
}) {
  const card = useQuery({
    queryKey: ['vendorLink', `${link.companyId}/${link.key}`, 'card', payment.paymentId, token],
    queryFn: ({ signal }) => getVendorCard(link, token, payment.paymentId, signal),
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const failure = card.status === 'error' ? classify(card.error) : null;
  useEffect(() => {
    if (failure?.kind === 'unauthorized') onExpired();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not on each render's new onExpired
  }, [failure?.kind]);

  return (
    <section className="panel" aria-labelledby="vendor-card">
      <h2 id="vendor-card" ref={headingRef} tabIndex={-1}>
        Card for invoice {payment.invoiceNumber}
      </h2>
      {card.status === 'success' ? (
        <>
          <dl className="summary-list">
            <dt>Card number</dt>
            <dd data-testid="vendor-card-number">{maskCardNumber(card.data.maskedCardNumber)}</dd>
            <dt>Expires</dt>
            <dd>{card.data.expiry}</dd>
            <dt>Amount to charge</dt>
            <dd>{formatMoney(card.data.amount)}</dd>
            <dt>Uses remaining</dt>
            <dd>{card.data.usesRemaining}</dd>
            <dt>Valid through</dt>
            <dd>{card.data.validTo ? formatDate(card.data.validTo) : 'No end date'}</dd>
          </dl>
          <p className="content-note">
            For your security this page shows only the first six and last four digits. The full card number and security code are in the
            payment email for this invoice; charge the card for the amount shown, once per remaining use.
          </p>
        </>
      ) : card.status === 'error' ? (
        failure?.kind === 'notFound' ? (
          <Alert tone="error" title="This payment isn't available">
            <p>The card for this payment can no longer be shown. It may have been cancelled by the paying company.</p>
          </Alert>
        ) : (
          <RetryAlert title="We couldn't load the card details" what="the card details" onRetry={() => void card.refetch()} />
        )
      ) : (
        <LoadingState label="Loading card details…" />
      )}
      <p>
        <button type="button" className="btn btn-link" onClick={onClose}>
          Hide card details
        </button>
      </p>
    </section>
  );
}
