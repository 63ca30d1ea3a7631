/**
 * Public area SPA: welcome, login, the public account flows and the public content pages. Login and welcome
 * are in the entry (the first visit of most people); every other page's code is fetched when first shown,
 * which keeps the login page's first visit within the public bundle budget.
 */
import '../ui/styles/content.css';
import { mountArea } from '../app/mountArea.js';
import { lazyPage, type LazyPageOptions } from '../app/lazyPage.js';
import { NotFoundPage } from '../ui/NotFoundPage.js';
import { LoginPage } from '../features/login/LoginPage.js';
import { WelcomePage } from '../features/welcome/WelcomePage.js';

const vendor = () => import('../features/vendor/VendorPages.js');
const cardInfo = () => import('../features/card-info/InfoPages.js');
const rewards = () => import('../features/card-info/RewardsPages.js');
const help = () => import('../features/help/HelpPages.js');
const apply = () => import('../features/apply/ApplyPages.js');

/** The account flows' own loading and download-failure messages. */
const ACCOUNT: LazyPageOptions = {
  label: 'Loading…',
  failure: { title: "This page didn't load", message: 'Please check your connection and reload the page.', reload: false },
};
const activate = lazyPage(() => import('../features/public-account/ActivateCardPage.js').then((m) => m.ActivateCardPage), ACCOUNT);
const adminRegistration = () => import('../features/public-account/AdminRegistrationPage.js');

mountArea({
  area: 'public',
  pages: {
    welcome: WelcomePage,
    login: LoginPage,
    notFound: NotFoundPage,
    registerCard: lazyPage(() => import('../features/public-account/RegisterCardPage.js').then((m) => m.RegisterCardPage), ACCOUNT),
    activateCard: activate,
    activate,
    forgotUserName: lazyPage(() => import('../features/public-account/ForgotUserNamePage.js').then((m) => m.ForgotUserNamePage), ACCOUNT),
    forgotPassword: lazyPage(() => import('../features/public-account/ForgotPasswordPage.js').then((m) => m.ForgotPasswordPage), ACCOUNT),
    paRegistration: lazyPage(() => adminRegistration().then((m) => m.ProgramAdminRegistrationPage), ACCOUNT),
    hcRegistration: lazyPage(() => adminRegistration().then((m) => m.HoldingCompanyRegistrationPage), ACCOUNT),
    vendorPayment: lazyPage(async () => (await vendor()).VendorPaymentPage),
    enrollVendor: lazyPage(async () => (await vendor()).EnrollVendorPage),
    aboutRewards: lazyPage(async () => (await rewards()).AboutRewardsPage),
    rewardsTerms: lazyPage(async () => (await rewards()).RewardsTermsPage),
    faqs: lazyPage(async () => (await help()).FaqsPage),
    privacy: lazyPage(async () => (await help()).PrivacyPage),
    security: lazyPage(async () => (await help()).SecurityPage),
    contactUs: lazyPage(async () => (await help()).ContactUsPage),
    info: lazyPage(async () => (await cardInfo()).InfoPage),
    infoTerms: lazyPage(async () => (await cardInfo()).InfoTermsPage),
    infoTermsRewards: lazyPage(async () => (await cardInfo()).InfoTermsRewardsPage),
    applyNow: lazyPage(async () => (await apply()).ApplyNowPage),
    preTerms: lazyPage(async () => (await apply()).PreTermsPage),
    postTerms: lazyPage(async () => (await apply()).PostTermsPage),
    termsOfService: lazyPage(async () => (await apply()).TermsOfServicePage),
  },
  notFound: NotFoundPage,
});
