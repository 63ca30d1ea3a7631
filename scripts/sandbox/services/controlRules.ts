import type { ControlCheck, ControlEvaluationResponse } from '../../../shared/contract/spendControls.js';
import { formatMoney } from '../../../shared/format/format.js';
import { isOpenStatus } from '../../../shared/permissions/context.js';
import { alertTypeById } from '../world/alertTypes.js';
import type { ControlRecord, MccGroupRecord } from '../world/types.js';

/**
 * What each alert and control type does with a transaction: the platform's one definition, used to answer the
 * "test transaction" (`…/control/consumer/{id}/evaluate`) and to find the notifications an alert sent
 * (`…/history/consumer/{id}`). A control declines; an alert notifies its contacts.
 */

/** A transaction as the rules see it. */
export interface TxFacts {
  kind: 'PURCHASE' | 'PAYMENT' | 'CREDIT' | 'FEE' | 'INTEREST' | 'CASH_ADVANCE';
  /** Dollars, positive for a purchase. */
  amount: number;
  merchantCategoryCode: string;
  international: boolean;
  cardNotPresent: boolean;
  /** The platform declined it (for the "Declined Transaction" alert). */
  declined: boolean;
  /** The balance with this transaction, when known (for "Balance Over Amount"). */
  balanceAfter: number | null;
  /** Purchases earlier the same day (for the daily limit). */
  spentBefore: number;
}

export interface Verdict {
  outcome: 'PASS' | 'DECLINE' | 'ALERT';
  reason: string;
}

/** Merchant category groups by id (the world's, standard and custom). */
export type GroupLookup = (id: number) => MccGroupRecord | undefined;

/** ISO 18245 codes a "Block Cash Advances" control declines: manual and automated cash disbursements. */
export const CASH_CODES = ['6010', '6011'] as const;
/** Standard groups a "Fuel Only" card may buy from: Fuel (5) and Vehicle Maintenance (13). */
export const FUEL_ONLY_GROUP_IDS = [5, 13] as const;

export const inGroup = (g: MccGroupRecord, mcc: string): boolean =>
  g.mccCodeRanges.some((r) => mcc >= r.startMccCode && mcc <= r.endMccCode);

const amountOf = (c: ControlRecord): number => Number(c.controlAttributes.amount ?? 0);
const pass = (reason: string): Verdict => ({ outcome: 'PASS', reason });
const decline = (reason: string): Verdict => ({ outcome: 'DECLINE', reason });
const alert = (reason: string): Verdict => ({ outcome: 'ALERT', reason });
const isSpend = (tx: TxFacts): boolean => tx.kind === 'PURCHASE' || tx.kind === 'CASH_ADVANCE';

type Rule = (c: ControlRecord, tx: TxFacts, groupOf: GroupLookup) => Verdict;

/** By spendControlAlertTypeId (scripts/sandbox/world/alertTypes.ts). */
const RULES: Record<number, Rule> = {
  1: (c, tx) =>
    isSpend(tx) && tx.amount > amountOf(c)
      ? alert(`${formatMoney(tx.amount)} is over the ${formatMoney(amountOf(c))} alert amount.`)
      : pass(`Alerts only above ${formatMoney(amountOf(c))}.`),
  2: (_c, tx) => (tx.international ? alert('The merchant is outside the United States.') : pass('The merchant is in the United States.')),
  3: (_c, tx) =>
    tx.cardNotPresent ? alert('The card is not present (online, phone or mail order).') : pass('The card is present at the merchant.'),
  4: (_c, tx) => (tx.declined ? alert('The transaction is declined.') : pass('The transaction is not declined.')),
  5: (_c, tx) => (tx.kind === 'PAYMENT' ? alert('A payment posts to the account.') : pass('Alerts only on payments.')),
  6: (c, tx) =>
    tx.balanceAfter !== null && tx.balanceAfter > amountOf(c)
      ? alert(`The balance would be ${formatMoney(tx.balanceAfter)}, over the ${formatMoney(amountOf(c))} alert amount.`)
      : pass(
          tx.balanceAfter === null
            ? 'The balance is not known.'
            : `The balance would be ${formatMoney(tx.balanceAfter)}, within ${formatMoney(amountOf(c))}.`,
        ),
  7: (c, tx, groupOf) => {
    const id = Number(c.controlAttributes.mccGroupId);
    const g = groupOf(id);
    if (!g) return pass(`Merchant category group ${id} no longer exists.`);
    return inGroup(g, tx.merchantCategoryCode)
      ? decline(`Merchant category ${tx.merchantCategoryCode} is in the blocked group “${g.name}”.`)
      : pass(`Merchant category ${tx.merchantCategoryCode} is not in the blocked group “${g.name}”.`);
  },
  8: (c, tx) =>
    tx.amount > amountOf(c)
      ? decline(`${formatMoney(tx.amount)} is over the ${formatMoney(amountOf(c))} per-transaction limit.`)
      : pass(`${formatMoney(tx.amount)} is within the ${formatMoney(amountOf(c))} per-transaction limit.`),
  9: (c, tx) => {
    const total = Math.round((tx.spentBefore + tx.amount) * 100) / 100;
    const already = tx.spentBefore > 0 ? ` with ${formatMoney(tx.spentBefore)} already spent today` : '';
    return total > amountOf(c)
      ? decline(`${formatMoney(total)} in a day${already} is over the ${formatMoney(amountOf(c))} daily limit.`)
      : pass(`${formatMoney(total)} in a day${already} is within the ${formatMoney(amountOf(c))} daily limit.`);
  },
  10: (_c, tx) =>
    tx.international ? decline('Purchases outside the United States are blocked.') : pass('The merchant is in the United States.'),
  11: (_c, tx) =>
    (CASH_CODES as readonly string[]).includes(tx.merchantCategoryCode) || tx.kind === 'CASH_ADVANCE'
      ? decline('Cash disbursements are blocked.')
      : pass('Not a cash disbursement.'),
  12: (_c, tx, groupOf) =>
    FUEL_ONLY_GROUP_IDS.some((id) => {
      const g = groupOf(id);
      return !!g && inGroup(g, tx.merchantCategoryCode);
    })
      ? pass(`Merchant category ${tx.merchantCategoryCode} is fuel or vehicle maintenance.`)
      : decline(`Only fuel and vehicle maintenance merchants are allowed; ${tx.merchantCategoryCode} is neither.`),
};

