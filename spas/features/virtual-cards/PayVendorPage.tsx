import { useEffect, useMemo, useRef, useState } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { Vendor, VendorPayment } from '../../../shared/contract/virtualCards.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { factKeys } from '../../../shared/session/facts/index.js';
import { user } from '../../../shared/session/store.js';
import { useQueryParams } from '../../lib/useQueryParams.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { useReviewKeys } from '../../lib/useReviewKeys.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { DataState, SummaryList } from '../../ui/DataSection.js';
import { TextField } from '../../ui/TextField.js';
import { SelectField } from '../../ui/forms/SelectField.js';
import { fieldError } from '../../ui/forms/fieldError.js';
import { useZodForm } from '../../ui/forms/useZodForm.js';
import { vcKeys } from './api/base.js';
import { payVendor, type NewVendorPayment } from './api/payVendor.js';
import { vendorQuery } from './api/vendor.js';
import { vendorChoicesQuery } from './api/vendors.js';
import { EmailPayment } from './components/EmailPayment.js';
import { WithCompany } from './components/WithCompany.js';
import {
  paymentFormSchema,
  emptyPaymentForm,
  toPaymentRequest,
  validityText,
  vendorDefaults,
  type PaymentFormValues,
} from './paymentForm.js';
import { refusalText } from './refusal.js';
import { vendorEmails } from './vendorForm.js';
import { VENDOR_STATUS_LABEL, VENDOR_STATUS_TEXT } from './vendorStatus.js';
import './virtualCards.css';

const ACTIVE = ['ACTIVE'] as const;

/**
 * /pa/virtual-cards/pay: choose an ACTIVE vendor (or arrive with `?vendorId=`), the amount, invoice number,
 * valid days and uses (the vendor's defaults prefilled), review, then issue the single-purpose virtual card — one
 * card however often the review is confirmed (an Idempotency-Key per review, kept when the same payment is reviewed
 * again after a try that was not answered) — and email it to the vendor.
 */
export function PayVendorPage() {
  return (
    <>
      <h1>Pay a Vendor</h1>
      <AppLink className="vc-back" href={pathOf('pa', 'virtualCards')}>
        ← Virtual Cards
      </AppLink>
      <WithCompany>{(companyId) => <PayVendor companyId={companyId} />}</WithCompany>
    </>
  );
}

function PayVendor({ companyId }: { companyId: string }) {
  const [params] = useQueryParams();
  const asked = /^\d{1,12}$/.test(params.get('vendorId') ?? '') ? params.get('vendorId')! : null;
  const active = useQuery(vendorChoicesQuery(companyId, ACTIVE));
  const preselected = useQuery({ ...vendorQuery(companyId, asked ?? ''), enabled: asked !== null });
  const [issued, setIssued] = useState<{ payment: VendorPayment; vendor: Vendor } | null>(null);

  if (issued) return <Issued {...issued} companyId={companyId} onAnother={() => setIssued(null)} />;
  return (
    <DataState state={active} what="your active vendors" retry={() => void active.refetch()}>
      {(list) => (
        <>
          {asked && preselected.data && preselected.data.status !== 'ACTIVE' ? (
            <Alert tone="info" title={`${preselected.data.shortName} can’t be paid`}>
              <p>
                It is {VENDOR_STATUS_LABEL[preselected.data.status].toLowerCase()}: {VENDOR_STATUS_TEXT[preselected.data.status]}{' '}
                <AppLink href={pathOf('pa', 'vendor', { vendorId: String(preselected.data.vendorId) })}>
                  Open {preselected.data.shortName}
                </AppLink>
              </p>
            </Alert>
          ) : null}
          {list.content.length === 0 ? (
            <Alert tone="info" title="No vendor can be paid yet">
              <p>
                Only active vendors can be paid. <AppLink href={pathOf('pa', 'addVendor')}>Add a vendor</AppLink>, then resend its
                enrollment email from its page to make it active.
              </p>
            </Alert>
          ) : (
            <PaymentForm
              companyId={companyId}
              vendors={list.content}
              initialVendor={asked && list.content.some((v) => String(v.vendorId) === asked) ? asked : ''}
              onIssued={(payment, vendor) => setIssued({ payment, vendor })}
            />
          )}
        </>
      )}
    </DataState>
  );
}

