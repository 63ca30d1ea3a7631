import type { AccountDetail } from '../../../shared/contract/accounts.js';
import type { Balances, Transaction } from '../../../shared/contract/cards.js';
import { CURRENT_CYCLE } from '../../../shared/contract/cards.js';
import { buildLedger, type Ledger, type LedgerCache } from '../world/ledger.js';
import type { CardRecord, EntityRecord } from '../world/types.js';
import type { World } from '../world/world.js';

const round = (n: number): number => Math.round(n * 100) / 100;

export function ledgerOf(world: World, cache: LedgerCache, card: CardRecord): Ledger | null {
  const entity = world.entities.get(card.accountEntityId);
  const company = entity ? world.companies.get(entity.companyId) : undefined;
  if (!entity || !company) return null;
  return cache.get(card.cardId, () => buildLedger(world.seed, world.asOf, card, entity, company));
}

/**
 * Payments and statement credits made through the API, as transactions of the current cycle. A payment scheduled
 * for a later day is not one yet (it leaves the balance on its day). `today` is the platform's clock (SandboxApp.today),
 * not the day the world was seeded: a sandbox that runs past midnight counts the payments made after it.
 */
export function liveTransactions(world: World, card: CardRecord, today: string): Transaction[] {
  const out: Transaction[] = [];
  for (const p of world.payments.by('account', world.entities.get(card.accountEntityId)?.accountId ?? -1)) {
    if (p.cardId !== card.cardId || p.status === 'cancelled' || p.paymentDate > today) continue;
    out.push({
      transactionId: `P${p.paymentId}`,
      transactionDate: p.paymentDate,
      postDate: null,
      amount: -p.amount,
      description: 'ONLINE PAYMENT - THANK YOU',
      merchantName: 'PAYMENT - THANK YOU',
      merchantCity: '',
      merchantState: '',
      merchantCategoryCode: '0000',
      mccDescription: 'Payment',
      type: 'PAYMENT',
      status: 'PENDING',
      cardNumberLast4: card.last4,
      cycleCode: CURRENT_CYCLE,
    });
  }
  for (const r of world.redemptions.by('account', world.entities.get(card.accountEntityId)?.accountId ?? -1)) {
    if (r.cardId !== card.cardId || r.redemptionType !== 'STATEMENT_CREDIT') continue;
    out.push({
      transactionId: `R${r.redemptionId}`,
      transactionDate: r.redemptionDate,
      postDate: null,
      amount: -r.amount,
      description: 'REWARDS STATEMENT CREDIT',
      merchantName: 'REWARDS STATEMENT CREDIT',
      merchantCity: '',
      merchantState: '',
      merchantCategoryCode: '0000',
      mccDescription: 'Rewards credit',
      type: 'CREDIT',
      status: 'PENDING',
      cardNumberLast4: card.last4,
      cycleCode: CURRENT_CYCLE,
    });
  }
  return out;
}

export function balancesOf(world: World, cache: LedgerCache, card: CardRecord, entity: EntityRecord, today: string): Balances {
  const ledger = ledgerOf(world, cache, card);
  const live = liveTransactions(world, card, today);
  const liveSum = live.reduce((n, t) => n + t.amount, 0);
  const currentBalance = round((ledger?.currentBalance ?? 0) + liveSum);
  const last = ledger?.cycles[0];
  const livePayments = live.filter((t) => t.type === 'PAYMENT');
  const latestLive = livePayments.sort((a, b) => (a.transactionDate < b.transactionDate ? 1 : -1))[0];
  const paidSinceStatement = -livePayments.reduce((n, t) => n + t.amount, 0);
  return {
    currentBalance,
    availableCredit: round(Math.max(0, entity.creditLimit - currentBalance)),
    creditLimit: entity.creditLimit,
    statementBalance: last?.closingBalance ?? 0,
    minimumPaymentDue: round(Math.max(0, (last?.minimumPaymentDue ?? 0) - paidSinceStatement)),
    paymentDueDate: last?.paymentDueDate ?? today,
    lastPaymentAmount: latestLive ? -latestLive.amount : (ledger?.lastPayment?.amount ?? null),
    lastPaymentDate: latestLive ? latestLive.transactionDate : (ledger?.lastPayment?.date ?? null),
  };
}

