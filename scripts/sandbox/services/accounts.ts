import type { AccountDetail } from '../../../shared/contract/accounts.js';
import type { Balances, Transaction } from '../../../shared/contract/cards.js';
import { CURRENT_CYCLE } from '../../../shared/contract/cards.js';
import { buildLedger, type Ledger, type LedgerCache } from '../world/ledger.js';
import type { CardRecord, EntityRecord } from '../world/types.js';
import type { World } from '../world/world.js';

const round = (n: number): number => Math.round(n * 100) / 100;
const today = (world: World): string => world.asOf.toISOString().slice(0, 10);

export function ledgerOf(world: World, cache: LedgerCache, card: CardRecord): Ledger | null {
  const entity = world.entities.get(card.accountEntityId);
  const company = entity ? world.companies.get(entity.companyId) : undefined;
  if (!entity || !company) return null;
  return cache.get(card.cardId, () => buildLedger(world.seed, world.asOf, card, entity, company));
}

/** Payments and statement credits made through the API, as transactions of the current cycle. */
export function liveTransactions(world: World, card: CardRecord): Transaction[] {
  const out: Transaction[] = [];
  for (const p of world.payments.by('account', world.entities.get(card.accountEntityId)?.accountId ?? -1)) {
    if (p.cardId !== card.cardId || p.status === 'cancelled') continue;
    out.push({
      transactionId: `P${p.paymentId}`, transactionDate: p.paymentDate, postDate: null, amount: -p.amount, description: 'ONLINE PAYMENT - THANK YOU',
      merchantName: 'PAYMENT - THANK YOU', merchantCity: '', merchantState: '', merchantCategoryCode: '0000', mccDescription: 'Payment',
      type: 'PAYMENT', status: p.paymentDate <= today(world) ? 'PENDING' : 'PENDING', cardNumberLast4: card.last4, cycleCode: CURRENT_CYCLE,
    });
  }
  for (const r of world.redemptions.by('account', world.entities.get(card.accountEntityId)?.accountId ?? -1)) {
    if (r.cardId !== card.cardId || r.redemptionType !== 'STATEMENT_CREDIT') continue;
    out.push({
      transactionId: `R${r.redemptionId}`, transactionDate: r.redemptionDate, postDate: null, amount: -r.amount, description: 'REWARDS STATEMENT CREDIT',
      merchantName: 'REWARDS STATEMENT CREDIT', merchantCity: '', merchantState: '', merchantCategoryCode: '0000', mccDescription: 'Rewards credit',
      type: 'CREDIT', status: 'PENDING', cardNumberLast4: card.last4, cycleCode: CURRENT_CYCLE,
    });
  }
  return out;
}

export function balancesOf(world: World, cache: LedgerCache, card: CardRecord, entity: EntityRecord): Balances {
  const ledger = ledgerOf(world, cache, card);
  const live = liveTransactions(world, card);
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
    paymentDueDate: last?.paymentDueDate ?? today(world),
    lastPaymentAmount: latestLive ? -latestLive.amount : ledger?.lastPayment?.amount ?? null,
    lastPaymentDate: latestLive ? latestLive.transactionDate : ledger?.lastPayment?.date ?? null,
  };
}

/** Account detail (spec §3). Database figures lag the processor's: with useProcessorData the balance is live (and costlier). */
export function toAccountDetail(world: World, cache: LedgerCache, e: EntityRecord, useProcessorData = true): AccountDetail {
  const card = world.cardOf(e);
  // The portal database keeps a stale balance; the processor's is computed from the live ledger.
  const current = useProcessorData && card ? balancesOf(world, cache, card, e).currentBalance : e.currentBalance;
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

/** Spec §4/§5 card replacement: entity open, not virtual sub/ghost sub/control, no recent address change or request, card open. */
export function replacementAvailable(e: EntityRecord, card: CardRecord | undefined): boolean {
  return (
    e.status === 'OPEN' &&
    !['Virtual Sub', 'Ghost Sub', 'Control'].includes(e.accountEntityType) &&
    !e.recentAddressChange &&
    !e.recentCardReplacementRequest &&
    !!card && card.externalCardStatus === 'OPEN'
  );
}
