import * as z from 'zod/mini';
import { typesFractionOfCent, wholeCentsMessage } from '../../../shared/contract/common.js';
import type { Redemption, RewardDescriptionResponse } from '../../../shared/contract/rewards.js';
import { formatMoney, parseDollars } from '../../../shared/format/format.js';
import { accountNumberProblem, bankDigits, confirmAccountProblem, routingNumberProblem } from '../../ui/forms/bankNumbers.js';
import { checkFields } from '../../ui/forms/checkFields.js';
import type { RedemptionRequest } from './api/redeem.js';

type Description = RewardDescriptionResponse['data'];
export type RedemptionType = Redemption['redemptionType'];

export interface RedeemOption {
  value: RedemptionType;
  label: string;
  minimum: number;
}

export const REDEMPTION_NAMES: Record<RedemptionType, string> = {
  STATEMENT_CREDIT: 'Statement credit',
  DIRECT_DEPOSIT: 'Direct deposit',
  GIVEBACK: 'GiveBack donation',
};

/** The client's own names of its ways to redeem (its rewards content's `redemption` entries with a `kind`). */
export type RedemptionLabels = Partial<Record<RedemptionType, string>>;

/**
 * The ways this card can redeem, as the platform answers them: each with its minimum, GiveBack only where the
 * program has one (its minimum not null). Named by the client where it names them.
 */
export function redeemOptions(d: Pick<Description, 'minimums'>, labels: RedemptionLabels = {}): RedeemOption[] {
  const option = (value: RedemptionType, fallback: string, minimum: number): RedeemOption => ({
    value,
    label: `${labels[value] ?? fallback} (from ${formatMoney(minimum)})`,
    minimum,
  });
  return [
    option('STATEMENT_CREDIT', 'Statement credit', d.minimums.statementCredit),
    option('DIRECT_DEPOSIT', 'Direct deposit to a bank account', d.minimums.directDeposit),
    ...(d.minimums.giveBack !== null ? [option('GIVEBACK', REDEMPTION_NAMES.GIVEBACK, d.minimums.giveBack)] : []),
  ];
}

export interface RedeemFormValues {
  type: string;
  amount: string;
  routing: string;
  bankAccountNumber: string;
  confirmBankAccountNumber: string;
}
export const redeemDefaults: RedeemFormValues = { type: '', amount: '', routing: '', bankAccountNumber: '', confirmBankAccountNumber: '' };

/** The points a redemption of `dollars` takes, at the platform's rate (`pointsPerDollarRedeemed`). */
export const pointsFor = (dollars: number, pointsPerDollar: number): number => Math.round(dollars * pointsPerDollar);

/**
 * A redemption: one of the offered ways, an amount in dollars and cents from that way's minimum up to the points'
 * cash value, and for a direct deposit the bank's routing number (ABA checksum) and the account number twice.
 */
export function redeemSchema(options: RedeemOption[], cashValue: number) {
  return z.pipe(
    z
      .object({
        type: z.string(),
        amount: z.string(),
        routing: z.string(),
        bankAccountNumber: z.string(),
        confirmBankAccountNumber: z.string(),
      })
      .check(
        checkFields((v, say) => {
          const option = options.find((o) => o.value === v.type);
          if (!option) say('type', 'Choose how to redeem your points.');
          const amount = parseDollars(v.amount);
          if (!v.amount.trim()) say('amount', 'Enter the amount to redeem.');
          else if (typesFractionOfCent(v.amount)) say('amount', wholeCentsMessage('amount'));
          else if (amount === null) say('amount', 'Enter the amount in dollars and cents, like 25.00.');
          else if (amount <= 0) say('amount', 'The amount must be more than $0.00.');
          else if (option && amount < option.minimum)
            say('amount', `The smallest ${REDEMPTION_NAMES[option.value].toLowerCase()} is ${formatMoney(option.minimum)}.`);
          else if (amount > cashValue + 0.001) say('amount', `You have ${formatMoney(cashValue)} in points to redeem.`);
          if (option?.value === 'DIRECT_DEPOSIT') {
            const problems = {
              routing: routingNumberProblem(v.routing),
              bankAccountNumber: accountNumberProblem(v.bankAccountNumber),
              confirmBankAccountNumber: confirmAccountProblem(v.bankAccountNumber, v.confirmBankAccountNumber),
            };
            for (const [field, problem] of Object.entries(problems) as [keyof RedeemFormValues, string | null][])
              if (problem) say(field, problem);
          }
        }),
      ),
    z.transform((v): RedemptionRequest => {
      const amount = parseDollars(v.amount)!;
      if (v.type === 'DIRECT_DEPOSIT')
        return { type: 'DIRECT_DEPOSIT', amount, routing: bankDigits(v.routing), bankAccountNumber: bankDigits(v.bankAccountNumber) };
      return { type: v.type === 'GIVEBACK' ? 'GIVEBACK' : 'STATEMENT_CREDIT', amount };
    }),
  );
}

/** Who redeems this account's points, when this card may not (the platform names them). */
export function redeemerText(redeemer: Description['redeemer']): string {
  if (!redeemer) return 'Points on this account are redeemed by its consolidating account, not from this card.';
  const who = `${redeemer.firstName} ${redeemer.lastName}`.trim();
  const card = redeemer.cardNumberLast4 ? ` (card ending in ${redeemer.cardNumberLast4})` : '';
  const role = ['Primary', 'Joint', 'Individual'].includes(redeemer.accountEntityType)
    ? ', the primary cardholder'
    : ', the consolidating account for your company';
  return `Points on this account are redeemed by ${who}${card}${role}. You can see the points and how they are earned here, but they can’t be redeemed from this card.`;
}
