/**
 * The public content pages (issue 7): page id (shared/routes/routeTable.ts) → page, each loaded on first
 * show with a dynamic import() so the login page's first visit stays within the public bundle budget.
 */
import './content.css';
import type { ComponentType } from '../../../lib/react-deps.js';
import type { PageProps } from '../../../lib/AreaApp.js';
import { lazyPage } from '../../../ui/lazyPage.js';

const vendor = () => import('./vendor/VendorPages.js');
const rewards = () => import('./rewards/RewardsPages.js');
const help = () => import('./help/HelpPages.js');
const info = () => import('./info/InfoPages.js');
const apply = () => import('./apply/ApplyPages.js');

export const contentPages: Record<string, ComponentType<PageProps>> = {
  vendorPayment: lazyPage(async () => (await vendor()).VendorPaymentPage),
  enrollVendor: lazyPage(async () => (await vendor()).EnrollVendorPage),
  aboutRewards: lazyPage(async () => (await rewards()).AboutRewardsPage),
  rewardsTerms: lazyPage(async () => (await rewards()).RewardsTermsPage),
  faqs: lazyPage(async () => (await help()).FaqsPage),
  privacy: lazyPage(async () => (await help()).PrivacyPage),
  security: lazyPage(async () => (await help()).SecurityPage),
  contactUs: lazyPage(async () => (await help()).ContactUsPage),
  info: lazyPage(async () => (await info()).InfoPage),
  infoTerms: lazyPage(async () => (await info()).InfoTermsPage),
  infoTermsRewards: lazyPage(async () => (await info()).InfoTermsRewardsPage),
  applyNow: lazyPage(async () => (await apply()).ApplyNowPage),
  preTerms: lazyPage(async () => (await apply()).PreTermsPage),
  postTerms: lazyPage(async () => (await apply()).PostTermsPage),
  termsOfService: lazyPage(async () => (await apply()).TermsOfServicePage),
};
