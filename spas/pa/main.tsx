/** Program-admin area SPA: /pa/* (except the public registration pages). */
import { mountArea } from '../lib/mountArea.js';
import { selectedCompany, user } from '../../shared/session/store.js';
import { useSignalValue } from '../../shared/session/react.js';
import { describedPages } from '../ui/DescribedPage.js';
import { HomeSummary, sectionsFrom } from '../ui/HomeSummary.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { programAdminMenu } from '../ui/menus.js';
import { paPageCopy } from './copy.js';

function Dashboard() {
  const company = useSignalValue(selectedCompany);
  const u = useSignalValue(user);
  return (
    <HomeSummary
      heading={company ? `Company ${company}` : 'Program Administration'}
      intro="Manage your company’s {brand} card program: accounts, administrators, alerts and controls, and reporting."
      sections={sectionsFrom(programAdminMenu({ user: u, company, reportingUrl: null }), paPageCopy)}
    />
  );
}

mountArea({
  area: 'pa',
  pages: { ...describedPages(paPageCopy), dashboard: Dashboard, notFound: NotFoundPage },
  notFound: NotFoundPage,
});
