import { useState } from '../../../lib/react-deps.js';
import type { PaymentInfo } from '../../../../shared/contract/payments.js';
import { formatMoney } from '../../../../shared/format/format.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert, SuccessNote } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { TextField } from '../../../ui/TextField.js';
import { RadioField } from '../../../ui/forms/RadioField.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { PaymentAccountSelect } from './PaymentAccountSelect.js';
import { saveAutopay, type AutopayChange } from '../api/saveAutopay.js';
import {
  AUTOPAY_AMOUNTS,
  AUTOPAY_DAYS,
  autopayDefaults,
  autopaySchema,
  daysLabel,
  describeAutopay,
  type AutopaySettings,
} from '../autopayForm.js';
import { accountLabel } from '../paymentForm.js';
import { useGoToTab } from '../paymentsTabs.js';
import { useRefreshAfterPaymentChange } from '../refreshPayments.js';

type Pending = { kind: 'save'; settings: AutopaySettings } | { kind: 'cancel' };

/**
 * AutoPay: whether it is on, which amount (minimum due, statement balance or a fixed amount), from which account
 * and how early; enrol, change and cancel, each confirmed in a dialog before anything is sent.
 */
export function AutoPay({ info, cardRef, creditLimit }: { info: PaymentInfo; cardRef: string; creditLimit: number | null }) {
  const a = info.autopay;
  const current = a.enrolled ? info.paymentAccounts.find((p) => p.paymentAccountId === a.paymentAccountId) : undefined;
  const [pending, setPending] = useState<Pending | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = useRefreshAfterPaymentChange(cardRef);
  const goTo = useGoToTab();
  const labelOf = (id: number) => {
    const acct = info.paymentAccounts.find((p) => p.paymentAccountId === id);
    return acct ? accountLabel(acct) : `account ${id}`;
  };

  const run = async (change: AutopayChange, message: string) => {
    await saveAutopay(cardRef, change);
    await refresh();
    setPending(null);
    setDone(message);
  };

  return (
    <>
      <section className="panel" aria-labelledby="autopay-status">
        <h2 id="autopay-status">AutoPay is {a.enrolled ? 'on' : 'off'}</h2>
        <p>{describeAutopay(a, current ? accountLabel(current) : null)}</p>
        <SuccessNote text={done} />
        {a.enrolled ? (
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setPending({ kind: 'cancel' });
            }}
          >
            Cancel AutoPay
          </Button>
        ) : null}
      </section>
      <section className="panel" aria-labelledby="autopay-form">
        <h2 id="autopay-form">{a.enrolled ? 'Change AutoPay' : 'Set up AutoPay'}</h2>
        {info.paymentAccounts.length ? null : (
          <Alert tone="info">
            <p>
              AutoPay pays from one of your bank accounts, and you have none yet.{' '}
              <button type="button" className="btn-link" onClick={() => goTo('managePaymentAccounts')}>
                Add a payment account
              </button>
            </p>
          </Alert>
        )}
        <AutopayForm
          key={JSON.stringify([a, info.paymentAccounts.map((p) => p.paymentAccountId)])}
          info={info}
          creditLimit={creditLimit}
          onSubmit={(settings) => {
            setDone(null);
            setPending({ kind: 'save', settings });
          }}
        />
      </section>
      <ConfirmDialog
        open={pending?.kind === 'save'}
        title={a.enrolled ? 'Change AutoPay?' : 'Turn on AutoPay?'}
        confirmLabel={a.enrolled ? 'Save changes' : 'Turn on AutoPay'}
        onCancel={() => setPending(null)}
        failureText={(err) => actionFailureText(err, 'save your AutoPay settings')}
        onConfirm={() => {
          if (pending?.kind !== 'save') return;
          const s = pending.settings;
          return run({ enrolled: true, ...s }, a.enrolled ? 'AutoPay was changed.' : 'AutoPay is on.');
        }}
      >
        {pending?.kind === 'save' ? (
          <p>
            Each month AutoPay will pay{' '}
            {pending.settings.amountType === 'FIXED'
              ? formatMoney(pending.settings.fixedAmount)
              : pending.settings.amountType === 'STATEMENT'
                ? 'the statement balance'
                : 'the minimum payment due'}{' '}
            from {labelOf(pending.settings.paymentAccountId)}, {daysLabel(pending.settings.daysBeforeDue).toLowerCase()}.
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'cancel'}
        title="Cancel AutoPay?"
        confirmLabel="Cancel AutoPay"
        cancelLabel="Keep AutoPay"
        danger
        onCancel={() => setPending(null)}
        failureText={(err) => actionFailureText(err, 'cancel AutoPay')}
        onConfirm={() => run({ enrolled: false }, 'AutoPay is off. Remember to make a payment by each due date.')}
      >
        <p>AutoPay will stop. Payments already scheduled are not affected; you will need to pay each statement yourself.</p>
      </ConfirmDialog>
    </>
  );
}

function AutopayForm({
  info,
  creditLimit,
  onSubmit,
}: {
  info: PaymentInfo;
  creditLimit: number | null;
  onSubmit: (s: AutopaySettings) => void;
}) {
  const form = useZodForm(
    autopaySchema(info.paymentAccounts, info.limits.minimumAmount, creditLimit),
    autopayDefaults(info.autopay, info.paymentAccounts),
  );
  const errors = form.formState.errors;
  const amountType = form.watch('amountType');
  return (
    <form noValidate className="form-narrow" onSubmit={form.handleSubmit(onSubmit)}>
      <RadioField
        legend="AutoPay pays"
        options={AUTOPAY_AMOUNTS}
        registration={form.register('amountType')}
        error={fieldError(errors, 'amountType')}
      />
      {amountType === 'FIXED' ? (
        <TextField
          label="Fixed amount"
          inputMode="decimal"
          autoComplete="off"
          hint="Paid each month; if your balance is lower, AutoPay pays the balance."
          {...form.register('fixedAmount')}
          error={fieldError(errors, 'fixedAmount')}
        />
      ) : null}
      <PaymentAccountSelect
        accounts={info.paymentAccounts}
        registration={form.register('paymentAccountId')}
        error={fieldError(errors, 'paymentAccountId')}
      />
      <SelectField
        label="When"
        options={AUTOPAY_DAYS.map((d) => ({ value: String(d), label: daysLabel(d) }))}
        {...form.register('daysBeforeDue')}
        error={fieldError(errors, 'daysBeforeDue')}
      />
      <Button type="submit">{info.autopay.enrolled ? 'Save AutoPay changes' : 'Enroll in AutoPay'}</Button>
    </form>
  );
}
