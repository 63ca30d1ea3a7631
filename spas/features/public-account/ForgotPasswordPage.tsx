import { useState } from '../../lib/react-deps.js';
import type { TwoFactorStepOneResponse } from '../../../shared/contract/user.js';
import { Alert } from '../../ui/Alert.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/TextField.js';
import { DoneStep, RadioGroup, StepForm } from '../../ui/forms/FormParts.js';
import { describeFailure, unavailableMessage } from '../../lib/failure.js';
import { ContactChoiceForm, ForgotPasswordForm, ResetPasswordForm } from './schemas.js';
import { useFormSubmit, useSubmit } from './forms/useSubmit.js';
import { checkForm } from './forms/validation.js';
import { rememberedUserName } from '../../lib/rememberUserName.js';
import { AccountPage, LINKS, useBank } from './components/AccountPage.js';
import { resetPassword, startPasswordReset, verificationStepOne, verificationStepTwo } from './api/accountApi.js';

type Contact = TwoFactorStepOneResponse['data']['contacts'][number];
type Step =
  | { kind: 'user'; notice?: string }
  | { kind: 'contact'; cookie: string; token: string; contacts: Contact[] }
  | { kind: 'code'; cookie: string; token: string; sentTo: string }
  | { kind: 'done'; username: string };

const ERROR_ID = 'forgot-password-error';
type Problem = { title: string; body: string };

const contactLabel = (c: Contact) => (c.type === 'SMS' ? `Text message to ${c.value}` : `Email to ${c.value}`);
const EXPIRED = 'For your security, that verification expired. Please start again.';

const unavailable = (bank: string): Problem => ({ title: 'Service unavailable', body: unavailableMessage(bank) });

function UserStep({ notice, onNext }: { notice?: string | undefined; onNext: (s: Extract<Step, { kind: 'contact' }>) => void }) {
  const bank = useBank();
  const { form, busy, failure, onSubmit } = useFormSubmit({ username: rememberedUserName(bank.code) ?? '' }, ForgotPasswordForm, {
    send: async (v) => {
      const start = await startPasswordReset(bank.code, v.username.trim());
      const one = await verificationStepOne(start.data.userCookie);
      onNext({ kind: 'contact', cookie: start.data.userCookie, token: one.data.token, contacts: one.data.contacts });
    },
    fail: (err, form): Problem | void => {
      const f = describeFailure(err);
      if (f.unavailable) return unavailable(bank.name);
      if (f.reason === 'UNKNOWN_USER' || f.status === 404) {
        form.showErrors({ username: `We couldn't find an active ${bank.name} online account with that user name. Check the spelling, or recover your user name.` });
      } else return { title: "We couldn't start the password reset", body: f.platformMessage ?? 'Please try again.' };
    },
  });
  return (
    <StepForm
      step={1}
      of={4}
      title="Tell us who you are"
      formRef={form.ref}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      notice={notice}
      submitLabel="Continue"
      busy={busy}
      busyLabel="Looking up your account…"
    >
      <TextField label="User Name" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.bind('username')} />
    </StepForm>
  );
}

