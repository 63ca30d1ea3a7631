import { useId, useRef, useState, type FormEvent } from '../../lib/react-deps.js';
import type { VerificationContact } from '../../../shared/contract/user.js';
import { MESSAGES, verify2fa, type LoginOutcome } from '../../../shared/session/auth.js';
import { Alert } from '../../ui/Alert.js';
import { Button } from '../../ui/Button.js';
import { Checkbox, TextField } from '../../ui/TextField.js';
import { FocusHeading } from '../../ui/forms/FormParts.js';
import { TWO_FACTOR_TEXT, contactPhrase } from './twoFactorText.js';
import { useSecondsUntil } from './useSecondsUntil.js';

export interface CodeEntryProps {
  userCookie: string;
  token: string;
  contact: VerificationContact;
  /** How long the code lasts, when the platform said. */
  expiresInMs: number | undefined;
  /** When a new code may be asked for (Date.now() time). */
  resendAt: number | null;
  /** More than one place to send a code: the user may choose another. */
  canChooseAnother: boolean;
  /** Sends a new code to the same contact; answers the words of a failure, or null once sent. */
  onResend: () => Promise<string | null>;
  onChooseAnother: () => void;
  /** The platform has no code for this login (it was never sent): back to choosing where to send it. */
  onNotSent: () => void;
  /** The verification is over (expired, used, too many wrong codes): only a new login helps. */
  onExpired: () => void;
  onOutcome: (o: LoginOutcome) => void;
  onCancel: () => void;
}

const seconds = (n: number): string => `${n} ${n === 1 ? 'second' : 'seconds'}`;

/** Step two of a login's verification: the code sent, a new code after a short wait, and the device to remember. */
export function CodeEntry(props: CodeEntryProps) {
  const { userCookie, token, contact, expiresInMs, resendAt, canChooseAnother } = props;
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const waitId = useId();
  const wait = useSecondsUntil(resendAt);

  const refuse = (fieldError: string | undefined, alert: string | null) => {
    setError(fieldError);
    setFailure(alert);
    codeRef.current?.focus();
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    if (!code.trim()) return refuse('Enter the verification code.', null);
    setBusy(true);
    setError(undefined);
    setFailure(null);
    setNotice(null);
    const outcome = await verify2fa({ userCookie, token, verificationCode: code.trim(), rememberMyDevice: remember });
    if (outcome.step === 'done') return props.onOutcome(outcome);
    setBusy(false);
    const reason = outcome.step === 'failed' ? outcome.reason : undefined;
    if (reason === 'STEP_EXPIRED') return props.onExpired();
    if (reason === 'CODE_NOT_SENT') return props.onNotSent();
    if (reason === 'BAD_CODE') return refuse(MESSAGES.badCode, null);
    if (reason === 'CODE_EXPIRED') return refuse(TWO_FACTOR_TEXT.codeExpired, null);
    // Too many wrong codes (the platform says how long to wait), or the platform could not be reached.
    refuse(undefined, outcome.step === 'failed' ? outcome.message : MESSAGES.badCode);
  };

  const resend = async () => {
    if (resending || wait > 0) return;
    setResending(true);
    setFailure(null);
    setNotice(null);
    const problem = await props.onResend();
    setResending(false);
    if (problem) return refuse(undefined, problem);
    setCode('');
    setError(undefined);
    setNotice(`We sent a new code to ${contactPhrase(contact)}. Enter the new one.`);
    codeRef.current?.focus();
  };

  const minutes = expiresInMs === undefined ? null : Math.round(expiresInMs / 60_000);
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <FocusHeading>Enter your code</FocusHeading>
      <p>
        We sent a verification code to {contactPhrase(contact)}.
        {minutes ? ` It expires in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.` : ''}
      </p>
      {notice ? (
        <Alert tone="success">
          <p>{notice}</p>
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error" title="We couldn't verify that code">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TextField
        ref={codeRef}
        label="Verification Code"
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={code}
        error={error}
        onChange={(e) => setCode(e.target.value)}
        required
      />
      <Checkbox label="Remember this device" name="rememberMyDevice" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <Button type="submit" loading={busy} block>
        Verify
      </Button>
      {busy ? (
        <span className="visually-hidden" role="status">
          Checking your code…
        </span>
      ) : null}
      <div className="two-factor-resend">
        <p id={waitId}>
          {wait > 0 ? `Didn't get it? You can ask for a new code in ${seconds(wait)}.` : "Didn't get it? You can ask for a new code now."}
        </p>
        <Button variant="secondary" aria-disabled={wait > 0} aria-describedby={waitId} loading={resending} onClick={() => void resend()}>
          Send a New Code
        </Button>
      </div>
      <p>
        {canChooseAnother ? (
          <>
            <Button variant="link" onClick={props.onChooseAnother}>
              Send it somewhere else
            </Button>{' '}
          </>
        ) : null}
        <Button variant="link" onClick={props.onCancel}>
          Back to Log In
        </Button>
      </p>
    </form>
  );
}
