import type { PageCopy } from '../ui/DescribedPage.js';
import type { PageId } from '../../shared/routes/routeTable.js';

/** Cardholder pages (route table page ids) whose features arrive in later issues. */
export const cardholderPageCopy: Record<Extract<PageId<'cardholder'>, 'payments' | 'rewards' | 'expenseReporting'>, PageCopy> = {
  payments: { heading: 'Payments', paragraphs: ['Make a payment, set up AutoPay, see your payment history and manage the bank accounts you pay from.'] },
  rewards: { heading: 'Rewards', paragraphs: ['Your points balance, bonus points and redemption history, and ways to redeem: statement credit, direct deposit or giving back.'] },
  expenseReporting: { heading: 'Expense Reporting', paragraphs: ['Attach receipts to your card transactions and submit expense reports for approval.'] },
};