function PaymentForm({
  companyId,
  vendors,
  initialVendor,
  onIssued,
}: {
  companyId: string;
  vendors: Vendor[];
  initialVendor: string;
  onIssued: (p: VendorPayment, v: Vendor) => void;
}) {
  const queryClient = useQueryClient();
  const authorityLimit = useSignalValue(user)?.authorityLimit ?? null;
  const schema = useMemo(() => paymentFormSchema(authorityLimit), [authorityLimit]);
  const form = useZodForm(schema, emptyPaymentForm(initialVendor));
  const [review, setReview] = useState<{ request: NewVendorPayment; vendor: Vendor; key: string } | null>(null);
  const keys = useReviewKeys<{ companyId: string; request: NewVendorPayment }>();
  const vendorId = form.watch('vendorId');
  const vendor = vendors.find((v) => String(v.vendorId) === vendorId) ?? null;
  const prefilled = useRef<string>('');

  useEffect(() => {
    // The vendor's defaults, each time another vendor is chosen (not when the list is merely refreshed).
    if (!vendor || prefilled.current === vendorId) return;
    prefilled.current = vendorId;
    const d = vendorDefaults(vendor);
    form.setValue('validDays', d.validDays, { shouldValidate: form.formState.isSubmitted });
    form.setValue('usesAllowed', d.usesAllowed, { shouldValidate: form.formState.isSubmitted });
  }, [vendorId, vendor, form]);

  const submit = form.handleSubmit((values: PaymentFormValues) => {
    const v = vendors.find((x) => String(x.vendorId) === values.vendorId);
    if (!v) return;
    const request = toPaymentRequest(values);
    setReview({ request, vendor: v, key: keys.keyFor({ companyId, request }) });
  });
  const err = (name: keyof PaymentFormValues) => fieldError(form.formState.errors, name);

  return (
    <>
      <form className="vc-form" noValidate onSubmit={(e) => void submit(e)}>
        <p className="field-hint">All fields are required unless marked optional. Only active vendors can be paid.</p>
        <fieldset className="vc-fieldset">
          <legend>Payment</legend>
          <div className="vc-form-grid">
            <SelectField
              label="Vendor"
              placeholder="Choose a vendor"
              options={vendors.map((v) => ({ value: String(v.vendorId), label: `${v.shortName} (ID ${v.vendorId})` }))}
              {...form.register('vendorId')}
              error={err('vendorId')}
            />
            <TextField
              label="Amount"
              inputMode="decimal"
              hint="In dollars, like 1,250.00."
              maxLength={16}
              {...form.register('amount')}
              error={err('amount')}
            />
            <TextField label="Invoice number" maxLength={40} {...form.register('invoiceNumber')} error={err('invoiceNumber')} />
            <TextField label="Memo (optional)" maxLength={200} {...form.register('memo')} error={err('memo')} />
          </div>
        </fieldset>
        <fieldset className="vc-fieldset">
          <legend>Card limits</legend>
          <div className="vc-form-grid">
            <TextField
              label="Valid days (optional)"
              inputMode="numeric"
              hint="How many days the card works. Empty: no limit."
              maxLength={4}
              {...form.register('validDays')}
              error={err('validDays')}
            />
            <TextField
              label="Uses allowed"
              inputMode="numeric"
              hint="How many charges the card allows."
              maxLength={3}
              {...form.register('usesAllowed')}
              error={err('usesAllowed')}
            />
          </div>
          {vendor ? <VendorTerms vendor={vendor} /> : null}
        </fieldset>
        <div className="vc-form-actions">
          <Button type="submit">Review payment</Button>
        </div>
      </form>
      <ConfirmDialog
        open={review !== null}
        title="Review the payment"
        confirmLabel="Issue virtual card"
        cancelLabel="Back"
        onCancel={() => setReview(null)}
        failureText={(e) => refusalText(e, 'The payment', true)}
        onConfirm={async () => {
          if (!review) return;
          const payment = await keys.attempt({ companyId, request: review.request }, review.key, () =>
            payVendor(companyId, review.request, review.key),
          );
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: vcKeys.company(companyId) }),
            queryClient.invalidateQueries({ queryKey: factKeys.company(companyId) }),
          ]);
          setReview(null);
          onIssued(payment, review.vendor);
        }}
      >
        {review ? (
          <>
            <SummaryList
              rows={[
                ['Vendor', review.vendor.shortName],
                ['Amount', formatMoney(review.request.amount)],
                ['Invoice number', review.request.invoiceNumber ?? ''],
                ['Memo', review.request.memo ?? 'None'],
                ['Valid', validityText(review.request.validDays)],
                ['Uses allowed', String(review.request.usesAllowed)],
              ]}
            />
            <p>
              A single-purpose virtual card for this amount is issued to {review.vendor.shortName} at once. You can email it to the vendor
              next.
            </p>
          </>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function VendorTerms({ vendor: v }: { vendor: Vendor }) {
  return (
    <ul className="field-hint">
      <li>
        {v.shortName}’s defaults: {v.defaultVcValidDays === null ? 'no limit on days' : `${v.defaultVcValidDays} days`},{' '}
        {v.defaultVcUsesAllowed} {v.defaultVcUsesAllowed === 1 ? 'use' : 'uses'}.
      </li>
      <li>
        {v.invoiceAmountOnly
          ? 'Cards approve only the exact invoice amount.'
          : v.tolerancePercent > 0
            ? `Charges up to ${v.tolerancePercent}% over the amount are approved.`
            : 'Charges over the amount are declined.'}
      </li>
    </ul>
  );
}

function Issued({
  payment: p,
  vendor,
  companyId,
  onAnother,
}: {
  payment: VendorPayment;
  vendor: Vendor;
  companyId: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="panel" aria-labelledby="issued-heading">
      <h2 id="issued-heading" ref={heading} tabIndex={-1}>
        Virtual card issued
      </h2>
      <Alert tone="success">
        <p>
          Payment {p.paymentId} to {vendor.shortName} for {formatMoney(p.amount)} is on a virtual card ending {p.cardNumberLast4}.
        </p>
      </Alert>
      <SummaryList
        rows={[
          ['Payment', String(p.paymentId)],
          ['Vendor', vendor.shortName],
          ['Amount', formatMoney(p.amount)],
          ['Invoice number', p.invoiceNumber || 'None'],
          ['Card', `Ending ${p.cardNumberLast4}`],
          ['Valid to', p.validTo ? formatDate(p.validTo) : 'No limit'],
          ['Uses allowed', String(p.usesAllowed)],
        ]}
      />
      <EmailPayment companyId={companyId} payment={p} recipients={vendorEmails(vendor)} />
      <div className="vc-actions">
        <AppLink className="btn btn-secondary" href={pathOf('pa', 'vendorPayment', { paymentId: String(p.paymentId) })}>
          View the payment
        </AppLink>
        <Button variant="secondary" onClick={onAnother}>
          Pay another vendor
        </Button>
      </div>
    </section>
  );
}
