import { useId, useMemo, useState } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import type { Transaction } from '../../../shared/contract/cards.js';
import { CURRENT_CYCLE } from '../../../shared/contract/cards.js';
import { formatDate, formatMoney } from '../../../shared/format/format.js';
import { statementsQuery } from '../../api/statements.js';
import { notOffered, notOfferedText } from '../../lib/failure.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { brandName } from '../../../shared/session/store.js';
import { useQueryParams } from '../../lib/useQueryParams.js';
import { Alert } from '../../ui/Alert.js';
import { BarChart } from '../../ui/chart/BarChart.js';
import { DataState } from '../../ui/DataSection.js';
import { CardStatusNote } from '../../ui/CardStatusNote.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { searchRows } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { cycleTransactionsQuery } from './api/cycleTransactions.js';
import { TransactionDetails } from './components/TransactionDetails.js';
import { SORTABLE, transactionColumns } from './transactionColumns.js';
import { KINDS, applyFilters, readFilters, spendingByCategory, totalsOf, type Kind } from './transactionFilters.js';

/**
 * /dashboard-cardholder/transactions: the card in view's transactions by statement cycle, with a date
 * range, a kind filter, the docs/requirements.md#spec-5-validation search, spending by category (selecting a category filters the table), row
 * details, totals of what is shown and `Download CSV`. Every choice lives in the URL.
 */
export function TransactionsPage() {
  const card = useCardInView();
  return (
    <>
      <h1>Transactions</h1>
      <DataState state={card.dashboard} what="your card account">
        {(d) =>
          card.cardRef ? (
            <>
              <CardStatusNote
                status={d.accountEntitySummary.externalStatusCommonName}
                last4={card.last4}
                what="transactions"
                locked={d.lockedCard}
              />
              <Transactions cardRef={card.cardRef} />
            </>
          ) : (
            <Alert tone="info">
              <p>This account has no card yet, so there are no transactions to show. Transactions appear here once the card is issued.</p>
            </Alert>
          )
        }
      </DataState>
    </>
  );
}

function Transactions({ cardRef }: { cardRef: string }) {
  const [params, update] = useQueryParams();
  const filters = readFilters(params);
  const table = useTableState({ sortable: SORTABLE, defaultSort: { id: 'date', desc: true } });
  const statements = useQuery(statementsQuery(cardRef));
  const bank = useSignalValue(brandName);
  // Without the statements list only the current cycle can be chosen; the page says why.
  const cyclesFailure =
    statements.status !== 'error'
      ? null
      : notOffered(undefined, statements.error)
        ? notOfferedText('earlier statement cycles', bank || 'Your bank')
        : "Earlier cycles couldn't be loaded just now.";
  const txs = useQuery(cycleTransactionsQuery(cardRef, filters.cycle));
  const [open, setOpen] = useState<Transaction | null>(null);

  // The filters are read from the URL on each render: keyed on their values, not on the object's identity.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the values applyFilters reads
  const inRange = useMemo(() => applyFilters(txs.data ?? [], filters), [txs.data, filters.from, filters.to, filters.kind]);
  const matching = useMemo(() => searchRows(inRange, transactionColumns, table.q), [inRange, table.q]);
  const bars = useMemo(() => spendingByCategory(matching), [matching]);
  const rows = useMemo(
    () => (filters.category ? matching.filter((t) => t.mccDescription === filters.category) : matching),
    [matching, filters.category],
  );
  const totals = totalsOf(rows);
  const cycleLabel =
    filters.cycle === CURRENT_CYCLE
      ? 'the current cycle'
      : `the cycle that closed ${formatDate(statements.data?.find((s) => s.cycleCode === filters.cycle)?.statementDate)}`;
  const filtersActive = !!(filters.from || filters.to || filters.kind || filters.category);

  return (
    <>
      <FilterPanel
        cycle={filters.cycle}
        from={filters.from}
        to={filters.to}
        kind={filters.kind}
        cycles={statements.data?.map((s) => ({ code: s.cycleCode, closed: s.statementDate })) ?? []}
        cyclesFailure={cyclesFailure}
        onChange={(patch) => update({ ...patch, page: null, category: 'cycle' in patch ? null : params.get('category') })}
      />

      {txs.status === 'success' && bars.length > 0 ? (
        <section className="panel" aria-labelledby="spending-heading">
          <h2 id="spending-heading">Spending by category</h2>
          <p className="field-hint">
            Purchases in {cycleLabel}
            {filtersActive || table.q ? ' that match your filters' : ''}. Select a category to see only its transactions.
          </p>
          <BarChart
            title={`Spending by category, ${cycleLabel}`}
            bars={bars}
            selected={filters.category}
            onSelect={(key) => update({ category: key, page: null })}
          />
          {filters.category ? (
            <p role="status">
              Showing <strong>{filters.category}</strong> only.{' '}
              <button type="button" className="btn-link" onClick={() => update({ category: null, page: null })}>
                Show every category
              </button>
            </p>
          ) : null}
        </section>
      ) : null}

      <section className="panel" aria-labelledby="tx-table-heading">
        <h2 id="tx-table-heading" className="visually-hidden">
          Transaction list
        </h2>
        <DataTable
          caption={`Transactions, ${cycleLabel}`}
          columns={transactionColumns}
          rows={rows}
          searched
          rowKey={(t) => t.transactionId}
          table={table}
          what="transactions"
          search={{ label: 'Search transactions', hint: 'Search by merchant, category, amount (like $1,234.56) or date (MM/DD/YYYY).' }}
          loaded={txs}
          retry={() => void txs.refetch()}
          emptyText={`No transactions in ${cycleLabel} yet.`}
          filtersActive={filtersActive}
          onClearFilters={() => update({ from: null, to: null, type: null, category: null, page: null })}
          exportCsv={{ filename: `transactions-${filters.cycle === CURRENT_CYCLE ? 'current-cycle' : filters.cycle}.csv` }}
          openRow={{
            label: (t) => `Details of ${t.description} on ${formatDate(t.transactionDate)}, ${formatMoney(t.amount)}`,
            onOpen: setOpen,
          }}
          footer={
            <p className="tx-totals" role="status">
              {totals.count === 1 ? '1 transaction' : `${totals.count} transactions`} shown: purchases {formatMoney(totals.spending)},
              payments and credits {formatMoney(totals.paymentsAndCredits)}
              {totals.fees ? `, fees and interest ${formatMoney(totals.fees)}` : ''}; net {formatMoney(totals.net)}.
            </p>
          }
        />
      </section>
      <TransactionDetails transaction={open} onClose={() => setOpen(null)} />
    </>
  );
}

