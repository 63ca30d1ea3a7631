import { useState } from '../../lib/react-deps.js';
import { useQuery, useQueryClient } from '../../lib/data-deps.js';
import type { UnactivatedCard } from '../../../shared/contract/cards.js';
import { cardEnding, formatCount } from '../../../shared/format/format.js';
import { cardActivation } from '../../../shared/permissions/policies/adminTools.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { factKeys } from '../../../shared/session/facts/index.js';
import { activateCard } from '../../api/activateCards.js';
import { actionFailureText } from '../../lib/failure.js';
import { useCompanyIdInView } from '../../lib/useCompanyIdInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { Button } from '../../ui/Button.js';
import { ConfirmDialog } from '../../ui/ConfirmDialog.js';
import { DataTable } from '../../ui/table/DataTable.js';
import type { TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { unactivatedKey, unactivatedQuery } from './api/services.js';

const columns: TableColumn<UnactivatedCard>[] = [
  { id: 'name', header: 'Cardholder', text: (c) => `${c.firstName} ${c.lastName}` },
  { id: 'card', header: 'Card', text: (c) => cardEnding(c.cardNumberLast4) },
  { id: 'account', header: 'Account ID', text: (c) => String(c.accountEntityId) },
  { id: 'expiry', header: 'Expires', text: (c) => c.expiry },
];

interface Result {
  card: UnactivatedCard;
  ok: boolean;
  text: string;
}

const keyOf = (c: UnactivatedCard) => c.cardNumber;

/**
 * `/pa/services/card-activation` (docs/requirements.md#spec-6-permissions card activation: view AM, T2, view only; activate AM, T1, T2): the
 * company's unactivated cards; choose some, confirm, and each card is activated on its own with its own result.
 */
export function CardActivationPage() {
  const companyId = useCompanyIdInView();
  const canSubmit = usePermission(cardActivation.submit).can;
  const cards = useQuery({ ...unactivatedQuery(companyId ?? ''), enabled: companyId !== null });
  const table = useTableState({ prefix: 'cards', sortable: ['name', 'card', 'account', 'expiry'] });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [results, setResults] = useState<Result[] | null>(null);
  const queryClient = useQueryClient();
  const chosen = (cards.data ?? []).filter((c) => selected.has(keyOf(c)));

  const activate = async () => {
    const out: Result[] = [];
    // One call per card, a few at a time, so each card gets its own answer.
    const queue = [...chosen];
    const worker = async () => {
      for (let card = queue.shift(); card; card = queue.shift()) {
        try {
          await activateCard(card.cardNumber);
          out.push({ card, ok: true, text: 'Activated' });
        } catch (err) {
          out.push({ card, ok: false, text: `Not activated: ${actionFailureText(err)}` });
        }
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    setResults(chosen.map((c) => out.find((r) => r.card === c)!));
    setSelected(new Set());
    setConfirming(false);
    void queryClient.invalidateQueries({ queryKey: unactivatedKey(companyId ?? '') });
    void queryClient.invalidateQueries({ queryKey: ['account'] });
    void queryClient.invalidateQueries({ queryKey: factKeys.dashboards });
  };

  return (
    <>
      <p>
        <AppLink href={pathOf('pa', 'services')}>Back to services</AppLink>
      </p>
      <h1>Card Activation</h1>
      <p>
        Cards issued to your company’s cardholders that have not been activated yet.
        {canSubmit ? ' Activate a card once its cardholder has it in hand.' : ''}
      </p>
      {results ? <ResultList results={results} /> : null}
      {canSubmit ? (
        <p>
          <Button disabled={chosen.length === 0} onClick={() => setConfirming(true)}>
            {chosen.length
              ? `Activate ${formatCount(chosen.length)} selected ${chosen.length === 1 ? 'card' : 'cards'}`
              : 'Activate selected cards'}
          </Button>
        </p>
      ) : null}
      <DataTable
        caption="Cards waiting to be activated"
        columns={columns}
        rows={cards.data ?? []}
        rowKey={keyOf}
        table={table}
        what="cards"
        search={{ label: 'Search cards', hint: 'By cardholder, card ending or account ID.' }}
        loaded={cards}
        retry={() => void cards.refetch()}
        emptyText="Every card of the company is activated."
        exportCsv={{ filename: 'unactivated-cards.csv' }}
        {...(canSubmit
          ? {
              selection: {
                selected,
                onChange: setSelected,
                label: (key: string) => {
                  const c = cards.data?.find((x) => keyOf(x) === key);
                  return c ? `Select the card ${cardEnding(c.cardNumberLast4)} of ${c.firstName} ${c.lastName}` : 'Select this card';
                },
              },
            }
          : {})}
      />
      <ConfirmDialog
        open={confirming}
        title={`Activate ${formatCount(chosen.length)} ${chosen.length === 1 ? 'card' : 'cards'}?`}
        confirmLabel="Activate"
        onCancel={() => setConfirming(false)}
        failureText={actionFailureText}
        onConfirm={activate}
      >
        <p>
          Once active, each card can be used for purchases up to its account’s credit limit. Activate only cards their cardholders have in
          hand:
        </p>
        <ul>
          {chosen.slice(0, 10).map((c) => (
            <li key={keyOf(c)}>
              {c.firstName} {c.lastName}, card {cardEnding(c.cardNumberLast4)}
            </li>
          ))}
          {chosen.length > 10 ? <li>and {formatCount(chosen.length - 10)} more</li> : null}
        </ul>
      </ConfirmDialog>
    </>
  );
}

function ResultList({ results }: { results: Result[] }) {
  const failed = results.filter((r) => !r.ok).length;
  return (
    <section className="panel" aria-labelledby="activation-results">
      <h2 id="activation-results">Activation results</h2>
      <Alert tone={failed ? 'error' : 'success'}>
        <p>
          {formatCount(results.length - failed)} of {formatCount(results.length)} {results.length === 1 ? 'card was' : 'cards were'}{' '}
          activated
          {failed ? `; ${formatCount(failed)} could not be.` : '.'}
        </p>
      </Alert>
      <ul>
        {results.map((r) => (
          <li key={keyOf(r.card)}>
            {r.card.firstName} {r.card.lastName}, card {cardEnding(r.card.cardNumberLast4)}: {r.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
