import { useState, type FormEvent } from '../../../lib/react-deps.js';
import { cardDigits } from '../../../../shared/contract/publicAccount.js';
import { Alert } from '../../../ui/Alert.js';
import { AppLink } from '../../../ui/AppLink.js';
import { Button } from '../../../ui/Button.js';
import { TextField } from '../../../ui/TextField.js';
import { FocusHeading, FormFailure, StepHeading } from '../../forms/FormParts.js';
import { describeFailure, unavailableMessage, type Failure } from '../../forms/platformError.js';
import { CardDetailsForm, OnlineAccountForm, normalizeExpiry } from '../../forms/schemas.js';
import { useFormValues } from '../../forms/useFormValues.js';
import { checkForm } from '../../forms/validation.js';
import { AccountPage, LINKS, useBank } from './AccountPage.js';
import { registerCard, verifyCardForRegistration } from './api.js';
import { CardFields } from './CardFields.js';

type Step =
  | { kind: 'card'; notice?: string }
  | { kind: 'account'; token: string; last4: string; firstName: string }
  | { kind: 'done'; username: string; last4: string };

const ERROR_ID = 'register-error';
const CARD_INITIAL = { cardNumber: '', expirationDate: '', securityCode: '', zipCode: '' };
const ACCOUNT_INITIAL = { username: '', email: '', password: '', confirmPassword: '' };

function cardFailure(f: Failure, bank: string): { title: string; body: string; links?: boolean } {
  if (f.unavailable) return { title: 'Service unavailable', body: unavailableMessage(bank) };
  switch (f.reason) {
    case 'DETAILS_MISMATCH':
      return { title: "We couldn't confirm your card", body: "The details you entered don't match our records. Check the card number, expiration date, security code and billing ZIP code, then try again." };
    case 'LOCKED':
      return { title: 'Too many attempts', body: `For your security, this card can't be confirmed online for the next 15 minutes. Try again later, or call ${bank} at the number on the back of your card.` };
    case 'ALREADY_REGISTERED':
      return { title: 'This card is already registered', body: 'This card already has online access. Log in with your user name and password, or recover them below.', links: true };
    case 'CARD_EXPIRED':
      return { title: 'This card has expired', body: 'Please register the newer card we sent you.' };
    case 'CARD_NOT_ELIGIBLE':
      return { title: "This card can't be registered online", body: `Please call ${bank} at the number on the back of your card and we'll help you set up access.` };
    default:
      return { title: "We couldn't confirm your card", body: f.platformMessage ?? 'Please check the details and try again.' };
  }
}

function CardStep({ notice, onVerified }: { notice?: string | undefined; onVerified: (s: Extract<Step, { kind: 'account' }>) => void }) {
  const bank = useBank();
  const form = useFormValues(CARD_INITIAL);
  const [failure, setFailure] = useState<ReturnType<typeof cardFailure> | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkForm(CardDetailsForm, form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const v = checked.data;
      const answer = await verifyCardForRegistration({
        brand: bank.code, cardNumber: cardDigits(v.cardNumber), expirationDate: normalizeExpiry(v.expirationDate), securityCode: v.securityCode.trim(), zipCode: v.zipCode.trim(),
      });
      form.reset(); // the card number is not kept once it has done its job
      onVerified({ kind: 'account', token: answer.data.registrationToken, last4: answer.data.cardNumberLast4, firstName: answer.data.firstName });
    } catch (err) {
      setBusy(false);
      setFailure(cardFailure(describeFailure(err), bank.name));
    }
  };

  return (
    <form ref={form.ref} method="post" noValidate onSubmit={(e) => void submit(e)} aria-describedby={failure ? ERROR_ID : undefined}>
      <StepHeading step={1} of={3} title="Confirm your card" focus={!!notice} />
      <p>Enter the details of the {bank.name} card you want to manage online.</p>
      {notice ? (
        <Alert tone="info">
          <p>{notice}</p>
        </Alert>
      ) : null}
      {failure ? (
        <FormFailure id={ERROR_ID} title={failure.title}>
          <p>{failure.body}</p>
          {failure.links ? (
            <ul className="auth-links">
              <li>
                <AppLink href="/login">Log in</AppLink>
              </li>
              <li>
                <AppLink href="/forgotUserName">Forgot user name?</AppLink>
              </li>
              <li>
                <AppLink href="/forgotPassword">Forgot password?</AppLink>
              </li>
            </ul>
          ) : null}
        </FormFailure>
      ) : null}
      <CardFields bind={form.bind} withZip />
      <Button type="submit" loading={busy} block>
        Continue
      </Button>
      {busy ? <span className="visually-hidden" role="status">Checking your card…</span> : null}
    </form>
  );
}