/** Account detail (docs/requirements.md#spec-3-entities). Database figures lag the processor's: with useProcessorData the balance is live (and costlier). */
export function toAccountDetail(world: World, cache: LedgerCache, e: EntityRecord, today: string, useProcessorData = true): AccountDetail {
  const card = world.cardOf(e);
  // The portal database keeps a stale balance; the processor's is computed from the live ledger.
  const current = useProcessorData && card ? balancesOf(world, cache, card, e, today).currentBalance : e.currentBalance;
  return {
    accountEntityId: e.accountEntityId,
    accountEntityType: e.accountEntityType,
    accountId: e.accountId,
    companyId: e.companyId,
    parentAccountEntityId: e.parentEntityId,
    externalStatus: e.externalStatus,
    externalStatusCommonName: e.externalStatusCommonName,
    externalCardStatus: card?.externalCardStatus ?? null,
    externalCardStatusCommonName: card?.externalCardStatusCommonName ?? null,
    plasticCount: card?.plasticCount ?? 0,
    cardActivated: card ? card.activated : null,
    firstName: e.firstName,
    lastName: e.lastName,
    cardNumber: card?.encrypted ?? null,
    cardNumberLast4: card?.last4 ?? null,
    status: e.status,
    creditLimit: e.creditLimit,
    currentBalance: current,
    availableCredit: round(Math.max(0, e.creditLimit - current)),
    userid: e.userid,
    dataSource: useProcessorData ? 'PROCESSOR' : 'DATABASE',
  };
}

/** docs/requirements.md#spec-4-states and #spec-5-validation card replacement: entity open, not virtual sub/ghost sub/control, no recent address change or request, card open. */
export function replacementAvailable(e: EntityRecord, card: CardRecord | undefined): boolean {
  return (
    e.status === 'OPEN' &&
    !['Virtual Sub', 'Ghost Sub', 'Control'].includes(e.accountEntityType) &&
    !e.recentAddressChange &&
    !e.recentCardReplacementRequest &&
    !!card &&
    card.externalCardStatus === 'OPEN'
  );
}

export interface BalanceBreakdown {
  purchases: number;
  cash: number;
  fees: number;
  interest: number;
}

/**
 * The current balance split into what it is made of (sandbox-designed): every posted charge of the card's history
 * (the opening balance counts as purchases) and the live payments and credits, oldest first; a payment pays
 * interest, then fees, then cash advances, then purchases; a merchant or rewards credit lowers purchases. The
 * four parts add up to the current balance to the cent (a credit balance shows as negative purchases).
 */
export function balanceBreakdown(world: World, cache: LedgerCache, card: CardRecord, today: string): BalanceBreakdown {
  const ledger = ledgerOf(world, cache, card);
  const cents = (n: number): number => Math.round(n * 100);
  const b = { purchases: 0, cash: 0, fees: 0, interest: 0 };
  const cycles = ledger ? [...ledger.cycles].reverse().concat(ledger.current) : [];
  b.purchases = cents(cycles[0]?.previousBalance ?? 0);
  const history = cycles.flatMap((c) => c.transactions.filter((t) => t.status === 'POSTED').reverse());
  for (const t of [...history, ...liveTransactions(world, card, today)]) {
    const amount = cents(t.amount);
    if (t.type === 'PAYMENT') {
      let left = -amount;
      for (const part of ['interest', 'fees', 'cash', 'purchases'] as const) {
        const paid = Math.min(left, Math.max(0, b[part]));
        b[part] -= paid;
        left -= paid;
      }
      b.purchases -= left;
    } else if (t.type === 'CASH_ADVANCE') b.cash += amount;
    else if (t.type === 'FEE') b.fees += amount;
    else if (t.type === 'INTEREST') b.interest += amount;
    else b.purchases += amount;
  }
  return { purchases: b.purchases / 100, cash: b.cash / 100, fees: b.fees / 100, interest: b.interest / 100 };
}
