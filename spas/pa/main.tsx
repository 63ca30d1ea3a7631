/** Program-admin area SPA: /pa/* (except the public registration pages). */
import { mountLoggedInArea } from '../lib/loggedInArea.js';
import { sidebarEntries } from '../lib/chrome.js';
import { company, companyAccounts } from '../../shared/session/loaders/index.js';
import { selectedCompany } from '../../shared/session/store.js';
import { useSignalValue } from '../../shared/session/react.js';
import { describedPages } from '../ui/DescribedPage.js';
import { DataSection, DataTable, SummaryList, money } from '../ui/DataSection.js';
import { HomeSummary, sectionsFrom } from '../ui/HomeSummary.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { paPageCopy } from './copy.js';

function Dashboard() {
  const param = useSignalValue(selectedCompany);
  const entries = useSignalValue(sidebarEntries);
  const co = useSignalValue(company);
  const accounts = useSignalValue(companyAccounts);
  const name = co.data?.companyName ?? (param ? `Company ${param}` : 'Program Administration');
  return (
    <HomeSummary
      heading={name}
      intro="Manage your company’s {brand} card program: accounts, administrators, alerts and controls, and reporting."
      sections={entries ? sectionsFrom(entries, paPageCopy) : []}
    >
      <DataSection title="Company" state={co} what="the company details">
        {(c) => (
          <SummaryList
            rows={[
              ['Company ID', String(c.companyId)],
              ['Credit limit', money(c.creditLimit)],
              ['Available credit', money(c.availableCredit)],
              ['Outstanding balance', money(c.outstandingBalance)],
            ]}
          />
        )}
      </DataSection>
      <DataSection title="Accounts" state={accounts} what="the company’s accounts">
        {(page) => (
          <>
            <p>{page.totalElements.toLocaleString('en-US')} accounts</p>
            <DataTable
              label="Accounts table"
              columns={['Name', 'Type', 'Card', 'Status', 'Balance']}
              items={page.content}
              rowKey={(a) => a.accountEntityId}
              cells={(a) => [`${a.firstName} ${a.lastName}`, a.accountEntityType, a.cardNumberLast4 ? `…${a.cardNumberLast4}` : '—', a.externalStatusCommonName, money(a.currentBalance)]}
            />
          </>
        )}
      </DataSection>
    </HomeSummary>
  );
}

mountLoggedInArea({
  area: 'pa',
  pages: { ...describedPages(paPageCopy), dashboard: Dashboard, notFound: NotFoundPage },
  notFound: NotFoundPage,
});
