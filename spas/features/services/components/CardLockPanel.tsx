import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { CardholderDashboard } from '../../../../shared/contract/cards.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { SuccessNote } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { actionFailureText } from '../../../lib/failure.js';
import { setCardLock } from '../api/cardServices.js';

/**
 * Lock or unlock the card in view (confirmed). Every screen showing the card refreshes (the dashboards' cache key),
 * so the lock state is the same everywhere the card is.
 */
export function CardLockPanel({ d, canChange }: { d: CardholderDashboard; canChange: boolean }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const card = d.accountEntitySummary;
  const locked = d.lockedCard;
  const virtual = card.accountEntityType === 'Virtual Sub';
  const change = async () => {
    await setCardLock(card.cardNumber!, !locked);
    await client.invalidateQueries({ queryKey: factKeys.dashboards });
    setAsking(false);
    setDone(
      locked
        ? `Your card ending in ${card.cardNumberLast4} is unlocked and can be used again.`
        : `Your card ending in ${card.cardNumberLast4} is locked.`,
    );
  };
  return (
    <section className="panel" aria-labelledby="card-lock">
      <h2 id="card-lock">Card lock</h2>
      <p data-testid="lock-state">
        Your card ending in {card.cardNumberLast4} is <strong>{locked ? 'locked' : 'unlocked'}</strong>.{' '}
        {locked
          ? 'New purchases and cash advances are declined until you unlock it.'
          : 'Lock it if you misplace it: new purchases are declined while it is locked.'}
      </p>
      <SuccessNote text={done} />
      {virtual ? (
        <p>Virtual cards are not locked here; your program administrator manages them.</p>
      ) : canChange ? (
        <Button
          variant={locked ? 'primary' : 'secondary'}
          onClick={() => {
            setDone(null);
            setAsking(true);
          }}
        >
          {locked ? 'Unlock card' : 'Lock card'}
        </Button>
      ) : (
        <p>Your role can see whether this card is locked but not lock or unlock it.</p>
      )}
      <ConfirmDialog
        open={asking}
        title={locked ? `Unlock the card ending in ${card.cardNumberLast4}?` : `Lock the card ending in ${card.cardNumberLast4}?`}
        confirmLabel={locked ? 'Unlock card' : 'Lock card'}
        danger={!locked}
        onConfirm={change}
        onCancel={() => setAsking(false)}
        failureText={actionFailureText}
      >
        {locked ? (
          <p>Purchases and cash advances will be approved again. You can lock the card again at any time.</p>
        ) : (
          <p>
            New purchases and cash advances will be declined until you unlock it. Payments, refunds and charges already approved still post.
            If your card is lost or stolen, also order a replacement.
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}
