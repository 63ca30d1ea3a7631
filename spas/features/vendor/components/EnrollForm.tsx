import { useEffect, useRef, useState, type FormEvent } from '../../../lib/react-deps.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { Checkbox, TextField } from '../../../ui/TextField.js';
import { classify } from '../../../lib/failure.js';
import { validateEnrollForm, type EnrollFormErrors, type EnrollFormValues } from '../enrollForm.js';
import { enrollVendor, type VendorCheck, type VendorEnrollment } from '../api/vendorApi.js';
import { type VendorLink } from '../vendorLink.js';
import { endSentence } from '../vendorText.js';

export const EMPTY_FORM: EnrollFormValues = {
  contactFirstname: '',
  contactLastname: '',
  contactEmail: '',
  contactPhone: '',
  acceptTerms: false,
};

export function EnrollForm({
  link,
  token,
  vendor,
  onEnrolled,
  onExpired,
}: {
  link: VendorLink;
  token: string;
  vendor: VendorCheck;
  onEnrolled: (e: VendorEnrollment) => void;
  onExpired: () => void;
}) {
  const [values, setValues] = useState<EnrollFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<EnrollFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped on each refused submit: after React has painted the errors, focus the first field with one.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const set = <K extends keyof EnrollFormValues>(k: K, v: EnrollFormValues[K]) => setValues((old) => ({ ...old, [k]: v }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const result = validateEnrollForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      setRefusals((n) => n + 1);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      onEnrolled(await enrollVendor(link, token, result.value));
    } catch (err) {
      setBusy(false);
      const f = classify(err);
      if (f.kind === 'unauthorized') onExpired();
      else if (f.kind === 'invalid')
        setFailure(`Some details weren't accepted: ${f.platformMessage ?? 'please check each field and try again.'}`);
      else if (f.kind === 'denied')
        setFailure(`${vendor.companyName} isn't accepting enrollment for this vendor right now. Contact their accounts payable team.`);
      else
        setFailure(
          'We couldn’t complete your enrollment just now. Our systems may be busy or briefly unavailable — your details are still here, so please try again in a few minutes.',
        );
    }
  };

  return (
    <section className="panel" aria-labelledby="vendor-enroll">
      <h2 id="vendor-enroll">Confirm your payment contact</h2>
      <p>
        Tell us who at {vendor.vendorName} should receive payment notices from {endSentence(vendor.companyName)} Each notice links to the
        card details for one payment.
      </p>
      {failure ? (
        <Alert tone="error" title="Enrollment didn't go through">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <form ref={formRef} className="form-narrow" noValidate onSubmit={(e) => void submit(e)}>
        <TextField
          label="First Name"
          name="contactFirstname"
          autoComplete="given-name"
          value={values.contactFirstname}
          error={errors.contactFirstname}
          onChange={(e) => set('contactFirstname', e.target.value)}
          required
        />
        <TextField
          label="Last Name"
          name="contactLastname"
          autoComplete="family-name"
          value={values.contactLastname}
          error={errors.contactLastname}
          onChange={(e) => set('contactLastname', e.target.value)}
          required
        />
        <TextField
          label="Email Address"
          name="contactEmail"
          type="email"
          autoComplete="email"
          hint="Payment notices are sent here."
          value={values.contactEmail}
          error={errors.contactEmail}
          onChange={(e) => set('contactEmail', e.target.value)}
          required
        />
        <TextField
          label="Phone Number (optional)"
          name="contactPhone"
          type="tel"
          autoComplete="tel"
          value={values.contactPhone}
          error={errors.contactPhone}
          onChange={(e) => set('contactPhone', e.target.value)}
        />
        <h3>Virtual card payment terms</h3>
        <ul>
          <li>Each payment is a single-purpose card for the amount shown in its payment notice. Charge it for that amount only.</li>
          <li>A card may be used only the number of times and until the date shown for it; after that it is declined.</li>
          <li>Your usual card-acceptance fees apply under your merchant agreement.</li>
          <li>Keep card details confidential and process them only through your payment terminal or gateway.</li>
        </ul>
        <Checkbox
          label={`I accept the virtual card payment terms on behalf of ${vendor.vendorName}`}
          name="acceptTerms"
          checked={values.acceptTerms}
          aria-invalid={errors.acceptTerms ? true : undefined}
          aria-describedby={errors.acceptTerms ? 'accept-terms-error' : undefined}
          onChange={(e) => set('acceptTerms', e.target.checked)}
        />
        {errors.acceptTerms ? (
          <p id="accept-terms-error" className="field-error">
            {errors.acceptTerms}
          </p>
        ) : null}
        <Button type="submit" loading={busy}>
          Enroll
        </Button>
        {busy ? (
          <span className="visually-hidden" role="status">
            Enrolling…
          </span>
        ) : null}
      </form>
    </section>
  );
}
