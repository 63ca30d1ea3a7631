/** Holding-company area SPA: /holding-company/*. */
import { mountLoggedInArea } from '../lib/loggedInArea.js';
import { sidebarEntries } from '../lib/chrome.js';
import type { PageProps } from '../lib/AreaApp.js';
import { associations, holdingCompany } from '../../shared/session/loaders/index.js';
import { useSignalValue } from '../../shared/session/react.js';
import { AppLink } from '../ui/AppLink.js';
import { DataSection, DataTable, money } from '../ui/DataSection.js';
import { describedPages, PageIntro } from '../ui/DescribedPage.js';
import { HomeSummary, sectionsFrom } from '../ui/HomeSummary.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { UserSummary } from '../ui/UserSummary.js';

const copy = {
  programAdmin: { heading: 'Program Admin', paragraphs: ['Program administrators across the companies of your holding company, their roles and their activity.'] },
};

function Dashboard() {
  const entries = useSignalValue(sidebarEntries);
  const hc = useSignalValue(holdingCompany);
  const companies = useSignalValue(associations);
  return (
    <HomeSummary
      heading={hc.data?.name ?? 'Holding Company'}
      intro="Oversee the {brand} card programs of every company in your holding company."
      sections={entries ? sectionsFrom(entries.filter((e) => e.id !== 'holdingCompany'), copy) : []}
    >
      <DataSection title="Companies" state={companies} what="the companies of your holding company">
        {(list) => (
          <DataTable
            label="Companies table"
            columns={['Company', 'Credit limit', 'Available credit', 'Outstanding balance', 'Program administration']}
            items={list}
            rowKey={(c) => c.companyId}
            cells={(c) => [
              <AppLink href={`/holding-company/${c.companyId}`}>{c.companyName}</AppLink>,
              money(c.creditLimit),
              money(c.availableCredit),
              money(c.outstandingBalance),
              <a href={`/pa?company=${encodeURIComponent(String(c.companyId))}`}>Open {c.companyName}</a>,
            ]}
          />
        )}
      </DataSection>
    </HomeSummary>
  );
}

function HoldingCompanyDetails() {
  return (
    <PageIntro heading="Holding Company Details" paragraphs={['Your holding company, its contacts and the companies associated with it.']}>
      <UserSummary />
    </PageIntro>
  );
}

function CompanyDetails({ params }: PageProps) {
  const id = params.companyId ?? '';
  return (
    <PageIntro
      heading={`Company ${id}`}
      paragraphs={['Details of this company in your holding company: its program, accounts and administrators.']}
      links={[{ label: 'Open this company’s program administration', href: `/pa?company=${encodeURIComponent(id)}` }]}
    />
  );
}

mountLoggedInArea({
  area: 'holdingCompany',
  pages: { ...describedPages(copy), dashboard: Dashboard, holdingCompanyDetails: HoldingCompanyDetails, companyDetails: CompanyDetails, notFound: NotFoundPage },
  notFound: NotFoundPage,
});
