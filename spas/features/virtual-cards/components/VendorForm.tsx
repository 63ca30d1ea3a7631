import { useId, useRef, useState, type ReactNode } from '../../../lib/react-deps.js';
import type { Vendor, VendorRequest } from '../../../../shared/contract/virtualCards.js';
import { US_STATES } from '../../../../shared/contract/lookups.js';
import { classify } from '../../../lib/failure.js';
import { Alert } from '../../../ui/Alert.js';
import { AppLink } from '../../../ui/AppLink.js';
import { Button } from '../../../ui/Button.js';
import { Checkbox, TextField } from '../../../ui/TextField.js';
import { SelectField } from '../../../ui/forms/SelectField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { refusalText } from '../refusal.js';
import { VendorFormParser, type VendorFormValues } from '../vendorForm.js';

const STATE_OPTIONS = US_STATES.map(([value, name]) => ({ value, label: name }));

export interface VendorFormProps {
  initial: VendorFormValues;
  submitLabel: string;
  cancelHref: string;
  save: (body: VendorRequest) => Promise<Vendor>;
  onSaved: (vendor: Vendor) => void;
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="vc-fieldset">
      <legend>{legend}</legend>
      <div className="vc-form-grid">{children}</div>
    </fieldset>
  );
}

/**
 * Every vendor field of docs/requirements.md#spec-3-entities, grouped as a payables clerk reads an invoice: the vendor, its address, its contact,
 * the company's own contact, the virtual card defaults and notes. Problems are said beside their fields and nothing is
 * sent while any remains; the platform's refusal (a duplicate legal name, a value it would not take) is said too.
 */
export function VendorForm({ initial, submitLabel, cancelHref, save, onSaved }: VendorFormProps) {
  const form = useZodForm(VendorFormParser, initial);
  const failureId = useId();
  const failureRef = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const err = (name: keyof VendorFormValues) => fieldError(form.formState.errors, name);
  const field = (name: keyof VendorFormValues) => ({ ...form.register(name), error: err(name) });

  // The form hands over the parsed request (numbers as numbers) only when every field passed its checks.
  const submit = form.handleSubmit(async (request) => {
    setFailure(null);
    try {
      onSaved(await save(request));
    } catch (e) {
      const f = classify(e);
      if (f.kind === 'invalid' && /legal name/i.test(f.platformMessage ?? '')) {
        form.setError(
          'legalName',
          { message: `${f.platformMessage} Use another legal name, or edit the vendor you already have.` },
          { shouldFocus: true },
        );
        return;
      }
      setFailure(refusalText(e, 'Saving the vendor'));
      requestAnimationFrame(() => failureRef.current?.focus());
    }
  });

  return (
    <form className="vc-form" noValidate onSubmit={(e) => void submit(e)} aria-describedby={failure ? failureId : undefined}>
      <p className="field-hint">All fields are required unless marked optional.</p>
      {failure ? (
        <div ref={failureRef} tabIndex={-1} id={failureId}>
          <Alert tone="error" title="The vendor wasn’t saved">
            <p>{failure}</p>
          </Alert>
        </div>
      ) : null}
      <Group legend="Vendor">
        <TextField label="Legal name" autoComplete="organization" maxLength={100} {...field('legalName')} />
        <TextField label="Short name" hint="Shown in lists and in the emails the vendor receives." maxLength={40} {...field('shortName')} />
      </Group>
      <Group legend="Address">
        <TextField label="Address line 1" autoComplete="address-line1" maxLength={100} {...field('addressLine1')} />
        <TextField label="Address line 2 (optional)" autoComplete="address-line2" maxLength={100} {...field('addressLine2')} />
        <TextField label="City" autoComplete="address-level2" maxLength={60} {...field('city')} />
        <SelectField
          label="State"
          placeholder="Choose a state"
          options={STATE_OPTIONS}
          autoComplete="address-level1"
          {...field('stateOrProvince')}
        />
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={10} {...field('postalCode')} />
      </Group>
      <Group legend="Vendor contact">
        <TextField label="First name" maxLength={40} {...field('contactFirstname')} />
        <TextField label="Last name" maxLength={40} {...field('contactLastname')} />
        <TextField label="Email" type="email" hint="Payment and enrollment emails go here." maxLength={120} {...field('contactEmail')} />
        <TextField label="Phone (optional)" type="tel" maxLength={20} {...field('contactPhone')} />
        <TextField label="Second email (optional)" type="email" maxLength={120} {...field('contactEmail2')} />
        <TextField label="Third email (optional)" type="email" maxLength={120} {...field('contactEmail3')} />
        <TextField label="Fourth email (optional)" type="email" maxLength={120} {...field('contactEmail4')} />
      </Group>
      <Group legend="Your company’s contact for this vendor">
        <TextField label="Contact name (optional)" maxLength={80} {...field('companyContactName')} />
        <TextField label="Contact email (optional)" type="email" maxLength={120} {...field('companyContactEmail')} />
        <TextField label="Contact phone (optional)" type="tel" maxLength={20} {...field('companyContactPhone')} />
      </Group>
      <Group legend="Virtual card defaults">
        <TextField
          label="Uses allowed (optional)"
          inputMode="numeric"
          hint="How many charges each card allows. Empty: 1."
          maxLength={3}
          {...field('defaultVcUsesAllowed')}
        />
        <TextField
          label="Valid days (optional)"
          inputMode="numeric"
          hint="How many days each card works. Empty: no limit."
          maxLength={4}
          {...field('defaultVcValidDays')}
        />
        <TextField
          label="Tolerance percent (optional)"
          inputMode="decimal"
          hint="How far over the amount a charge may go. Empty: 0."
          maxLength={6}
          {...field('tolerancePercent')}
        />
        <div>
          <Checkbox
            label="Invoice amount only"
            hint="Cards approve only the exact invoice amount."
            {...form.register('invoiceAmountOnly')}
          />
          <Checkbox
            label="Bypass security code"
            hint="The vendor sees its payments without entering its security code."
            {...form.register('bypassVCSecureCode')}
          />
        </div>
      </Group>
      <Group legend="Notes">
        <div className="field vc-wide">
          <label htmlFor={`${failureId}-notes`}>Notes (optional)</label>
          <textarea
            id={`${failureId}-notes`}
            rows={3}
            maxLength={1000}
            aria-invalid={err('notes') ? true : undefined}
            aria-describedby={err('notes') ? `${failureId}-notes-error` : undefined}
            {...form.register('notes')}
          />
          {err('notes') ? (
            <span id={`${failureId}-notes-error`} className="field-error">
              {err('notes')}
            </span>
          ) : null}
        </div>
      </Group>
      <div className="vc-form-actions">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
        <AppLink href={cancelHref} className="btn btn-secondary">
          Cancel
        </AppLink>
      </div>
    </form>
  );
}
