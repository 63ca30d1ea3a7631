import { useEffect, useMemo, useRef, useState, useSearch, type FormEvent } from '../../lib/react-deps.js';
import { Alert } from '../../ui/Alert.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { LoadingState } from '../../ui/Spinner.js';
import { Checkbox, TextField } from '../../ui/TextField.js';
import { classify } from '../../lib/failure.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import { PhoneLink, RetryAlert } from '../../ui/ContentParts.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { Loaded } from '../../../shared/session/queryClient.js';
import { validateEnrollForm, type EnrollFormErrors, type EnrollFormValues } from './enrollForm.js';
import {
  NO_CODE_MARKER,
  checkVendor,
  enrollVendor,
  forgetToken,
  getProvider,
  getVendorCard,
  getVendorPayments,
  recallToken,
  rememberToken,
  verifyVendor,
  type VendorCheck,
  type VendorEnrollment,
  type VendorPayment,
  type VendorProvider,
} from './api/vendorApi.js';
import { maskCardNumber, parseVendorLink, vendorLinkQuery, type VendorLink } from './vendorLink.js';

type Purpose = 'enroll' | 'payments';
type Status = VendorCheck['status'];

/** docs/requirements.md#spec-4-states vendor statuses as a vendor reads them. */
export const VENDOR_STATUS_LABEL: Record<Status, string> = {
  ACTIVE: 'Active — enrolled',
  PENDING: 'Pending — enrollment not yet complete',
  INACTIVE: 'Inactive',
  DELETED: 'Closed',
};

/** A name that ends a sentence: no second full stop after 'Co.' or 'Inc.'. */
export const endSentence = (name: string): string => (name.endsWith('.') ? name : `${name}.`);

const EMAIL_NAME: Record<Purpose, string> = { enroll: 'enrollment email', payments: 'payment email' };

/** /vendorPayment: a vendor verifies with its security code, then sees its payments and each one's card. */
export function VendorPaymentPage() {
  return <VendorPortal purpose="payments" />;
}

/** /enrollVendor: a vendor checks its enrollment, verifies with its security code and enrolls. */
export function EnrollVendorPage() {
  return <VendorPortal purpose="enroll" />;
}

function VendorPortal({ purpose }: { purpose: Purpose }) {
  const search = useSearch();
  const link = useMemo(() => parseVendorLink(search), [search]);
  return (
    <>
      <h1>{purpose === 'enroll' ? 'Vendor Enrollment' : 'Vendor Payment'}</h1>
      {link ? <VendorFlow key={`${link.companyId}/${link.key}`} link={link} purpose={purpose} /> : <IncompleteLink purpose={purpose} />}
    </>
  );
}

function IncompleteLink({ purpose }: { purpose: Purpose }) {
  return (
    <>
      <Alert tone="error" title="This link is incomplete">
        <p>
          To continue, open the link in your {EMAIL_NAME[purpose]} again. If you copied the link into your browser, make sure you copied all
          of it — it ends with your vendor key.
        </p>
      </Alert>
      <section className="panel" aria-labelledby="vendor-about">
        <h2 id="vendor-about">{purpose === 'enroll' ? 'Enrolling to be paid by virtual card' : 'Viewing a virtual card payment'}</h2>
        {purpose === 'enroll' ? (
          <p>
            Companies that pay their suppliers by virtual card send each supplier an enrollment email with a link to this page and a
            security code. Enrolling confirms who should receive payment notices; after that, each payment arrives as a single-use card for
            the invoice amount.
          </p>
        ) : (
          <p>
            When a company pays you by virtual card, you receive a payment email with a link to this page. After you confirm the security
            code from your enrollment email, you can see every payment sent to you and the card details to process each one.
          </p>
        )}
      </section>
    </>
  );
}

