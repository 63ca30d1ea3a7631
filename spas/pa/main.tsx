/** Program-admin area SPA: /pa/* (the public /pa/Registration pages are in the public area). Each page's code is fetched when first shown. */
import { mountLoggedInArea } from '../app/loggedInArea.js';
import { lazyPage } from '../app/lazyPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';

const help = () => import('../features/help/SignedInHelp.js');

mountLoggedInArea({
  area: 'pa',
  pages: {
    dashboard: lazyPage(() => import('../features/company/CompanyHome.js').then((m) => m.CompanyHome)),
    faqs: lazyPage(async () => (await help()).FaqsPage),
    privacy: lazyPage(async () => (await help()).PrivacyPage),
    contactUs: lazyPage(async () => (await help()).SignedInContactUsPage),
    profile: lazyPage(() => import('../features/profile/ProfilePages.js').then((m) => m.AdminProfilePage)),
    accountDetail: lazyPage(() => import('../features/company/AccountDetailPage.js').then((m) => m.AccountDetailPage)),
    programAdmin: lazyPage(() => import('../features/program-admin/ProgramAdminPage.js').then((m) => m.ProgramAdminPage)),
    services: lazyPage(() => import('../features/pa-services/ServicesPage.js').then((m) => m.ServicesPage)),
    cardActivation: lazyPage(() => import('../features/pa-services/CardActivationPage.js').then((m) => m.CardActivationPage)),
    virtualCards: lazyPage(() => import('../features/virtual-cards/VirtualCardsPage.js').then((m) => m.VirtualCardsPage)),
    vendor: lazyPage(() => import('../features/virtual-cards/VendorPage.js').then((m) => m.VendorPage)),
    addVendor: lazyPage(() => import('../features/virtual-cards/VendorEditorPages.js').then((m) => m.AddVendorPage)),
    editVendor: lazyPage(() => import('../features/virtual-cards/VendorEditorPages.js').then((m) => m.EditVendorPage)),
    payVendor: lazyPage(() => import('../features/virtual-cards/PayVendorPage.js').then((m) => m.PayVendorPage)),
    vendorPayment: lazyPage(() => import('../features/virtual-cards/PaymentPage.js').then((m) => m.PaymentPage)),
    expenseReporting: lazyPage(() => import('../features/expense-reports/AdminExpensePage.js').then((m) => m.AdminExpensePage)),
    expenseReportNew: lazyPage(() => import('../features/expense-reports/NewReportPage.js').then((m) => m.NewReportPage)),
    expenseReport: lazyPage(() => import('../features/expense-reports/ReportPage.js').then((m) => m.ReportPage)),
    alertsAndControls: lazyPage(() => import('../features/spend-controls/AlertsAndControlsPage.js').then((m) => m.AlertsAndControlsPage)),
    alertsAccount: lazyPage(() => import('../features/spend-controls/AccountControlsPage.js').then((m) => m.AccountControlsPage)),
    mccGroups: lazyPage(() => import('../features/spend-controls/MccGroupsPage.js').then((m) => m.MccGroupsPage)),
    fleet: lazyPage(() => import('../features/fleet/FleetPage.js').then((m) => m.FleetPage)),
  },
  notFound: NotFoundPage,
});
