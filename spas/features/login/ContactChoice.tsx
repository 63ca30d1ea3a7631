import { useState, type FormEvent } from '../../lib/react-deps.js';
import type { VerificationContact } from '../../../shared/contract/user.js';
import { Alert } from '../../ui/Alert.js';
import { Button } from '../../ui/Button.js';
import { RadioField } from '../../ui/forms/RadioField.js';
import { FocusHeading } from '../../ui/forms/FormParts.js';
import { TWO_FACTOR_TEXT, contactLabel } from './twoFactorText.js';

export interface ContactChoiceProps {
  contacts: readonly VerificationContact[];
  /** The contact chosen before (back from the code step), else the first. */
  initial?: string | undefined;
  /** Why the user is here again (e.g. a code checked before one was sent). */
  notice?: string | undefined;
  /** Sends the code; answers the words of a failure, or null once sent. */
  onSend: (contact: VerificationContact) => Promise<string | null>;
  onCancel: () => void;
}

/** Step one of a login's verification: where to send the code (the user's masked phone and email). */
export function ContactChoice({ contacts, initial, notice, onSend, onCancel }: ContactChoiceProps) {
  const [chosen, setChosen] = useState(() => initial ?? contacts[0]?.contactId ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const contact = contacts.find((c) => c.contactId === chosen);
    if (busy || !contact) return;
    setBusy(true);
    setFailure(null);
    const problem = await onSend(contact);
    if (problem) {
      setBusy(false);
      setFailure(problem);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <FocusHeading>Verify it's you</FocusHeading>
      {notice ? (
        <Alert tone="info">
          <p>{notice}</p>
        </Alert>
      ) : null}
      {failure ? (
        <Alert tone="error" title="We couldn't send your code">
          <p>{failure}</p>
        </Alert>
      ) : null}
      {contacts.length === 0 ? (
        <Alert tone="error" title="We can't send you a code">
          <p>{TWO_FACTOR_TEXT.noContacts}</p>
        </Alert>
      ) : (
        <>
          <p>For your security, we'll send you a verification code to finish logging in.</p>
          <RadioField
            legend="Where should we send your code?"
            options={contacts.map((c) => ({ value: c.contactId, label: contactLabel(c) }))}
            controlled={{ name: 'verificationContact', value: chosen, onChange: setChosen }}
          />
          <Button type="submit" loading={busy} block>
            Send Code
          </Button>
          {busy ? (
            <span className="visually-hidden" role="status">
              Sending your code…
            </span>
          ) : null}
        </>
      )}
      <p>
        <Button variant="link" onClick={onCancel}>
          Back to Log In
        </Button>
      </p>
    </form>
  );
}
