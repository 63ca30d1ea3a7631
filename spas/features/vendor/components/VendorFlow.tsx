import { useState } from '../../../lib/react-deps.js';
import { Alert } from '../../../ui/Alert.js';
import { AppLink } from '../../../ui/AppLink.js';
import { LoadingState } from '../../../ui/Spinner.js';
import { classify } from '../../../lib/failure.js';
import { formatDate } from '../../../../shared/format/format.js';
import { RetryAlert } from '../../../ui/ContentParts.js';
import { useQuery, useQueryClient } from '../../../lib/data-deps.js';
import { checkVendor, forgetToken, getProvider, recallToken, rememberToken, type VendorEnrollment } from '../api/vendorApi.js';
import { vendorLinkQuery, type VendorLink } from '../vendorLink.js';
import { type Purpose, type Status, VENDOR_STATUS_LABEL, endSentence } from '../vendorText.js';
import { UnknownVendor } from './UnknownVendor.js';
import { ProviderHelp } from './ProviderHelp.js';
import { VerifyStep } from './VerifyStep.js';
import { EnrollForm } from './EnrollForm.js';
import { PaymentsView } from './PaymentsView.js';

export function VendorFlow({ link, purpose }: { link: VendorLink; purpose: Purpose }) {
  const id = `${link.companyId}/${link.key}`;
  const queryClient = useQueryClient();
  const check = useQuery({ queryKey: ['vendorLink', id, 'check'], queryFn: ({ signal }) => checkVendor(link, signal) });
  const provider = useQuery({ queryKey: ['vendorLink', id, 'provider'], queryFn: ({ signal }) => getProvider(link, signal) });
  const [token, setToken] = useState<string | null>(() => recallToken(link));
  const [expired, setExpired] = useState(false);
  const [enrolled, setEnrolled] = useState<VendorEnrollment | null>(null);

  const onVerified = (t: string) => {
    rememberToken(link, t);
    setExpired(false);
    setToken(t);
  };
  const onExpired = () => {
    forgetToken(link);
    setExpired(true);
    setToken(null);
  };

  if (check.status === 'pending') return <LoadingState label="Checking your vendor link…" />;
  if (check.status === 'error') {
    const f = classify(check.error);
    if (f.kind === 'notFound') return <UnknownVendor purpose={purpose} />;
    return <RetryAlert title="We couldn't check your vendor link" what="your vendor details" onRetry={() => void check.refetch()} />;
  }

  const vendor = check.data;
  const status: Status = enrolled?.status ?? vendor.status;
  let body;
  if (status === 'DELETED') {
    body = (
      <Alert tone="info" title="This vendor account is closed">
        <p>
          {vendor.companyName} has closed the virtual card arrangement for {vendor.vendorName}, so there is nothing to enroll or view here.
          If you expected to be paid by virtual card, contact {vendor.companyName}'s accounts payable team.
        </p>
      </Alert>
    );
  } else if (status === 'INACTIVE') {
    body = (
      <Alert tone="info" title="This vendor account is inactive">
        <p>
          {vendor.companyName} has paused virtual card payments to {endSentence(vendor.vendorName)} Payments and card details can't be
          viewed while the account is inactive. Contact {vendor.companyName}'s accounts payable team to reactivate it.
        </p>
      </Alert>
    );
  } else if (purpose === 'enroll' && enrolled) {
    body = (
      <Alert tone="success" title="You're enrolled">
        <p>
          {vendor.vendorName} is now enrolled to receive virtual card payments from {vendor.companyName} (enrolled{' '}
          {formatDate(enrolled.enrolledDate)}). We'll email a payment notice each time a payment is sent.
        </p>
        <p>
          <AppLink href={`/vendorPayment${vendorLinkQuery(link)}`}>View your payments</AppLink>
        </p>
      </Alert>
    );
  } else if (purpose === 'enroll' && status === 'ACTIVE') {
    body = (
      <Alert tone="success" title="You're already enrolled">
        <p>
          {vendor.vendorName} is enrolled to receive virtual card payments from {endSentence(vendor.companyName)} There's nothing more to do
          here.
        </p>
        <p>
          <AppLink href={`/vendorPayment${vendorLinkQuery(link)}`}>View your payments</AppLink>
        </p>
      </Alert>
    );
  } else if (purpose === 'payments' && status === 'PENDING') {
    body = (
      <Alert tone="info" title="Finish enrolling first">
        <p>
          {vendor.vendorName} hasn't completed enrollment with {vendor.companyName} yet. Enroll first — it takes a minute — and your
          payments will appear here.
        </p>
        <p>
          <AppLink href={`/enrollVendor${vendorLinkQuery(link)}`}>Enroll now</AppLink>
        </p>
      </Alert>
    );
  } else if (!token) {
    body = <VerifyStep link={link} vendor={vendor} purpose={purpose} expired={expired} onVerified={onVerified} />;
  } else if (purpose === 'enroll') {
    body = (
      <EnrollForm
        link={link}
        token={token}
        vendor={vendor}
        onEnrolled={(e) => {
          setEnrolled(e);
          // The vendor's status changed: the payments page (same link) must not show the cached PENDING.
          void queryClient.invalidateQueries({ queryKey: ['vendorLink', id] });
        }}
        onExpired={onExpired}
      />
    );
  } else {
    body = <PaymentsView link={link} token={token} vendor={vendor} onExpired={onExpired} />;
  }

  return (
    <>
      <section className="panel" aria-labelledby="vendor-summary">
        <h2 id="vendor-summary">{vendor.vendorName}</h2>
        <dl className="summary-list">
          <dt>Paying company</dt>
          <dd>{vendor.companyName}</dd>
          <dt>Enrollment status</dt>
          <dd data-testid="vendor-status">{VENDOR_STATUS_LABEL[status]}</dd>
        </dl>
      </section>
      {body}
      <ProviderHelp provider={provider} companyName={vendor.companyName} />
    </>
  );
}
