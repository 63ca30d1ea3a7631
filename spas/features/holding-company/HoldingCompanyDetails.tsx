import type { PageProps } from '../../app/AreaApp.js';
import { pathOf } from '../../../shared/routes/routeTable.js';
import { withQuery } from '../../../shared/permissions/links.js';
import { PageIntro } from '../../ui/DescribedPage.js';
import { UserSummary } from '../../ui/UserSummary.js';

export function HoldingCompanyDetails() {
  return (
    <PageIntro heading="Holding Company Details" paragraphs={['Your holding company, its contacts and the companies associated with it.']}>
      <UserSummary />
    </PageIntro>
  );
}

export function CompanyDetails({ params }: PageProps) {
  const id = params.companyId ?? '';
  return (
    <PageIntro
      heading={`Company ${id}`}
      paragraphs={['Details of this company in your holding company: its program, accounts and administrators.']}
      links={[{ label: 'Open this company’s program administration', href: withQuery(pathOf('pa', 'dashboard'), { company: id }) }]}
    />
  );
}
