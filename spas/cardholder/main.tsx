/** Cardholder area SPA: /dashboard-cardholder/* and the /pre-dashboard pages. Each page's code is fetched when first shown. */
import { mountLoggedInArea } from '../app/loggedInArea.js';
import { lazyPage } from '../app/lazyPage.js';
import { describedPages } from '../ui/DescribedPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { cardholderPageCopy } from './copy.js';

mountLoggedInArea({
  area: 'cardholder',
  pages: {
    ...describedPages(cardholderPageCopy),
    dashboard: lazyPage(() => import('../features/cardholder-home/CardholderHome.js').then((m) => m.CardholderHome)),
    transactions: lazyPage(() => import('../features/transactions/TransactionsPage.js').then((m) => m.TransactionsPage)),
    statements: lazyPage(() => import('../features/statements/StatementsPage.js').then((m) => m.StatementsPage)),
    expenseReporting: lazyPage(() => import('../features/expense-reports/CardholderExpensePage.js').then((m) => m.CardholderExpensePage)),
    expenseReportNew: lazyPage(() => import('../features/expense-reports/NewReportPage.js').then((m) => m.NewReportPage)),
    expenseReport: lazyPage(() => import('../features/expense-reports/ReportPage.js').then((m) => m.ReportPage)),
  },
  notFound: NotFoundPage,
});
