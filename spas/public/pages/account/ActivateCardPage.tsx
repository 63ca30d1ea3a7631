import { useState, type FormEvent } from '../../../lib/react-deps.js';
import { cardDigits } from '../../../../shared/contract/publicAccount.js';
import { Alert } from '../../../ui/Alert.js';
import { AppLink } from '../../../ui/AppLink.js';
import { Button } from '../../../ui/Button.js';
import { FocusHeading, FormFailure, StepHeading } from '../../forms/FormParts.js';
import { describeFailure, unavailableMessage, type Failure } from '../../forms/platformError.js';
import { ActivationForm, normalizeExpiry } from '../../forms/schemas.js';
import { useFormValues } from '../../forms/useFormValues.js';
import { checkForm } from '../../forms/validation.js';
import { AccountPage, LINKS, useBank } from './AccountPage.js';
import { activateCard, verifyCardForActivation } from './api.js';
import { CardFields } from './CardFields.js';

type Step =
  | { kind: 'card'; notice?: string }
  | { kind: 'confirm'; token: string; last4: string; firstName: string }
  | { kind: 'done'; last4: string; firstName: string };

const ERROR_ID = 'activate-error';
const INITIAL = { cardNumber: '', expirationDate: '', securityCode: '', zipCode: '' };

function failureText(f: Failure, bank: string): { title: string; body: string; registerLink?: boolean } {
  if (f.unavailable) return { title: 'Service unavailable', body: unavailableMessage(bank) };
  switch (f.reason) {
    case 'DETAILS_MISMATCH':
      return { title: "We couldn't confirm your card", body: "The details you entered don't match our records. Check the card number, expiration date and security code, then try again." };
    case 'LOCKED':
      return { title: 'Too many attempts', body: `For your security, this card can't be activated online for the next 15 minutes. Try again later, or call ${bank} at the number on the back of your card.` };
    case 'ALREADY_ACTIVE':
      return { title: 'This card is already active', body: 'Your card is active and ready to use. If you have not set up online access yet, register your card.', registerLink: true };
    case 'CARD_EXPIRED':
      return { title: 'This card has expired', body: 'Please activate the newer card we sent you.' };
    case 'CARD_NOT_ELIGIBLE':
      return { title: "This card can't be activated online", body: `Please call ${bank} at the number on the back of your card.` };
    case 'TOKEN_EXPIRED':
      return { title: 'Please start again', body: 'For your security, the time to confirm the activation ran out. Enter your card details again.' };
    default:
      return { title: "We couldn't activate your card", body: f.platformMessage ?? 'Please check the details and try again.' };
  }
}

/** Activate card (spec §2 activateCard and activate): the card in hand, a confirmation, then done. */
export function ActivateCardPage() {
  const bank = useBank();
  const [step, setStep] = useState<Step>({ kind: 'card' });
  const form = useFormValues(INITIAL);
  const [failure, setFailure] = useState<ReturnType<typeof failureText> | null>(null);
  const [busy, setBusy] = useState(false);

  const verify = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    const checked = checkForm(ActivationForm, form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const v = checked.data;
      const answer = await verifyCardForActivation({ brand: bank.code, cardNumber: cardDigits(v.cardNumber), expirationDate: normalizeExpiry(v.expirationDate), securityCode: v.securityCode.trim() });
      form.reset();
      setStep({ kind: 'confirm', token: answer.data.activationToken, last4: answer.data.cardNumberLast4, firstName: answer.data.firstName });
    } catch (err) {
      setFailure(failureText(describeFailure(err), bank.name));
    } finally {
      setBusy(false);
    }
  };

  const activate = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy || step.kind !== 'confirm') return;
    setFailure(null);
    setBusy(true);
    try {
      const answer = await activateCard(step.token);
      setStep({ kind: 'done', last4: answer.data.cardNumberLast4, firstName: answer.data.firstName });
    } catch (err) {
      const f = describeFailure(err);
      if (f.reason === 'TOKEN_EXPIRED') setStep({ kind: 'card', notice: failureText(f, bank.name).body });
      else setFailure(failureText(f, bank.name));
    } finally {
      setBusy(false);
    }
  };

  const failureBox = failure ? (
    <FormFailure id={ERROR_ID} title={failure.title}>
      <p>{failure.body}</p>
      {failure.registerLink ? (
        <ul className="auth-links">
          <li>
            <AppLink href="/registerCard">Register your card</AppLink>
          </li>
          <li>
            <AppLink href="/login">Log in</AppLink>
          </li>
        </ul>
      ) : null}
    </FormFailure>
  ) : null;

  return (
    <AccountPage
      title="Activate Your Card"
      intro={`Activate your new or replacement ${bank.name} card before you use it. Keep the card at hand: you'll need its number, expiration date and security code.`}
      links={[LINKS.login, LINKS.register]}
    >
      {step.kind === 'card' ? (
        <form ref={form.ref} method="post" noValidate onSubmit={(e) => void verify(e)} aria-describedby={failure ? ERROR_ID : undefined}>
          <StepHeading step={1} of={3} title="Enter your card details" focus={!!step.notice} />
          {step.notice ? (
            <Alert tone="info">
              <p>{step.notice}</p>
            </Alert>
          ) : null}
          {failureBox}
          <CardFields bind={form.bind} withZip={false} />
          <Button type="submit" loading={busy} block>
            Continue
          </Button>
          {busy ? <span className="visually-hidden" role="status">Checking your card…</span> : null}
        </form>
      ) : null}
      {step.kind === 'confirm' ? (
        <form method="post" noValidate onSubmit={(e) => void activate(e)} aria-describedby={failure ? ERROR_ID : undefined}>
          <StepHeading step={2} of={3} title="Confirm activation" />
          {failureBox}
          <p>
            Activate the card ending in <strong>{step.last4}</strong> issued to {step.firstName}? Once it's active you can use it right away.
          </p>
          <Button type="submit" loading={busy} block>
            Activate Card
          </Button>
          {busy ? <span className="visually-hidden" role="status">Activating your card…</span> : null}
          <p>
            <Button variant="link" onClick={() => { setFailure(null); setStep({ kind: 'card' }); }}>
              Cancel
            </Button>
          </p>
        </form>
      ) : null}
      {step.kind === 'done' ? (
        <div>
          <FocusHeading>
            <span style={{ display: 'block', fontSize: '0.875rem', fontWeight: 600, color: 'var(--color-text-muted)' }}>Step 3 of 3</span> Your card is active
          </FocusHeading>
          <Alert tone="success" title="Card activated">
            <p>
              Thank you, {step.firstName}. Your card ending in {step.last4} is active and ready to use.
            </p>
          </Alert>
          <ul className="link-list">
            <li>
              <AppLink href="/login">Log in to your account</AppLink>
            </li>
            <li>
              <AppLink href="/registerCard">New to online access? Register your card</AppLink>
            </li>
          </ul>
        </div>
      ) : null}
    </AccountPage>
  );
}
