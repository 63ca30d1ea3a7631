/** Holding-company area SPA: /holding-company/*. Each page's code is fetched when first shown. */
import { mountLoggedInArea } from '../app/loggedInArea.js';
import { lazyPage } from '../app/lazyPage.js';
import { describedPage } from '../ui/DescribedPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';

const details = () => import('../features/holding-company/HoldingCompanyDetails.js');

mountLoggedInArea({
  area: 'holdingCompany',
  pages: {
    dashboard: lazyPage(() => import('../features/holding-company/HoldingCompanyHome.js').then((m) => m.HoldingCompanyHome)),
    holdingCompanyDetails: lazyPage(() => details().then((m) => m.HoldingCompanyDetails)),
    companyDetails: lazyPage(() => details().then((m) => m.CompanyDetails)),
    programAdmin: describedPage({ heading: 'Program Admin', paragraphs: ['Program administrators across the companies of your holding company, their roles and their activity.'] }),
  },
  notFound: NotFoundPage,
});
