import { useState } from '../../lib/react-deps.js';
import { LinkList } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { DoneStep, StepForm } from '../../ui/forms/FormParts.js';
import { describeFailure, tooManyTries, unavailableMessage, type AccountFailure as Failure } from '../../lib/failure.js';
import { AccountPage, LINKS, useBank } from './components/AccountPage.js';
import { forgotUserName } from './api/accountApi.js';
import { CardFields, useCardDetailsForm } from './components/CardFields.js';

const ERROR_ID = 'forgot-username-error';

function failureText(f: Failure, bank: string): { title: string; body: string } {
  if (f.unavailable) return { title: 'Service unavailable', body: unavailableMessage(bank) };
  return (
    tooManyTries(f, bank) ?? {
      title: "We couldn't send your user name",
      body: f.platformMessage ?? 'Please check the details and try again.',
    }
  );
}

/**
 * Forgot user name (docs/requirements.md#spec-2-screens forgotUserName): confirm the card, and the user name goes to the email on file.
 * The answer is the same whether or not the card has an online account (no enumeration), so the page says
 * "if an account matches" and what to do when no email comes.
 */
export function ForgotUserNamePage() {
  const bank = useBank();
  const [sent, setSent] = useState(false);
  const { form, busy, failure, onSubmit } = useCardDetailsForm({
    withZip: true,
    send: async (details) => {
      await forgotUserName(details);
      setSent(true);
    },
    fail: (err) => failureText(describeFailure(err), bank.name),
  });

  return (
    <AccountPage
      title="Forgot User Name"
      intro={`Confirm your ${bank.name} card and we'll email your user name to the address on your online account.`}
      links={[LINKS.login, LINKS.forgotPassword, LINKS.register]}
    >
      {!sent ? (
        <StepForm
          step={1}
          of={2}
          title="Confirm your card"
          formRef={form.ref}
          onSubmit={onSubmit}
          errorId={ERROR_ID}
          failure={failure}
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
          alertTitle="Request received"
          next={
            <>
              <LinkList
                className="link-list"
                links={[
                  { href: '/login', label: 'Log in' },
                  { href: '/registerCard', label: 'Register your card' },
                ]}
              />
              <p>
                <Button variant="link" onClick={() => setSent(false)}>
                  Try different card details
                </Button>
              </p>
            </>
          }
        >
          If an account matches the card details you entered, we sent its user name to the email address on file. It should arrive within a
          few minutes; check your junk folder. No email? Check the card details and try again, or register your card if you have never set
          up online access.
        </DoneStep>
      )}
    </AccountPage>
  );
}
