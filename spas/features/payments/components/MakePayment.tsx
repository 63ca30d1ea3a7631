import { useState } from '../../../lib/react-deps.js';
import { useQuery } from '../../../lib/data-deps.js';
import { Payment, type PaymentInfo } from '../../../../shared/contract/payments.js';
import { cardEnding, formatDate, formatMoney } from '../../../../shared/format/format.js';
import { aprInfo, breakdown } from '../../../../shared/permissions/policies/cardholderFeatures.js';
import * as z from 'zod/mini';
import { accountSummaryQuery } from '../../../api/accountSummary.js';
import { moneyMoveFailure } from '../../../lib/failure.js';
import { useSubmitOnce } from '../../../lib/useSubmitOnce.js';
import { usePermission } from '../../../lib/usePermission.js';
import { useReviewKeys, type ReviewKeys } from '../../../lib/useReviewKeys.js';
import { Alert } from '../../../ui/Alert.js';
import { BalanceDetails } from '../../../ui/BalanceDetails.js';
import { Button } from '../../../ui/Button.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { TextField } from '../../../ui/TextField.js';
import { StepHeading } from '../../../ui/forms/FormParts.js';
import { RadioField } from '../../../ui/forms/RadioField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { PaymentAccountSelect } from './PaymentAccountSelect.js';
import { makePayment, type PaymentRequest } from '../api/makePayment.js';
import {
  accountLabel,
  amountOptions,
  paymentFormDefaults,
  paymentFormSchema,
  type PaymentDraft,
  type PaymentFormValues,
} from '../paymentForm.js';
import { useGoToTab } from '../paymentsTabs.js';
import { useRefreshAfterPaymentChange } from '../refreshPayments.js';

type Stage = { step: 'form' } | { step: 'review'; draft: PaymentDraft; key: string } | { step: 'done'; payment: Payment };

/**
 * Make a Payment: the balances (and, for the docs/requirements.md#spec-6-permissions APR roles, `Balance details`), then three steps — the payment's
 * amount, account and date; a review that repeats them with `Submit Payment`; the confirmation with its number.
 * The review step makes one Idempotency-Key, used by every press of `Submit Payment` until the payment is
 * edited, so a double click or a retry after a failure answers the first payment instead of paying again; after a
 * try that was not answered, editing and reviewing the same payment again keeps that key (`useReviewKeys`).
 */
export function MakePayment({ info, cardRef, last4 }: { info: PaymentInfo; cardRef: string; last4: string | null }) {
  const [stage, setStage] = useState<Stage>(() => {
    const kept = keptConfirmation(cardRef);
    return kept ? { step: 'done', payment: kept } : { step: 'form' };
  });
  const [values, setValues] = useState<PaymentFormValues>(() => paymentFormDefaults(info));
  const keys = useReviewKeys<PaymentRequest>();
  const goTo = useGoToTab();
  const startOver = () => {
    forgetConfirmation(cardRef);
    setValues(paymentFormDefaults(info));
    setStage({ step: 'form' });
  };

  return (
    <>
      <Balances info={info} cardRef={cardRef} />
      <section className="panel" aria-label="Make a payment">
        {stage.step === 'form' ? (
          info.limits.maximumAmount <= 0 ? (
            <Alert tone="info" title="Nothing to pay right now">
              <p>
                {info.currentBalance <= 0
                  ? `Your current balance is ${formatMoney(info.currentBalance)}, so there is nothing to pay.`
                  : 'Your balance is already covered by the payments you have scheduled.'}{' '}
                <button type="button" className="btn-link" onClick={() => goTo('ePaymentHistory')}>
                  See Payment History
                </button>
              </p>
            </Alert>
          ) : (
            <PaymentForm
              key={formKey(info)}
              info={info}
              initial={values}
              onAddAccount={() => goTo('managePaymentAccounts')}
              onReview={(draft, typed) => {
                setValues(typed);
                setStage({ step: 'review', draft, key: keys.keyFor({ cardNumber: cardRef, ...draft }) });
              }}
            />
          )
        ) : stage.step === 'review' ? (
          <Review
            info={info}
            cardRef={cardRef}
            last4={last4}
            draft={stage.draft}
            idempotencyKey={stage.key}
            keys={keys}
            onEdit={() => setStage({ step: 'form' })}
            onPaid={(payment) => {
              keepConfirmation(cardRef, payment);
              setStage({ step: 'done', payment });
            }}
          />
        ) : (
          <Confirmation payment={stage.payment} info={info} onAnother={startOver} onHistory={() => goTo('ePaymentHistory')} />
        )}
      </section>
    </>
  );
}

