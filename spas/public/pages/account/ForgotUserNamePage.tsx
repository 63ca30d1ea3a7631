import { useState, type FormEvent } from '../../../lib/react-deps.js';
import { cardDigits } from '../../../../shared/contract/publicAccount.js';
import { Alert } from '../../../ui/Alert.js';
import { AppLink } from '../../../ui/AppLink.js';
import { Button } from '../../../ui/Button.js';
import { FocusHeading, FormFailure, StepHeading } from '../../forms/FormParts.js';
import { describeFailure, unavailableMessage, type Failure } from '../../forms/platformError.js';
import { CardDetailsForm, normalizeExpiry } from '../../forms/schemas.js';
import { useFormValues } from '../../forms/useFormValues.js';
import { checkForm } from '../../forms/validation.js';
import { AccountPage, LINKS, useBank } from './AccountPage.js';
import { forgotUserName } from './api.js';
import { CardFields } from './CardFields.js';

const ERROR_ID = 'forgot-username-error';
const INITIAL = { cardNumber: '', expirationDate: '', securityCode: '', zipCode: '' };

function failureText(f: Failure, bank: string): { title: string; body: string; registerLink?: boolean } {
  if (f.unavailable) return { title: 'Service unavailable', body: unavailableMessage(bank) };
  switch (f.reason) {
    case 'DETAILS_MISMATCH':
      return { title: "We couldn't confirm your card", body: "The details you entered don't match our records. Check the card number, expiration date, security code and billing ZIP code, then try again." };
    case 'LOCKED':
      return { title: 'Too many attempts', body: `For your security, this card can't be used to recover a user name for the next 15 minutes. Try again later, or call ${bank} at the number on the back of your card.` };
    case 'NOT_REGISTERED':
      return { title: 'This card has no online access yet', body: "There's no user name for this card because it hasn't been registered. Register your card to choose one.", registerLink: true };
    case 'CARD_EXPIRED':
      return { title: 'This card has expired', body: 'Please use the newer card we sent you.' };
    default:
      return { title: "We couldn't find your user name", body: f.platformMessage ?? 'Please check the details and try again.' };
  }
}

/** Forgot user name (spec §2 forgotUserName): confirm the card, and the user name goes to the email on file. */
export function ForgotUserNamePage() {
  const bank = useBank();
  const form = useFormValues(INITIAL);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<ReturnType<typeof failureText> | null>(null);
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
      const answer = await forgotUserName({
        brand: bank.code, cardNumber: cardDigits(v.cardNumber), expirationDate: normalizeExpiry(v.expirationDate), securityCode: v.securityCode.trim(), zipCode: v.zipCode.trim(),
      });
      form.reset();
      setSentTo(answer.data.sentTo);
    } catch (err) {
      setFailure(failureText(describeFailure(err), bank.name));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AccountPage
      title="Forgot User Name"
      intro={`Confirm your ${bank.name} card and we'll email your user name to the address on your online account.`}
      links={[LINKS.login, LINKS.forgotPassword, LINKS.register]}
    >
      {sentTo === null ? (
        <form ref={form.ref} method="post" noValidate onSubmit={(e) => void submit(e)} aria-describedby={failure ? ERROR_ID : undefined}>
          <StepHeading step={1} of={2} title="Confirm your card" />
          {failure ? (
            <FormFailure id={ERROR_ID} title={failure.title}>
              <p>{failure.body}</p>
              {failure.registerLink ? (
                <p>
                  <AppLink href="/registerCard">Register your card</AppLink>
                </p>
              ) : null}
            </FormFailure>
          ) : null}
          <CardFields bind={form.bind} withZip />
          <Button type="submit" loading={busy} block>
            Send My User Name
          </Button>
          {busy ? <span className="visually-hidden" role="status">Checking your card…</span> : null}
        </form>
      ) : (
        <div>
          <FocusHeading>
            <span style={{ display: 'block', fontSize: '0.875rem', fontWeight: 600, color: 'var(--color-text-muted)' }}>Step 2 of 2</span> Check your email
          </FocusHeading>
          <Alert tone="success" title="User name sent">
            <p>
              We've sent your user name to <strong>{sentTo}</strong>. It should arrive within a few minutes; check your junk folder if you don't see it.
            </p>
          </Alert>
          <ul className="link-list">
            <li>
              <AppLink href="/login">Log in</AppLink>
            </li>
            <li>
              <AppLink href="/forgotPassword">Forgot your password too?</AppLink>
            </li>
          </ul>
        </div>
      )}
    </AccountPage>
  );
}
