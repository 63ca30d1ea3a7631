import { useId, useState } from '../../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../../lib/data-deps.js';
import type { ShipTo } from '../../../../shared/contract/company.js';
import { cardShipping } from '../../../../shared/permissions/policies/adminTools.js';
import { actionFailureText } from '../../../lib/failure.js';
import { usePermission } from '../../../lib/usePermission.js';
import { Alert } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { DataSection } from '../../../ui/DataSection.js';
import { cardShippingQuery, saveCardShipping } from '../api/services.js';

const CHOICES: readonly { value: ShipTo; label: string; note: string }[] = [
  {
    value: 'COMPANY',
    label: 'To the company',
    note: 'New and replacement cards are mailed in bulk to the company’s address, for you to hand out.',
  },
  { value: 'CARDHOLDER', label: 'To each cardholder', note: 'Each card is mailed to its cardholder’s own address.' },
];

/** Card shipping (docs/requirements.md#spec-6-permissions: view AM, T2, view only; edit AM, T2) for the bulk-shipping products of docs/requirements.md#spec-9-constants (108, 116, 114). */
export function CardShippingPanel({ companyId }: { companyId: string }) {
  const id = useId();
  const shipping = useQuery(cardShippingQuery(companyId));
  const canEdit = usePermission(cardShipping.edit).can;
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<ShipTo | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  return (
    <DataSection title="Card shipping" state={shipping} what="where cards are mailed" retry={() => void shipping.refetch()}>
      {(s) => {
        if (!s.bulkShipping) return <p>Your card program mails each card to its cardholder; it does not ship cards in bulk.</p>;
        const a = s.companyAddress;
        const current = CHOICES.find((c) => c.value === s.shipTo)!;
        const value = choice ?? s.shipTo;
        const save = async () => {
          setBusy(true);
          setMessage(null);
          try {
            const saved = await saveCardShipping(companyId, value);
            queryClient.setQueryData(cardShippingQuery(companyId).queryKey, saved);
            // Accounts' shipping addresses follow the setting.
            void queryClient.invalidateQueries({ queryKey: ['account'] });
            setChoice(null);
            setMessage({
              tone: 'success',
              text: `Cards are now mailed ${saved.shipTo === 'COMPANY' ? 'to the company' : 'to each cardholder'}.`,
            });
          } catch (err) {
            setMessage({ tone: 'error', text: actionFailureText(err) });
          } finally {
            setBusy(false);
          }
        };
        return (
          <>
            <p>
              Cards are mailed <strong>{current.label.toLowerCase()}</strong>. {current.note}
            </p>
            <p className="field-hint">
              Company address: {[a.address1, a.address2, `${a.city}, ${a.state} ${a.zipCode}`].filter(Boolean).join(', ')}
            </p>
            {canEdit ? (
              <>
                <fieldset className="field radio-group">
                  <legend>Mail new and replacement cards</legend>
                  {CHOICES.map((c) => (
                    <div className="checkbox" key={c.value}>
                      <input
                        id={`${id}-${c.value}`}
                        type="radio"
                        name={`${id}-ship`}
                        value={c.value}
                        checked={value === c.value}
                        aria-describedby={`${id}-${c.value}-note`}
                        onChange={() => setChoice(c.value)}
                      />
                      <label htmlFor={`${id}-${c.value}`}>{c.label}</label>
                      <span id={`${id}-${c.value}-note`} className="field-hint choice-note">
                        {c.note}
                      </span>
                    </div>
                  ))}
                </fieldset>
                <Button variant="secondary" loading={busy} disabled={value === s.shipTo} onClick={() => void save()}>
                  Save card shipping
                </Button>
              </>
            ) : null}
            {message ? (
              <Alert tone={message.tone}>
                <p>{message.text}</p>
              </Alert>
            ) : null}
          </>
        );
      }}
    </DataSection>
  );
}
