import { useEffect, useState } from '../../../lib/react-deps.js';
import type { UpdateUserRequest, UserSummary } from '../../../../shared/contract/user.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Dialog } from '../../../ui/Dialog.js';
import { FormFooter } from '../../../ui/forms/FormFooter.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { TextField } from '../../../ui/TextField.js';
import { editAdminSchema, isProgramAdminRole, roleFromText, ROLE_OPTIONS } from '../adminForms.js';
import { updateUser } from '../api/userAdmin.js';
import { userDetail } from '../api/userDetail.js';
import { fullName } from './userColumns.js';

const dollars = (n: number | null | undefined) => (n == null ? '' : n.toFixed(2));

/**
 * Edit an administrator (AM, never oneself — the list offers no edit on one's own row and the platform refuses):
 * role, status (active or inactive; a pending user becomes active by registering) and authority limit. Only what
 * changed is sent.
 */
export function EditAdminDialog({
  user,
  onClose,
  onSaved,
}: {
  user: UserSummary | null;
  onClose: () => void;
  onSaved: (u: UserSummary) => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={user !== null} title={`Edit ${user ? fullName(user) : ''}`} onCancel={busy ? undefined : onClose}>
      {user ? <EditAdminForm key={user.userid} user={user} onClose={onClose} onSaved={onSaved} onBusy={setBusy} /> : null}
    </Dialog>
  );
}

function EditAdminForm({
  user,
  onClose,
  onSaved,
  onBusy,
}: {
  user: UserSummary;
  onClose: () => void;
  onSaved: (u: UserSummary) => void;
  onBusy: (busy: boolean) => void;
}) {
  const form = useZodForm(editAdminSchema, { role: user.roles.find(isProgramAdminRole) ?? '', status: user.status, authorityLimit: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [limit, setLimit] = useState<number | null>(null);
  useEffect(() => {
    // The list has no authority limit: read it from the user's detail.
    const stop = new AbortController();
    userDetail(user.userid, stop.signal).then(
      (d) => {
        setLimit(d.authorityLimit);
        form.setValue('authorityLimit', dollars(d.authorityLimit));
      },
      () =>
        !stop.signal.aborted &&
        setFailure('We couldn’t load this administrator’s authority limit just now. Please close this and try again.'),
    );
    return () => stop.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per dialog (the form is keyed on the user)
  }, []);
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  useEffect(() => onBusy(busy), [busy, onBusy]);
  const pending = user.status === 'PENDING';
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    const body: UpdateUserRequest = {};
    const role = roleFromText(v.role)!;
    if (!(user.roles.length === 1 && user.roles[0] === role)) body.roles = [role];
    if (v.status !== user.status) body.status = v.status as UpdateUserRequest['status'];
    if (v.authorityLimit !== limit && !(v.authorityLimit === null && limit === null)) body.authorityLimit = v.authorityLimit;
    if (Object.keys(body).length === 0) {
      setFailure('Nothing was changed.');
      return;
    }
    try {
      onSaved(await updateUser(user.userid, body));
    } catch (err) {
      setFailure(actionFailureText(err));
    }
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <p className="field-hint">User name {user.username}.</p>
      <SelectField label="Role" options={ROLE_OPTIONS} {...form.register('role')} error={fieldError(errors, 'role')} />
      <SelectField
        label="Status"
        options={
          pending
            ? [{ value: 'PENDING', label: 'Pending (invited, not registered)' }]
            : [
                { value: 'ACTIVE', label: 'Active' },
                { value: 'INACTIVE', label: 'Inactive — can’t log in' },
              ]
        }
        hint={pending ? 'A pending administrator becomes active by registering; resend the invitation if it was lost.' : undefined}
        {...form.register('status')}
        error={fieldError(errors, 'status')}
      />
      <TextField
        label="Authority limit (optional)"
        inputMode="decimal"
        hint="Leave empty for none."
        {...form.register('authorityLimit')}
        error={fieldError(errors, 'authorityLimit')}
      />
      <FormFooter failure={failure} submitLabel="Save changes" busy={busy} onCancel={onClose} />
    </form>
  );
}
