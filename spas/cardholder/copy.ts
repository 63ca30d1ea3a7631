import type { PageCopy } from '../ui/DescribedPage.js';
import type { PageId } from '../../shared/routes/routeTable.js';

/** Cardholder pages (route table page ids) whose features arrive in later issues. */
export const cardholderPageCopy: Record<Extract<PageId<'cardholder'>, 'expenseReporting'>, PageCopy> = {
  expenseReporting: { heading: 'Expense Reporting', paragraphs: ['Attach receipts to your card transactions and submit expense reports for approval.'] },
};
