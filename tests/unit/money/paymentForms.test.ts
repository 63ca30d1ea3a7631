import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { PaymentInfo } from '../../../shared/contract/payments.js';
import { parseDollars } from '../../../shared/format/format.js';
import {
  amountOptions,
  paymentFormDefaults,
  paymentFormSchema,
  type PaymentFormValues,
} from '../../../spas/features/payments/paymentForm.js';
import { bankAccountSchema } from '../../../spas/features/payments/bankAccountForm.js';
import { autopaySchema, describeAutopay } from '../../../spas/features/payments/autopayForm.js';
import { cycleText } from '../../../spas/ui/BalanceDetails.js';
import { cardImageChain } from '../../../spas/ui/CardImage.js';

/** The problems a schema reports, by field (what the form shows beside each field). */
function problems(schema: z.ZodMiniType, values: unknown): Record<string, string> {
  const r = z.safeParse(schema, values);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('parseDollars (amounts typed by a person)', () => {
  it.each([
    ['125.5', 125.5],
    ['$1,234.56', 1234.56],
    [' 12 ', 12],
    ['.5', 0.5],
    ['0', 0],
    ['-20', -20],
    ['$ 7.05', 7.05],
    ['1000000', 1_000_000],
  ])('%j → %d', (text, n) => expect(parseDollars(text)).toBe(n));
  it.each(['', 'abc', '12.345', '1,23', '12,3456', '1.2.3', '$', '12a', '--5', '1e3'])('%j is not an amount', (text) =>
    expect(parseDollars(text)).toBeNull(),
  );
});

const account = {
  paymentAccountId: 7,
  nickname: 'Everyday Checking',
  bankName: 'Bank',
  accountType: 'checking' as const,
  accountNumberLast4: '6789',
  routingNumber: '011000015',
  status: 'active' as const,
};
const info = (over: Partial<PaymentInfo> = {}): PaymentInfo => ({
  accountId: 1,
  currentBalance: 500,
  statementBalance: 300,
  minimumPaymentDue: 25,
  paymentDueDate: '2026-12-15',
  paymentAccounts: [account],
  autopay: { enrolled: false, paymentAccountId: null, amountType: null, fixedAmount: null, daysBeforeDue: null },
  history: [],
  limits: { minimumAmount: 1, maximumAmount: 500, earliestDate: '2026-11-23', latestDate: '2027-01-22', maxPaymentAccounts: 5 },
  ...over,
});
const form = (over: Partial<PaymentFormValues> = {}): PaymentFormValues => ({
  choice: 'other',
  otherAmount: '100',
  paymentAccountId: '7',
  paymentDate: '2026-11-23',
  ...over,
});

describe('Make a Payment form', () => {
  it('offers only amounts above zero, then Other amount', () => {
    expect(amountOptions(info()).map((o) => o.value)).toEqual(['minimum', 'statement', 'current', 'other']);
    expect(amountOptions(info({ minimumPaymentDue: 0, statementBalance: -3 })).map((o) => o.value)).toEqual(['current', 'other']);
  });

  it('hands over the payment only when valid: a chosen amount, or dollars typed', () => {
    expect(z.parse(paymentFormSchema(info()), form({ choice: 'statement' }))).toEqual({
      amount: 300,
      paymentAccountId: 7,
      paymentDate: '2026-11-23',
    });
    expect(z.parse(paymentFormSchema(info()), form({ otherAmount: '$1,00.00'.replace(',', '') }))).toMatchObject({ amount: 100 });
    expect(z.parse(paymentFormSchema(info()), form({ otherAmount: '$500.00', paymentDate: '2027-01-22' }))).toMatchObject({
      amount: 500,
      paymentDate: '2027-01-22',
    });
  });

  it('says what is wrong beside each field', () => {
    const s = paymentFormSchema(info());
    expect(problems(s, form({ choice: '' }))).toEqual({ choice: 'Choose how much to pay.' });
    expect(problems(s, form({ otherAmount: '' }))).toEqual({ otherAmount: 'Enter the amount to pay.' });
    expect(problems(s, form({ otherAmount: '12.345' }))).toEqual({
      otherAmount: 'The amount must be in whole cents (no fractions of a cent).',
    });
    expect(problems(s, form({ otherAmount: 'ten' }))).toEqual({ otherAmount: 'Enter the amount in dollars and cents, like 125.50.' });
    expect(problems(s, form({ otherAmount: '0' }))).toEqual({ otherAmount: 'The amount must be more than $0.00.' });
    expect(problems(s, form({ otherAmount: '-5' }))).toEqual({ otherAmount: 'The amount must be more than $0.00.' });
    expect(problems(s, form({ otherAmount: '0.50' }))).toEqual({ otherAmount: 'The smallest payment is $1.00.' });
    expect(problems(s, form({ otherAmount: '500.01' }))).toEqual({
      otherAmount: 'The amount can’t be more than $500.00, your current balance.',
    });
    expect(problems(s, form({ paymentAccountId: '' }))).toEqual({ paymentAccountId: 'Choose the account to pay from.' });
    expect(problems(s, form({ paymentAccountId: '99' }))).toEqual({ paymentAccountId: 'Choose the account to pay from.' });
    expect(problems(s, form({ paymentDate: '2026-11-22' })).paymentDate).toBe(
      'The date can’t be in the past. Choose a date from 11/23/2026 to 01/22/2027.',
    );
    expect(problems(s, form({ paymentDate: '2027-01-23' })).paymentDate).toBe(
      'That is too far ahead. Choose a date from 11/23/2026 to 01/22/2027.',
    );
    expect(problems(s, form({ paymentDate: '' })).paymentDate).toMatch(/^Choose the payment date/);
    expect(problems(s, form({ paymentDate: '11/30/2026' })).paymentDate).toMatch(/^Enter the date as MM\/DD\/YYYY/);
  });

  it('a preset amount over what may be paid is refused at the choice; scheduled payments lower the most', () => {
    const s = paymentFormSchema(info({ limits: { ...info().limits, maximumAmount: 200 } }));
    expect(problems(s, form({ choice: 'statement' }))).toEqual({
      choice: 'The amount can’t be more than $200.00 (your current balance less payments already scheduled).',
    });
    expect(problems(paymentFormSchema(info({ paymentAccounts: [] })), form({ paymentAccountId: '' }))).toEqual({
      paymentAccountId: 'You have no payment account yet. Add one on the Payment Accounts tab first.',
    });
  });

  it('starts on today with the only account chosen', () => {
    expect(paymentFormDefaults(info())).toEqual({ choice: '', otherAmount: '', paymentAccountId: '7', paymentDate: '2026-11-23' });
    expect(paymentFormDefaults(info({ paymentAccounts: [account, { ...account, paymentAccountId: 8 }] })).paymentAccountId).toBe('');
  });
});

describe('adding a payment account', () => {
  const ok = {
    nickname: ' Rainy day ',
    bankName: 'First Bank',
    accountType: 'savings',
    routingNumber: '0110 0001-5',
    accountNumber: '12345678',
    confirmAccountNumber: '1234 5678',
  };
  it('checks the routing number with the ABA checksum and the account number typed twice', () => {
    expect(z.parse(bankAccountSchema, ok)).toEqual({
      nickname: 'Rainy day',
      bankName: 'First Bank',
      accountType: 'savings',
      routingNumber: '011000015',
      accountNumber: '12345678',
    });
    expect(problems(bankAccountSchema, { ...ok, routingNumber: '011000016' })).toEqual({
      routingNumber: 'This isn’t a valid routing number. Check the 9 digits at the bottom left of a check.',
    });
    expect(problems(bankAccountSchema, { ...ok, routingNumber: '12345' })).toEqual({ routingNumber: 'A routing number is 9 digits.' });
    expect(problems(bankAccountSchema, { ...ok, confirmAccountNumber: '12345679' })).toEqual({
      confirmAccountNumber: 'The account numbers don’t match.',
    });
    expect(problems(bankAccountSchema, { ...ok, accountNumber: '123', confirmAccountNumber: '123' })).toEqual({
      accountNumber: 'An account number is 4 to 17 digits.',
    });
    expect(
      Object.keys(
        problems(bankAccountSchema, {
          nickname: '',
          bankName: '',
          accountType: '',
          routingNumber: '',
          accountNumber: '',
          confirmAccountNumber: '',
        }),
      ),
    ).toEqual(['nickname', 'bankName', 'accountType', 'routingNumber', 'accountNumber', 'confirmAccountNumber']);
  });
});

describe('AutoPay', () => {
  const s = autopaySchema([account], 1);
  it('needs an amount type, a fixed amount of at least the smallest payment when fixed, an account and a day', () => {
    expect(z.parse(s, { amountType: 'FIXED', fixedAmount: '$150', paymentAccountId: '7', daysBeforeDue: '3' })).toEqual({
      amountType: 'FIXED',
      fixedAmount: 150,
      paymentAccountId: 7,
      daysBeforeDue: 3,
    });
    expect(z.parse(s, { amountType: 'MINIMUM', fixedAmount: 'junk', paymentAccountId: '7', daysBeforeDue: '0' })).toMatchObject({
      fixedAmount: null,
    });
    expect(problems(s, { amountType: 'FIXED', fixedAmount: '0.5', paymentAccountId: '7', daysBeforeDue: '0' })).toEqual({
      fixedAmount: 'The fixed amount must be at least $1.00.',
    });
    expect(problems(s, { amountType: '', fixedAmount: '', paymentAccountId: '', daysBeforeDue: '4' })).toEqual({
      amountType: 'Choose which amount AutoPay pays.',
      paymentAccountId: 'Choose the account AutoPay pays from.',
      daysBeforeDue: 'Choose when AutoPay pays.',
    });
  });
  it("refuses beside the field, as the platform does, a fixed amount over the account's credit limit or with a fraction of a cent", () => {
    const limited = autopaySchema([account], 1, 2_500);
    const fixed = (fixedAmount: string) =>
      problems(limited, { amountType: 'FIXED', fixedAmount, paymentAccountId: '7', daysBeforeDue: '0' });
    expect(fixed('1000000000000')).toEqual({ fixedAmount: 'The fixed amount can’t be more than your credit limit of $2,500.00.' });
    expect(fixed('2,500.01')).toEqual({ fixedAmount: 'The fixed amount can’t be more than your credit limit of $2,500.00.' });
    expect(fixed('125.005')).toEqual({ fixedAmount: 'The amount must be in whole cents (no fractions of a cent).' });
    expect(fixed('2,500.00')).toEqual({});
  });
  it('is described in one sentence', () => {
    expect(describeAutopay({ enrolled: false, amountType: null, fixedAmount: null, daysBeforeDue: null }, null)).toBe(
      'AutoPay is off. Payments are made only when you make them.',
    );
    expect(describeAutopay({ enrolled: true, amountType: 'FIXED', fixedAmount: 150, daysBeforeDue: 3 }, 'Checking (checking …6789)')).toBe(
      'AutoPay is on: each month it pays $150.00 from Checking (checking …6789), 3 days before the due date.',
    );
  });
});

describe('card image chain (docs/requirements.md#spec-1-product)', () => {
  it('the client’s image for the product, the client’s card, then the shared card', () => {
    expect(cardImageChain('demo', 101)).toEqual(['/cdn/demo/cards/101.svg', '/cdn/demo/card.svg', '/cdn/default/card.svg']);
    expect(cardImageChain('PNFP', null)).toEqual(['/cdn/pnfp/card.svg', '/cdn/default/card.svg']);
    expect(cardImageChain('../evil', 101)).toEqual(['/cdn/default/card.svg']);
  });
});

describe('Balance details: the cycle in words', () => {
  it('the current cycle by its docs/requirements.md#spec-9-constants code, a closed cycle by its month, anything else as received', () => {
    expect(cycleText('011900')).toBe('Current cycle');
    expect(cycleText('052026')).toBe('Cycle closed 05/2026');
    expect(cycleText('odd')).toBe('odd');
  });
});
