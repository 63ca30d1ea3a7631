import { useMemo, useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import * as z from 'zod/mini';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import type { MccGroup } from '../../../../shared/contract/mcc.js';
import { BulkConflictBody, type AlertType, type Contact } from '../../../../shared/contract/spendControls.js';
import { formatCount } from '../../../../shared/format/format.js';
import { isHttpError } from '../../../../shared/session/httpError.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { useFormReset } from '../../../ui/forms/useFormReset.js';
import { bulkControls } from '../api/bulkControls.js';
import { spendKeys } from '../api/keys.js';
import { controlBody, controlFormSchema, controlFormValues, type ControlFormValues } from '../controlForm.js';
import { describeSettings, settingsRows, statusLabel } from '../controlWords.js';
import { ControlFields } from './ControlFields.js';
import { StepButtons, StepDialog } from './StepDialog.js';

export interface BulkDialogProps {
  open: boolean;
  companyId: number;
  /** The accounts chosen, in the order shown. */
  accounts: readonly AccountDetail[];
  types: readonly AlertType[];
  contacts: readonly Contact[];
  groups: readonly MccGroup[];
  onClose(): void;
  /** After the platform applied it to every account. */
  onDone(message: string): void;
  /** Take these accounts out of the selection (after a conflict). */
  onDeselect(accountEntityIds: readonly number[]): void;
}

const nameOf = (a: AccountDetail) => `${a.firstName} ${a.lastName}`;
const SHOWN = 8;

/**
 * One alert or control on many accounts, all or nothing (docs/requirements.md#spec-5-validation): settings, a review naming the accounts, then
 * the platform's answer. On its 409 the dialog says 'Conflict', that nothing was applied, and which accounts already
 * have that type with their settings; the user can take them out of the selection and review again.
 */
export function BulkDialog(p: BulkDialogProps) {
  const queryClient = useQueryClient();
  const schema = useMemo(() => controlFormSchema(p.types), [p.types]);
  const form = useZodForm(schema, controlFormValues());
  const [review, setReview] = useState<ControlFormValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<BulkConflictBody | null>(null);
  useFormReset(() => {
    if (p.open) return;
    form.reset(controlFormValues());
    setReview(null);
    setFailure(null);
    setConflict(null);
  }, [p.open]);

  const type = p.types.find((t) => String(t.spendControlAlertTypeId) === review?.typeId);
  const groupName = (id: number) => p.groups.find((g) => g.mccGroupId === id)?.name;
  const byId = new Map(p.accounts.map((a) => [a.accountEntityId, a]));
  const close = () => {
    if (!busy) p.onClose();
  };
  const count = p.accounts.length === 1 ? '1 account' : `${formatCount(p.accounts.length)} accounts`;

  const apply = async () => {
    if (!review || !type || busy) return;
    setBusy(true);
    setFailure(null);
    setConflict(null);
    try {
      await bulkControls({
        companyId: p.companyId,
        accountEntityIds: p.accounts.map((a) => a.accountEntityId),
        ...controlBody(review, type),
      });
      await queryClient.invalidateQueries({ queryKey: spendKeys.all });
      p.onDone(`${type.name} is set up on ${count}.`);
    } catch (err) {
      const body = isHttpError(err) && err.status === 409 ? z.safeParse(BulkConflictBody, err.body) : null;
      if (body?.success) setConflict(body.data);
      else setFailure(actionFailureText(err));
    } finally {
      setBusy(false);
    }
  };

  if (conflict && type) {
    const existing = new Map((conflict.existing ?? []).map((x) => [x.accountEntityId, x]));
    return (
      <StepDialog
        open={p.open}
        title="Conflict"
        step="conflict"
        heading={`Nothing was applied: ${conflict.conflicts.length === 1 ? '1 account already has' : `${formatCount(conflict.conflicts.length)} accounts already have`} ${type.name}`}
        onCancel={close}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              Close
            </Button>
            {conflict.conflicts.length < p.accounts.length ? (
              <Button
                onClick={() => {
                  p.onDeselect(conflict.conflicts);
                  setConflict(null);
                }}
              >
                Leave them out and review again
              </Button>
            ) : null}
          </>
        }
      >
        <Alert tone="error" title="Conflict">
          <p>
            The platform applies a bulk change to every account or to none.{' '}
            {type.kind === 'ALERT' ? 'An account has each alert' : 'An account has each control'} once, so nothing was set up on any of the{' '}
            {count}.
          </p>
        </Alert>
        <ul className="sc-conflicts" aria-label="Accounts that already have it">
          {conflict.conflicts.map((id) => {
            const a = byId.get(id);
            const x = existing.get(id);
            return (
              <li key={id}>
                <strong>{a ? nameOf(a) : `Account ${id}`}</strong> (account {id}) already has {type.name}
                {x
                  ? `: ${describeSettings({ spendControlAlertTypeId: type.spendControlAlertTypeId, controlAttributes: x.controlAttributes }, groupName)}, ${statusLabel(x.status).toLowerCase()}`
                  : ''}
                .
              </li>
            );
          })}
        </ul>
      </StepDialog>
    );
  }

  if (review && type) {
    const body = controlBody(review, type);
    const names = p.accounts.slice(0, SHOWN).map(nameOf);
    return (
      <StepDialog
        open={p.open}
        title={`Apply to ${count}`}
        step="review"
        heading="Review"
        onCancel={close}
        actions={
          <StepButtons back="Back" onBack={() => setReview(null)} next={`Apply to ${count}`} onNext={() => void apply()} busy={busy} />
        }
      >
        <p>This will be set up on every one of these accounts, or on none if any of them can’t take it:</p>
        <SummaryList
          rows={[
            ...settingsRows(type, body, groupName, p.contacts),
            [
              'Accounts',
              `${count}: ${names.join(', ')}${p.accounts.length > SHOWN ? ` and ${formatCount(p.accounts.length - SHOWN)} more` : ''}`,
            ],
          ]}
        />
        {failure ? (
          <Alert tone="error" title="Nothing was applied">
            <p>{failure}</p>
          </Alert>
        ) : null}
      </StepDialog>
    );
  }

  return (
    <StepDialog
      open={p.open}
      title={`Apply to ${count}`}
      step="edit"
      heading="What to set up"
      onCancel={close}
      actions={<StepButtons back="Cancel" onBack={close} next="Review" form="bulk-control-form" />}
    >
      <form id="bulk-control-form" noValidate onSubmit={form.handleSubmit((v) => setReview(v))}>
        <ControlFields form={form} types={p.types} contacts={p.contacts} groups={p.groups} />
      </form>
    </StepDialog>
  );
}
