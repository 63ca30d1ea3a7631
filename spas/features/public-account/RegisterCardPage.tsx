import { useState } from '../../lib/react-deps.js';
import { Alert } from '../../ui/Alert.js';
import { LinkList } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { TextField } from '../../ui/TextField.js';
import { DoneStep, StepForm } from '../../ui/forms/FormParts.js';
import { describeFailure, tooManyTries, unavailableMessage, type AccountFailure as Failure } from '../../lib/failure.js';
import { OnlineAccountForm } from './schemas.js';
import { useFormSubmit } from './forms/useSubmit.js';
import { AccountPage, LINKS, useBank } from './components/AccountPage.js';
import { registerCard, verifyCardForRegistration } from './api/accountApi.js';
import { CardFields, useCardDetailsForm } from './components/CardFields.js';

type Step =
  | { kind: 'card'; notice?: string }
  | { kind: 'account'; token: string; last4: string; firstName: string }
  | { kind: 'done'; username: string; last4: string };

const ERROR_ID = 'register-error';
type Problem = { title: string; body: string };
const ACCOUNT_INITIAL = { username: '', email: '', password: '', confirmPassword: '' };

function cardFailure(f: Failure, bank: string): { title: string; body: string; links?: boolean } {
  if (f.unavailable) return { title: 'Service unavailable', body: unavailableMessage(bank) };
  switch (f.reason) {
    case 'DETAILS_MISMATCH':
      return {
        title: "We couldn't confirm your card",
        body: "The details you entered don't match our records. Check the card number, expiration date, security code and billing ZIP code, then try again.",
      };
    case 'THROTTLED':
    case 'LOCKED':
      return tooManyTries(f, bank)!;
    case 'ALREADY_REGISTERED':
      return {
        title: 'This card is already registered',
        body: 'This card already has online access. Log in with your user name and password, or recover them below.',
        links: true,
      };
    case 'CARD_EXPIRED':
      return { title: 'This card has expired', body: 'Please register the newer card we sent you.' };
    case 'CARD_NOT_ELIGIBLE':
      return {
        title: "This card can't be registered online",
        body: `Please call ${bank} at the number on the back of your card and we'll help you set up access.`,
      };
    default:
      return { title: "We couldn't confirm your card", body: f.platformMessage ?? 'Please check the details and try again.' };
  }
}

const ALREADY_REGISTERED_LINKS = [
  { href: '/login', label: 'Log in' },
  { href: '/forgotUserName', label: 'Forgot user name?' },
  { href: '/forgotPassword', label: 'Forgot password?' },
];

function CardStep({ notice, onVerified }: { notice?: string | undefined; onVerified: (s: Extract<Step, { kind: 'account' }>) => void }) {
  const bank = useBank();
  const { form, busy, failure, onSubmit } = useCardDetailsForm({
    withZip: true,
    send: async (details) => {
      const answer = await verifyCardForRegistration(details);
      onVerified({
        kind: 'account',
        token: answer.data.registrationToken,
        last4: answer.data.cardNumberLast4,
        firstName: answer.data.firstName,
      });
    },
    fail: (err) => cardFailure(describeFailure(err), bank.name),
  });
  return (
    <StepForm
      step={1}
      of={3}
      title="Confirm your card"
      formRef={form.ref}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      failureLinks={failure?.links ? <LinkList className="auth-links" links={ALREADY_REGISTERED_LINKS} /> : null}
      intro={<p>Enter the details of the {bank.name} card you want to manage online.</p>}
      notice={notice}
      submitLabel="Continue"
      busy={busy}
      busyLabel="Checking your card…"
    >
      <CardFields bind={form.bind} withZip />
    </StepForm>
  );
}

function AccountStep({
  step,
  onDone,
  onRestart,
}: {
  step: Extract<Step, { kind: 'account' }>;
  onDone: (s: Extract<Step, { kind: 'done' }>) => void;
  onRestart: (notice?: string) => void;
}) {
  const bank = useBank();
  const { form, busy, failure, onSubmit } = useFormSubmit(ACCOUNT_INITIAL, OnlineAccountForm, {
    send: async (v) => {
      const answer = await registerCard({
        registrationToken: step.token,
        username: v.username.trim(),
        password: v.password,
        email: v.email.trim(),
      });
      onDone({ kind: 'done', username: answer.data.username, last4: answer.data.cardNumberLast4 });
    },
    fail: (err, form): Problem | void => {
      const f = describeFailure(err);
      if (f.unavailable) return { title: 'Service unavailable', body: unavailableMessage(bank.name) };
      if (f.reason === 'USERNAME_TAKEN') form.showErrors({ username: 'That user name is already taken. Please choose another.' });
      else if (f.reason === 'TOKEN_EXPIRED')
        onRestart('For your security, the time to finish registering ran out. Please confirm your card again.');
      else if (f.reason === 'ALREADY_REGISTERED')
        onRestart('This card was registered in the meantime. If that was you, log in with the user name you chose.');
      else return { title: "We couldn't finish your registration", body: f.platformMessage ?? 'Please check your entries and try again.' };
    },
  });

  return (
    <StepForm
      step={2}
      of={3}
      title="Create your login"
      formRef={form.ref}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      intro={
        <Alert tone="success">
          <p>
            Thank you, {step.firstName}. We confirmed your card ending in {step.last4}.
          </p>
        </Alert>
      }
      submitLabel="Register"
      busy={busy}
      busyLabel="Registering your card…"
      after={
        <p>
          <Button variant="link" onClick={() => onRestart()}>
            Use a different card
          </Button>
        </p>
      }
    >
      <TextField
        label="User Name"
        hint="4 to 30 characters: letters, numbers and . _ - @"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.bind('username')}
      />
      <TextField
        label="Email Address"
        hint="We'll use it to confirm changes to your account"
        type="email"
        autoComplete="email"
        required
        {...form.bind('email')}
      />
      <TextField
        label="Password"
        hint="At least 8 characters, with a letter and a number"
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password')}
      />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
    </StepForm>
  );
}

/** Register card (docs/requirements.md#spec-2-screens registerCard): card number and security details, then user name and password. */
export function RegisterCardPage() {
  const bank = useBank();
  const [step, setStep] = useState<Step>({ kind: 'card' });
  return (
    <AccountPage
      title="Register Your Card"
      intro={`Set up online access to your ${bank.name} card account in two steps: confirm your card, then choose your user name and password.`}
      links={[{ href: '/login', label: 'Already registered? Log in' }, LINKS.forgotUserName, LINKS.activate]}
    >
      {step.kind === 'card' ? <CardStep notice={step.notice} onVerified={setStep} /> : null}
      {step.kind === 'account' ? (
        <AccountStep step={step} onDone={setStep} onRestart={(notice) => setStep({ kind: 'card', ...(notice ? { notice } : {}) })} />
      ) : null}
      {step.kind === 'done' ? (
        <DoneStep step={3} of={3} title="You're registered" alertTitle="Your card is registered">
          Your card ending in {step.last4} is now set up for online access with the user name <strong>{step.username}</strong>.
        </DoneStep>
      ) : null}
    </AccountPage>
  );
}
