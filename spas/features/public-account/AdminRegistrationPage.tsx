import { useEffect, useState, type FormEvent } from '../../lib/react-deps.js';
import type { InvitationResponse } from '../../../shared/contract/publicAccount.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { LoadingState } from '../../ui/Spinner.js';
import { TextField } from '../../ui/TextField.js';
import { DoneStep, StepForm } from '../../ui/forms/FormParts.js';
import { describeFailure, unavailableMessage } from '../../lib/failure.js';
import { AdminRegistrationForm, InvitationCodeForm } from './schemas.js';
import { useFormValues } from './forms/useFormValues.js';
import { useFormSubmit } from './forms/useSubmit.js';
import { checkForm } from './forms/validation.js';
import { AccountPage, LINKS, useBank } from './components/AccountPage.js';
import { lookUpInvitation, registerAdmin } from './api/accountApi.js';

type Variant = 'programAdmin' | 'holdingCompany';
type Invitation = InvitationResponse['data'];
type Step =
  { kind: 'code'; auto: boolean } | { kind: 'account'; token: string; invitation: Invitation } | { kind: 'done'; username: string };

const ERROR_ID = 'admin-registration-error';
type Problem = { title: string; body: string; paLink?: string };

/** The invitation link's token (`?token=` or `?registrationToken=`); it names an invitation, never a card. */
const tokenFromUrl = (): string => {
  const q = new URLSearchParams(window.location.search);
  return (q.get('token') ?? q.get('registrationToken') ?? '').trim();
};

function useInvitationCheck(variant: Variant, onFound: (token: string, invitation: Invitation) => void) {
  const bank = useBank();
  const [problem, setProblem] = useState<Problem | null>(null);
  const check = async (token: string): Promise<boolean> => {
    setProblem(null);
    try {
      const answer = await lookUpInvitation(bank.code, token);
      if (variant === 'holdingCompany' && !answer.data.holdingCompanyName) {
        setProblem({
          title: 'This invitation is for a program administrator',
          body: `Your invitation is to administer ${answer.data.companyName}, not a holding company. Complete it on the program administrator registration page.`,
          paLink: `/pa/Registration?token=${encodeURIComponent(token)}`,
        });
        return false;
      }
      onFound(token, answer.data);
      return true;
    } catch (err) {
      const f = describeFailure(err);
      if (f.unavailable) setProblem({ title: 'Service unavailable', body: unavailableMessage(bank.name) });
      else
        setProblem({
          title: "We couldn't find your invitation",
          body: 'This registration link is not valid or has already been used. Ask your administrator to send you a new invitation email.',
        });
      return false;
    }
  };
  return { problem, check };
}

/** In the form-level error: the way to the registration page the invitation is for. */
const paLinkOf = (problem: Problem | null) =>
  problem?.paLink ? (
    <p>
      <AppLink href={problem.paLink}>Go to program administrator registration</AppLink>
    </p>
  ) : null;

function CodeStep({
  variant,
  auto,
  onFound,
}: {
  variant: Variant;
  auto: boolean;
  onFound: (token: string, invitation: Invitation) => void;
}) {
  const [initial] = useState(() => (auto ? tokenFromUrl() : ''));
  const form = useFormValues({ code: initial });
  const [busy, setBusy] = useState(initial !== '');
  const { problem, check } = useInvitationCheck(variant, onFound);
  useEffect(() => {
    if (!initial) return;
    void check(initial).finally(() => setBusy(false));
    // The link's token is checked once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on opening
  }, []);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const checked = checkForm(InvitationCodeForm, form.values);
    if (!checked.ok) {
      form.showErrors(checked.errors);
      return;
    }
    setBusy(true);
    await check(checked.data.code.trim());
    setBusy(false);
  };
  if (busy && !problem && initial && form.values.code === initial) return <LoadingState label="Checking your invitation…" />;
  return (
    <StepForm
      step={1}
      of={3}
      title="Find your invitation"
      formRef={form.ref}
      onSubmit={(e) => void submit(e)}
      errorId={ERROR_ID}
      failure={problem}
      failureLinks={paLinkOf(problem)}
      submitLabel="Continue"
      busy={busy}
    >
      <p>Open the link in your invitation email, or enter the registration code it contains.</p>
      <TextField label="Registration Code" autoCapitalize="none" spellCheck={false} autoComplete="off" required {...form.bind('code')} />
    </StepForm>
  );
}

