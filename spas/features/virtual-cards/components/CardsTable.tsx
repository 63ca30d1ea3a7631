import { useId } from '../../../lib/react-deps.js';
import { keepPreviousData, useQuery } from '../../../lib/data-deps.js';
import { VIRTUAL_CARD_STATUSES, type VirtualCard, type VirtualCardSortField } from '../../../../shared/contract/virtualCards.js';
import { cardEnding, formatDate } from '../../../../shared/format/format.js';
import { pathOf } from '../../../../shared/routes/routeTable.js';
import { useQueryParams } from '../../../lib/useQueryParams.js';
import { AppLink } from '../../../ui/AppLink.js';
import { DataTable } from '../../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../../ui/table/columns.js';
import { useTableState } from '../../../ui/table/useTableState.js';
import { allCards, cardsQuery, type CardSearch } from '../api/cards.js';
import { CARD_KIND_LABEL, CARD_STATUS_LABEL, readCardKind, readCardStatus } from '../cardStatus.js';

/** Column id → the platform's sort field (the search is paged, searched and sorted on the platform). */
const SORT_FIELD: Record<string, VirtualCardSortField> = {
  card: 'cardNumberLast4',
  holder: 'lastName',
  vendor: 'vendorName',
  amount: 'amount',
  issued: 'validFrom',
  validTo: 'validTo',
  status: 'status',
};
const PREFIX = 'c';
const STATUS_PARAM = `${PREFIX}.status`;
const KIND_PARAM = `${PREFIX}.kind`;
const DEFAULT_SORT = { id: 'issued', desc: true };

const columns: TableColumn<VirtualCard>[] = [
  {
    id: 'card',
    header: 'Card',
    text: (k) => cardEnding(k.cardNumberLast4),
    cell: (k) =>
      k.paymentId !== null ? (
        <AppLink
          href={pathOf('pa', 'vendorPayment', { paymentId: String(k.paymentId) })}
          aria-label={`Card ending ${k.cardNumberLast4}, payment ${k.paymentId}`}
        >
          {cardEnding(k.cardNumberLast4)}
        </AppLink>
      ) : (
        cardEnding(k.cardNumberLast4)
      ),
  },
  { id: 'kind', header: 'Kind', sortable: false, text: (k) => CARD_KIND_LABEL[k.cardKind] },
  { id: 'holder', header: 'Account', text: (k) => `${k.firstName} ${k.lastName}` },
  { id: 'vendor', header: 'Vendor', text: (k) => k.vendorName ?? '—' },
  moneyColumn('amount', 'Amount', (k) => k.amount),
  {
    id: 'uses',
    header: 'Uses left',
    sortable: false,
    align: 'end',
    text: (k) => (k.usesAllowed === null ? '—' : `${k.usesRemaining ?? 0} of ${k.usesAllowed}`),
  },
  dateColumn('issued', 'Issued', (k) => k.validFrom),
  dateColumn('validTo', 'Valid to', (k) => k.validTo, {
    text: (k) => (k.validTo ? formatDate(k.validTo) : k.paymentId !== null ? 'No limit' : '—'),
  }),
  { id: 'expires', header: 'Expires', sortable: false, text: (k) => k.expiry },
  { id: 'status', header: 'Status', text: (k) => CARD_STATUS_LABEL[k.status] },
];

/**
 * The company's virtual and ghost cards: searched (card ending, account or vendor name, amount), filtered by status and
 * kind, sorted and paged on the platform, every choice in the URL; a vendor payment's card opens its payment, and
 * `Download CSV` writes every matching card.
 */
export function CardsTable({ companyId }: { companyId: string }) {
  const [params, update] = useQueryParams();
  const statusId = useId();
  const kindId = useId();
  const table = useTableState({ prefix: PREFIX, sortable: Object.keys(SORT_FIELD), defaultSort: DEFAULT_SORT });
  const sort = table.sort ?? DEFAULT_SORT;
  const search: CardSearch = {
    status: readCardStatus(params.get(STATUS_PARAM)),
    kind: readCardKind(params.get(KIND_PARAM)),
    q: table.q,
    sort: { field: SORT_FIELD[sort.id] ?? 'validFrom', desc: sort.desc },
  };
  const cards = useQuery({ ...cardsQuery(companyId, search, table.page, table.size), placeholderData: keepPreviousData });
  const reset = { [`${PREFIX}.page`]: null };
  return (
    <DataTable
      caption="Virtual cards"
      captionHidden
      columns={columns}
      rows={cards.data?.content ?? []}
      server={{ total: cards.data?.totalElements ?? 0 }}
      rowKey={(k) => k.cardNumber}
      table={table}
      what="cards"
      search={{ label: 'Search cards', hint: 'Search by card ending, account or vendor name, or amount.' }}
      loaded={cards}
      retry={() => void cards.refetch()}
      emptyText="The company has no virtual cards yet. Paying a vendor or opening a virtual account issues one."
      filtersActive={search.status !== null || search.kind !== null}
      onClearFilters={() => update({ [STATUS_PARAM]: null, [KIND_PARAM]: null, ...reset })}
      exportCsv={{ filename: `virtual-cards-${companyId}.csv`, rows: () => allCards(companyId, search) }}
      toolbar={
        <>
          <div className="field">
            <label htmlFor={statusId}>Card status</label>
            <select
              id={statusId}
              value={search.status ?? ''}
              onChange={(e) => update({ [STATUS_PARAM]: e.target.value || null, ...reset })}
            >
              <option value="">All statuses</option>
              {VIRTUAL_CARD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {CARD_STATUS_LABEL[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={kindId}>Kind</label>
            <select id={kindId} value={search.kind ?? ''} onChange={(e) => update({ [KIND_PARAM]: e.target.value || null, ...reset })}>
              <option value="">Virtual and ghost</option>
              <option value="VIRTUAL">Virtual</option>
              <option value="GHOST">Ghost</option>
            </select>
          </div>
        </>
      }
    />
  );
}
