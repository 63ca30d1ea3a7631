import * as z from 'zod/mini';
import { useId, useState } from '../lib/react-deps.js';
import { classify } from '../lib/failure.js';
import { securityToken } from '../../shared/session/securityToken.js';
import { Alert } from './Alert.js';
import { Button } from './Button.js';
import { Dialog } from './Dialog.js';
import { TextField } from './TextField.js';
import { fieldError } from './forms/fieldError.js';
import { required } from './forms/checks.js';
import { useZodForm } from './forms/useZodForm.js';

const StepUpSchema = z.object({ password: z.string().check(required('Enter your password.')) });

export interface StepUpDialogProps {
  open: boolean;
  /** What the password unlocks, completing "Enter your password …" ("to show the vendor’s security code"). */
  reason: string;
  /** Why they are asked (again), shown above the field ("Your confirmation has expired."). */
  notice?: string | undefined;
  /** Called with the security token once the password was accepted. */
  onVerified: (token: string) => void;
  onCancel: () => void;
}

/**
 * The step-up before a secret is shown (docs/requirements.md#design-6-screens): the signed-in user enters their password again, which buys a
 * security token (`POST /user/securitytoken`, kept 10 minutes by shared/session/securityToken.ts, so they are not
 * asked again for the next secret). A wrong password is said beside the field; the password never outlives the dialog.
 */
export function StepUpDialog({ open, reason, notice, onVerified, onCancel }: StepUpDialogProps) {
  const formId = useId();
  const form = useZodForm(StepUpSchema, { password: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setFailure(null);
    onCancel();
  };
  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const token = await securityToken(password);
      form.reset();
      onVerified(token);
    } catch (err) {
      const f = classify(err);
      if (f.kind === 'unauthorized' || f.kind === 'invalid')
        form.setError('password', { message: 'That password isn’t correct. Please try again.' }, { shouldFocus: true });
      else if (f.kind === 'locked') setFailure(f.platformMessage ?? 'Too many wrong passwords. Please wait a few minutes and try again.');
      else setFailure('We couldn’t check your password just now. Please try again in a few minutes.');
    }
  });
  return (
    <Dialog
      open={open}
      title="Confirm it’s you"
      onCancel={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={form.formState.isSubmitting}>
            Continue
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(e) => void submit(e)}>
        {notice ? (
          <Alert tone="info">
            <p>{notice}</p>
          </Alert>
        ) : null}
        <p>For your security, enter your password {reason}. You won’t be asked again for the next 10 minutes.</p>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
          error={fieldError(form.formState.errors, 'password')}
        />
        {failure ? (
          <Alert tone="error">
            <p>{failure}</p>
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
