import * as z from 'zod/mini';
import { typesFractionOfCent, wholeCentsMessage } from '../../../shared/contract/common.js';
import { formatMoney } from '../../../shared/format/format.js';

/** Dollars as a person types them: `2500`, `2,500.5`, `$2,500.00` (commas in the right places, at most cents). */
const DOLLARS = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** The amount in a typed dollar figure, or null when it is not one. */
export function parseDollars(text: string): number | null {
  const t = text.trim();
  if (!DOLLARS.test(t)) return null;
  return Math.round(Number(t.replace(/[$,]/g, '')) * 100) / 100;
}

export interface DollarsFieldOptions {
  /** What the amount is, for the messages ("credit limit"). */
  what: string;
  min?: number;
  /** The most it may be, and why (the sentence after "can't be more than …"). */
  max?: { amount: number; reason: string } | null;
  optional?: boolean;
}

/**
 * A form field of dollars (text in, a number out) for `useZodForm`, with the messages shown beside it:
 * a figure that is not an amount, a fraction of a cent (the platform refuses it too), below `min`, or above `max` (with the reason, e.g. the company's limit).
 * Optional fields turn an empty text into null.
 */
export function dollarsField({ what, min = 0, max, optional }: DollarsFieldOptions) {
  return z.pipe(
    z.string().check(
      z.superRefine((text, ctx) => {
        if (!text.trim()) {
          if (!optional) ctx.addIssue({ code: 'custom', message: `Enter the ${what}.`, input: text });
          return;
        }
        const n = parseDollars(text);
        if (typesFractionOfCent(text)) ctx.addIssue({ code: 'custom', message: wholeCentsMessage(what), input: text });
        else if (n === null) ctx.addIssue({ code: 'custom', message: `Enter the ${what} in dollars, like 2,500.00.`, input: text });
        else if (n < min) ctx.addIssue({ code: 'custom', message: `The ${what} must be at least ${formatMoney(min)}.`, input: text });
        else if (max && n > max.amount)
          ctx.addIssue({
            code: 'custom',
            message: `The ${what} can't be more than ${formatMoney(max.amount)}, ${max.reason}.`,
            input: text,
          });
      }),
    ),
    z.transform((text) => (text.trim() ? parseDollars(text) : null)),
  );
}
