/** Cardholder area SPA: /dashboard-cardholder/* and the /pre-dashboard pages. Each page's code is fetched when first shown. */
import { dashboardWith } from '../../shared/session/cardholderHome.js';
import { composedDashboard } from '../../shared/session/facts/composedDashboard.js';
import { mountLoggedInArea } from '../app/loggedInArea.js';
import { lazyPage } from '../app/lazyPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { AdminViewBanner } from './AdminViewBanner.js';

const help = () => import('../features/help/SignedInHelp.js');
const services = () => import('../features/services/ServicesPage.js');
const alerts = () => import('../features/alerts/AlertsPage.js');
const offers = () => import('../features/offers/OfferPages.js');

mountLoggedInArea({
  area: 'cardholder',
  pages: {
    dashboard: lazyPage(() => import('../features/cardholder-home/CardholderHome.js').then((m) => m.CardholderHome)),
    transactions: lazyPage(() => import('../features/transactions/TransactionsPage.js').then((m) => m.TransactionsPage)),
    statements: lazyPage(() => import('../features/statements/StatementsPage.js').then((m) => m.StatementsPage)),
    payments: lazyPage(() => import('../features/payments/PaymentsPage.js').then((m) => m.PaymentsPage)),
    rewards: lazyPage(() => import('../features/rewards/RewardsPage.js').then((m) => m.RewardsPage)),
    faqs: lazyPage(async () => (await help()).FaqsPage),
    privacy: lazyPage(async () => (await help()).PrivacyPage),
    contactUs: lazyPage(async () => (await help()).SignedInContactUsPage),
    profile: lazyPage(() => import('../features/profile/ProfilePages.js').then((m) => m.CardholderProfilePage)),
    services: lazyPage(async () => (await services()).ServicesPage),
    replaceCard: lazyPage(() => import('../features/services/ReplaceCardPage.js').then((m) => m.ReplaceCardPage)),
    paperless: lazyPage(() => import('../features/services/PaperlessPage.js').then((m) => m.PaperlessPage)),
    termsAndConditions: lazyPage(() => import('../features/services/TermsPage.js').then((m) => m.TermsPage)),
    alertsAndControls: lazyPage(async () => (await alerts()).AlertsPage),
    alertHistory: lazyPage(() => import('../features/alerts/AlertHistoryPage.js').then((m) => m.AlertHistoryPage)),
    offerWatcher: lazyPage(() => import('../features/offers/OfferWatcher.js').then((m) => m.OfferWatcher)),
    preemptiveOffer: lazyPage(async () => (await offers()).PreemptiveOfferPage),
    informational: lazyPage(async () => (await offers()).InformationalPage),
    offer: lazyPage(async () => (await offers()).OffersPage),
    offerInter: lazyPage(async () => (await offers()).OfferInterPage),
    offerPreempt: lazyPage(async () => (await offers()).OfferPreemptPage),
    expenseReporting: lazyPage(() => import('../features/expense-reports/CardholderExpensePage.js').then((m) => m.CardholderExpensePage)),
    expenseReportNew: lazyPage(() => import('../features/expense-reports/NewReportPage.js').then((m) => m.NewReportPage)),
    expenseReport: lazyPage(() => import('../features/expense-reports/ReportPage.js').then((m) => m.ReportPage)),
  },
  notFound: NotFoundPage,
  // The pages composed with the card's dashboard ask for it as the first round started it (one rule: dashboardWith).
  composeDashboard: (page) => composedDashboard(dashboardWith('cardholder', page)),
  banner: AdminViewBanner,
});
