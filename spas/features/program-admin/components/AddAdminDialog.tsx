import { useEffect, useState } from '../../../lib/react-deps.js';
import { formatMoney } from '../../../../shared/format/format.js';
import { MAX_AUTHORITY_LIMIT } from '../../../../shared/contract/user.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Dialog } from '../../../ui/Dialog.js';
import { FormFooter } from '../../../ui/forms/FormFooter.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { TextField } from '../../../ui/TextField.js';
import { newAdminSchema, roleFromText, ROLE_OPTIONS } from '../adminForms.js';
import type { AdminScope } from '../../../../shared/session/adminScope.js';
import { createAdmin } from '../api/userAdmin.js';

const EMPTY = { companyId: '', username: '', firstname: '', lastname: '', email: '', phone: '', role: '', authorityLimit: '' };

/**
 * Add an administrator (AM): names, email, phone, role, authority limit — and, on a holding company's screen, the
 * company. The platform sends the registration email; the new administrator is pending until they register.
 */
export function AddAdminDialog({
  open,
  scope,
  onClose,
  onAdded,
}: {
  open: boolean;
  scope: AdminScope;
  onClose: () => void;
  onAdded: (name: string, sentTo: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} title="Add an administrator" onCancel={busy ? undefined : onClose}>
      {open ? <AddAdminForm scope={scope} onClose={onClose} onAdded={onAdded} onBusy={setBusy} /> : null}
    </Dialog>
  );
}

/** The form, mounted each time the dialog opens (so it starts empty). */
function AddAdminForm({
  scope,
  onClose,
  onAdded,
  onBusy,
}: {
  scope: AdminScope;
  onClose: () => void;
  onAdded: (name: string, sentTo: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const companies = scope.kind === 'holdingCompany' ? scope.companies.map((c) => c.companyId) : null;
  const form = useZodForm(newAdminSchema(companies), EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      const made = await createAdmin({
        companyId: scope.kind === 'company' ? scope.companyId : Number(v.companyId),
        username: v.username,
        firstname: v.firstname,
        lastname: v.lastname,
        email: v.email,
        phone: v.phone,
        roles: [roleFromText(v.role)!],
        authorityLimit: v.authorityLimit,
      });
      onAdded(`${made.user.firstname} ${made.user.lastname}`, made.sentTo);
    } catch (err) {
      setFailure(actionFailureText(err));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p className="field-hint">
        We email them a link to finish registering and choose a password. Every field is required unless it says optional.
      </p>
      {scope.kind === 'holdingCompany' ? (
        <SelectField
          label="Company"
          placeholder="Choose a company"
          options={scope.companies.map((c) => ({ value: String(c.companyId), label: `${c.companyName} (${c.companyId})` }))}
          {...form.register('companyId')}
          error={fieldError(errors, 'companyId')}
        />
      ) : null}
      <TextField
        label="User name"
        autoComplete="off"
        hint="3 to 60 letters, digits and . _ - @"
        {...form.register('username')}
        error={fieldError(errors, 'username')}
      />
      <TextField label="First name" autoComplete="off" {...form.register('firstname')} error={fieldError(errors, 'firstname')} />
      <TextField label="Last name" autoComplete="off" {...form.register('lastname')} error={fieldError(errors, 'lastname')} />
      <TextField label="Email" type="email" autoComplete="off" {...form.register('email')} error={fieldError(errors, 'email')} />
      <TextField label="Phone" type="tel" autoComplete="off" {...form.register('phone')} error={fieldError(errors, 'phone')} />
      <SelectField
        label="Role"
        placeholder="Choose a role"
        options={ROLE_OPTIONS}
        {...form.register('role')}
        error={fieldError(errors, 'role')}
      />
      <TextField
        label="Authority limit (optional)"
        inputMode="decimal"
        hint={`The most this administrator may approve, up to ${formatMoney(MAX_AUTHORITY_LIMIT)}. Leave empty for none.`}
        {...form.register('authorityLimit')}
        error={fieldError(errors, 'authorityLimit')}
      />
      <FormFooter
        failure={failure}
        failureTitle="The administrator was not added"
        submitLabel="Send invitation"
        busy={busy}
        onCancel={onClose}
      />
    </form>
  );
}
