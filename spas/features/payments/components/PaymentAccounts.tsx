import { useState } from '../../../lib/react-deps.js';
import type { PaymentAccount, PaymentInfo } from '../../../../shared/contract/payments.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert, SuccessNote } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { TextField } from '../../../ui/TextField.js';
import { RadioField } from '../../../ui/forms/RadioField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { actionColumn } from '../../../ui/table/actionColumn.js';
import type { TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { addPaymentAccount } from '../api/addPaymentAccount.js';
import { removePaymentAccount } from '../api/removePaymentAccount.js';
import { bankAccountDefaults, bankAccountSchema } from '../bankAccountForm.js';
import { accountLabel } from '../paymentForm.js';
import { useRefreshAfterPaymentChange } from '../refreshPayments.js';

const ACCOUNT_TYPES = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
] as const;

/** Masked on screen: the last four digits only (the platform answers no more of the account number). */
const masked = (digits: string): string => `…${digits.slice(-4)}`;

/**
 * Payment Accounts: the bank accounts payments come from, up to the platform's limit; add a checking or savings
 * account (routing number with the ABA checksum, the account number twice), shown masked once saved; remove one
 * after a confirm step — the platform's refusal while AutoPay or a scheduled payment uses it is shown in its words.
 */
export function PaymentAccounts({ info, cardRef }: { info: PaymentInfo; cardRef: string }) {
  const table = useTableState({ prefix: 'accounts', sortable: ['nickname', 'bank', 'type'], defaultSort: null });
  const [removing, setRemoving] = useState<PaymentAccount | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refresh = useRefreshAfterPaymentChange(cardRef);
  const limit = info.limits.maxPaymentAccounts;
  const count = info.paymentAccounts.length;
  const columns: TableColumn<PaymentAccount>[] = [
    { id: 'nickname', header: 'Name', text: (a) => a.nickname },
    { id: 'bank', header: 'Bank', text: (a) => a.bankName },
    { id: 'type', header: 'Type', text: (a) => (a.accountType === 'checking' ? 'Checking' : 'Savings') },
    { id: 'routing', header: 'Routing number', sortable: false, text: (a) => masked(a.routingNumber) },
    { id: 'number', header: 'Account number', sortable: false, text: (a) => masked(a.accountNumberLast4) },
    actionColumn({
      label: 'Remove',
      name: (a) => `Remove ${accountLabel(a)}`,
      onClick: (a) => {
        setDone(null);
        setRemoving(a);
      },
    }),
  ];
  return (
    <>
      <section className="panel" aria-labelledby="payment-accounts">
        <h2 id="payment-accounts">Payment Accounts</h2>
        <p>
          {count} of {limit} bank accounts. Payments and AutoPay are made from these.
        </p>
        <SuccessNote text={done} />
        <DataTable
          caption="Payment accounts"
          captionHidden
          columns={columns}
          rows={info.paymentAccounts}
          rowKey={(a) => String(a.paymentAccountId)}
          table={table}
          what="payment accounts"
          emptyText="No payment accounts yet. Add the bank account you want to pay from."
        />
      </section>
      <section className="panel" aria-labelledby="add-payment-account">
        <h2 id="add-payment-account">Add a payment account</h2>
        {count >= limit ? (
          <Alert tone="info">
            <p>You have {limit} payment accounts, the most we can keep. Remove one to add another.</p>
          </Alert>
        ) : (
          <AddAccountForm
            cardRef={cardRef}
            onAdded={async (a) => {
              await refresh();
              setDone(`${a.nickname} (${a.accountType} …${a.accountNumberLast4}) was added.`);
            }}
          />
        )}
      </section>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this payment account?"
        confirmLabel="Remove account"
        cancelLabel="Keep account"
        danger
        onCancel={() => setRemoving(null)}
        failureText={(err) => actionFailureText(err, 'remove the account')}
        onConfirm={async () => {
          if (!removing) return;
          await removePaymentAccount(removing.paymentAccountId);
          await refresh();
          setDone(`${accountLabel(removing)} was removed.`);
          setRemoving(null);
        }}
      >
        {removing ? (
          <p>
            {accountLabel(removing)} at {removing.bankName} will no longer be available for payments or AutoPay.
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}

function AddAccountForm({ cardRef, onAdded }: { cardRef: string; onAdded: (a: PaymentAccount) => Promise<void> }) {
  const form = useZodForm(bankAccountSchema, bankAccountDefaults);
  const errors = form.formState.errors;
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    try {
      const added = await addPaymentAccount({ cardNumber: cardRef, ...input });
      // The numbers leave the page once saved: only the masked account is shown from now on.
      form.reset(bankAccountDefaults);
      await onAdded(added);
    } catch (err) {
      setFailure(actionFailureText(err, 'add the account'));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="form-narrow">
      {failure ? (
        <Alert tone="error" title="The account wasn’t added">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TextField
        label="Account name"
        hint="A name you will recognise, like “Everyday Checking”."
        autoComplete="off"
        {...form.register('nickname')}
        error={fieldError(errors, 'nickname')}
      />
      <TextField label="Bank name" autoComplete="off" {...form.register('bankName')} error={fieldError(errors, 'bankName')} />
      <RadioField
        legend="Account type"
        options={ACCOUNT_TYPES}
        registration={form.register('accountType')}
        error={fieldError(errors, 'accountType')}
      />
      <TextField
        label="Routing number"
        hint="The 9 digits at the bottom left of a check."
        inputMode="numeric"
        autoComplete="off"
        {...form.register('routingNumber')}
        error={fieldError(errors, 'routingNumber')}
      />
      <TextField
        label="Account number"
        inputMode="numeric"
        autoComplete="off"
        {...form.register('accountNumber')}
        error={fieldError(errors, 'accountNumber')}
      />
      <TextField
        label="Confirm account number"
        inputMode="numeric"
        autoComplete="off"
        {...form.register('confirmAccountNumber')}
        error={fieldError(errors, 'confirmAccountNumber')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Add account
      </Button>
    </form>
  );
}