function AccountStep({ step, onDone, onRestart }: { step: Extract<Step, { kind: 'account' }>; onDone: (s: Extract<Step, { kind: 'done' }>) => void; onRestart: (notice?: string) => void }) {
  const bank = useBank();
  const form = useFormValues(ACCOUNT_INITIAL);
  const [failure, setFailure] = useState<{ title: string; body: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkForm(OnlineAccountForm, form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const v = checked.data;
      const answer = await registerCard({ registrationToken: step.token, username: v.username.trim(), password: v.password, email: v.email.trim() });
      onDone({ kind: 'done', username: answer.data.username, last4: answer.data.cardNumberLast4 });
    } catch (err) {
      setBusy(false);
      const f = describeFailure(err);
      if (f.unavailable) setFailure({ title: 'Service unavailable', body: unavailableMessage(bank.name) });
      else if (f.reason === 'USERNAME_TAKEN') {
        form.showErrors({ username: 'That user name is already taken. Please choose another.' });
      } else if (f.reason === 'TOKEN_EXPIRED') onRestart('For your security, the time to finish registering ran out. Please confirm your card again.');
      else if (f.reason === 'ALREADY_REGISTERED') onRestart('This card was registered in the meantime. If that was you, log in with the user name you chose.');
      else setFailure({ title: "We couldn't finish your registration", body: f.platformMessage ?? 'Please check your entries and try again.' });
    }
  };

  return (
    <form ref={form.ref} method="post" noValidate onSubmit={(e) => void submit(e)} aria-describedby={failure ? ERROR_ID : undefined}>
      <StepHeading step={2} of={3} title="Create your login" />
      <Alert tone="success">
        <p>
          Thank you, {step.firstName}. We confirmed your card ending in {step.last4}.
        </p>
      </Alert>
      {failure ? (
        <FormFailure id={ERROR_ID} title={failure.title}>
          <p>{failure.body}</p>
        </FormFailure>
      ) : null}
      <TextField label="User Name" hint="4 to 30 characters: letters, numbers and . _ - @" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...form.bind('username')} />
      <TextField label="Email Address" hint="We'll use it to confirm changes to your account" type="email" autoComplete="email" required {...form.bind('email')} />
      <TextField label="Password" hint="At least 8 characters, with a letter and a number" type="password" autoComplete="new-password" required {...form.bind('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
      <Button type="submit" loading={busy} block>
        Register
      </Button>
      {busy ? <span className="visually-hidden" role="status">Registering your card…</span> : null}
      <p>
        <Button variant="link" onClick={() => onRestart()}>
          Use a different card
        </Button>
      </p>
    </form>
  );
}

/** Register card (spec §2 registerCard): card number and security details, then user name and password. */
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
      {step.kind === 'account' ? <AccountStep step={step} onDone={setStep} onRestart={(notice) => setStep({ kind: 'card', ...(notice ? { notice } : {}) })} /> : null}
      {step.kind === 'done' ? (
        <div>
          <FocusHeading>
            <span style={{ display: 'block', fontSize: '0.875rem', fontWeight: 600, color: 'var(--color-text-muted)' }}>Step 3 of 3</span> You're registered
          </FocusHeading>
          <Alert tone="success" title="Your card is registered">
            <p>
              Your card ending in {step.last4} is now set up for online access with the user name <strong>{step.username}</strong>.
            </p>
          </Alert>
          <p>
            <AppLink className="btn btn-primary btn-block" href="/login">
              Log In
            </AppLink>
          </p>
        </div>
      ) : null}
    </AccountPage>
  );
}
