import { ExpenseReportStatus } from '../contract/expenseReports.js';
import type { ReportQuery } from './callUrls.js';

/**
 * The All reports filters: status, cardholder (account), created from/to, total from/to — in the URL. Here,
 * not in the expense reports feature, because the gateway's first round reads them as the page does (firstRound.ts).
 */
export interface ReportFilters {
  status: ExpenseReportStatus | null;
  account: number | null;
  from: string | null;
  to: string | null;
  min: number | null;
  max: number | null;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const amount = (v: string | null): number | null => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) && n >= 0 && n <= 10_000_000 ? n : null;
};

/** The filters of the URL query, leniently: anything malformed is no filter. */
export function readReportFilters(params: URLSearchParams): ReportFilters {
  const status = params.get('status');
  const account = Number(params.get('account'));
  const from = params.get('from');
  const to = params.get('to');
  return {
    status: status && (ExpenseReportStatus.options as readonly string[]).includes(status) ? (status as ExpenseReportStatus) : null,
    account: Number.isInteger(account) && account > 0 ? account : null,
    from: from && ISO.test(from) ? from : null,
    to: to && ISO.test(to) ? to : null,
    min: amount(params.get('min')),
    max: amount(params.get('max')),
  };
}

export const filtersActive = (f: ReportFilters): boolean => Object.values(f).some((v) => v !== null);

/** The platform's query for the filters (ExpenseReportsQuery); a range that ends before it starts matches nothing, and says so on the page. */
export function filterQuery(f: ReportFilters): ReportQuery {
  return {
    status: f.status ?? undefined,
    accountEntityId: f.account ?? undefined,
    fromDate: f.from ?? undefined,
    toDate: f.to ?? undefined,
    minTotal: f.min ?? undefined,
    maxTotal: f.max ?? undefined,
  };
}
