/** Program-admin area SPA: /pa/* (except the public registration pages). */
import { mountLoggedInArea } from '../lib/loggedInArea.js';
import { sidebarEntries } from '../lib/chrome.js';
import { company, companyAccounts } from '../../shared/session/loaders/index.js';
import { selectedCompany } from '../../shared/session/store.js';
import { useSignalValue } from '../../shared/session/react.js';
import { describedPages } from '../ui/DescribedPage.js';
import { DataSection, TableScroll, SummaryList, money } from '../ui/DataSection.js';
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
            <TableScroll label="Accounts table">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Type</th>
                    <th scope="col">Card</th>
                    <th scope="col">Status</th>
                    <th scope="col">Balance</th>
                  </tr>
                </thead>
                <tbody>
                  {page.content.map((a) => (
                    <tr key={a.accountEntityId}>
                      <td>{`${a.firstName} ${a.lastName}`}</td>
                      <td>{a.accountEntityType}</td>
                      <td>{a.cardNumberLast4 ? `…${a.cardNumberLast4}` : '—'}</td>
                      <td>{a.externalStatusCommonName}</td>
                      <td>{money(a.currentBalance)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
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
