import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { pointsFor, redeemOptions, redeemSchema, redeemerText } from '../../../spas/features/rewards/redeemForm.js';

const minimums = { statementCredit: 25, directDeposit: 25, giveBack: 5 };
function problems(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const r = z.safeParse(schema, values);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}
const form = (over: Record<string, string> = {}) => ({
  type: 'STATEMENT_CREDIT',
  amount: '25',
  routing: '',
  bankAccountNumber: '',
  confirmBankAccountNumber: '',
  ...over,
});

describe('redeeming points', () => {
  it('offers the ways the platform answers, GiveBack only where its minimum is not null, named as the client names them', () => {
    expect(redeemOptions({ minimums }, { GIVEBACK: 'GiveBack to local charities' }).map((o) => o.label)).toEqual([
      'Statement credit (from $25.00)',
      'Direct deposit to a bank account (from $25.00)',
      'GiveBack to local charities (from $5.00)',
    ]);
    expect(redeemOptions({ minimums }).map((o) => o.label)).toContain('GiveBack donation (from $5.00)');
    expect(redeemOptions({ minimums: { ...minimums, giveBack: null } }, { GIVEBACK: 'GiveBack' }).map((o) => o.value)).toEqual([
      'STATEMENT_CREDIT',
      'DIRECT_DEPOSIT',
    ]);
    expect(redeemOptions({ minimums: { statementCredit: 10, directDeposit: 50, giveBack: null } }).map((o) => o.minimum)).toEqual([10, 50]);
  });

  it('counts the points of an amount at the platform’s rate, not a fixed 100 points = $1', () => {
    expect(pointsFor(26.5, 100)).toBe(2650);
    expect(pointsFor(26.5, 125)).toBe(3313);
  });

  const s = redeemSchema(redeemOptions({ minimums }), 100);
  it('each way’s minimum, up to the points’ value, in dollars and cents', () => {
    expect(z.parse(s, form({ amount: '$30.50' }))).toEqual({ type: 'STATEMENT_CREDIT', amount: 30.5 });
    expect(z.parse(s, form({ type: 'GIVEBACK', amount: '5' }))).toEqual({ type: 'GIVEBACK', amount: 5 });
    expect(problems(s, form({ amount: '24.99' }))).toEqual({ amount: 'The smallest statement credit is $25.00.' });
    expect(problems(s, form({ type: 'GIVEBACK', amount: '4' }))).toEqual({ amount: 'The smallest giveback donation is $5.00.' });
    expect(problems(s, form({ amount: '100.01' }))).toEqual({ amount: 'You have $100.00 in points to redeem.' });
    expect(problems(s, form({ amount: '25.001' }))).toEqual({ amount: 'The amount must be in whole cents (no fractions of a cent).' });
    expect(problems(s, form({ type: '', amount: '' }))).toEqual({
      type: 'Choose how to redeem your points.',
      amount: 'Enter the amount to redeem.',
    });
  });

  it('a direct deposit needs a valid routing number and the account number twice', () => {
    const dd = form({
      type: 'DIRECT_DEPOSIT',
      routing: '021000021',
      bankAccountNumber: '000123456789',
      confirmBankAccountNumber: '000123456789',
    });
    expect(z.parse(s, dd)).toEqual({ type: 'DIRECT_DEPOSIT', amount: 25, routing: '021000021', bankAccountNumber: '000123456789' });
    expect(problems(s, { ...dd, routing: '021000022' })).toEqual({
      routing: 'This isn’t a valid routing number. Check the 9 digits at the bottom left of a check.',
    });
    expect(problems(s, { ...dd, confirmBankAccountNumber: '1' })).toEqual({ confirmBankAccountNumber: 'The account numbers don’t match.' });
  });

  it('a card that may not redeem says who does', () => {
    expect(redeemerText({ firstName: 'Casey', lastName: 'Cardholder', accountEntityType: 'Primary', cardNumberLast4: '6643' })).toMatch(
      /^Points on this account are redeemed by Casey Cardholder \(card ending in 6643\), the primary cardholder\./,
    );
    expect(redeemerText({ firstName: 'Jo', lastName: 'Lee', accountEntityType: 'Sub', cardNumberLast4: null })).toMatch(
      /by Jo Lee, the consolidating account for your company\./,
    );
    expect(redeemerText(null)).toMatch(/consolidating account/);
  });
});
