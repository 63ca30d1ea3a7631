import { useState } from '../../../lib/react-deps.js';
import { useQuery } from '../../../lib/data-deps.js';
import type { AlertType, Contact, Control } from '../../../../shared/contract/spendControls.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { Dialog } from '../../../ui/Dialog.js';
import { SummaryList } from '../../../ui/DataSection.js';
import { Checkbox, TextField } from '../../../ui/TextField.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { standardMccGroupsQuery } from '../../../api/standardMccGroups.js';
import { initialValues, parseAmount, settingsSchema, toRequest, type SettingsValues } from '../alertSettings.js';
import { formatMoney } from '../../../../shared/format/format.js';

export interface SettingsDialogProps {
  type: AlertType;
  /** The card's current control of this type (changing it), or undefined (enrolling). */
  control: Control | undefined;
  contacts: readonly Contact[];
  onSave: (request: ReturnType<typeof toRequest>) => Promise<unknown>;
  onClose: () => void;
}

const contactLabel = (c: Contact | undefined, what: string) => (c ? `${what} (${c.value})` : what);

/** Enrol in a type or change its thresholds and where alerts go: the form, then a confirm step, then the call. */
export function SettingsDialog({ type, control, contacts, onSave, onClose }: SettingsDialogProps) {
  const schema = settingsSchema(type);
  const form = useZodForm(schema, initialValues(control, contacts));
  const needsGroup = type.attributes.includes('mccGroupId');
  const groups = useQuery({ ...standardMccGroupsQuery(), enabled: needsGroup });
  const [review, setReview] = useState<SettingsValues | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const email = contacts.find((c) => c.type === 'EMAIL');
  const sms = contacts.find((c) => c.type === 'SMS');
  const verb = control ? 'Change' : 'Enroll in';
  const save = async () => {
    if (!review || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSave(toRequest(type, review, contacts));
    } catch (err) {
      setFailure(actionFailureText(err));
    } finally {
      setBusy(false);
    }
  };
  const groupName = (id: string) => groups.data?.find((g) => String(g.mccGroupId) === id)?.name ?? id;
  return (
    <Dialog open title={`${verb} ${type.name}`} onCancel={busy ? undefined : onClose}>
      {review ? (
        <div data-testid="alert-review">
          <p>Please confirm:</p>
          <SummaryList
            rows={[
              ['Alert or control', `${type.name} (${type.kind === 'ALERT' ? 'alert' : 'control'})`],
              ...(type.attributes.includes('amount') ? ([['Amount', formatMoney(parseAmount(review.amount))]] as [string, string][]) : []),
              ...(needsGroup ? ([['Merchant category group', groupName(review.mccGroupId)]] as [string, string][]) : []),
              [
                'Where alerts go',
                [review.email ? contactLabel(email, 'Email') : null, review.sms ? contactLabel(sms, 'Text') : null]
                  .filter(Boolean)
                  .join(', '),
              ],
            ]}
          />
          {failure ? (
            <Alert tone="error" title="Nothing was changed">
              <p>{failure}</p>
            </Alert>
          ) : null}
          <div className="dialog-actions">
            <Button variant="secondary" onClick={() => setReview(null)} disabled={busy}>
              Back
            </Button>{' '}
            <Button onClick={() => void save()} loading={busy}>
              {control ? 'Save changes' : 'Enroll'}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((v) => setReview(v as SettingsValues))}>
          <p>{type.description}</p>
          {type.attributes.includes('amount') ? (
            <TextField
              label="Amount (US dollars)"
              inputMode="decimal"
              autoComplete="off"
              {...form.register('amount')}
              error={fieldError(form.formState.errors, 'amount')}
            />
          ) : null}
          {needsGroup ? (
            groups.status === 'error' ? (
              <Alert tone="error">
                <p>We couldn’t load the merchant category groups. Please try again later.</p>
              </Alert>
            ) : (
              <SelectField
                label="Merchant category group"
                placeholder={groups.status === 'success' ? 'Choose a group' : 'Loading groups…'}
                options={(groups.data ?? []).map((g) => ({ value: String(g.mccGroupId), label: g.name }))}
                {...form.register('mccGroupId')}
                error={fieldError(form.formState.errors, 'mccGroupId')}
              />
            )
          ) : null}
          <fieldset className="field" style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
            <legend style={{ fontWeight: 600 }}>{type.kind === 'ALERT' ? 'Send alerts by' : 'Tell me about declines by'}</legend>
            <Checkbox label={contactLabel(email, 'Email')} {...form.register('email')} />
            <Checkbox label={contactLabel(sms, 'Text message')} {...form.register('sms')} />
            {fieldError(form.formState.errors, 'email') ? (
              <span className="field-error" role="alert">
                {fieldError(form.formState.errors, 'email')}
              </span>
            ) : null}
          </fieldset>
          <div className="dialog-actions">
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>{' '}
            <Button type="submit">Review</Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
