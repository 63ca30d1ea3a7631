import { useState } from '../../lib/react-deps.js';
import { LinkList } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { DoneStep, StepForm } from '../../ui/forms/FormParts.js';
import { describeFailure, tooManyTries, unavailableMessage, type AccountFailure as Failure } from '../../lib/failure.js';
import { useSubmit } from './forms/useSubmit.js';
import { AccountPage, LINKS, useBank } from './components/AccountPage.js';
import { activateCard, verifyCardForActivation } from './api/accountApi.js';
import { CardFields, useCardDetailsForm } from './components/CardFields.js';

type Step =
  | { kind: 'card'; notice?: string }
  | { kind: 'confirm'; token: string; last4: string; firstName: string }
  | { kind: 'done'; last4: string; firstName: string };

const ERROR_ID = 'activate-error';
type Problem = { title: string; body: string; registerLink?: boolean };

function failureText(f: Failure, bank: string): Problem {
  if (f.unavailable) return { title: 'Service unavailable', body: unavailableMessage(bank) };
  switch (f.reason) {
    case 'DETAILS_MISMATCH':
      return {
        title: "We couldn't confirm your card",
        body: "The details you entered don't match our records. Check the card number, expiration date and security code, then try again.",
      };
    case 'THROTTLED':
    case 'LOCKED':
      return tooManyTries(f, bank)!;
    case 'ALREADY_ACTIVE':
      return {
        title: 'This card is already active',
        body: 'Your card is active and ready to use. If you have not set up online access yet, register your card.',
        registerLink: true,
      };
    case 'CARD_EXPIRED':
      return { title: 'This card has expired', body: 'Please activate the newer card we sent you.' };
    case 'CARD_NOT_ELIGIBLE':
      return { title: "This card can't be activated online", body: `Please call ${bank} at the number on the back of your card.` };
    case 'TOKEN_EXPIRED':
      return {
        title: 'Please start again',
        body: 'For your security, the time to confirm the activation ran out. Enter your card details again.',
      };
    default:
      return { title: "We couldn't activate your card", body: f.platformMessage ?? 'Please check the details and try again.' };
  }
}

const REGISTER_LINKS = [
  { href: '/registerCard', label: 'Register your card' },
  { href: '/login', label: 'Log in' },
];
const registerLinks = (failure: Problem | null) =>
  failure?.registerLink ? <LinkList className="auth-links" links={REGISTER_LINKS} /> : null;

function CardStep({ notice, onVerified }: { notice?: string | undefined; onVerified: (s: Extract<Step, { kind: 'confirm' }>) => void }) {
  const bank = useBank();
  const { form, busy, failure, onSubmit } = useCardDetailsForm({
    withZip: false,
    send: async (details) => {
      const answer = await verifyCardForActivation(details);
      onVerified({
        kind: 'confirm',
        token: answer.data.activationToken,
        last4: answer.data.cardNumberLast4,
        firstName: answer.data.firstName,
      });
    },
    fail: (err) => failureText(describeFailure(err), bank.name),
  });
  return (
    <StepForm
      step={1}
      of={3}
      title="Enter your card details"
      formRef={form.ref}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      failureLinks={registerLinks(failure)}
      notice={notice}
      submitLabel="Continue"
      busy={busy}
      busyLabel="Checking your card…"
    >
      <CardFields bind={form.bind} withZip={false} />
    </StepForm>
  );
}

function ConfirmStep({
  step,
  onDone,
  onRestart,
}: {
  step: Extract<Step, { kind: 'confirm' }>;
  onDone: (s: Extract<Step, { kind: 'done' }>) => void;
  onRestart: (notice?: string) => void;
}) {
  const bank = useBank();
  const { busy, failure, onSubmit } = useSubmit({
    send: async () => {
      const answer = await activateCard(step.token);
      onDone({ kind: 'done', last4: answer.data.cardNumberLast4, firstName: answer.data.firstName });
    },
    fail: (err): Problem | void => {
      const f = describeFailure(err);
      if (f.reason === 'TOKEN_EXPIRED') onRestart(failureText(f, bank.name).body);
      else return failureText(f, bank.name);
    },
  });
  return (
    <StepForm
      step={2}
      of={3}
      title="Confirm activation"
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={failure}
      failureLinks={registerLinks(failure)}
      submitLabel="Activate Card"
      busy={busy}
      busyLabel="Activating your card…"
      after={
        <p>
          <Button variant="link" onClick={() => onRestart()}>
            Cancel
          </Button>
        </p>
      }
    >
      <p>
        Activate the card ending in <strong>{step.last4}</strong> issued to {step.firstName}? Once it's active you can use it right away.
      </p>
    </StepForm>
  );
}

/** Activate card (docs/requirements.md#spec-2-screens activateCard and activate): the card in hand, a confirmation, then done. */
export function ActivateCardPage() {
  const bank = useBank();
  const [step, setStep] = useState<Step>({ kind: 'card' });
  const restart = (notice?: string) => setStep({ kind: 'card', ...(notice ? { notice } : {}) });
  return (
    <AccountPage
      title="Activate Your Card"
      intro={`Activate your new or replacement ${bank.name} card before you use it. Keep the card at hand: you'll need its number, expiration date and security code.`}
      links={[LINKS.login, LINKS.register]}
    >
      {step.kind === 'card' ? <CardStep notice={step.notice} onVerified={setStep} /> : null}
      {step.kind === 'confirm' ? <ConfirmStep step={step} onDone={setStep} onRestart={restart} /> : null}
      {step.kind === 'done' ? (
        <DoneStep
          step={3}
          of={3}
          title="Your card is active"
          alertTitle="Card activated"
          next={
            <LinkList
              className="link-list"
              links={[
                { href: '/login', label: 'Log in to your account' },
                { href: '/registerCard', label: 'New to online access? Register your card' },
              ]}
            />
          }
        >
          Thank you, {step.firstName}. Your card ending in {step.last4} is active and ready to use.
        </DoneStep>
      ) : null}
    </AccountPage>
  );
}
