import * as z from 'zod/mini';
import { formatMoney } from '../format/format.js';

/**
 * Money is US dollars in whole cents everywhere: an amount with a fraction of a cent is refused (never rounded),
 * by the platform's calls and by the portal's forms alike, with the same words.
 */
export const WHOLE_CENTS = 'must be in whole cents (no fractions of a cent)';

/** Whether a dollar amount is a whole number of cents (within what a binary double can say of one). */
export const isWholeCents = (dollars: number): boolean => Number.isFinite(dollars) && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6;

/** Whether typed dollars (`1,250.005`, `$0.014`) carry digits past the cents: the form says so beside the field. */
export const typesFractionOfCent = (text: string): boolean => /^\s*\$?[\d,]*\.\d{3,}\s*$/.test(text) && !isWholeCents(Number(text.replace(/[\s$,]/g, '')));

/** What a form says beside a field whose typed amount has a fraction of a cent ("amount", "credit limit"). */
export const wholeCentsMessage = (what: string): string => `The ${what} must be in whole cents (no fractions of a cent).`;

/** A dollar amount a call takes: whole cents, from `min` to `max`. */
export const dollarsFromTo = (min: number, max: number) =>
  z.number().check(z.minimum(min, `must be at least ${formatMoney(min)}`), z.maximum(max, `must be ${formatMoney(max)} or less`), z.refine(isWholeCents, WHOLE_CENTS));
