import { useState } from '../../../lib/react-deps.js';
import { useQueryClient } from '../../../lib/data-deps.js';
import type { CardholderDashboard } from '../../../../shared/contract/cards.js';
import { factKeys } from '../../../../shared/session/facts/factQueries.js';
import { SuccessNote } from '../../../ui/Alert.js';
import { Button } from '../../../ui/Button.js';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.js';
import { actionFailureText } from '../../../lib/failure.js';
import { activateCard } from '../../../api/activateCards.js';
import { accountSummaryQuery } from '../api/cardServices.js';

type Inactive = CardholderDashboard['inactiveCards'][number];

/** Card activation for the signed-in cardholder's cards that have arrived but are not activated yet (confirmed). */
export function ActivationPanel({ d, canActivate }: { d: CardholderDashboard; canActivate: boolean }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<Inactive | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const activate = async (card: Inactive) => {
    await activateCard(card.cardNumber);
    await Promise.all([
      client.invalidateQueries({ queryKey: factKeys.dashboards }),
      client.invalidateQueries({ queryKey: accountSummaryQuery().queryKey }),
    ]);
    setAsking(null);
    setDone(`The card ending in ${card.cardNumberLast4} is activated and ready to use.`);
  };
  return (
    <section className="panel" aria-labelledby="card-activation">
      <h2 id="card-activation">Card activation</h2>
      <SuccessNote text={done} />
      {d.inactiveCards.length === 0 ? (
        <p>Every card on this account is activated.</p>
      ) : (
        <ul className="link-list">
          {d.inactiveCards.map((c) => (
            <li key={c.cardNumber}>
              {c.firstName} {c.lastName}’s card ending in {c.cardNumberLast4} is not activated yet.{' '}
              {canActivate ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setDone(null);
                    setAsking(c);
                  }}
                  aria-label={`Activate the card ending in ${c.cardNumberLast4}`}
                >
                  Activate
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={`Activate the card ending in ${asking?.cardNumberLast4 ?? ''}?`}
        confirmLabel="Activate card"
        onConfirm={() => (asking ? activate(asking) : undefined)}
        onCancel={() => setAsking(null)}
        failureText={actionFailureText}
      >
        <p>Activate only a card you have received. Once it is activated it can be used for purchases at once.</p>
      </ConfirmDialog>
    </section>
  );
}
