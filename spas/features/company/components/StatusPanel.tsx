import { useId, useState } from '../../../lib/react-deps.js';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { CLOSE_STATUSES, statusSchema } from '../accountForms.js';
import { changeStatus } from '../api/account.js';

/** The status of the account and its card now, in words. */
export const statusText = (a: AccountDetail): string =>
  a.externalCardStatusCommonName && a.externalCardStatusCommonName !== a.externalStatusCommonName
    ? `${a.externalStatusCommonName} (card ${a.externalCardStatusCommonName.toLowerCase()})`
    : a.externalStatusCommonName;

/**
 * Account status (AM, T1): open, closed, lost, stolen or fraud, each with what it means for the cardholder, after
 * a confirm step that says it again.
 */
export function StatusPanel({ account, canEdit, onChanged }: { account: AccountDetail; canEdit: boolean; onChanged: () => void }) {
  const id = useId();
  const form = useZodForm(statusSchema, { closeStatus: '' });
  const [pending, setPending] = useState<(typeof CLOSE_STATUSES)[number] | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const submit = form.handleSubmit((v) => {
    setChanged(null);
    setPending(CLOSE_STATUSES.find((s) => s.value === v.closeStatus) ?? null);
  });
  const error = fieldError(form.formState.errors, 'closeStatus');
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Account status</h2>
      <p>
        This account is <strong>{statusText(account)}</strong>.
      </p>
      {changed ? <p role="status">{changed}</p> : null}
      {canEdit ? (
        <form noValidate onSubmit={(e) => void submit(e)}>
          <fieldset
            className="field radio-group"
            role="radiogroup"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            <legend>Change the status to</legend>
            {CLOSE_STATUSES.map((s) => (
              <div className="checkbox" key={s.value}>
                <input
                  id={`${id}-${s.value}`}
                  type="radio"
                  value={s.value}
                  aria-describedby={`${id}-${s.value}-m`}
                  {...form.register('closeStatus')}
                />
                <label htmlFor={`${id}-${s.value}`}>{s.label}</label>
                <span id={`${id}-${s.value}-m`} className="field-hint choice-note">
                  {s.meaning}
                </span>
              </div>
            ))}
            {error ? (
              <span id={`${id}-error`} className="field-error">
                {error}
              </span>
            ) : null}
          </fieldset>
          <Button type="submit" variant="secondary">
            Review status change
          </Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={`Change the status to ${pending?.label ?? ''}?`}
        confirmLabel={`Set to ${pending?.label ?? ''}`}
        danger={pending?.value !== 'OPEN'}
        onCancel={() => setPending(null)}
        failureText={actionFailureText}
        onConfirm={async () => {
          const updated = await changeStatus(account.accountId, account.accountEntityId, pending!.value);
          setChanged(`The account is now ${statusText(updated)}.`);
          setPending(null);
          form.reset();
          onChanged();
        }}
      >
        <p>
          {account.firstName} {account.lastName}’s account is {statusText(account)}. {pending?.meaning}
        </p>
      </ConfirmDialog>
    </section>
  );
}
