import { useState } from '../../../lib/react-deps.js';
import type { Vendor } from '../../../../shared/contract/virtualCards.js';
import { cachedSecurityToken, clearSecurityToken } from '../../../../shared/session/securityToken.js';
import { classify } from '../../../lib/failure.js';
import { StepUpDialog } from '../../../ui/StepUpDialog.js';
import { revealSecret, type SecretType } from '../api/revealSecret.js';

const SECRETS: { type: SecretType; label: string; reason: string; none: string }[] = [
  { type: 'SECURITY_CODE', label: 'Security code', reason: 'to show the vendor’s security code', none: 'No security code on file.' },
  {
    type: 'BANK_ACCOUNT',
    label: 'Bank account number',
    reason: 'to show the vendor’s bank account number',
    none: 'None on file yet: the vendor adds it when enrolling.',
  },
  {
    type: 'ROUTING_NUMBER',
    label: 'Routing number',
    reason: 'to show the vendor’s routing number',
    none: 'None on file yet: the vendor adds it when enrolling.',
  },
];

type Shown = { state: 'shown'; value: string } | { state: 'busy' } | { state: 'failed'; message: string };

/**
 * A vendor's secrets: masked until the admin asks, and then only after they re-enter their password
 * (a security token, reused for 10 minutes); revealed with `POST /vault/decrypt`. A failed decrypt says so in
 * words (docs/requirements.md#spec-8-errors), never a blank. Nothing is cached: leaving the page hides them again.
 */
export function VendorSecrets({ vendor, canReveal }: { vendor: Vendor; canReveal: boolean }) {
  const [shown, setShown] = useState<Partial<Record<SecretType, Shown>>>({});
  const [asking, setAsking] = useState<{ type: SecretType; note?: string } | null>(null);
  const set = (type: SecretType, s: Shown | undefined) => setShown((prev) => ({ ...prev, [type]: s }));

  const decrypt = async (type: SecretType, token: string) => {
    set(type, { state: 'busy' });
    try {
      set(type, { state: 'shown', value: await revealSecret(vendor.companyId, vendor.vendorId, type, token) });
    } catch (err) {
      const label = SECRETS.find((s) => s.type === type)!.label.toLowerCase();
      if (classify(err).kind === 'unauthorized') {
        // The platform no longer takes the token (it expired there first): ask for the password again.
        clearSecurityToken();
        set(type, undefined);
        setAsking({ type, note: 'Your confirmation has expired.' });
        return;
      }
      set(type, { state: 'failed', message: `The ${label} couldn’t be shown just now. Please try again in a few minutes.` });
    }
  };
  const show = (type: SecretType) => {
    const token = cachedSecurityToken();
    if (token) void decrypt(type, token);
    else setAsking({ type });
  };

  return (
    <>
      {!canReveal ? <p className="field-hint">Only administrators who can change virtual cards can reveal these details.</p> : null}
      <dl className="summary-list vc-secrets">
        {SECRETS.map(({ type, label, none }) => {
          const s = shown[type];
          return (
            <div key={type} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>
                {s?.state === 'shown' ? (
                  <span className="vc-secret-value">{s.value || none}</span>
                ) : (
                  <span className="vc-secret-mask">
                    <span aria-hidden="true">••••••</span>
                    <span className="visually-hidden">Hidden</span>
                  </span>
                )}{' '}
                {canReveal ? (
                  s?.state === 'shown' ? (
                    <button type="button" className="btn btn-link" onClick={() => set(type, undefined)}>
                      Hide {label.toLowerCase()}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-link"
                      onClick={() => show(type)}
                      aria-busy={s?.state === 'busy' || undefined}
                      disabled={s?.state === 'busy'}
                    >
                      Show {label.toLowerCase()}
                    </button>
                  )
                ) : null}
                {s?.state === 'failed' ? (
                  <span className="field-error" role="alert">
                    {s.message}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <StepUpDialog
        open={asking !== null}
        reason={SECRETS.find((s) => s.type === asking?.type)?.reason ?? ''}
        notice={asking?.note}
        onCancel={() => setAsking(null)}
        onVerified={(token) => {
          const type = asking?.type;
          setAsking(null);
          if (type) void decrypt(type, token);
        }}
      />
    </>
  );
}
