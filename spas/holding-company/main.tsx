/** Holding-company area SPA: /holding-company/*. Each page's code is fetched when first shown. */
import { mountLoggedInArea } from '../app/loggedInArea.js';
import { lazyPage } from '../app/lazyPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';

const help = () => import('../features/help/SignedInHelp.js');

mountLoggedInArea({
  area: 'holdingCompany',
  pages: {
    dashboard: lazyPage(() => import('../features/holding-company/HoldingCompanyHome.js').then((m) => m.HoldingCompanyHome)),
    holdingCompanyDetails: lazyPage(() =>
      import('../features/holding-company/HoldingCompanyDetails.js').then((m) => m.HoldingCompanyDetails),
    ),
    companyDetails: lazyPage(() => import('../features/holding-company/CompanyDetails.js').then((m) => m.CompanyDetails)),
    programAdmin: lazyPage(() => import('../features/program-admin/HoldingProgramAdminPage.js').then((m) => m.HoldingProgramAdminPage)),
    faqs: lazyPage(async () => (await help()).FaqsPage),
    privacy: lazyPage(async () => (await help()).PrivacyPage),
    contactUs: lazyPage(async () => (await help()).SignedInContactUsPage),
  },
  notFound: NotFoundPage,
});
