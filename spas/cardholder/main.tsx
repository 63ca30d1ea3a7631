/** Cardholder area SPA: /dashboard-cardholder/* and the /pre-dashboard pages. */
import { mountArea } from '../lib/mountArea.js';
import { describedPages } from '../ui/DescribedPage.js';
import { HomeSummary, sectionsFrom } from '../ui/HomeSummary.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { cardholderMenu } from '../ui/menus.js';
import { cardholderPageCopy } from './copy.js';

function Dashboard() {
  return <HomeSummary heading="Account Summary" intro="Your {brand} card account at a glance." sections={sectionsFrom(cardholderMenu(), cardholderPageCopy)} />;
}

mountArea({
  area: 'cardholder',
  pages: { ...describedPages(cardholderPageCopy), dashboard: Dashboard, notFound: NotFoundPage },
  notFound: NotFoundPage,
});
