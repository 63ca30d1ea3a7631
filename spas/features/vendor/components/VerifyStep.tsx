import { useEffect, useRef, useState, type FormEvent } from '../../../lib/react-deps.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { LoadingState } from '../../../ui/Spinner.js';
import { TextField } from '../../../ui/TextField.js';
import { classify } from '../../../lib/failure.js';
import { NO_CODE_MARKER, verifyVendor, type VendorCheck } from '../api/vendorApi.js';
import { type VendorLink } from '../vendorLink.js';
import { type Purpose, EMAIL_NAME } from '../vendorText.js';

export function VerifyStep({
  link,
  vendor,
  purpose,
  expired,
  onVerified,
}: {
  link: VendorLink;
  vendor: VendorCheck;
  purpose: Purpose;
  expired: boolean;
  onVerified: (token: string) => void;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ title: string; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const auto = !vendor.securityCodeRequired;

  const run = async (securityCode: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const res = await verifyVendor(link, securityCode);
      onVerified(res.vendorToken);
    } catch (err) {
      setBusy(false);
      const f = classify(err);
      if (f.kind === 'unauthorized' && !auto) {
        setFieldError('That security code doesn’t match. Check the code in your enrollment email and try again.');
        inputRef.current?.focus();
      } else if (f.kind === 'locked') {
        setFailure({
          title: 'Too many incorrect codes',
          text: (f.throttled && f.platformMessage) || 'For your security, verification is locked for 15 minutes. Please try again later.',
        });
      } else if (f.kind === 'notFound') {
        setFailure({
          title: 'This link is no longer valid',
          text: `Open the most recent ${EMAIL_NAME[purpose]} you received, or ask ${vendor.companyName} to send a new one.`,
        });
      } else {
        setFailure({
          title: 'We couldn’t check your code',
          text: 'Our systems may be busy or briefly unavailable. Please try again in a few minutes.',
        });
      }
    }
  };

  useEffect(() => {
    if (auto) void run(NO_CODE_MARKER);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link opened with its code: checked once
  }, [auto]);

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    const value = code.trim();
    if (!value) {
      setFieldError('Enter the security code from your enrollment email.');
      inputRef.current?.focus();
      return;
    }
    if (!/^[A-Za-z0-9]{1,20}$/.test(value)) {
      setFieldError('The security code is made of letters and numbers only, up to 20 characters.');
      inputRef.current?.focus();
      return;
    }
    setFieldError(undefined);
    void run(value);
  };

  if (auto) {
    return failure ? (
      <Alert tone="error" title={failure.title}>
        <p>{failure.text}</p>
        <p>
          <button type="button" className="btn btn-secondary" onClick={() => void run(NO_CODE_MARKER)}>
            Try again
          </button>
        </p>
      </Alert>
    ) : (
      <LoadingState label="Confirming your link…" />
    );
  }

  return (
    <section className="panel" aria-labelledby="vendor-verify">
      <h2 id="vendor-verify">Confirm it's you</h2>
      {expired ? (
        <Alert tone="info">
          <p>For your security, your session on this page ended. Enter your security code again to continue.</p>
        </Alert>
      ) : null}
      <p>
        {purpose === 'enroll'
          ? `To enroll ${vendor.vendorName}, enter the security code from the enrollment email ${vendor.companyName} sent you.`
          : `To see the payments ${vendor.companyName} has sent ${vendor.vendorName}, enter the security code from your enrollment email.`}
      </p>
      {failure ? (
        <Alert tone="error" title={failure.title}>
          <p>{failure.text}</p>
        </Alert>
      ) : null}
      <form className="form-narrow" noValidate onSubmit={submit}>
        <TextField
          ref={inputRef}
          label="Security Code"
          name="securityCode"
          hint="The code in your enrollment email, for example 123456."
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={code}
          error={fieldError}
          onChange={(e) => setCode(e.target.value)}
          required
        />
        <Button type="submit" loading={busy}>
          Verify
        </Button>
        {busy ? (
          <span className="visually-hidden" role="status">
            Checking your code…
          </span>
        ) : null}
      </form>
    </section>
  );
}
