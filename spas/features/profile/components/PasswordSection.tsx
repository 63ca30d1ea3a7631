import { classify } from '../../../lib/failure.js';
import { TextField } from '../../../ui/TextField.js';
import { fieldError } from '../../../ui/forms/fieldError.js';
import { useZodForm } from '../../../ui/forms/useZodForm.js';
import { changePassword } from '../api/profileApi.js';
import { PasswordForm } from '../profileForms.js';
import { FormSection } from './FormSection.js';
import { useSaving } from './useSaving.js';

/** Password change: the current password, the new one twice, the platform's rules; other sessions end. */
export function PasswordSection() {
  const form = useZodForm(PasswordForm, { currentPassword: '', newPassword: '', confirmPassword: '' });
  const saving = useSaving();
  const e = form.formState.errors;
  return (
    <FormSection
      id="profile-password"
      title="Password"
      intro={<p className="field-hint">At least 8 characters, with a letter and a number. Changing it signs you out everywhere else.</p>}
      {...saving}
      submitLabel="Change password"
      onSubmit={form.handleSubmit((v) =>
        saving.run(
          async () => {
            await changePassword(v.currentPassword, v.newPassword);
            form.reset({ currentPassword: '', newPassword: '', confirmPassword: '' });
            return 'Your password was changed.';
          },
          (err) => {
            const f = classify(err);
            if (f.reason === 'WRONG_PASSWORD')
              form.setError('currentPassword', { message: 'Your current password is not correct.' }, { shouldFocus: true });
            else if (f.reason === 'PASSWORD_REUSED')
              form.setError('newPassword', { message: f.platformMessage ?? 'Choose a different password.' }, { shouldFocus: true });
            else
              return f.kind === 'invalid' || f.kind === 'denied'
                ? (f.platformMessage ?? 'The password was not accepted.')
                : "We couldn't change your password just now. Please try again in a few minutes.";
            return null;
          },
        ),
      )}
    >
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.register('currentPassword')}
        error={fieldError(e, 'currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        {...form.register('newPassword')}
        error={fieldError(e, 'newPassword')}
      />
      <TextField
        label="New password again"
        type="password"
        autoComplete="new-password"
        {...form.register('confirmPassword')}
        error={fieldError(e, 'confirmPassword')}
      />
    </FormSection>
  );
}
