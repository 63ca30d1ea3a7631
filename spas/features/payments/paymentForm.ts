import * as z from 'zod/mini';
import { typesFractionOfCent, wholeCentsMessage } from '../../../shared/contract/common.js';
import { checkFields } from '../../ui/forms/checkFields.js';
import type { PaymentAccount, PaymentInfo } from '../../../shared/contract/payments.js';
import { formatDate, formatMoney, parseDollars } from '../../../shared/format/format.js';

export type AmountChoice = 'minimum' | 'statement' | 'current' | 'other';
export interface AmountOption {
  value: AmountChoice;
  label: string;
  /** The amount the choice pays (null: the amount typed in "Other amount"). */
  amount: number | null;
}

/** The amounts a cardholder can choose (an amount of $0 or less is not offered), then "Other amount". */
export function amountOptions(info: Pick<PaymentInfo, 'minimumPaymentDue' | 'statementBalance' | 'currentBalance'>): AmountOption[] {
  const preset: AmountOption[] = [
    { value: 'minimum', label: 'Minimum payment due', amount: info.minimumPaymentDue },
    { value: 'statement', label: 'Statement balance', amount: info.statementBalance },
    { value: 'current', label: 'Current balance', amount: info.currentBalance },
  ];
  return [...preset.filter((o) => o.amount !== null && o.amount > 0), { value: 'other', label: 'Other amount', amount: null }];
}

/** `Everyday Checking (checking …6789)`: what a person recognises an account by, never more than its last four. */
export const accountLabel = (a: Pick<PaymentAccount, 'nickname' | 'accountType' | 'accountNumberLast4'>): string =>
  `${a.nickname} (${a.accountType} …${a.accountNumberLast4})`;

export interface PaymentFormValues {
  /** An AmountChoice, or '' before one is chosen. */
  choice: string;
  otherAmount: string;
  paymentAccountId: string;
  paymentDate: string;
}

export const paymentFormDefaults = (info: PaymentInfo): PaymentFormValues => ({
  choice: '',
  otherAmount: '',
  paymentAccountId: info.paymentAccounts.length === 1 ? String(info.paymentAccounts[0]!.paymentAccountId) : '',
  paymentDate: info.limits.earliestDate,
});

/**
 * The Make a Payment form's rules, from what the platform says it accepts for this card today (`limits`): the
 * amount (a choice, or dollars and cents typed) from the smallest payment up to the balance less payments already
 * scheduled; one of the card's payment accounts; a date in the platform's window. Each problem is said beside its
 * field; the parsed payment comes out only when there is none.
 */
export function paymentFormSchema(info: PaymentInfo) {
  const options = amountOptions(info);
  const { minimumAmount, maximumAmount, earliestDate, latestDate } = info.limits;
  const scheduledNote =
    maximumAmount < info.currentBalance - 0.005 ? ' (your current balance less payments already scheduled)' : ', your current balance';
  return z.pipe(
    z
      .object({
        choice: z.string(),
        otherAmount: z.string(),
        paymentAccountId: z.string(),
        paymentDate: z.string(),
      })
      .check(
        checkFields((v, say) => {
          const option = options.find((o) => o.value === v.choice);
          if (!option) say('choice', 'Choose how much to pay.');
          else {
            const at = option.value === 'other' ? 'otherAmount' : 'choice';
            const amount = option.amount ?? parseDollars(v.otherAmount);
            if (option.value === 'other' && !v.otherAmount.trim()) say(at, 'Enter the amount to pay.');
            else if (option.value === 'other' && typesFractionOfCent(v.otherAmount)) say(at, wholeCentsMessage('amount'));
            else if (amount === null) say(at, 'Enter the amount in dollars and cents, like 125.50.');
            else if (amount <= 0) say(at, 'The amount must be more than $0.00.');
            else if (amount < minimumAmount) say(at, `The smallest payment is ${formatMoney(minimumAmount)}.`);
            else if (amount > maximumAmount + 0.001) {
              say(
                at,
                maximumAmount > 0
                  ? `The amount can’t be more than ${formatMoney(maximumAmount)}${scheduledNote}.`
                  : 'There is nothing left to pay: your balance is paid or covered by scheduled payments.',
              );
            }
          }
          if (!info.paymentAccounts.length)
            say('paymentAccountId', 'You have no payment account yet. Add one on the Payment Accounts tab first.');
          else if (!info.paymentAccounts.some((a) => String(a.paymentAccountId) === v.paymentAccountId))
            say('paymentAccountId', 'Choose the account to pay from.');
          const window = `Choose a date from ${formatDate(earliestDate)} to ${formatDate(latestDate)}.`;
          if (!v.paymentDate) say('paymentDate', `Choose the payment date. ${window}`);
          else if (!/^\d{4}-\d{2}-\d{2}$/.test(v.paymentDate)) say('paymentDate', `Enter the date as MM/DD/YYYY. ${window}`);
          else if (v.paymentDate < earliestDate) say('paymentDate', `The date can’t be in the past. ${window}`);
          else if (v.paymentDate > latestDate) say('paymentDate', `That is too far ahead. ${window}`);
        }),
      ),
    z.transform((v) => {
      const option = options.find((o) => o.value === v.choice)!;
      return {
        amount: option.amount ?? parseDollars(v.otherAmount)!,
        paymentAccountId: Number(v.paymentAccountId),
        paymentDate: v.paymentDate,
      };
    }),
  );
}
export type PaymentDraft = z.output<ReturnType<typeof paymentFormSchema>>;
