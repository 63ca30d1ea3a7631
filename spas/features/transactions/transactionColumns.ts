import type { Transaction } from '../../../shared/contract/cards.js';
import { dateColumn, moneyColumn, type TableColumn } from '../../ui/table/columns.js';

export const STATUS_LABEL: Record<Transaction['status'], string> = { POSTED: 'Posted', PENDING: 'Pending', DECLINED: 'Declined' };

/** Date, Description, Category (from the MCC), Amount, posted/pending. */
export const transactionColumns: TableColumn<Transaction>[] = [
  dateColumn('date', 'Date', (t) => t.transactionDate),
  { id: 'description', header: 'Description', text: (t) => t.description },
  { id: 'category', header: 'Category', text: (t) => t.mccDescription },
  moneyColumn('amount', 'Amount', (t) => t.amount),
  { id: 'status', header: 'Status', text: (t) => STATUS_LABEL[t.status] },
];

export const SORTABLE = transactionColumns.map((c) => c.id);
