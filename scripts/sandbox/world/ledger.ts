import type { Transaction } from '../../../shared/contract/cards.js';
import { CURRENT_CYCLE } from '../../../shared/contract/cards.js';
import { FLEET_MERCHANTS, MCC_DESCRIPTION, MERCHANTS } from './mccCodes.js';
import { CITIES } from './names.js';
import { createRng, deriveSeed } from './prng.js';
import { isFleet } from '../../../shared/permissions/productCodes.js';
import type { CardRecord, CompanyRecord, EntityRecord } from './types.js';

export interface Cycle {
  cycleCode: string;
  periodStart: string;
  periodEnd: string;
  statementDate: string;
  previousBalance: number;
  purchases: number;
  payments: number;
  fees: number;
  interest: number;
  closingBalance: number;
  minimumPaymentDue: number;
  paymentDueDate: string;
  transactions: Transaction[];
}

export interface Ledger {
  /** Billed cycles, newest first. */
  cycles: Cycle[];
  /** The current, unbilled cycle (code 011900). */
  current: Cycle;
  currentBalance: number;
  lastPayment: { amount: number; date: string } | null;
}

const BILLED_CYCLES = 6;
const day = (d: Date): string => d.toISOString().slice(0, 10);
const round = (n: number): number => Math.round(n * 100) / 100;
const addDays = (d: Date, n: number): Date => new Date(d.getTime() + n * 86_400_000);

/** Closing date of a cycle `monthsBack` months before the most recent close on or before `asOf`. */
function closeDate(asOf: Date, billingDay: number, monthsBack: number): Date {
  let y = asOf.getUTCFullYear();
  let m = asOf.getUTCMonth();
  if (asOf.getUTCDate() < billingDay) m -= 1;
  m -= monthsBack;
  y += Math.floor(m / 12);
  m = ((m % 12) + 12) % 12;
  return new Date(Date.UTC(y, m, Math.min(billingDay, 28)));
}

const cycleCodeOf = (close: Date): string => `${String(close.getUTCMonth() + 1).padStart(2, '0')}${close.getUTCFullYear()}`;

/**
 * Months of transactions and the statements they make, generated deterministically per card from the seed
 * (never stored: only payments made through the API are stored, and they are merged in by the caller).
 */
