import { useQuery } from '../../lib/data-deps.js';
import type { Transaction } from '../../../shared/contract/cards.js';
import { formatCount, formatDate, formatMoney } from '../../../shared/format/format.js';
import { rewards as rewardsPolicy } from '../../../shared/permissions/policies/rewards.js';
import { transactions as transactionsPolicy } from '../../../shared/permissions/policies/cardholderFeatures.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { rewardDescriptionQuery } from '../../api/rewardDescription.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { AppLink } from '../../ui/AppLink.js';
import { DataSection, SummaryList } from '../../ui/DataSection.js';
import { HomeSummary } from '../../ui/HomeSummary.js';
import { DataTable } from '../../ui/table/DataTable.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../ui/table/columns.js';
import { useTableState } from '../../ui/table/useTableState.js';
import { recentTransactionsQuery } from './api/recentTransactions.js';
import { ExpenseSummary } from './ExpenseSummary.js';

const recentColumns: TableColumn<Transaction>[] = [
  dateColumn('date', 'Date', (t) => t.transactionDate),
  { id: 'description', header: 'Description', text: (t) => t.description },
  moneyColumn('amount', 'Amount', (t) => t.amount),
];

/** The cardholder home: the card in view, its rewards and the newest transactions, and where each page is. */
export function CardholderHome() {
  const card = useCardInView();
  const ref = card.cardRef;
  const rewardsAllowed = usePermission(rewardsPolicy.access).can;
  const transactionsAllowed = usePermission(transactionsPolicy.view).can;
  // Independent calls, both started as soon as the card is known (no waterfall between them).
  const points = useQuery({ ...rewardDescriptionQuery(ref ?? ''), enabled: !!ref && rewardsAllowed });
  const recent = useQuery({ ...recentTransactionsQuery(ref ?? ''), enabled: !!ref && transactionsAllowed });
  const table = useTableState({ prefix: 'recent', sortable: recentColumns.map((c) => c.id), defaultSort: { id: 'date', desc: true } });
  return (
    <HomeSummary heading="Account Summary" intro="Your {brand} card account at a glance.">
      <DataSection title="Your card" state={card.dashboard} what="your card account">
        {(d) => (
          <SummaryList
            rows={[
              ['Card', `${d.productSummary.productName} ending in ${d.accountEntitySummary.cardNumberLast4 ?? '—'}`],
              ['Current balance', formatMoney(d.balances.currentBalance)],
              ['Available credit', formatMoney(d.balances.availableCredit)],
              ['Minimum payment due', `${formatMoney(d.balances.minimumPaymentDue)} by ${formatDate(d.balances.paymentDueDate)}`],
            ]}
          />
        )}
      </DataSection>
      <DataSection title="Rewards" state={points} what="your rewards" retry={() => void points.refetch()}>
        {(r) => <SummaryList rows={[['Points balance', formatCount(r.pointsBalance)], ['Cash value', formatMoney(r.cashValue)]]} />}
      </DataSection>
      <ExpenseSummary />
      <DataSection title="Recent transactions" state={recent} what="your recent transactions" retry={() => void recent.refetch()}>
        {(page) => (
          <>
            <DataTable
              caption="Recent transactions"
              captionHidden
              columns={recentColumns}
              rows={page.content}
              rowKey={(t) => t.transactionId}
              table={table}
              what="transactions"
              emptyText="No transactions in the current cycle yet."
            />
            <p>
              <AppLink href={pathOf('cardholder', 'transactions')}>See all transactions</AppLink>
            </p>
          </>
        )}
      </DataSection>
    </HomeSummary>
  );
}
