import * as z from 'zod/mini';
import { typesFractionOfCent, wholeCentsMessage } from '../../../shared/contract/common.js';
import { checkFields } from '../../ui/forms/checkFields.js';
import type { Autopay, PaymentAccount } from '../../../shared/contract/payments.js';
import { formatMoney, parseDollars } from '../../../shared/format/format.js';

export type AutopayAmountType = 'MINIMUM' | 'STATEMENT' | 'FIXED';
export const AUTOPAY_AMOUNTS: { value: AutopayAmountType; label: string }[] = [
  { value: 'MINIMUM', label: 'Minimum payment due' },
  { value: 'STATEMENT', label: 'Statement balance' },
  { value: 'FIXED', label: 'A fixed amount' },
];
/** When AutoPay pays, in days before the due date (the platform takes 0–20). */
export const AUTOPAY_DAYS = [0, 1, 2, 3, 5, 7, 10] as const;
export const daysLabel = (d: number): string =>
  d === 0 ? 'On the due date' : d === 1 ? '1 day before the due date' : `${d} days before the due date`;

export interface AutopayFormValues {
  amountType: AutopayAmountType | '';
  fixedAmount: string;
  paymentAccountId: string;
  daysBeforeDue: string;
}

export const autopayDefaults = (a: Autopay, accounts: PaymentAccount[]): AutopayFormValues => ({
  amountType: a.enrolled && a.amountType ? a.amountType : '',
  fixedAmount: a.enrolled && a.fixedAmount ? a.fixedAmount.toFixed(2) : '',
  paymentAccountId:
    a.enrolled && a.paymentAccountId ? String(a.paymentAccountId) : accounts.length === 1 ? String(accounts[0]!.paymentAccountId) : '',
  daysBeforeDue: String(a.enrolled && a.daysBeforeDue != null ? a.daysBeforeDue : 0),
});

/**
 * AutoPay's settings: which amount (a fixed one from the smallest payment to the account's credit limit, in whole
 * cents, as the platform holds it; `creditLimit` null while unknown), which account, how early.
 */
export function autopaySchema(accounts: PaymentAccount[], minimumAmount: number, creditLimit: number | null = null) {
  return z.pipe(
    z.object({ amountType: z.string(), fixedAmount: z.string(), paymentAccountId: z.string(), daysBeforeDue: z.string() }).check(
      checkFields((v, say) => {
        if (!AUTOPAY_AMOUNTS.some((o) => o.value === v.amountType)) say('amountType', 'Choose which amount AutoPay pays.');
        if (v.amountType === 'FIXED') {
          const amount = parseDollars(v.fixedAmount);
          if (!v.fixedAmount.trim()) say('fixedAmount', 'Enter the amount AutoPay pays each month.');
          else if (typesFractionOfCent(v.fixedAmount)) say('fixedAmount', wholeCentsMessage('amount'));
          else if (amount === null) say('fixedAmount', 'Enter the amount in dollars and cents, like 125.50.');
          else if (amount < minimumAmount) say('fixedAmount', `The fixed amount must be at least ${formatMoney(minimumAmount)}.`);
          else if (creditLimit !== null && amount > creditLimit)
            say('fixedAmount', `The fixed amount can’t be more than your credit limit of ${formatMoney(creditLimit)}.`);
        }
        if (!accounts.length) say('paymentAccountId', 'You have no payment account yet. Add one on the Payment Accounts tab first.');
        else if (!accounts.some((a) => String(a.paymentAccountId) === v.paymentAccountId))
          say('paymentAccountId', 'Choose the account AutoPay pays from.');
        if (!(AUTOPAY_DAYS as readonly number[]).includes(Number(v.daysBeforeDue))) say('daysBeforeDue', 'Choose when AutoPay pays.');
      }),
    ),
    z.transform((v) => ({
      amountType: v.amountType as AutopayAmountType,
      fixedAmount: v.amountType === 'FIXED' ? parseDollars(v.fixedAmount) : null,
      paymentAccountId: Number(v.paymentAccountId),
      daysBeforeDue: Number(v.daysBeforeDue),
    })),
  );
}
export type AutopaySettings = z.output<ReturnType<typeof autopaySchema>>;

/** One sentence for AutoPay as it stands. */
export function describeAutopay(
  a: Pick<Autopay, 'enrolled' | 'amountType' | 'fixedAmount' | 'daysBeforeDue'>,
  account: string | null,
): string {
  if (!a.enrolled) return 'AutoPay is off. Payments are made only when you make them.';
  const what =
    a.amountType === 'FIXED'
      ? `${formatMoney(a.fixedAmount)}`
      : a.amountType === 'STATEMENT'
        ? 'the statement balance'
        : 'the minimum payment due';
  const when = daysLabel(a.daysBeforeDue ?? 0).toLowerCase();
  return `AutoPay is on: each month it pays ${what}${account ? ` from ${account}` : ''}, ${when}.`;
}
