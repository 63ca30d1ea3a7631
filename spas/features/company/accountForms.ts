import * as z from 'zod/mini';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../../shared/contract/common.js';
import { dollarsField } from '../../ui/forms/money.js';

/**
 * The company feature's form schemas (zod/mini, for `useZodForm`): what is typed, checked before anything is
 * sent, with the message shown beside the field.
 */
const NAME = /^[A-Za-z0-9][A-Za-z0-9 .'’-]*$/;
const nameField = (what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${what}.`),
      z.maxLength(40, `The ${what} can be at most 40 characters.`),
      z.regex(NAME, `The ${what} can use letters, digits, spaces and . ' - only.`),
    );
const optionalText = (what: string, pattern: RegExp, example: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || pattern.test(v), `Enter a valid ${what}, like ${example}, or leave it empty.`),
  );
export const udfField = (n: number) => z.string().check(z.trim(), z.maxLength(40, `User-defined field ${n} can be at most 40 characters.`));

/** A company's limit as the most an account may be given (none when the company has no limit on file). */
const companyCap = (companyLimit: number | null) =>
  companyLimit && companyLimit > 0 ? { amount: companyLimit, reason: "the company's credit limit" } : null;

/** Add account: a Sub, Ghost Sub or Virtual Sub (the last only with virtual cards enabled). */
export const newAccountSchema = (companyLimit: number | null, types: readonly string[]) =>
  z.object({
    accountEntityType: z.string().check(z.refine((v) => types.includes(v), 'Choose the type of account.')),
    firstName: nameField('first name'),
    lastName: nameField('last name'),
    email: optionalText('email address', EMAIL_PATTERN, 'name@company.com'),
    phone: optionalText('phone number', PHONE_PATTERN, '615-555-0100'),
    creditLimit: dollarsField({ what: 'credit limit', min: 1, max: companyCap(companyLimit) }),
    udf1: udfField(1),
    udf2: udfField(2),
    udf3: udfField(3),
  });

/** The user-defined fields of an account. */
export const udfSchema = z.object({ udf1: udfField(1), udf2: udfField(2), udf3: udfField(3) });

/** A new credit limit: more than zero and not above the company's limit. */
export const creditLimitSchema = (companyLimit: number | null) =>
  z.object({ creditLimit: dollarsField({ what: 'credit limit', min: 1, max: companyCap(companyLimit) }) });

/** The statuses an admin sets (docs/requirements.md#spec-7-calls closeStatus) and what each means for the cardholder. */
export const CLOSE_STATUSES = [
  { value: 'OPEN', label: 'Open', meaning: 'The account is open and its card can be used again.' },
  {
    value: 'CLOSED',
    label: 'Closed',
    meaning: 'The account and its card are closed: no new purchases. The balance is still owed. Use this when the cardholder leaves.',
  },
  {
    value: 'LOST',
    label: 'Lost',
    meaning: 'The card was lost: it is closed at once so nobody can use it. Order a replacement to give the cardholder a new card.',
  },
  {
    value: 'STOLEN',
    label: 'Stolen',
    meaning: 'The card was stolen: it is closed at once so nobody can use it. Order a replacement to give the cardholder a new card.',
  },
  {
    value: 'FRAUD',
    label: 'Fraud',
    meaning:
      'The card was used fraudulently: the account and card are closed at once and our fraud team will review the recent transactions.',
  },
] as const;
export type CloseStatus = (typeof CLOSE_STATUSES)[number]['value'];
export const statusSchema = z.object({
  closeStatus: z.string().check(z.refine((v) => CLOSE_STATUSES.some((s) => s.value === v), 'Choose the new status.')),
});