export function buildLedger(seed: number, asOf: Date, card: CardRecord, entity: EntityRecord, company: CompanyRecord): Ledger {
  const rng = createRng(deriveSeed(seed, `ledger:${card.cardId}`));
  const merchants = isFleet(company.productTypeCode) ? FLEET_MERCHANTS : MERCHANTS;
  // Only seeded, immutable facts shape history: later status or credit-line changes do not rewrite it.
  const active = entity.accountEntityType !== 'Control' && (entity.registered || rng.chance(0.9));
  const scale = rng.money(0.3, 2);
  let balance = round(rng.money(0, 3_000 * scale));
  let seq = 0;
  let lastPayment: Ledger['lastPayment'] = null;
  const cycles: Cycle[] = [];

  const tx = (
    date: Date,
    amount: number,
    type: Transaction['type'],
    cycleCode: string,
    status: Transaction['status'] = 'POSTED',
    merchant?: readonly [string, string],
  ): Transaction => {
    const [mcc, name] = merchant ?? [
      '0000',
      type === 'PAYMENT'
        ? 'PAYMENT - THANK YOU'
        : type === 'INTEREST'
          ? 'INTEREST CHARGE'
          : type === 'FEE'
            ? 'LATE FEE'
            : 'CREDIT ADJUSTMENT',
    ];
    const place = merchant ? rng.pick(CITIES) : undefined;
    const [city, state] = place ? [place[0], place[1]] : ['', ''];
    return {
      transactionId: `${card.cardId}-${++seq}`,
      transactionDate: day(date),
      postDate: status === 'PENDING' ? null : day(addDays(date, 1)),
      amount: round(amount),
      description: merchant ? `${name.toUpperCase()} ${city.toUpperCase()} ${state}`.trim() : name,
      merchantName: name,
      merchantCity: city,
      merchantState: state,
      merchantCategoryCode: mcc,
      mccDescription: MCC_DESCRIPTION.get(mcc) ?? (type === 'PAYMENT' ? 'Payment' : 'Account adjustment'),
      type,
      status,
      cardNumberLast4: card.last4,
      cycleCode,
    };
  };

  const fill = (start: Date, end: Date, cycleCode: string, previousBalance: number, isCurrent: boolean): Cycle => {
    const txs: Transaction[] = [];
    const span = Math.max(1, Math.round((end.getTime() - start.getTime()) / 86_400_000));
    const count = active ? rng.int(6, 18) : rng.int(0, 2);
    for (let i = 0; i < count; i++) {
      const date = addDays(start, rng.int(1, span));
      if (date > end) continue;
      const merchant = rng.pick(merchants);
      const amount = rng.money(4, 180) * scale * (merchant[0].startsWith('3') || merchant[0] === '4511' ? 4 : 1);
      const pending = isCurrent && end.getTime() - date.getTime() < 2 * 86_400_000;
      // A merchant's credit (a refund) lowers the balance: its amount is negative, like a payment's.
      const credit = rng.chance(0.04);
      txs.push(tx(date, credit ? -amount : amount, credit ? 'CREDIT' : 'PURCHASE', cycleCode, pending ? 'PENDING' : 'POSTED', merchant));
      if (rng.chance(0.01)) txs.push(tx(date, rng.money(5, 60), 'PURCHASE', cycleCode, 'DECLINED', merchant));
    }
    if (previousBalance > 0 && !(isCurrent && span < 10)) {
      const pay = round(rng.chance(0.6) ? previousBalance : Math.max(25, previousBalance * rng.next()));
      const date = addDays(start, Math.min(span, rng.int(5, 20)));
      if (date <= end) txs.push(tx(date, -pay, 'PAYMENT', cycleCode));
    }
    if (!isCurrent && previousBalance > 500 && rng.chance(0.25)) txs.push(tx(end, previousBalance * 0.015, 'INTEREST', cycleCode));
    if (!isCurrent && rng.chance(0.03)) txs.push(tx(end, 35, 'FEE', cycleCode));
    txs.sort((a, b) => (a.transactionDate < b.transactionDate ? 1 : a.transactionDate > b.transactionDate ? -1 : 0));
    const posted = txs.filter((t) => t.status === 'POSTED');
    const sum = (type: Transaction['type'] | Transaction['type'][]) =>
      round(posted.filter((t) => (Array.isArray(type) ? type.includes(t.type) : t.type === type)).reduce((n, t) => n + t.amount, 0));
    const purchases = sum(['PURCHASE', 'CREDIT']);
    const payments = sum('PAYMENT');
    const fees = sum('FEE');
    const interest = sum('INTEREST');
    const closing = round(previousBalance + purchases + payments + fees + interest);
    for (const p of posted.filter((t) => t.type === 'PAYMENT')) {
      if (!lastPayment || p.transactionDate > lastPayment.date) lastPayment = { amount: -p.amount, date: p.transactionDate };
    }
    return {
      cycleCode,
      periodStart: day(addDays(start, 1)),
      periodEnd: day(end),
      statementDate: day(end),
      previousBalance: round(previousBalance),
      purchases,
      payments,
      fees,
      interest,
      closingBalance: closing,
      minimumPaymentDue: closing <= 0 ? 0 : round(Math.min(closing, Math.max(25, closing * 0.02))),
      paymentDueDate: day(addDays(end, 25)),
      transactions: txs,
    };
  };

  for (let k = BILLED_CYCLES; k >= 1; k--) {
    const start = closeDate(asOf, company.billingCycle, k);
    const end = closeDate(asOf, company.billingCycle, k - 1);
    const cycle = fill(start, end, cycleCodeOf(end), balance, false);
    balance = cycle.closingBalance;
    cycles.unshift(cycle);
  }
  const lastClose = closeDate(asOf, company.billingCycle, 0);
  const current = fill(lastClose, asOf, CURRENT_CYCLE, balance, true);
  const last = cycles[0];
  if (last) {
    current.minimumPaymentDue = last.minimumPaymentDue;
    current.paymentDueDate = last.paymentDueDate;
  }
  return { cycles, current, currentBalance: current.closingBalance, lastPayment };
}

/** Small bounded cache: ledgers are pure functions of (seed, card), rebuilt on demand. */
export class LedgerCache {
  private readonly map = new Map<number, Ledger>();
  constructor(private readonly max = 2_000) {}

  get(cardId: number, build: () => Ledger): Ledger {
    const hit = this.map.get(cardId);
    if (hit) return hit;
    const ledger = build();
    if (this.map.size >= this.max) {
      const oldest = this.map.keys().next().value;
      if (oldest !== undefined) this.map.delete(oldest);
    }
    this.map.set(cardId, ledger);
    return ledger;
  }

  clear(): void {
    this.map.clear();
  }
}
