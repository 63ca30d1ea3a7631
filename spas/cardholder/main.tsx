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
    payments: lazyPage(() => import('../features/payments/PaymentsPage.js').then((m) => m.PaymentsPage)),
    rewards: lazyPage(() => import('../features/rewards/RewardsPage.js').then((m) => m.RewardsPage)),
  },
  notFound: NotFoundPage,
});