/** What one control or alert says about a transaction (an unknown type passes: the platform has no rule for it). */
export function judge(c: ControlRecord, tx: TxFacts, groupOf: GroupLookup): Verdict {
  const rule = RULES[c.spendControlAlertTypeId];
  return rule ? rule(c, tx, groupOf) : pass('No rule applies.');
}

/** Whether an alert that is On notifies for this transaction. */
export const alertFires = (c: ControlRecord, tx: TxFacts, groupOf: GroupLookup): boolean =>
  c.status === 'On' && alertTypeById(c.spendControlAlertTypeId)?.kind === 'ALERT' && judge(c, tx, groupOf).outcome === 'ALERT';

/** The order controls are applied in: blocks before limits (the first decline is the one the merchant hears). */
const CONTROL_ORDER = [10, 11, 12, 7, 8, 9];
const rank = (c: ControlRecord): number => {
  const i = CONTROL_ORDER.indexOf(c.spendControlAlertTypeId);
  return (i < 0 ? CONTROL_ORDER.length : i) * 2 + (c.accountEntityId === null ? 1 : 0);
};

export interface CardState {
  /** null: the account has no card. */
  statusName: string | null;
  locked: boolean;
}

/**
 * The platform's verdict on a purchase for an account: the card's state first (no card, a card that is not open or
 * is locked declines), then every control of the account and of the company (account-level before company-wide,
 * blocks before limits), then the alerts it would send. The first decline decides.
 */
export function evaluate(
  input: {
    accountEntityId: number;
    merchantCategoryCode: string;
    mccDescription: string;
    amount: number;
    international: boolean;
    cardNotPresent: boolean;
    spentToday: number;
    balance: number;
  },
  card: CardState,
  controls: readonly ControlRecord[],
  groupOf: GroupLookup,
): ControlEvaluationResponse['data'] {
  const tx: TxFacts = {
    kind: 'PURCHASE',
    amount: input.amount,
    merchantCategoryCode: input.merchantCategoryCode,
    international: input.international,
    cardNotPresent: input.cardNotPresent,
    declined: false,
    balanceAfter: Math.round((input.balance + input.amount) * 100) / 100,
    spentBefore: input.spentToday,
  };
  const checks: ControlCheck[] = [];
  const cardVerdict: Verdict =
    card.statusName === null
      ? decline('The account has no card.')
      : card.locked
        ? decline('The card is locked.')
        : !isOpenStatus(card.statusName)
          ? decline(`The card is ${card.statusName.toLowerCase()}.`)
          : pass('The card is open.');
  checks.push({ controlId: null, spendControlAlertTypeId: null, name: 'Card status', kind: 'CARD', scope: 'CARD', ...cardVerdict });

  const typed = controls.map((c) => ({ c, type: alertTypeById(c.spendControlAlertTypeId) }));
  const check = (c: ControlRecord, kind: 'ALERT' | 'CONTROL', verdict: Verdict): ControlCheck => ({
    controlId: c.controlId,
    spendControlAlertTypeId: c.spendControlAlertTypeId,
    name: alertTypeById(c.spendControlAlertTypeId)?.name ?? 'Unknown',
    kind,
    scope: c.accountEntityId === null ? 'COMPANY' : 'ACCOUNT',
    ...(c.status === 'On' ? verdict : { outcome: 'PAUSED' as const, reason: `Paused, so not applied. ${verdict.reason}` }),
  });
  for (const { c } of typed
    .filter((t) => t.type?.kind === 'CONTROL')
    .sort((a, b) => rank(a.c) - rank(b.c) || a.c.controlId - b.c.controlId)) {
    checks.push(check(c, 'CONTROL', judge(c, tx, groupOf)));
  }
  const decidedBy = checks.find((k) => k.outcome === 'DECLINE') ?? null;
  const withDecision: TxFacts = { ...tx, declined: decidedBy !== null };
  for (const { c } of typed
    .filter((t) => t.type?.kind === 'ALERT')
    .sort(
      (a, b) =>
        a.c.spendControlAlertTypeId - b.c.spendControlAlertTypeId ||
        Number(a.c.accountEntityId === null) - Number(b.c.accountEntityId === null),
    )) {
    checks.push(check(c, 'ALERT', judge(c, withDecision, groupOf)));
  }
  return {
    accountEntityId: input.accountEntityId,
    merchantCategoryCode: input.merchantCategoryCode,
    mccDescription: input.mccDescription,
    amount: input.amount,
    international: input.international,
    cardNotPresent: input.cardNotPresent,
    spentToday: input.spentToday,
    decision: decidedBy ? 'DECLINE' : 'APPROVE',
    decidedBy,
    checks,
  };
}
