import { useEffect, useRef, useState, type FormEvent } from '../../lib/react-deps.js';
import { login, loginSso, MESSAGES, type LoginOutcome } from '../../../shared/session/auth.js';
import { brand, brandName, warmFiles } from '../../../shared/session/store.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { Alert } from '../../ui/Alert.js';
import { LinkList } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { cdnUrl } from '../../../shared/brand/cdn.js';
import { LoadingState } from '../../ui/Spinner.js';
import { Checkbox, TextField } from '../../ui/TextField.js';
import { rememberedUserName, rememberUserName } from '../../lib/rememberUserName.js';
import { BankChooser } from '../../ui/BankChooser.js';
import { warmUp } from '../../lib/warmUp.js';
import { TwoFactorStep } from './TwoFactorStep.js';

type Step = { kind: 'credentials' } | { kind: '2fa'; userCookie: string } | { kind: 'done' };

const FORM_ERROR_ID = 'login-error';
const HELP_LINKS = [
  { href: '/forgotUserName', label: 'Forgot user name?' },
  { href: '/forgotPassword', label: 'Forgot password?' },
  { href: '/registerCard', label: 'Register your card' },
  { href: '/activateCard', label: 'Activate your card' },
];

function CredentialsForm({ brandCode, onOutcome }: { brandCode: string; onOutcome: (o: LoginOutcome) => void }) {
  // Remember-me keeps the user name only (per brand, in this browser); never the password.
  const [username, setUsername] = useState(() => rememberedUserName(brandCode) ?? '');
  const [remember, setRemember] = useState(() => rememberedUserName(brandCode) !== null);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const next = {
      username: username.trim() ? undefined : 'Enter your user name.',
      password: password ? undefined : 'Enter your password.',
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    setFailure(null);
    const outcome = await login(username.trim(), password);
    if (outcome.step === 'failed') {
      setBusy(false);
      setFailure(outcome.message);
      setPassword('');
      passwordRef.current?.focus();
      return;
    }
    rememberUserName(brandCode, remember ? username.trim() : null);
    onOutcome(outcome);
  };

  return (
    // Signing in has begun: the homes' code is fetched into the cache meanwhile, not after the click.
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      onFocus={() => warmUp(warmFiles.peek())}
      aria-describedby={failure ? FORM_ERROR_ID : undefined}
    >
      {failure ? (
        <Alert tone="error" id={FORM_ERROR_ID} title="We couldn't log you in">
          <p>{failure}</p>
        </Alert>
      ) : null}
      <TextField
        label="User Name"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        error={errors.username}
        onChange={(e) => setUsername(e.target.value)}
        required
      />
      <TextField
        ref={passwordRef}
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Checkbox label="Remember me" name="rememberUserName" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
      <Button type="submit" loading={busy} block>
        Log In
      </Button>
      {busy ? (
        <span className="visually-hidden" role="status">
          Logging you in…
        </span>
      ) : null}
    </form>
  );
}

/** docs/requirements.md#spec-2-screens login: 'User Name', 'Password', 'Log In', the client's name, errors beside the form, 2FA. */
export function LoginPage() {
  const b = useSignalValue(brand);
  const name = useSignalValue(brandName);
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [ssoFailure, setSsoFailure] = useState<string | null>(null);
  const [transactionId] = useState(() => new URLSearchParams(window.location.search).get('transactionId'));

  const onOutcome = (o: LoginOutcome) => {
    if (o.step === '2fa') setStep({ kind: '2fa', userCookie: o.userCookie });
    // Done: the session module is already taking the browser home (one document request per login).
    else if (o.step === 'done') setStep({ kind: 'done' });
  };

  useEffect(() => {
    if (!transactionId || !b) return;
    let live = true;
    setStep({ kind: 'done' });
    // A transaction id is good once: keep it out of the address bar, history and a reload.
    const url = new URL(window.location.href);
    url.searchParams.delete('transactionId');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    void loginSso(transactionId).then((o) => {
      if (!live) return;
      if (o.step === 'failed') {
        setSsoFailure(o.message);
        setStep({ kind: 'credentials' });
      } else onOutcome(o);
    });
    return () => {
      live = false;
    };
  }, [transactionId, b]);

  if (!b) {
    return (
      <>
        <h1>Log In</h1>
        <Alert tone="info">
          <p>{MESSAGES.noBrand}</p>
        </Alert>
        <BankChooser />
      </>
    );
  }

  return (
    <div className="auth-layout">
      <section className="panel" aria-labelledby="login-title">
        <h1 id="login-title">Log In</h1>
        <p>Welcome to {name}. Log in to manage your card account.</p>
        {ssoFailure ? (
          <Alert tone="error" title="Single sign-on didn't complete">
            <p>{ssoFailure} You can log in with your user name and password below.</p>
          </Alert>
        ) : null}
        {step.kind === 'credentials' ? <CredentialsForm brandCode={b.brand} onOutcome={onOutcome} /> : null}
        {step.kind === '2fa' ? (
          <TwoFactorStep userCookie={step.userCookie} onOutcome={onOutcome} onCancel={() => setStep({ kind: 'credentials' })} />
        ) : null}
        {step.kind === 'done' ? <LoadingState label="Opening your account…" /> : null}
        <LinkList className="auth-links" label="Help with logging in" links={HELP_LINKS} />
      </section>
      <div className="auth-aside" style={{ backgroundImage: `url("${cdnUrl(b.brand, 'login-bg.svg')}")` }}>
        <h2>{name}</h2>
        <p>Check balances, review transactions and statements, make payments and manage your card — any time.</p>
      </div>
    </div>
  );
}