function ContactStep({ step, onNext, onRestart }: { step: Extract<Step, { kind: 'contact' }>; onNext: (s: Extract<Step, { kind: 'code' }>) => void; onRestart: (notice?: string) => void }) {
  const bank = useBank();
  const [contactId, setContactId] = useState(step.contacts[0]?.contactId ?? '');
  const [error, setError] = useState<string | undefined>();
  const { busy, failure, onSubmit } = useSubmit({
    check: () => {
      const checked = checkForm(ContactChoiceForm, { contactId });
      if (checked.ok) return checked.data;
      setError(checked.errors.contactId);
      return null;
    },
    send: async () => {
      await verificationStepTwo(step.token, contactId);
      const chosen = step.contacts.find((c) => c.contactId === contactId);
      onNext({ kind: 'code', cookie: step.cookie, token: step.token, sentTo: chosen ? chosen.value : 'your contact' });
    },
    fail: (err): Problem | void => {
      const f = describeFailure(err);
      if (f.unavailable) return unavailable(bank.name);
      if (f.status === 401) onRestart(EXPIRED);
      else return { title: "We couldn't send your code", body: f.platformMessage ?? 'Please try again.' };
    },
  });
  return (
    <StepForm
      step={2}
      of={4}
      title="Get a verification code"
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      intro={<p>To keep your account safe, we'll send a one-time code to a phone number or email address on your profile.</p>}
      submitLabel="Send Code"
      busy={busy}
      busyLabel="Sending your code…"
      after={
        <p>
          <Button variant="link" onClick={() => onRestart()}>
            Start again
          </Button>
        </p>
      }
    >
      <RadioGroup legend="Where should we send your code?" name="verificationContact" value={contactId} error={error} onChange={(v) => { setContactId(v); setError(undefined); }}
        options={step.contacts.map((c) => ({ value: c.contactId, label: contactLabel(c) }))} />
    </StepForm>
  );
}

function CodeStep({ step, onDone, onRestart }: { step: Extract<Step, { kind: 'code' }>; onDone: (username: string) => void; onRestart: (notice?: string) => void }) {
  const bank = useBank();
  const { form, busy, failure, onSubmit } = useFormSubmit({ verificationCode: '', password: '', confirmPassword: '' }, ResetPasswordForm, {
    send: async (v) => {
      const answer = await resetPassword({ cookie: step.cookie, token: step.token, verificationCode: v.verificationCode.trim(), password: v.password });
      onDone(answer.data.username);
    },
    fail: (err, form): Problem | void => {
      const f = describeFailure(err);
      if (f.unavailable) return unavailable(bank.name);
      if (f.reason === 'BAD_CODE') {
        const left = f.triesLeft;
        form.showErrors({ verificationCode: `That code didn't match.${left !== null ? ` You have ${left} ${left === 1 ? 'try' : 'tries'} left.` : ''} Check the code and try again.` });
      } else if (f.reason === 'PASSWORD_REUSED') {
        form.showErrors({ password: 'Choose a password you have not used for this account before.' });
      } else if (f.reason === 'TOKEN_EXPIRED' || f.status === 401) onRestart(f.platformMessage && f.reason === 'TOKEN_EXPIRED' && /Too many/.test(f.platformMessage) ? 'Too many wrong codes. For your security, please start again.' : EXPIRED);
      else return { title: "We couldn't change your password", body: f.platformMessage ?? 'Please check your entries and try again.' };
    },
  });
  return (
    <StepForm
      step={3}
      of={4}
      title="Choose a new password"
      formRef={form.ref}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      intro={
        <Alert tone="info">
          <p>We sent a 6-digit code to {step.sentTo}. It expires in 10 minutes.</p>
        </Alert>
      }
      submitLabel="Change Password"
      busy={busy}
      busyLabel="Changing your password…"
      after={
        <p>
          <Button variant="link" onClick={() => onRestart()}>
            Didn't get a code? Start again
          </Button>
        </p>
      }
    >
      <TextField label="Verification Code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required {...form.bind('verificationCode')} />
      <TextField label="New Password" hint="At least 8 characters, with a letter and a number" type="password" autoComplete="new-password" required {...form.bind('password')} />
      <TextField label="Confirm New Password" type="password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
    </StepForm>
  );
}

/**
 * Forgot password (spec §2 forgotPassword) with the platform's verification flow (spec §7): start with the
 * user name, GET /v1/users/2fa/stepone for the contacts, POST /user/2fa/steptwo to send the code, then the
 * code and the new password.
 */
export function ForgotPasswordPage() {
  const bank = useBank();
  const [step, setStep] = useState<Step>({ kind: 'user' });
  const restart = (notice?: string) => setStep({ kind: 'user', ...(notice ? { notice } : {}) });
  return (
    <AccountPage
      title="Forgot Password"
      intro={`Reset your ${bank.name} online banking password. We'll confirm it's you with a code sent to the contact details on your profile.`}
      links={[LINKS.login, LINKS.forgotUserName, LINKS.register]}
    >
      {step.kind === 'user' ? <UserStep notice={step.notice} onNext={setStep} /> : null}
      {step.kind === 'contact' ? <ContactStep step={step} onNext={setStep} onRestart={restart} /> : null}
      {step.kind === 'code' ? <CodeStep step={step} onDone={(username) => setStep({ kind: 'done', username })} onRestart={restart} /> : null}
      {step.kind === 'done' ? (
        <DoneStep step={4} of={4} title="Password changed" alertTitle="Your password has been changed">
          Log in as <strong>{step.username}</strong> with your new password. For your security, any other sessions were logged out.
        </DoneStep>
      ) : null}
    </AccountPage>
  );
}
