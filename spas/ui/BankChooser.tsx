import { useState, type FormEvent } from '../lib/react-deps.js';
import { hostKind } from '../../shared/session/store.js';
import { Button } from './Button.js';
import { TextField } from './TextField.js';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The portal's own host without a welcome/applynow label (the base domain, with its port). */
function baseHost(): string {
  const host = window.location.host;
  const kind = hostKind.peek();
  return kind === 'welcome' || kind === 'applynow' ? host.slice(host.indexOf('.') + 1) : host;
}

/**
 * Each bank has its own portal address ({bank}.{base domain}); the browser never picks a brand, it only
 * takes the cardholder to the address they name, where the gateway resolves the bank.
 */
export function BankChooser() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const base = baseHost();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const label = code.trim().toLowerCase();
    if (!LABEL.test(label)) {
      setError('Enter the first part of your bank’s portal address, using letters, numbers and hyphens only.');
      return;
    }
    window.location.assign(`${window.location.protocol}//${label}.${base}/login`);
  };
  return (
    <section className="panel" aria-labelledby="choose-bank">
      <h2 id="choose-bank">Choose your bank</h2>
      <p>
        Your card is issued by your bank, and each bank has its own address for this portal. You'll find it on your card statement or your
        bank's website — it looks like <strong>yourbank.{base}</strong>.
      </p>
      <form className="form-narrow" noValidate onSubmit={submit}>
        <TextField
          label="Your bank's portal name"
          hint={`The part before .${base}`}
          name="bank"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          error={error}
          onChange={(e) => setCode(e.target.value)}
        />
        <Button type="submit">Continue to your bank</Button>
      </form>
    </section>
  );
}
