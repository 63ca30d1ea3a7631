import type { ExpenseReport, GlAccount } from '../../../shared/contract/expenseReports.js';
import { formatDate } from '../../../shared/format/format.js';
import { moneyCsv } from '../../ui/table/columns.js';
import { STATUS_LABEL } from './reportStatus.js';

export const LINE_CSV_HEADERS = [
  'Report',
  'Report name',
  'Cardholder',
  'Date',
  'Merchant',
  'Amount',
  'GL account',
  'Memo',
  'Status',
] as const;

/** A GL account as accountants read it: `6100 Travel – Airfare` (retired ones say so). */
export function glLabel(id: number | null, accounts: readonly GlAccount[]): string {
  if (id === null) return '';
  const g = accounts.find((a) => a.glAccountId === id);
  return g ? `${g.code} ${g.description}${g.active ? '' : ' (retired)'}` : `GL account ${id}`;
}

/** One CSV row per line of every report: report, cardholder, date, merchant, amount, GL account, memo, status. */
export function lineRows(reports: readonly ExpenseReport[], accounts: readonly GlAccount[]): string[][] {
  return reports.flatMap((r) =>
    r.lines.map((l) => [
      String(r.reportId),
      r.name,
      r.ownerName,
      formatDate(l.transactionDate),
      l.merchantName,
      moneyCsv(l.amount),
      glLabel(l.glAccountId, accounts),
      l.memo,
      STATUS_LABEL[r.status],
    ]),
  );
}
