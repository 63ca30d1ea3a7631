import { useState } from '../../lib/react-deps.js';
import { AppLink, LinkList } from '../../ui/AppLink.js';
import { DoneStep, StepForm } from '../../ui/forms/FormParts.js';
import { describeFailure, unavailableMessage, type AccountFailure as Failure } from '../../lib/failure.js';
import { AccountPage, LINKS, useBank } from './components/AccountPage.js';
import { forgotUserName } from './api/accountApi.js';
import { CardFields, useCardDetailsForm } from './components/CardFields.js';

const ERROR_ID = 'forgot-username-error';

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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, busy, failure, onSubmit } = useCardDetailsForm({
    withZip: true,
    send: async (details) => {
      const answer = await forgotUserName(details);
      setSentTo(answer.data.sentTo);
    },
    fail: (err) => failureText(describeFailure(err), bank.name),
  });

  return (
    <AccountPage
      title="Forgot User Name"
      intro={`Confirm your ${bank.name} card and we'll email your user name to the address on your online account.`}
      links={[LINKS.login, LINKS.forgotPassword, LINKS.register]}
    >
      {sentTo === null ? (
        <StepForm
          step={1}
          of={2}
          title="Confirm your card"
          formRef={form.ref}
          onSubmit={onSubmit}
          errorId={ERROR_ID}
          failure={failure}
          failureLinks={
            failure?.registerLink ? (
              <p>
                <AppLink href="/registerCard">Register your card</AppLink>
              </p>
            ) : null
          }
          submitLabel="Send My User Name"
          busy={busy}
          busyLabel="Checking your card…"
        >
          <CardFields bind={form.bind} withZip />
        </StepForm>
      ) : (
        <DoneStep
          step={2}
          of={2}
          title="Check your email"
          alertTitle="User name sent"
          next={
            <LinkList
              className="link-list"
              links={[
                { href: '/login', label: 'Log in' },
                { href: '/forgotPassword', label: 'Forgot your password too?' },
              ]}
            />
          }
        >
          We've sent your user name to <strong>{sentTo}</strong>. It should arrive within a few minutes; check your junk folder if you don't see it.
        </DoneStep>
      )}
    </AccountPage>
  );
}
