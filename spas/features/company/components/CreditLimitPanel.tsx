import { useState } from '../../../lib/react-deps.js';
import type { SubaccountExtras } from '../../../../shared/contract/accounts.js';
import { formatMoney } from '../../../../shared/format/format.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { TextField } from '../../../ui/TextField.js';
import { creditLimitSchema } from '../accountForms.js';
import { saveCreditLimit } from '../api/account.js';

/**
 * The account's credit limit; AM and T1 change it (docs/requirements.md#spec-6-permissions editable company accounts): never above the company's
 * limit (checked beside the field before anything is sent, and by the platform), and only after a confirm step.
 */
export function CreditLimitPanel({
  extras,
  companyLimit,
  canEdit,
  onSaved,
}: {
  extras: SubaccountExtras;
  companyLimit: number | null;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const form = useZodForm(creditLimitSchema(companyLimit), { creditLimit: '' });
  const [pending, setPending] = useState<number | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const submit = form.handleSubmit((v) => {
    setSaved(null);
    setPending(v.creditLimit);
  });
  return (
    <section className="panel" aria-labelledby="limit-heading">
      <h2 id="limit-heading">Credit limit</h2>
      <p>
        The credit limit is <strong>{formatMoney(extras.creditLimit)}</strong>
        {companyLimit ? <> (the company’s limit is {formatMoney(companyLimit)})</> : null}.
      </p>
      {saved !== null ? <p role="status">The credit limit is now {formatMoney(saved)}.</p> : null}
      {canEdit ? (
        <form noValidate className="inline-form" onSubmit={(e) => void submit(e)}>
          <TextField
            label="New credit limit"
            inputMode="decimal"
            {...form.register('creditLimit')}
            error={fieldError(form.formState.errors, 'creditLimit')}
          />
          <Button type="submit" variant="secondary">
            Review change
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title="Change the credit limit?"
        confirmLabel="Change credit limit"
        onCancel={() => setPending(null)}
        failureText={actionFailureText}
        onConfirm={async () => {
          const updated = await saveCreditLimit(extras.accountEntityId, pending!);
          setPending(null);
          setSaved(updated.creditLimit);
          form.reset();
          onSaved();
        }}
      >
        <p>
          From {formatMoney(extras.creditLimit)} to <strong>{formatMoney(pending)}</strong>. The new limit applies to purchases at once
          {pending !== null && pending < extras.currentBalance
            ? '; the balance is above it, so new purchases will be declined until it is paid down'
            : ''}
          .
        </p>
      </ConfirmDialog>
    </section>
  );
}
