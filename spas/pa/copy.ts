import type { PageCopy } from '../ui/DescribedPage.js';
import { pathOf, type PageId } from '../../shared/routes/routeTable.js';

/** Program-admin pages (route table page ids) whose features arrive in later issues. */
export const paPageCopy: Record<Exclude<PageId<'pa'>, 'dashboard' | 'faqs' | 'privacy' | 'contactUs' | 'profile'>, PageCopy> = {
  programAdmin: { heading: 'Program Admin', paragraphs: ['Add and maintain program administrator users, their roles and the accounts they manage, and review maintenance activity.'] },
  virtualCards: { heading: 'Virtual Cards', paragraphs: ['Issue single-use and multi-use virtual cards, manage the vendors you pay, and follow each payment.'] },
  expenseReporting: { heading: 'Expense Reporting', paragraphs: ['Review, approve and export your cardholders’ expense reports, and configure GL accounts and approval rules.'] },
  fleet: { heading: 'Fleet', paragraphs: ['Manage fleet cards, driver and vehicle codes, and fuel purchase controls.'] },
  alertsAndControls: { heading: 'Alerts and Controls', paragraphs: ['Set spending alerts and controls for your company’s cards, including merchant category groups.'] },
  cardActivation: { heading: 'Card Activation', paragraphs: ['Activate cards issued to your company’s cardholders.'] },
  services: { heading: 'Services', paragraphs: ['Card activation, shipping and other services for your company’s cards.'], links: [{ label: 'Card Activation', href: pathOf('pa', 'cardActivation') }] },
};
