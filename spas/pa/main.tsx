/** Program-admin area SPA: /pa/* (the public /pa/Registration pages are in the public area). Each page's code is fetched when first shown. */
import { mountLoggedInArea } from '../app/loggedInArea.js';
import { lazyPage } from '../app/lazyPage.js';
import { describedPages } from '../ui/DescribedPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { paPageCopy } from './copy.js';

mountLoggedInArea({
  area: 'pa',
  pages: {
    ...describedPages(paPageCopy),
    dashboard: lazyPage(() => import('../features/company/CompanyHome.js').then((m) => m.CompanyHome)),
    expenseReporting: lazyPage(() => import('../features/expense-reports/AdminExpensePage.js').then((m) => m.AdminExpensePage)),
    expenseReportNew: lazyPage(() => import('../features/expense-reports/NewReportPage.js').then((m) => m.NewReportPage)),
    expenseReport: lazyPage(() => import('../features/expense-reports/ReportPage.js').then((m) => m.ReportPage)),
  },
  notFound: NotFoundPage,
});