/** The form is rebuilt when the platform's figures change (after a payment): its rules come from them. */
const formKey = (info: PaymentInfo): string =>
  JSON.stringify([
    info.limits,
    info.paymentAccounts.map((a) => a.paymentAccountId),
    info.minimumPaymentDue,
    info.statementBalance,
    info.currentBalance,
  ]);

function Balances({ info, cardRef }: { info: PaymentInfo; cardRef: string }) {
  // Both rules are read on every render (hooks in a fixed order), then combined.
  const aprAllowed = usePermission(aprInfo.view).can;
  const breakdownAllowed = usePermission(breakdown.view).can;
  const canSeeDetails = aprAllowed && breakdownAllowed;
  const [open, setOpen] = useState(false);
  const summary = useQuery({ ...accountSummaryQuery(cardRef), enabled: canSeeDetails && open });
  return (
    <section className="panel" aria-labelledby="payment-balances">
      <h2 id="payment-balances">Your balances</h2>
      <SummaryList
        rows={[
          ['Current balance', formatMoney(info.currentBalance)],
          ['Statement balance', formatMoney(info.statementBalance)],
          ['Minimum payment due', formatMoney(info.minimumPaymentDue)],
          ['Payment due date', formatDate(info.paymentDueDate)],
        ]}
      />
      {canSeeDetails ? <BalanceDetails state={summary} onOpen={() => setOpen(true)} retry={() => void summary.refetch()} /> : null}
    </section>
  );
}

function PaymentForm({
  info,
  initial,
  onReview,
  onAddAccount,
}: {
  info: PaymentInfo;
  initial: PaymentFormValues;
  onReview: (draft: PaymentDraft, typed: PaymentFormValues) => void;
  onAddAccount: () => void;
}) {
  const form = useZodForm(paymentFormSchema(info), initial);
  const errors = form.formState.errors;
  const choice = form.watch('choice');
  const options = amountOptions(info).map((o) => ({
    value: o.value,
    label: o.amount === null ? o.label : `${o.label}: ${formatMoney(o.amount)}`,
  }));
  const { earliestDate, latestDate } = info.limits;
  return (
    <form noValidate className="form-narrow" onSubmit={form.handleSubmit((draft) => onReview(draft, form.getValues()))}>
      <StepHeading step={1} of={3} title="Payment details" focus={false} />
      <RadioField legend="Payment amount" options={options} registration={form.register('choice')} error={fieldError(errors, 'choice')} />
      {choice === 'other' ? (
        <TextField
          label="Other amount"
          hint={`From ${formatMoney(info.limits.minimumAmount)} to ${formatMoney(info.limits.maximumAmount)}.`}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('otherAmount')}
          error={fieldError(errors, 'otherAmount')}
        />
      ) : null}
      <PaymentAccountSelect
        accounts={info.paymentAccounts}
        registration={form.register('paymentAccountId')}
        error={fieldError(errors, 'paymentAccountId')}
      />
      <p className="field-hint payment-add-account">
        {info.paymentAccounts.length ? 'Paying from another bank account? ' : 'You need a bank account to pay from. '}
        <button type="button" className="btn-link" onClick={onAddAccount}>
          Add a payment account
        </button>
      </p>
      <TextField
        label="Payment date"
        type="date"
        min={earliestDate}
        max={latestDate}
        hint={`From ${formatDate(earliestDate)} (today) to ${formatDate(latestDate)}. A later date schedules the payment; you can cancel it until that day.`}
        {...form.register('paymentDate')}
        error={fieldError(errors, 'paymentDate')}
      />
      <Button type="submit">Review payment</Button>
    </form>
  );
}

