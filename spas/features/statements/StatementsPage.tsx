import { useQuery } from '../../lib/data-deps.js';
import type { StatementSummary } from '../../../shared/contract/cards.js';
import { formatDate } from '../../../shared/format/format.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { statementsQuery } from '../../api/statements.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { useSignalValue } from '../../lib/useSignalValue.js';
import { cardNumberParam } from '../../../shared/session/store.js';
import { Alert } from '../../ui/Alert.js';
import { AppLink } from '../../ui/AppLink.js';
import { CardStatusNote } from '../../ui/CardStatusNote.js';
import { DataState } from '../../ui/DataSection.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { withQuery } from '../../../shared/permissions/links.js';

/** The statement viewer for one cycle of the card in view (a new tab; the card's reference, never its number). */
const viewerHref = (cardRef: string, cycle: string, adminView: boolean): string =>
  withQuery(pathOf('viewer', 'statementViewer'), { cycle, cardNumber: adminView ? cardRef : null });

function columns(cardRef: string, adminView: boolean): TableColumn<StatementSummary>[] {
  return [
    dateColumn('closing', 'Closing date', (s) => s.statementDate),
    moneyColumn('balance', 'New balance', (s) => s.closingBalance),
    moneyColumn('minimum', 'Minimum due', (s) => s.minimumPaymentDue),
    dateColumn('due', 'Due date', (s) => s.paymentDueDate),
    {
      id: 'view',
      header: 'Statement',
      sortable: false,
      searchable: false,
      csv: false,
      text: () => 'View statement',
      cell: (s) => (
        <a
          href={viewerHref(cardRef, s.cycleCode, adminView)}
          target="_blank"
          rel="noopener"
          aria-label={`View statement, closing ${formatDate(s.statementDate)} (opens in a new tab)`}
        >
          View statement
        </a>
      ),
    },
  ];
}

/**
 * /dashboard-cardholder/statements: every billed cycle of the card in view with its closing date, new
 * balance, minimum due and due date; `View statement` opens the statement viewer for that cycle in a new tab.
 */
export function StatementsPage() {
  const card = useCardInView();
  // An admin looking at a card as its cardholder: the viewer (another area) needs the card named.
  const adminView = useSignalValue(cardNumberParam) !== null;
  return (
    <>
      <h1>Statements</h1>
      <DataState state={card.dashboard} what="your card account">
        {(d) =>
          card.cardRef ? (
            <>
              <CardStatusNote
                status={d.accountEntitySummary.externalStatusCommonName}
                last4={card.last4}
                what="statements"
                locked={d.lockedCard}
              />
              <p className="paperless-line">
                Paperless statements: <strong>{d.paperless ? 'On' : 'Off'}</strong>.{' '}
                {d.paperless ? 'We email you when a new statement is ready.' : 'Your statements come by mail.'}{' '}
                <AppLink href={pathOf('cardholder', 'paperless')}>Change paperless settings</AppLink>
              </p>
              <Statements cardRef={card.cardRef} adminView={adminView} />
            </>
          ) : (
            <Alert tone="info">
              <p>
                This account has no card yet, so there are no statements. Your first statement follows the first billing cycle after the
                card is issued.
              </p>
            </Alert>
          )
        }
      </DataState>
    </>
  );
}

function Statements({ cardRef, adminView }: { cardRef: string; adminView: boolean }) {
  const statements = useQuery(statementsQuery(cardRef));
  const table = useTableState({ sortable: ['closing', 'balance', 'minimum', 'due'], defaultSort: { id: 'closing', desc: true } });
  return (
    <DataTable
      caption="Statements"
      columns={columns(cardRef, adminView)}
      rows={statements.data ?? []}
      rowKey={(s) => s.cycleCode}
      table={table}
      what="statements"
      loaded={statements}
      retry={() => void statements.refetch()}
      emptyText="No statements yet. Your first statement will be ready after your first billing cycle closes."
      exportCsv={{ filename: 'statements.csv' }}
    />
  );
}