function VendorFlow({ link, purpose }: { link: VendorLink; purpose: Purpose }) {
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

function UnknownVendor({ purpose }: { purpose: Purpose }) {
  return (
    <Alert tone="error" title="We couldn't find this vendor link">
      <p>
        The link doesn't match a vendor we pay by virtual card. It may be from an older email that has since been replaced, or the vendor
        account may have been closed.
      </p>
      <p>Open the most recent {EMAIL_NAME[purpose]} you received, or ask the company that pays you to send a new one.</p>
    </Alert>
  );
}

function ProviderHelp({ provider, companyName }: { provider: Loaded<VendorProvider>; companyName: string }) {
  if (provider.status !== 'success') {
    return (
      <section className="panel" aria-labelledby="vendor-help">
        <h2 id="vendor-help">Questions?</h2>
        <p>For questions about an invoice or a payment amount, contact {companyName}'s accounts payable team.</p>
      </section>
    );
  }
  const p = provider.data;
  return (
    <section className="panel" aria-labelledby="vendor-help">
      <h2 id="vendor-help">Questions?</h2>
      <p>
        {companyName} pays you with virtual cards issued by {p.brandValueDisplay}. For help with this page or with processing a card, call{' '}
        <PhoneLink phone={p.phone} /> or email <a href={`mailto:${p.email}`}>{p.email}</a>.
      </p>
      <p>For questions about an invoice or a payment amount, contact {companyName}'s accounts payable team.</p>
    </section>
  );
}

function VerifyStep({
  link,
  vendor,
  purpose,
  expired,
  onVerified,
}: {
  link: VendorLink;
  vendor: VendorCheck;
  purpose: Purpose;
  expired: boolean;
  onVerified: (token: string) => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const auto = !vendor.securityCodeRequired;

  const run = async (securityCode: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const res = await verifyVendor(link, securityCode);
      onVerified(res.vendorToken);
    } catch (err) {
      setBusy(false);
      const f = classify(err);
      if (f.kind === 'unauthorized' && !auto) {
        setFieldError('That security code doesn’t match. Check the code in your enrollment email and try again.');
        inputRef.current?.focus();
      } else if (f.kind === 'locked') {
        setFailure({
          title: 'Too many incorrect codes',
          text: (f.throttled && f.platformMessage) || 'For your security, verification is locked for 15 minutes. Please try again later.',
        });
      } else if (f.kind === 'notFound') {
        setFailure({
          title: 'This link is no longer valid',
          text: `Open the most recent ${EMAIL_NAME[purpose]} you received, or ask ${vendor.companyName} to send a new one.`,
        });
      } else {
        setFailure({
          title: 'We couldn’t check your code',
          text: 'Our systems may be busy or briefly unavailable. Please try again in a few minutes.',
        });
      }
    }
  };

  useEffect(() => {
    if (auto) void run(NO_CODE_MARKER);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link opened with its code: checked once
  }, [auto]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const value = code.trim();
    if (!value) {
      setFieldError('Enter the security code from your enrollment email.');
      inputRef.current?.focus();
      return;
    }
    if (!/^[A-Za-z0-9]{1,20}$/.test(value)) {
      setFieldError('The security code is made of letters and numbers only, up to 20 characters.');
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    void run(value);
  };

  if (auto) {
    return failure ? (
      <Alert tone="error" title={failure.title}>
        <p>{failure.text}</p>
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => void run(NO_CODE_MARKER)}>
            Try again
          </button>
        </p>
      </Alert>
    ) : (
      <LoadingState label="Confirming your link…" />
    );
  }

  return (
    <section className="panel" aria-labelledby="vendor-verify">
      <h2 id="vendor-verify">Confirm it's you</h2>
      {expired ? (
        <Alert tone="info">
          <p>For your security, your session on this page ended. Enter your security code again to continue.</p>
        </Alert>
      ) : null}
      <p>
        {purpose === 'enroll'
          ? `To enroll ${vendor.vendorName}, enter the security code from the enrollment email ${vendor.companyName} sent you.`
          : `To see the payments ${vendor.companyName} has sent ${vendor.vendorName}, enter the security code from your enrollment email.`}
      </p>
      {failure ? (
        <Alert tone="error" title={failure.title}>
          <p>{failure.text}</p>
        </Alert>
      ) : null}
      <form className="form-narrow" noValidate onSubmit={submit}>
        <TextField
          ref={inputRef}
          label="Security Code"
          name="securityCode"
          hint="The code in your enrollment email, for example 123456."
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={code}
          error={fieldError}
          onChange={(e) => setCode(e.target.value)}
          required
        />
        <Button type="submit" loading={busy}>
          Verify
        </Button>
        {busy ? (
          <span className="visually-hidden" role="status">
            Checking your code…
          </span>
        ) : null}
      </form>
    </section>
  );
}

const EMPTY_FORM: EnrollFormValues = { contactFirstname: '', contactLastname: '', contactEmail: '', contactPhone: '', acceptTerms: false };

function EnrollForm({
  link,
  token,
  vendor,
  onEnrolled,
  onExpired,
}: {
  link: VendorLink;
  token: string;
  vendor: VendorCheck;
  onEnrolled: (e: VendorEnrollment) => void;
  onExpired: () => void;
}) {
  const [values, setValues] = useState<EnrollFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<EnrollFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped on each refused submit: after React has painted the errors, focus the first field with one.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const set = <K extends keyof EnrollFormValues>(k: K, v: EnrollFormValues[K]) => setValues((old) => ({ ...old, [k]: v }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const result = validateEnrollForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      onEnrolled(await enrollVendor(link, token, result.value));
    } catch (err) {
      setBusy(false);
      const f = classify(err);
      if (f.kind === 'unauthorized') onExpired();
      else if (f.kind === 'invalid')
        setFailure(`Some details weren't accepted: ${f.platformMessage ?? 'please check each field and try again.'}`);
      else if (f.kind === 'denied')
        setFailure(`${vendor.companyName} isn't accepting enrollment for this vendor right now. Contact their accounts payable team.`);
      else
        setFailure(
          'We couldn’t complete your enrollment just now. Our systems may be busy or briefly unavailable — your details are still here, so please try again in a few minutes.',
        );
    }
  };

  return (
    <section className="panel" aria-labelledby="vendor-enroll">
      <h2 id="vendor-enroll">Confirm your payment contact</h2>
      <p>
        Tell us who at {vendor.vendorName} should receive payment notices from {endSentence(vendor.companyName)} Each notice links to the
        card details for one payment.
      </p>
      {failure ? (
        <Alert tone="error" title="Enrollment didn't go through">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <form ref={formRef} className="form-narrow" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label="First Name"
          name="contactFirstname"
          autoComplete="given-name"
          value={values.contactFirstname}
          error={errors.contactFirstname}
          onChange={(e) => set('contactFirstname', e.target.value)}
          required
        />
        <TextField
          label="Last Name"
          name="contactLastname"
          autoComplete="family-name"
          value={values.contactLastname}
          error={errors.contactLastname}
          onChange={(e) => set('contactLastname', e.target.value)}
          required
        />
        <TextField
          label="Email Address"
          name="contactEmail"
          type="email"
          autoComplete="email"
          hint="Payment notices are sent here."
          value={values.contactEmail}
          error={errors.contactEmail}
          onChange={(e) => set('contactEmail', e.target.value)}
          required
        />
        <TextField
          label="Phone Number (optional)"
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          value={values.contactPhone}
          error={errors.contactPhone}
          onChange={(e) => set('contactPhone', e.target.value)}
        />
        <h3>Virtual card payment terms</h3>
        <ul>
          <li>Each payment is a single-purpose card for the amount shown in its payment notice. Charge it for that amount only.</li>
          <li>A card may be used only the number of times and until the date shown for it; after that it is declined.</li>
          <li>Your usual card-acceptance fees apply under your merchant agreement.</li>
          <li>Keep card details confidential and process them only through your payment terminal or gateway.</li>
        </ul>
        <Checkbox
          label={`I accept the virtual card payment terms on behalf of ${vendor.vendorName}`}
          name="acceptTerms"
          checked={values.acceptTerms}
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
          onChange={(e) => set('acceptTerms', e.target.checked)}
        />
        {errors.acceptTerms ? (
          <p id="accept-terms-error" className="field-error">
            {errors.acceptTerms}
          </p>
        ) : null}
        <Button type="submit" loading={busy}>
          Enroll
        </Button>
        {busy ? (
          <span className="visually-hidden" role="status">
            Enrolling…
          </span>
        ) : null}
      </form>
    </section>
  );
}

const PAYMENT_STATUS: Record<string, string> = { 'Not Used': 'Ready to process', Used: 'Processed', closed: 'Expired', active: 'Active' };
export const paymentStatusLabel = (s: string): string => PAYMENT_STATUS[s] ?? (s ? s.charAt(0).toUpperCase() + s.slice(1) : 'Unknown');

function PaymentsView({ link, token, vendor, onExpired }: { link: VendorLink; token: string; vendor: VendorCheck; onExpired: () => void }) {
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

function CardDetails({
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
