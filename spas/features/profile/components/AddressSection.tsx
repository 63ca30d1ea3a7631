import { useState } from '../../../lib/react-deps.js';
import { US_STATES } from '../../../../shared/contract/lookups.js';
import { actionFailureText } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { TextField } from '../../../ui/TextField.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { AddressForm, addressChanged, type AddressValues } from '../profileForms.js';
import { FormSection } from './FormSection.js';

const STATE_OPTIONS = US_STATES.map(([value, name]) => ({ value, label: `${name} (${value})` }));
export const REPLACEMENT_HOLD_TEXT =
  'After a change of address, a replacement card can’t be ordered online for a while, to protect you from fraud. Order any replacement you need before you change it.';

/** The card's mailing address (docs/requirements.md#spec-3-entities states, ZIP); a new address is confirmed first, saying what it does to card replacement. */
export function AddressSection({ initial, save }: { initial: AddressValues; save: (v: AddressValues) => Promise<unknown> }) {
  const form = useZodForm(AddressForm, initial);
  const [pending, setPending] = useState<AddressValues | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const e = form.formState.errors;
  return (
    <FormSection
      id="profile-address"
      title="Mailing address"
      intro={
        <Alert tone="info">
          <p data-testid="address-replacement-note">{REPLACEMENT_HOLD_TEXT}</p>
        </Alert>
      }
      busy={false}
      saved={saved}
      failure={null}
      submitLabel="Save address"
      onSubmit={form.handleSubmit((v) => {
        setSaved(null);
        if (!addressChanged(initial, v)) setSaved('That is already your mailing address.');
        else setPending(v);
      })}
    >
      <TextField label="Street address" autoComplete="address-line1" {...form.register('address1')} error={fieldError(e, 'address1')} />
      <TextField
        label="Apartment, suite or unit (optional)"
        autoComplete="address-line2"
        {...form.register('address2')}
        error={fieldError(e, 'address2')}
      />
      <TextField label="City" autoComplete="address-level2" {...form.register('city')} error={fieldError(e, 'city')} />
      <SelectField
        label="State"
        placeholder="Choose a state"
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        {...form.register('state')}
        error={fieldError(e, 'state')}
      />
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        {...form.register('zipCode')}
        error={fieldError(e, 'zipCode')}
      />
      <ConfirmDialog
        open={pending !== null}
        title="Change your mailing address?"
        confirmLabel="Change address"
        failureText={actionFailureText}
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          await save(pending);
          form.reset(pending);
          setPending(null);
          setSaved('Your mailing address was changed. Statements and cards will be mailed there.');
        }}
      >
        <p>
          New address:{' '}
          {pending
            ? [pending.address1, pending.address2, `${pending.city}, ${pending.state} ${pending.zipCode}`].filter(Boolean).join(', ')
            : ''}
        </p>
        <p>
          <strong>{REPLACEMENT_HOLD_TEXT}</strong>
        </p>
      </ConfirmDialog>
    </FormSection>
  );
}
