import { useState } from '../../lib/react-deps.js';
import { useQuery } from '../../lib/data-deps.js';
import type { CardholderDashboard, Transaction } from '../../../shared/contract/cards.js';
import { formatCount, formatDate, formatMoney } from '../../../shared/format/format.js';
import { rewards as rewardsPolicy } from '../../../shared/permissions/policies/rewards.js';
import {
  aprInfo,
  breakdown,
  payments,
  transactions as transactionsPolicy,
} from '../../../shared/permissions/policies/cardholderFeatures.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { isLoading } from '../../../shared/session/queryClient.js';
import { accountSummaryQuery } from '../../api/accountSummary.js';
import { rewardDescriptionQuery } from '../../api/rewardDescription.js';
import { useBrandDetail } from '../../lib/useBrandDetail.js';
import { useCardInView } from '../../lib/useCardInView.js';
import { usePermission } from '../../lib/usePermission.js';
import { AppLink } from '../../ui/AppLink.js';
import { BalanceDetails } from '../../ui/BalanceDetails.js';
import { CardImage } from '../../ui/CardImage.js';
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
    <HomeSummary
      heading="Account Summary"
      intro="Your {brand} card account at a glance."
      pending={isLoading(card.dashboard) || isLoading(points) || isLoading(recent)}
    >
      <DataSection title="Your card" state={card.dashboard} what="your card account">
        {(d) => <CardPanel dashboard={d} cardRef={ref} />}
      </DataSection>
      <DataSection title="Rewards" state={points} what="your rewards" retry={() => void points.refetch()}>
        {(r) => (
          <SummaryList
            rows={[
              ['Points balance', formatCount(r.pointsBalance)],
              ['Cash value', formatMoney(r.cashValue)],
            ]}
          />
        )}
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

/**
 * The card panel: the card's picture (docs/requirements.md#spec-1-product fallback chain), its figures, a `Make a Payment` shortcut where the
 * rules allow paying, and `Balance details` (APRs and what the balance is made of) for the docs/requirements.md#spec-6-permissions 'APR info, breakdown'
 * roles, asked for when opened.
 */
function CardPanel({ dashboard: d, cardRef }: { dashboard: CardholderDashboard; cardRef: string | null }) {
  const { code } = useBrandDetail();
  const canPay = usePermission(payments.payNow).can;
  // Both rules are read on every render (hooks in a fixed order), then combined.
  const aprAllowed = usePermission(aprInfo.view).can;
  const breakdownAllowed = usePermission(breakdown.view).can;
  const canSeeDetails = aprAllowed && breakdownAllowed;
  const [detailsOpen, setDetailsOpen] = useState(false);
  const summary = useQuery({ ...accountSummaryQuery(cardRef ?? ''), enabled: !!cardRef && canSeeDetails && detailsOpen });
  const last4 = d.accountEntitySummary.cardNumberLast4;
  return (
    <div className="card-panel">
      <CardImage
        brand={code}
        productCode={d.productSummary.productTypeCode}
        alt={`${d.productSummary.productName} card${last4 ? ` ending in ${last4}` : ''}`}
      />
      <div className="card-panel-figures">
        <SummaryList
          rows={[
            ['Card', `${d.productSummary.productName} ending in ${last4 ?? '—'}`],
            ['Card lock', d.lockedCard ? 'Locked: new purchases are declined' : 'Unlocked'],
            ['Current balance', formatMoney(d.balances.currentBalance)],
            ['Available credit', formatMoney(d.balances.availableCredit)],
            ['Minimum payment due', `${formatMoney(d.balances.minimumPaymentDue)} by ${formatDate(d.balances.paymentDueDate)}`],
          ]}
        />
        {canPay ? (
          <p className="card-panel-actions">
            <AppLink className="btn btn-primary" href={pathOf('cardholder', 'payments')}>
              Make a Payment
            </AppLink>
          </p>
        ) : null}
        {canSeeDetails && cardRef ? (
          <BalanceDetails state={summary} onOpen={() => setDetailsOpen(true)} retry={() => void summary.refetch()} />
        ) : null}
      </div>
    </div>
  );
}
