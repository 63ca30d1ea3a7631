import type { Transaction } from '../../../shared/contract/cards.js';
import { CURRENT_CYCLE } from '../../../shared/contract/cards.js';

/** The kinds a cardholder filters by: purchases, payments, credits, fees, pending. */
export const KINDS = {
  purchases: { label: 'Purchases', test: (t: Transaction) => t.type === 'PURCHASE' || t.type === 'CASH_ADVANCE' },
  payments: { label: 'Payments', test: (t: Transaction) => t.type === 'PAYMENT' },
  credits: { label: 'Credits', test: (t: Transaction) => t.type === 'CREDIT' },
  fees: { label: 'Fees and interest', test: (t: Transaction) => t.type === 'FEE' || t.type === 'INTEREST' },
  pending: { label: 'Pending', test: (t: Transaction) => t.status === 'PENDING' },
} as const;
export type Kind = keyof typeof KINDS;

export interface Filters {
  cycle: string;
  /** YYYY-MM-DD, inclusive. */
  from: string | null;
  to: string | null;
  kind: Kind | null;
  /** A spending category (the MCC description) chosen on the chart. */
  category: string | null;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The filters of the URL query, leniently: anything malformed is no filter. */
export function readFilters(params: URLSearchParams): Filters {
  const cycle = params.get('cycle');
  const kind = params.get('type');
  const from = params.get('from');
  const to = params.get('to');
  return {
    cycle: cycle && /^\d{6}$/.test(cycle) ? cycle : CURRENT_CYCLE,
    from: from && ISO.test(from) ? from : null,
    to: to && ISO.test(to) ? to : null,
    kind: kind && kind in KINDS ? (kind as Kind) : null,
    category: params.get('category')?.slice(0, 100) || null,
  };
}

/** Spending counts what was bought: purchases and cash, not declined. */
export const isSpending = (t: Transaction): boolean => (t.type === 'PURCHASE' || t.type === 'CASH_ADVANCE') && t.status !== 'DECLINED';

/** The cycle's transactions within the date range and of the kind chosen (the category is applied apart). */
export function applyFilters(all: readonly Transaction[], f: Filters): Transaction[] {
  return all.filter(
    (t) => (!f.from || t.transactionDate >= f.from) && (!f.to || t.transactionDate <= f.to) && (!f.kind || KINDS[f.kind].test(t)),
  );
}

/** Spending per category, largest first. */
export function spendingByCategory(txs: readonly Transaction[]): { key: string; label: string; value: number }[] {
  const sums = new Map<string, number>();
  for (const t of txs) if (isSpending(t)) sums.set(t.mccDescription, (sums.get(t.mccDescription) ?? 0) + t.amount);
  return [...sums.entries()]
    .map(([label, value]) => ({ key: label, label, value: Math.round(value * 100) / 100 }))
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

/** Totals of what is shown: what was spent, paid and credited (declined transactions count for nothing). */
export function totalsOf(txs: readonly Transaction[]): {
  count: number;
  spending: number;
  paymentsAndCredits: number;
  fees: number;
  net: number;
} {
  let spending = 0;
  let paymentsAndCredits = 0;
  let fees = 0;
  for (const t of txs) {
    if (t.status === 'DECLINED') continue;
    if (isSpending(t)) spending += t.amount;
    else if (t.type === 'PAYMENT' || t.type === 'CREDIT') paymentsAndCredits += t.amount;
    else fees += t.amount;
  }
  const r = (n: number) => Math.round(n * 100) / 100;
  return {
    count: txs.length,
    spending: r(spending),
    paymentsAndCredits: r(paymentsAndCredits),
    fees: r(fees),
    net: r(spending + paymentsAndCredits + fees),
  };
}
