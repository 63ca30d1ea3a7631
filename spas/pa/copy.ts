import type { PageCopy } from '../ui/DescribedPage.js';
import { pathOf, type PageId } from '../../shared/routes/routeTable.js';

/** Program-admin pages (route table page ids) whose features arrive in later issues. */
export const paPageCopy: Record<Exclude<PageId<'pa'>, 'dashboard' | 'alertsAndControls' | 'alertsAccount' | 'mccGroups' | 'fleet'>, PageCopy> = {
  programAdmin: { heading: 'Program Admin', paragraphs: ['Add and maintain program administrator users, their roles and the accounts they manage, and review maintenance activity.'] },
  faqs: { heading: 'FAQs', paragraphs: ['Answers to common questions about administering your company’s card program.'], links: [{ label: 'Administrator Guide', href: pathOf('viewer', 'paGuide') }] },
  privacy: { heading: 'Privacy', paragraphs: ['How we collect, use and protect information about your company, its cardholders and its administrators.'] },
  contactUs: { heading: 'Contact Us', paragraphs: ['For help administering your program, contact your relationship manager or call the commercial card service number in your program agreement.'] },
  profile: { heading: 'Profile', paragraphs: ['Your contact details, user name and password, and security settings.'] },
  virtualCards: { heading: 'Virtual Cards', paragraphs: ['Issue single-use and multi-use virtual cards, manage the vendors you pay, and follow each payment.'] },
  expenseReporting: { heading: 'Expense Reporting', paragraphs: ['Review, approve and export your cardholders’ expense reports, and configure GL accounts and approval rules.'] },
  cardActivation: { heading: 'Card Activation', paragraphs: ['Activate cards issued to your company’s cardholders.'] },
  services: { heading: 'Services', paragraphs: ['Card activation, shipping and other services for your company’s cards.'], links: [{ label: 'Card Activation', href: pathOf('pa', 'cardActivation') }] },
};