function Review({
  info,
  cardRef,
  last4,
  draft,
  idempotencyKey,
  keys,
  onEdit,
  onPaid,
}: {
  info: PaymentInfo;
  cardRef: string;
  last4: string | null;
  draft: PaymentDraft;
  idempotencyKey: string;
  keys: ReviewKeys<PaymentRequest>;
  onEdit: () => void;
  onPaid: (payment: Payment) => void;
}) {
  const { busy, failure, run } = useSubmitOnce((err) =>
    moneyMoveFailure(err, { what: 'payment', button: 'Submit Payment', edit: 'Edit payment' }),
  );
  const refresh = useRefreshAfterPaymentChange(cardRef);
  const account = info.paymentAccounts.find((a) => a.paymentAccountId === draft.paymentAccountId);
  const today = draft.paymentDate === info.limits.earliestDate;
  // Every press of this review step carries the same key.
  const submit = () =>
    run(async () => {
      const request = { cardNumber: cardRef, ...draft };
      const payment = await keys.attempt(request, idempotencyKey, () => makePayment(request, idempotencyKey));
      await refresh();
      onPaid(payment);
    });
  return (
    <div>
      <StepHeading step={2} of={3} title="Review your payment" focus />
      <SummaryList
        rows={[
          ['Amount', formatMoney(draft.amount)],
          ['Pay from', account ? accountLabel(account) : `Account ${draft.paymentAccountId}`],
          ['Payment date', `${formatDate(draft.paymentDate)}${today ? ' (today)' : ''}`],
          ['Card', `Ending in ${last4 ?? cardEnding(null)}`],
        ]}
      />
      <p>
        {today
          ? 'The payment is made today and lowers your balance at once.'
          : `The payment is scheduled for ${formatDate(draft.paymentDate)}. You can cancel it on Payment History until that day.`}
      </p>
      {failure ? (
        <Alert tone="error" title={failure.retry ? 'We couldn’t confirm your payment' : 'The payment wasn’t accepted'}>
          <p>{failure.text}</p>
        </Alert>
      ) : null}
      <div className="button-row">
        <Button variant="secondary" onClick={onEdit} disabled={busy}>
          Edit payment
        </Button>
        <Button onClick={() => void submit()} loading={busy}>
          Submit Payment
        </Button>
      </div>
      {busy ? (
        <span className="visually-hidden" role="status">
          Submitting your payment…
        </span>
      ) : null}
    </div>
  );
}

function Confirmation({
  payment,
  info,
  onAnother,
  onHistory,
}: {
  payment: Payment;
  info: PaymentInfo;
  onAnother: () => void;
  onHistory: () => void;
}) {
  const account = info.paymentAccounts.find((a) => a.paymentAccountId === payment.paymentAccountId);
  const scheduled = payment.status === 'pending';
  return (
    <div>
      <StepHeading step={3} of={3} title={scheduled ? 'Payment scheduled' : 'Payment submitted'} focus />
      <Alert tone="success" title={`Confirmation number ${payment.confirmationNumber}`}>
        <p>
          {scheduled
            ? `Your payment of ${formatMoney(payment.amount)} is scheduled for ${formatDate(payment.paymentDate)}.`
            : `Your payment of ${formatMoney(payment.amount)} was submitted on ${formatDate(payment.paymentDate)}.`}{' '}
          Keep the confirmation number for your records.
        </p>
      </Alert>
      <SummaryList
        rows={[
          ['Confirmation number', payment.confirmationNumber],
          ['Amount', formatMoney(payment.amount)],
          ['Pay from', account ? accountLabel(account) : `Account ending in ${payment.accountNumberLast4}`],
          ['Payment date', formatDate(payment.paymentDate)],
        ]}
      />
      <div className="button-row">
        <Button onClick={onAnother}>Make another payment</Button>
        <Button variant="secondary" onClick={onHistory}>
          See Payment History
        </Button>
      </div>
    </div>
  );
}

/*
 * The last confirmation stays on this tab for a while (sessionStorage, this card only), so a reload of the
 * confirmation shows the confirmation again instead of an empty form that invites a second payment.
 */
const KEEP_MS = 30 * 60 * 1000;
const storageKey = (cardRef: string) => `payments:confirmation:${cardRef}`;
const Kept = z.object({ at: z.number(), payment: Payment });

function keptConfirmation(cardRef: string): Payment | null {
  try {
    const raw = sessionStorage.getItem(storageKey(cardRef));
    const parsed = raw ? z.safeParse(Kept, JSON.parse(raw)) : null;
    if (!parsed?.success || Date.now() - parsed.data.at > KEEP_MS) return null;
    return parsed.data.payment;
  } catch {
    return null;
  }
}
function keepConfirmation(cardRef: string, payment: Payment): void {
  try {
    sessionStorage.setItem(storageKey(cardRef), JSON.stringify({ at: Date.now(), payment }));
  } catch {
    // Storage refused (private mode, quota): the confirmation is still on screen.
  }
}
function forgetConfirmation(cardRef: string): void {
  try {
    sessionStorage.removeItem(storageKey(cardRef));
  } catch {
    // nothing kept
  }
}
