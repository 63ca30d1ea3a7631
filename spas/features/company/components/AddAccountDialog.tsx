import { useEffect, useState } from '../../../lib/react-deps.js';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import type { Company } from '../../../../shared/contract/company.js';
import { actionFailureText } from '../../../lib/failure.js';
import { newIdempotencyKey } from '../../../lib/idempotencyKey.js';
import { Dialog } from '../../../ui/Dialog.js';
import { FormFooter } from '../../../ui/forms/FormFooter.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { TextField } from '../../../ui/TextField.js';
import { formatMoney } from '../../../../shared/format/format.js';
import { newAccountSchema } from '../accountForms.js';
import { addAccount } from '../api/account.js';

const TYPES = [
  { value: 'Sub', label: 'Sub — a card for an employee' },
  { value: 'Ghost Sub', label: 'Ghost Sub — a card number for a department or supplier, no plastic' },
  { value: 'Virtual Sub', label: 'Virtual Sub — a virtual card' },
] as const;

/** Add account (AM, T1): a new Sub, Ghost Sub or Virtual Sub, checked before it is sent, once per dialog (Idempotency-Key). */
export function AddAccountDialog({
  open,
  company,
  onClose,
  onAdded,
}: {
  open: boolean;
  company: Company;
  onClose: () => void;
  onAdded: (a: AccountDetail) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} title="Add an account" onCancel={busy ? undefined : onClose}>
      {open ? <AddAccountForm company={company} onClose={onClose} onAdded={onAdded} onBusy={setBusy} /> : null}
    </Dialog>
  );
}

/** The form, mounted each time the dialog opens: it starts empty with a new Idempotency-Key. */
function AddAccountForm({
  company,
  onClose,
  onAdded,
  onBusy,
}: {
  company: Company;
  onClose: () => void;
  onAdded: (a: AccountDetail) => void;
  onBusy: (busy: boolean) => void;
}) {
  const types = TYPES.filter((t) => t.value !== 'Virtual Sub' || company.companyVirtualCard.virtualCardEnabled);
  const form = useZodForm(
    newAccountSchema(
      company.creditLimit,
      types.map((t) => t.value),
    ),
    {
      accountEntityType: '',
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      creditLimit: '',
      udf1: '',
      udf2: '',
      udf3: '',
    },
  );
  const [key] = useState(newIdempotencyKey);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const added = await addAccount(
        company.accountId,
        {
          accountEntityType: v.accountEntityType as 'Sub' | 'Ghost Sub' | 'Virtual Sub',
          firstName: v.firstName,
          lastName: v.lastName,
          creditLimit: v.creditLimit ?? 0,
          ...(v.email ? { email: v.email } : {}),
          ...(v.phone ? { phone: v.phone } : {}),
          udf1: v.udf1,
          udf2: v.udf2,
          udf3: v.udf3,
        },
        key,
      );
      onAdded(added);
    } catch (err) {
      setFailure(actionFailureText(err));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p className="field-hint">The account is pending until its card is issued. Every field is required unless it says optional.</p>
      <SelectField
        label="Account type"
        placeholder="Choose a type"
        options={types}
        {...form.register('accountEntityType')}
        error={fieldError(errors, 'accountEntityType')}
      />
      <TextField label="First name" autoComplete="off" {...form.register('firstName')} error={fieldError(errors, 'firstName')} />
      <TextField label="Last name" autoComplete="off" {...form.register('lastName')} error={fieldError(errors, 'lastName')} />
      <TextField label="Email (optional)" type="email" autoComplete="off" {...form.register('email')} error={fieldError(errors, 'email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="off" {...form.register('phone')} error={fieldError(errors, 'phone')} />
      <TextField
        label="Credit limit"
        inputMode="decimal"
        hint={company.creditLimit > 0 ? `Up to the company's limit of ${formatMoney(company.creditLimit)}.` : undefined}
        {...form.register('creditLimit')}
        error={fieldError(errors, 'creditLimit')}
      />
      <TextField label="User-defined field 1 (optional)" {...form.register('udf1')} error={fieldError(errors, 'udf1')} />
      <TextField label="User-defined field 2 (optional)" {...form.register('udf2')} error={fieldError(errors, 'udf2')} />
      <TextField label="User-defined field 3 (optional)" {...form.register('udf3')} error={fieldError(errors, 'udf3')} />
      <FormFooter failure={failure} failureTitle="The account was not added" submitLabel="Add account" busy={busy} onCancel={onClose} />
    </form>
  );
}
