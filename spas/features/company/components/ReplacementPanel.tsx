import { useId, useState } from '../../../lib/react-deps.js';
import { useQuery } from '../../../lib/data-deps.js';
import type { AccountDetail } from '../../../../shared/contract/accounts.js';
import { cardEnding } from '../../../../shared/format/format.js';
import {
  NO_REPLACEMENT_ENTITY_TYPES,
  REPLACEMENT_REFUSAL_MESSAGES,
  refusalReason,
  replacementFactsAllow,
} from '../../../../shared/permissions/policies/cardReplacement.js';
import { entityTypeOf } from '../../../../shared/permissions/entityTypes.js';
import { replaceCards, replacementQuery } from '../../../api/cardReplacement.js';
import { actionFailureText } from '../../../lib/failure.js';
import { newIdempotencyKey } from '../../../lib/idempotencyKey.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { DataState } from '../../../ui/DataSection.js';

const REASONS = [
  { value: 'LOST', label: 'Lost', note: 'The card is closed at once so nobody can use it.' },
  { value: 'STOLEN', label: 'Stolen', note: 'The card is closed at once so nobody can use it.' },
  { value: 'DAMAGED', label: 'Damaged', note: 'The card keeps working until the new one is activated.' },
  { value: 'NOT_RECEIVED', label: 'Never received', note: 'The card is closed at once so nobody can use it.' },
] as const;
type Reason = (typeof REASONS)[number]['value'];

/** Why a card is not offered for replacement (docs/requirements.md#spec-4-states and #spec-5-validation), in words. */
function whyNot(account: AccountDetail, facts: Parameters<typeof refusalReason>[0]): string {
  const type = entityTypeOf(account.accountEntityType);
  if (type && NO_REPLACEMENT_ENTITY_TYPES.includes(type)) return `Cards of ${account.accountEntityType} accounts are not replaced.`;
  const reason = refusalReason(facts);
  if (reason) return REPLACEMENT_REFUSAL_MESSAGES[reason];
  return `The card is ${(account.externalCardStatusCommonName ?? 'not open').toLowerCase()}, so it can’t be replaced.`;
}

/**
 * Card replacement (docs/requirements.md#spec-4-states and #spec-5-validation and #spec-6-permissions: AM, T1, T2, as for the cardholder's own card): offered only when the platform's
 * availability allows it, else the exact reason; the reason for replacing and the mailing address are confirmed,
 * and the request is sent once per review (Idempotency-Key).
 */
export function ReplacementPanel({ account, onReplaced }: { account: AccountDetail & { cardNumber: string }; onReplaced: () => void }) {
  const id = useId();
  const avail = useQuery(replacementQuery([account.cardNumber]));
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | ''>('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [key, setKey] = useState(newIdempotencyKey);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section className="panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Card replacement</h2>
      {done ? <p role="status">{done}</p> : null}
      <DataState state={avail} what="whether the card can be replaced" retry={() => void avail.refetch()}>
        {(facts) => {
          const ctx = {
            view: 'programAdminView' as const,
            replacement: facts,
            dashboard: { accountEntitySummary: { accountEntityType: account.accountEntityType } },
          };
          if (!replacementFactsAllow(ctx)) return <p>{whyNot(account, facts)}</p>;
          const a = facts[0]!.address;
          return (
            <>
              <p>
                A new card will be mailed to{' '}
                {[a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip5}`].filter(Boolean).join(', ')}.
              </p>
              <Button
                variant="secondary"
                onClick={() => {
                  setKey(newIdempotencyKey());
                  setReason('');
                  setReasonMissing(false);
                  setDone(null);
                  setOpen(true);
                }}
              >
                Replace card
              </Button>
              <ConfirmDialog
                open={open}
                title={`Replace the card ${cardEnding(account.cardNumberLast4)}?`}
                confirmLabel="Order replacement"
                onCancel={() => setOpen(false)}
                failureText={actionFailureText}
                onConfirm={async () => {
                  if (!reason) {
                    setReasonMissing(true);
                    return;
                  }
                  const [made] = await replaceCards({ cards: [account.cardNumber], reason }, key);
                  setOpen(false);
                  setDone(
                    `A replacement for the card ${cardEnding(account.cardNumberLast4)} was ordered (request ${made?.requestId ?? ''}). It will arrive at the address above.`,
                  );
                  onReplaced();
                }}
              >
                <fieldset className="field radio-group" aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}>
                  <legend>Why is the card being replaced?</legend>
                  {REASONS.map((r) => (
                    <div className="checkbox" key={r.value}>
                      <input
                        id={`${id}-${r.value}`}
                        type="radio"
                        name={`${id}-reason`}
                        value={r.value}
                        checked={reason === r.value}
                        aria-describedby={`${id}-${r.value}-note`}
                        onChange={() => {
                          setReason(r.value);
                          setReasonMissing(false);
                        }}
                      />
                      <label htmlFor={`${id}-${r.value}`}>{r.label}</label>
                      <span id={`${id}-${r.value}-note`} className="field-hint choice-note">
                        {r.note}
                      </span>
                    </div>
                  ))}
                  {reasonMissing ? (
                    <span id={`${id}-reason-error`} className="field-error" role="alert">
                      Choose why the card is being replaced.
                    </span>
                  ) : null}
                </fieldset>
                <p>
                  The new card goes to {[a.addressLine1, a.addressLine2, `${a.city}, ${a.state} ${a.zip5}`].filter(Boolean).join(', ')}.
                </p>
              </ConfirmDialog>
            </>
          );
        }}
      </DataState>
    </section>
  );
}
