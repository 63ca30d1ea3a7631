/** Cardholder area SPA: /dashboard-cardholder/* and the /pre-dashboard pages. */
import { mountLoggedInArea } from '../lib/loggedInArea.js';
import { sidebarEntries } from '../lib/chrome.js';
import { dashboard, rewards, transactions } from '../../shared/session/loaders/index.js';
import { useSignalValue } from '../../shared/session/react.js';
import { describedPages } from '../ui/DescribedPage.js';
import { DataSection, DataTable, SummaryList, money, usDate } from '../ui/DataSection.js';
import { HomeSummary, sectionsFrom } from '../ui/HomeSummary.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { cardholderPageCopy } from './copy.js';

function Dashboard() {
  const entries = useSignalValue(sidebarEntries);
  const card = useSignalValue(dashboard);
  const points = useSignalValue(rewards);
  const recent = useSignalValue(transactions);
  return (
    <HomeSummary heading="Account Summary" intro="Your {brand} card account at a glance." sections={entries ? sectionsFrom(entries, cardholderPageCopy) : []}>
      <DataSection title="Your card" state={card} what="your card account">
        {(d) => (
          <SummaryList
            rows={[
              ['Card', `${d.productSummary.productName} ending in ${d.accountEntitySummary.cardNumberLast4 ?? '—'}`],
              ['Current balance', money(d.balances.currentBalance)],
              ['Available credit', money(d.balances.availableCredit)],
              ['Minimum payment due', `${money(d.balances.minimumPaymentDue)} by ${usDate(d.balances.paymentDueDate)}`],
            ]}
          />
        )}
      </DataSection>
      <DataSection title="Rewards" state={points} what="your rewards">
        {(r) => <SummaryList rows={[['Points balance', r.pointsBalance.toLocaleString('en-US')], ['Cash value', money(r.cashValue)]]} />}
      </DataSection>
      <DataSection title="Recent transactions" state={recent} what="your recent transactions">
        {(t) =>
          t.content.length ? (
            <DataTable
              label="Recent transactions table"
              columns={['Date', 'Description', 'Amount']}
              items={t.content}
              rowKey={(x) => x.transactionId}
              cells={(x) => [usDate(x.transactionDate), x.description, money(x.amount)]}
            />
          ) : (
            <p>No transactions in the current cycle yet.</p>
          )
        }
      </DataSection>
    </HomeSummary>
  );
}

mountLoggedInArea({
  area: 'cardholder',
  pages: { ...describedPages(cardholderPageCopy), dashboard: Dashboard, notFound: NotFoundPage },
  notFound: NotFoundPage,
});