function AccountStep({
  variant,
  step,
  onDone,
  onRestart,
}: {
  variant: Variant;
  step: Extract<Step, { kind: 'account' }>;
  onDone: (username: string) => void;
  onRestart: () => void;
}) {
  const bank = useBank();
  const {
    form,
    busy,
    failure: problem,
    onSubmit,
  } = useFormSubmit({ username: '', password: '', confirmPassword: '' }, AdminRegistrationForm, {
    send: async (v) => {
      const answer = await registerAdmin(step.token, v.username.trim(), v.password);
      onDone(answer.data.username);
    },
    fail: (err, form): Problem | void => {
      const f = describeFailure(err);
      if (f.unavailable) return { title: 'Service unavailable', body: unavailableMessage(bank.name) };
      if (f.status === 409) {
        form.showErrors({ username: 'That user name is already taken. Please choose another.' });
      } else if (f.status === 404)
        return {
          title: 'This invitation was already used',
          body: 'Your administrator account may already be set up. Try logging in, or ask your administrator for a new invitation.',
        };
      else return { title: "We couldn't finish your registration", body: f.platformMessage ?? 'Please check your entries and try again.' };
    },
  });
  const inv = step.invitation;
  const what =
    variant === 'holdingCompany' && inv.holdingCompanyName
      ? `the card programs of ${inv.holdingCompanyName} and its companies`
      : `${inv.companyName}'s card program`;
  return (
    <StepForm
      step={2}
      of={3}
      title="Create your administrator login"
      formRef={form.ref}
      onSubmit={onSubmit}
      errorId={ERROR_ID}
      failure={problem}
      failureLinks={paLinkOf(problem)}
      intro={
        <Alert tone="success">
          <p>
            Welcome, {inv.firstname} {inv.lastname}. {bank.name} has invited you to administer {what} as {inv.roleLabel}. We'll send account
            notices to {inv.email}.
          </p>
        </Alert>
      }
      submitLabel="Complete Registration"
      busy={busy}
      busyLabel="Completing your registration…"
      after={
        <p>
          <Button variant="link" onClick={onRestart}>
            Not you? Enter a different registration code
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
        label="Password"
        hint="At least 8 characters, with upper and lower case letters and a number"
        type="password"
        autoComplete="new-password"
        required
        {...form.bind('password')}
      />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...form.bind('confirmPassword')} />
    </StepForm>
  );
}

function AdminRegistration({ variant }: { variant: Variant }) {
  const bank = useBank();
  const [step, setStep] = useState<Step>({ kind: 'code', auto: true });
  const hc = variant === 'holdingCompany';
  return (
    <AccountPage
      title={hc ? 'Holding Company Registration' : 'Program Administrator Registration'}
      intro={
        hc
          ? `Complete your invitation to administer your holding company's card programs on the ${bank.name} portal: confirm your invitation, then choose your user name and password.`
          : `Complete your invitation to administer your company's card program on the ${bank.name} portal: confirm your invitation, then choose your user name and password.`
      }
      links={[LINKS.login, LINKS.forgotUserName, LINKS.forgotPassword]}
    >
      {step.kind === 'code' ? (
        <CodeStep variant={variant} auto={step.auto} onFound={(token, invitation) => setStep({ kind: 'account', token, invitation })} />
      ) : null}
      {step.kind === 'account' ? (
        <AccountStep
          variant={variant}
          step={step}
          onDone={(username) => setStep({ kind: 'done', username })}
          onRestart={() => setStep({ kind: 'code', auto: false })}
        />
      ) : null}
      {step.kind === 'done' ? (
        <DoneStep step={3} of={3} title="You're all set" alertTitle="Registration complete">
          Your administrator account is ready. Log in with the user name <strong>{step.username}</strong> and the password you chose.
        </DoneStep>
      ) : null}
    </AccountPage>
  );
}

/** /pa/Registration: an invited program administrator completes their account (docs/requirements.md#spec-7-calls programAdmin/register). */
export const ProgramAdminRegistrationPage = () => <AdminRegistration variant="programAdmin" />;
/** /pa/HCRegistration: the same for a holding-company administrator. */
export const HoldingCompanyRegistrationPage = () => <AdminRegistration variant="holdingCompany" />;
