/** Holding-company area SPA: /holding-company/*. */
import { mountArea } from '../lib/mountArea.js';
import type { PageProps } from '../lib/AreaApp.js';
import { user } from '../../shared/session/store.js';
import { useSignalValue } from '../../shared/session/react.js';
import { describedPages, PageIntro } from '../ui/DescribedPage.js';
import { HomeSummary, sectionsFrom } from '../ui/HomeSummary.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { holdingCompanyMenu } from '../ui/menus.js';
import { UserSummary } from '../ui/UserSummary.js';

const copy = {
  programAdmin: { heading: 'Program Admin', paragraphs: ['Program administrators across the companies of your holding company, their roles and their activity.'] },
};

function Dashboard() {
  const u = useSignalValue(user);
  return (
    <HomeSummary
      heading="Holding Company"
      intro="Oversee the {brand} card programs of every company in your holding company."
      sections={sectionsFrom(holdingCompanyMenu({ user: u, company: null, reportingUrl: null }), copy)}
    />
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

mountArea({
  area: 'holdingCompany',
  pages: { ...describedPages(copy), dashboard: Dashboard, holdingCompanyDetails: HoldingCompanyDetails, companyDetails: CompanyDetails, notFound: NotFoundPage },
  notFound: NotFoundPage,
});
