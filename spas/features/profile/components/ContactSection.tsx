import { TextField } from '../../../ui/TextField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { ContactForm, type ContactValues } from '../profileForms.js';
import { FormSection } from './FormSection.js';
import { useSaving } from './useSaving.js';

/** Email and phone, saved through whichever call owns them (the card's profile or the admin's user record). */
export function ContactSection({ initial, save }: { initial: ContactValues; save: (v: ContactValues) => Promise<unknown> }) {
  const form = useZodForm(ContactForm, initial);
  const saving = useSaving();
  const e = form.formState.errors;
  return (
    <FormSection
      id="profile-contact"
      title="Contact details"
      {...saving}
      submitLabel="Save contact details"
      onSubmit={form.handleSubmit((v) =>
        saving.run(async () => {
          await save(v);
          form.reset(v);
          return 'Your contact details were saved.';
        }),
      )}
    >
      <TextField label="Email" type="email" autoComplete="email" {...form.register('email')} error={fieldError(e, 'email')} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="10 digits, like 555-123-4567"
        {...form.register('phone')}
        error={fieldError(e, 'phone')}
      />
    </FormSection>
  );
}
