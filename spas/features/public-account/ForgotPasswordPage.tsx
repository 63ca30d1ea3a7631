import { useState } from '../../lib/react-deps.js';
import { Alert } from '../../ui/Alert.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/TextField.js';
import { DoneStep, StepForm } from '../../ui/forms/FormParts.js';
import { describeFailure, tooManyTries, unavailableMessage } from '../../lib/failure.js';
import { ForgotPasswordForm, ResetPasswordForm } from './schemas.js';
import { useFormSubmit } from './forms/useSubmit.js';
import { rememberedUserName } from '../../lib/rememberUserName.js';
import { AccountPage, LINKS, useBank } from './components/AccountPage.js';
import { resetPassword, startPasswordReset } from './api/accountApi.js';

type Step = { kind: 'user'; notice?: string } | { kind: 'code'; cookie: string; username: string } | { kind: 'done'; username: string };

const ERROR_ID = 'forgot-password-error';
type Problem = { title: string; body: string };

const EXPIRED = 'For your security, that verification expired. Please start again.';

const unavailable = (bank: string): Problem => ({ title: 'Service unavailable', body: unavailableMessage(bank) });

function UserStep({ notice, onNext }: { notice?: string | undefined; onNext: (s: Extract<Step, { kind: 'code' }>) => void }) {
  const bank = useBank();
  const { form, busy, failure, onSubmit } = useFormSubmit({ username: rememberedUserName(bank.code) ?? '' }, ForgotPasswordForm, {
    send: async (v) => {
      const username = v.username.trim();
      const start = await startPasswordReset(bank.code, username);
      onNext({ kind: 'code', cookie: start.data.userCookie, username });
    },
    fail: (err): Problem => {
      const f = describeFailure(err);
      if (f.unavailable) return unavailable(bank.name);
      return (
        tooManyTries(f, bank.name) ?? { title: "We couldn't start the password reset", body: f.platformMessage ?? 'Please try again.' }
      );
    },
  });
  return (
    <StepForm
      step={1}
      of={3}
      title="Tell us who you are"
      formRef={form.ref}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      notice={notice}
      submitLabel="Send Code"
      busy={busy}
      busyLabel="Sending your code…"
    >
      <TextField label="User Name" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.bind('username')} />
    </StepForm>
  );
}

function CodeStep({
  step,
  onDone,
  onRestart,
}: {
  step: Extract<Step, { kind: 'code' }>;
  onDone: (username: string) => void;
  onRestart: (notice?: string) => void;
}) {
  const bank = useBank();
  const { form, busy, failure, onSubmit } = useFormSubmit({ verificationCode: '', password: '', confirmPassword: '' }, ResetPasswordForm, {
    send: async (v) => {
      const answer = await resetPassword({ cookie: step.cookie, verificationCode: v.verificationCode.trim(), password: v.password });
      onDone(answer.data.username);
    },
    fail: (err, form): Problem | void => {
      const f = describeFailure(err);
      if (f.unavailable) return unavailable(bank.name);
      const tooMany = tooManyTries(f, bank.name);
      if (tooMany) return tooMany;
      if (f.reason === 'BAD_CODE') {
        const left = f.triesLeft;
        form.showErrors({
          verificationCode: `That code didn't match.${left !== null ? ` You have ${left} ${left === 1 ? 'try' : 'tries'} left.` : ''} Check the code and try again.`,
        });
      } else if (f.reason === 'PASSWORD_REUSED') {
        form.showErrors({ password: 'Choose a password you have not used for this account before.' });
      } else if (f.reason === 'TOKEN_EXPIRED' || f.status === 401)
        onRestart(
          f.platformMessage && f.reason === 'TOKEN_EXPIRED' && /Too many/.test(f.platformMessage)
            ? 'Too many wrong codes. For your security, please start again.'
            : EXPIRED,
        );
      else return { title: "We couldn't change your password", body: f.platformMessage ?? 'Please check your entries and try again.' };
    },
  });
  return (
    <StepForm
      step={2}
      of={3}
      title="Choose a new password"
      formRef={form.ref}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      intro={
        <Alert tone="info">
          <p>
            If an account matches <strong>{step.username}</strong>, we sent a 6-digit code to the email address on file. It expires in 10
            minutes.
          </p>
        </Alert>
      }
      submitLabel="Change Password"
      busy={busy}
      busyLabel="Changing your password…"
      after={
        <p>
          <Button variant="link" onClick={() => onRestart()}>
            Didn't get a code? Check your user name and start again
          </Button>
        </p>
      }
    >
      <TextField
        label="Verification Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        {...form.bind('verificationCode')}
      />
      <TextField
        label="New Password"
        hint="At least 8 characters, with a letter and a number"
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password')}
      />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
    </StepForm>
  );
}

/**
 * Forgot password (docs/requirements.md#spec-2-screens forgotPassword): the user name, then the code the platform emailed and a new
 * password. The platform answers alike whether or not the user name is an account's (no enumeration), so the
 * page says "if an account matches"; for a name that is not one, no code ever matches.
 */
export function ForgotPasswordPage() {
  const bank = useBank();
  const [step, setStep] = useState<Step>({ kind: 'user' });
  const restart = (notice?: string) => setStep({ kind: 'user', ...(notice ? { notice } : {}) });
  return (
    <AccountPage
      title="Forgot Password"
      intro={`Reset your ${bank.name} online banking password. We'll confirm it's you with a code sent to the email address on your profile.`}
      links={[LINKS.login, LINKS.forgotUserName, LINKS.register]}
    >
      {step.kind === 'user' ? <UserStep notice={step.notice} onNext={setStep} /> : null}
      {step.kind === 'code' ? (
        <CodeStep step={step} onDone={(username) => setStep({ kind: 'done', username })} onRestart={restart} />
      ) : null}
      {step.kind === 'done' ? (
        <DoneStep step={3} of={3} title="Password changed" alertTitle="Your password has been changed">
          Log in as <strong>{step.username}</strong> with your new password. For your security, any other sessions were logged out.
        </DoneStep>
      ) : null}
    </AccountPage>
  );
}
