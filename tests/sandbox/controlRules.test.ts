import { describe, expect, it } from 'vitest';
import { alertFires, evaluate, type TxFacts } from '../../scripts/sandbox/services/controlRules.js';
import { STANDARD_MCC_GROUPS } from '../../scripts/sandbox/world/mccGroups.js';
import type { ControlRecord } from '../../scripts/sandbox/world/types.js';

/** The platform's rule per alert and control type (scripts/sandbox/services/controlRules.ts), without HTTP. */
const groupOf = (id: number) => STANDARD_MCC_GROUPS.find((g) => g.mccGroupId === id);
let nextId = 1;
const control = (
  spendControlAlertTypeId: number,
  controlAttributes: ControlRecord['controlAttributes'] = {},
  over: Partial<ControlRecord> = {},
): ControlRecord => ({
  controlId: nextId++,
  spendControlAlertTypeId,
  brand: 'demo',
  companyId: 1,
  accountEntityId: 7,
  encryptedCardNumber: null,
  contactIds: [],
  controlAttributes,
  status: 'On',
  createdDate: '2024-01-01',
  ...over,
});
const input = (over: Partial<Parameters<typeof evaluate>[0]> = {}) => ({
  accountEntityId: 7,
  merchantCategoryCode: '5541',
  mccDescription: 'Service Stations',
  amount: 80,
  international: false,
  cardNotPresent: false,
  spentToday: 0,
  balance: 0,
  ...over,
});
const open = { statusName: 'Open', locked: false };

describe('evaluate', () => {
  it('counts what was spent today against the daily limit and says so', () => {
    const daily = control(9, { amount: 300 });
    expect(evaluate(input({ spentToday: 200, amount: 80 }), open, [daily], groupOf).decision).toBe('APPROVE');
    const r = evaluate(input({ spentToday: 250, amount: 80 }), open, [daily], groupOf);
    expect(r.decidedBy?.reason).toBe('$330.00 in a day with $250.00 already spent today is over the $300.00 daily limit.');
  });

  it('Fuel Only allows fuel and vehicle maintenance (standard groups 5 and 13) and nothing else', () => {
    const fuel = [control(12)];
    expect(evaluate(input({ merchantCategoryCode: '5542' }), open, fuel, groupOf).decision).toBe('APPROVE');
    expect(evaluate(input({ merchantCategoryCode: '7538' }), open, fuel, groupOf).decision).toBe('APPROVE');
    expect(evaluate(input({ merchantCategoryCode: '5812' }), open, fuel, groupOf).decidedBy?.reason).toBe(
      'Only fuel and vehicle maintenance merchants are allowed; 5812 is neither.',
    );
  });

  it('the card comes first: no card, a closed card and a locked card decline whatever the controls say', () => {
    expect(evaluate(input(), { statusName: null, locked: false }, [], groupOf).decidedBy).toMatchObject({
      kind: 'CARD',
      reason: 'The account has no card.',
    });
    expect(evaluate(input(), { statusName: 'Lost', locked: false }, [], groupOf).decidedBy?.reason).toBe('The card is lost.');
    expect(evaluate(input(), { statusName: 'Open', locked: true }, [], groupOf).decidedBy?.reason).toBe('The card is locked.');
  });

  it('an account control is applied before the same company-wide one; blocks before limits; alerts after the decision', () => {
    const company = control(8, { amount: 50 }, { accountEntityId: null });
    const account = control(8, { amount: 60 });
    const block = control(7, { mccGroupId: 5 });
    const declined = control(4);
    const r = evaluate(input({ amount: 100 }), open, [declined, company, account, block], groupOf);
    expect(r.checks.map((k) => [k.kind, k.controlId])).toEqual([
      ['CARD', null],
      ['CONTROL', block.controlId],
      ['CONTROL', account.controlId],
      ['CONTROL', company.controlId],
      ['ALERT', declined.controlId],
    ]);
    expect(r.decidedBy?.controlId).toBe(block.controlId);
    expect(r.checks.at(-1)?.outcome).toBe('ALERT');
  });

  it('balance and amount alerts compare with their thresholds; a block naming a deleted group does nothing', () => {
    const r = evaluate(
      input({ amount: 80, balance: 950 }),
      open,
      [control(1, { amount: 75 }), control(6, { amount: 1000 }), control(7, { mccGroupId: 999 })],
      groupOf,
    );
    expect(r.decision).toBe('APPROVE');
    expect(r.checks.map((k) => k.reason)).toEqual([
      'The card is open.',
      'Merchant category group 999 no longer exists.',
      '$80.00 is over the $75.00 alert amount.',
      'The balance would be $1,030.00, over the $1,000.00 alert amount.',
    ]);
  });
});

describe('alertFires (the history of notifications)', () => {
  const tx = (over: Partial<TxFacts>): TxFacts => ({
    kind: 'PURCHASE',
    amount: 10,
    merchantCategoryCode: '5812',
    international: false,
    cardNotPresent: false,
    declined: false,
    balanceAfter: null,
    spentBefore: 0,
    ...over,
  });
  it('fires only for alerts that are On, never for controls', () => {
    expect(alertFires(control(1, { amount: 5 }), tx({}), groupOf)).toBe(true);
    expect(alertFires(control(1, { amount: 5 }, { status: 'Off' }), tx({}), groupOf)).toBe(false);
    expect(alertFires(control(8, { amount: 5 }), tx({}), groupOf)).toBe(false);
    expect(alertFires(control(5), tx({ kind: 'PAYMENT', amount: -50 }), groupOf)).toBe(true);
    expect(alertFires(control(4), tx({ declined: true }), groupOf)).toBe(true);
    expect(alertFires(control(6, { amount: 5 }), tx({}), groupOf)).toBe(false);
  });
});
