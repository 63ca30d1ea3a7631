import { useQuery } from '../../../lib/data-deps.js';
import type { CardholderDashboard } from '../../../../shared/contract/cards.js';
import { REPLACEMENT_BLOCK_MESSAGES, replacementBlock } from '../../../../shared/permissions/policies/cardReplacement.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { AppLink } from '../../../ui/AppLink.js';
import { DataState } from '../../../ui/DataSection.js';
import { replacementQuery } from '../../../api/cardReplacement.js';

/** Whether the card in view may be replaced online (docs/requirements.md#spec-4-states and #spec-5-validation), with the exact reason when not. */
export function ReplacementPanel({ d }: { d: CardholderDashboard }) {
  const ref = d.accountEntitySummary.cardNumber;
  const typeBlock = replacementBlock({ view: 'cardholderView', dashboard: d });
  const avail = useQuery({ ...replacementQuery(ref ? [ref] : []), enabled: !!ref && typeBlock === null });
  return (
    <section className="panel" aria-labelledby="card-replacement">
      <h2 id="card-replacement">Replace your card</h2>
      {typeBlock ? (
        <p data-testid="replacement-refused">{REPLACEMENT_BLOCK_MESSAGES[typeBlock]}</p>
      ) : (
        <DataState state={avail} what="whether this card can be replaced" retry={() => void avail.refetch()}>
          {(facts) => {
            const block = replacementBlock({ view: 'cardholderView', dashboard: d, replacement: facts });
            return block ? (
              <p data-testid="replacement-refused">{REPLACEMENT_BLOCK_MESSAGES[block]}</p>
            ) : (
              <p>
                Lost, stolen or damaged? <AppLink href={pathOf('cardholder', 'replaceCard')}>Order a replacement card</AppLink> — a lost or
                stolen card is locked at once.
              </p>
            );
          }}
        </DataState>
      )}
    </section>
  );
}
