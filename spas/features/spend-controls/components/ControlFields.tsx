import { useId } from '../../../lib/react-deps.js';
import { useWatch, type UseFormReturn } from '../../../lib/form-deps.js';
import type { MccGroup } from '../../../../shared/contract/mcc.js';
import type { AlertType, Contact } from '../../../../shared/contract/spendControls.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { TextField } from '../../../ui/TextField.js';
import type { ControlFormValues } from '../controlForm.js';
import { kindLabel } from '../controlWords.js';

export interface ControlFieldsProps {
  form: UseFormReturn<ControlFormValues, unknown, ControlFormValues>;
  /** Types to choose from; with `fixedType` the type is shown, not chosen. */
  types: readonly AlertType[];
  fixedType?: AlertType | undefined;
  contacts: readonly Contact[];
  groups: readonly MccGroup[];
}

/**
 * The fields of an alert or control: its type, then what that type takes (an amount, a merchant category group)
 * and the company's contacts who are told. Errors beside each field.
 */
export function ControlFields({ form, types, fixedType, contacts, groups }: ControlFieldsProps) {
  const id = useId();
  const typeId = useWatch({ control: form.control, name: 'typeId' });
  const type = fixedType ?? types.find((t) => String(t.spendControlAlertTypeId) === typeId);
  const errors = form.formState.errors;
  const contactsError = fieldError(errors, 'contactIds');
  return (
    <>
      {fixedType ? (
        <p>
          <strong>{fixedType.name}</strong> ({kindLabel(fixedType.kind).toLowerCase()}): {fixedType.description}
        </p>
      ) : (
        <SelectField
          label="Alert or control"
          placeholder="Choose one"
          options={types.map((t) => ({
            value: String(t.spendControlAlertTypeId),
            label: `${t.name} (${kindLabel(t.kind).toLowerCase()})`,
          }))}
          hint={type?.description}
          error={fieldError(errors, 'typeId')}
          {...form.register('typeId')}
        />
      )}
      {type?.attributes.includes('amount') ? (
        <TextField
          label="Amount"
          inputMode="decimal"
          autoComplete="off"
          hint="In dollars, like 500.00"
          error={fieldError(errors, 'amount')}
          {...form.register('amount')}
        />
      ) : null}
      {type?.attributes.includes('mccGroupId') ? (
        <SelectField
          label="Merchant category group to block"
          placeholder="Choose a group"
          options={groups.map((g) => ({
            value: String(g.mccGroupId),
            label: `${g.name} (${g.category === 'Custom' ? 'your company' : 'standard'})`,
          }))}
          error={fieldError(errors, 'mccGroupId')}
          {...form.register('mccGroupId')}
        />
      ) : null}
      {type ? (
        <fieldset className="field sc-contacts" aria-describedby={contactsError ? `${id}-contacts-error` : `${id}-contacts-hint`}>
          <legend>{type.kind === 'ALERT' ? 'Who is alerted' : 'Who is told about declines'}</legend>
          <span id={`${id}-contacts-hint`} className="field-hint">
            {type.kind === 'ALERT'
              ? 'Choose at least one of your company’s alert contacts.'
              : 'Optional: your company’s alert contacts to tell when this control declines a purchase.'}
          </span>
          {contacts.length ? (
            contacts.map((c) => (
              <div className="checkbox" key={c.contactId}>
                <input
                  id={`${id}-c${c.contactId}`}
                  type="checkbox"
                  value={String(c.contactId)}
                  aria-invalid={contactsError ? true : undefined}
                  {...form.register('contactIds')}
                />
                <label htmlFor={`${id}-c${c.contactId}`}>
                  {c.name} — {c.type === 'EMAIL' ? 'email' : 'text'} {c.value}
                </label>
              </div>
            ))
          ) : (
            <p>Your company has no alert contacts yet.</p>
          )}
          {contactsError ? (
            <span id={`${id}-contacts-error`} className="field-error">
              {contactsError}
            </span>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