interface FilterPanelProps {
  cycle: string;
  from: string | null;
  to: string | null;
  kind: Kind | null;
  cycles: { code: string; closed: string }[];
  /** Why the earlier cycles are not listed, when they are not. */
  cyclesFailure: string | null;
  onChange(patch: Record<string, string | null>): void;
}

/** Statement cycle, date range and kind. A date range that ends before it starts is said, not applied. */
function FilterPanel({ cycle, from, to, kind, cycles, cyclesFailure, onChange }: FilterPanelProps) {
  const id = useId();
  const badRange = !!(from && to && from > to);
  return (
    <section className="panel tx-filters" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Filter transactions</h2>
      <div className="tx-filter-row">
        <div className="field">
          <label htmlFor={`${id}-cycle`}>Statement cycle</label>
          <select
            id={`${id}-cycle`}
            value={cycle}
            onChange={(e) => onChange({ cycle: e.target.value === CURRENT_CYCLE ? null : e.target.value, from: null, to: null })}
          >
            <option value={CURRENT_CYCLE}>Current cycle</option>
            {cycles.map((c) => (
              <option key={c.code} value={c.code}>
                Closed {formatDate(c.closed)}
              </option>
            ))}
          </select>
          {cyclesFailure ? <span className="field-hint">{cyclesFailure}</span> : null}
        </div>
        <div className="field">
          <label htmlFor={`${id}-from`}>From</label>
          <input
            id={`${id}-from`}
            type="date"
            value={from ?? ''}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? `${id}-range` : undefined}
            onChange={(e) => onChange({ from: e.target.value || null })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-to`}>To</label>
          <input
            id={`${id}-to`}
            type="date"
            value={to ?? ''}
            aria-invalid={badRange || undefined}
            aria-describedby={badRange ? `${id}-range` : undefined}
            onChange={(e) => onChange({ to: e.target.value || null })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>Show</label>
          <select id={`${id}-kind`} value={kind ?? ''} onChange={(e) => onChange({ type: e.target.value || null })}>
            <option value="">All transactions</option>
            {Object.entries(KINDS).map(([k, v]) => (
              <option key={k} value={k}>
                {v.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {badRange ? (
        <p id={`${id}-range`} className="field-error" role="alert">
          The “From” date is after the “To” date, so nothing can match. Choose a “From” date on or before the “To” date.
        </p>
      ) : null}
    </section>
  );
}
