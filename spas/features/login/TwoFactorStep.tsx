import { useEffect, useState } from '../../lib/react-deps.js';
import { TWO_FACTOR_RESEND_WAIT_MS, type VerificationContact } from '../../../shared/contract/user.js';
import type { LoginOutcome } from '../../../shared/session/auth.js';
import { Alert } from '../../ui/Alert.js';
import { Button } from '../../ui/Button.js';
import { LoadingState } from '../../ui/Spinner.js';
import { loadVerification, sendVerificationCode } from './api/twoFactor.js';
import { CodeEntry } from './CodeEntry.js';
import { ContactChoice } from './ContactChoice.js';
import { FocusHeading } from '../../ui/forms/FormParts.js';
import { TWO_FACTOR_TEXT, stepFailure } from './twoFactorText.js';

type Phase =
  | { kind: 'loading' }
  | { kind: 'loadFailed'; text: string; retry: boolean }
  | { kind: 'expired' }
  | { kind: 'choose'; notice?: string }
  | { kind: 'code'; contact: VerificationContact; expiresInMs: number | undefined };

interface Verification {
  token: string;
  contacts: VerificationContact[];
}

export interface TwoFactorStepProps {
  /** The pending login (`userCookie` of the login's answer). */
  userCookie: string;
  onOutcome: (o: LoginOutcome) => void;
  /** Back to the user name and password. */
  onCancel: () => void;
}

/**
 * A login's verification, in the platform's three calls: where a code can go (step one), sending it there (step
 * two, again for a new code after a short wait), and the code with step one's token (POST /authentication/2fa).
 */
export function TwoFactorStep({ userCookie, onOutcome, onCancel }: TwoFactorStepProps) {
  const [verification, setVerification] = useState<Verification | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [chosen, setChosen] = useState<string | undefined>();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [loads, setLoads] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setPhase({ kind: 'loading' });
    loadVerification(userCookie, controller.signal).then(
      (v) => {
        setVerification(v);
        setPhase({ kind: 'choose' });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const f = stepFailure(err);
        if (f.kind === 'expired') setPhase({ kind: 'expired' });
        else if (f.kind === 'unavailable') setPhase({ kind: 'loadFailed', text: TWO_FACTOR_TEXT.contactsUnavailable, retry: true });
        else setPhase({ kind: 'loadFailed', text: f.text, retry: false });
      },
    );
    return () => controller.abort();
  }, [userCookie, loads]);

  /** Step two: answers the words of a failure, or null once the code is on its way. */
  const send = async (contact: VerificationContact): Promise<string | null> => {
    if (!verification) return TWO_FACTOR_TEXT.sendUnavailable;
    try {
      const sent = await sendVerificationCode(verification.token, contact.contactId);
      setChosen(contact.contactId);
      setResendAt(Date.now() + TWO_FACTOR_RESEND_WAIT_MS);
      setPhase({ kind: 'code', contact, expiresInMs: sent.expiresInMs });
      return null;
    } catch (err) {
      const f = stepFailure(err);
      if (f.kind === 'expired') {
        setPhase({ kind: 'expired' });
        return null;
      }
      // The platform counts the wait itself: follow its count, not ours.
      if (f.kind === 'wait') setResendAt(Date.now() + f.retryAfterSeconds * 1000);
      return f.kind === 'unavailable' ? TWO_FACTOR_TEXT.sendUnavailable : f.text;
    }
  };

  switch (phase.kind) {
    case 'loading':
      return (
        <>
          <FocusHeading key="loading">Verify it's you</FocusHeading>
          <LoadingState label="Finding where we can send your code…" />
        </>
      );
    case 'loadFailed':
      return (
        <>
          <FocusHeading key="loadFailed">Verify it's you</FocusHeading>
          <Alert tone="error" title="We can't send you a code right now">
            <p>{phase.text}</p>
          </Alert>
          <p>
            {phase.retry ? (
              <>
                <Button onClick={() => setLoads((n) => n + 1)}>Try Again</Button>{' '}
              </>
            ) : null}
            <Button variant="link" onClick={onCancel}>
              Back to Log In
            </Button>
          </p>
        </>
      );
    case 'expired':
      return (
        <>
          <FocusHeading>Please log in again</FocusHeading>
          <Alert tone="error" title="Your verification has expired">
            <p>{TWO_FACTOR_TEXT.stepExpired}</p>
          </Alert>
          <Button block onClick={onCancel}>
            Log In Again
          </Button>
        </>
      );
    case 'choose':
      return (
        <ContactChoice contacts={verification?.contacts ?? []} initial={chosen} notice={phase.notice} onSend={send} onCancel={onCancel} />
      );
    case 'code':
      return (
        <CodeEntry
          userCookie={userCookie}
          token={verification?.token ?? ''}
          contact={phase.contact}
          expiresInMs={phase.expiresInMs}
          resendAt={resendAt}
          canChooseAnother={(verification?.contacts.length ?? 0) > 1}
          onResend={() => send(phase.contact)}
          onChooseAnother={() => setPhase({ kind: 'choose' })}
          onNotSent={() => setPhase({ kind: 'choose', notice: TWO_FACTOR_TEXT.notSent })}
          onExpired={() => setPhase({ kind: 'expired' })}
          onOutcome={onOutcome}
          onCancel={onCancel}
        />
      );
  }
}
