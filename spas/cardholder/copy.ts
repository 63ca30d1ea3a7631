import type { PageCopy } from '../ui/DescribedPage.js';
import { pathOf, type PageId } from '../../shared/routes/routeTable.js';

/** Cardholder pages (route table page ids) whose features arrive in later issues. */
export const cardholderPageCopy: Record<Exclude<PageId<'cardholder'>, 'dashboard' | 'transactions' | 'statements' | 'expenseReporting' | 'expenseReportNew' | 'expenseReport'>, PageCopy> = {
  faqs: { heading: 'FAQs', paragraphs: ['Answers to common questions about payments, statements, rewards and card security.'] },
  privacy: { heading: 'Privacy', paragraphs: ['How we collect, use and protect the information about you and your card account.'] },
  contactUs: { heading: 'Contact Us', paragraphs: ['For questions about your account, call the customer service number on the back of your card. To report a lost or stolen card, call at once, any time of day.'] },
  offer: { heading: 'Offer', paragraphs: ['Offers available on your card account.'] },
  offerInter: { heading: 'Offer', paragraphs: ['An offer available on your card account.'] },
  offerPreempt: { heading: 'Offer', paragraphs: ['An offer available on your card account.'] },
  profile: { heading: 'Profile', paragraphs: ['Your contact details, user name and password, and security settings.'] },
  payments: { heading: 'Payments', paragraphs: ['Make a payment, set up AutoPay, see your payment history and manage the bank accounts you pay from.'] },
  rewards: { heading: 'Rewards', paragraphs: ['Your points balance, bonus points and redemption history, and ways to redeem: statement credit, direct deposit or giving back.'] },
  services: { heading: 'Services', paragraphs: ['Alerts and controls, paperless statements and your card terms and conditions.'], links: [
    { label: 'Alerts and Controls', href: pathOf('cardholder', 'alertsAndControls') },
    { label: 'Paperless Statements', href: pathOf('cardholder', 'paperless') },
    { label: 'Terms and Conditions', href: pathOf('cardholder', 'termsAndConditions') },
  ] },
  alertsAndControls: { heading: 'Alerts and Controls', paragraphs: ['Choose alerts for spending on your card and set controls on where and how it can be used.'], links: [
    { label: 'Enrollment and notification history', href: pathOf('cardholder', 'alertHistory') },
  ] },
  alertHistory: { heading: 'Enrollment and Notification History', paragraphs: ['The alerts you enrolled in and the notifications we sent you.'] },
  termsAndConditions: { heading: 'Terms and Conditions', paragraphs: ['The terms of your card account, including rates and fees.'] },
  paperless: { heading: 'Paperless Statements', paragraphs: ['Choose to receive your statements online instead of by mail.'] },
  offerWatcher: { heading: 'Welcome', paragraphs: ['We are preparing your account.'], links: [{ label: 'Continue to your account', href: pathOf('cardholder', 'dashboard') }] },
  preemptiveOffer: { heading: 'An offer for you', paragraphs: ['An offer available on your card account.'], links: [{ label: 'Continue to your account', href: pathOf('cardholder', 'dashboard') }] },
  informational: { heading: 'Information', paragraphs: ['Important information about your card account.'], links: [{ label: 'Continue to your account', href: pathOf('cardholder', 'dashboard') }] },
};
