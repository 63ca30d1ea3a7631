import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../../../shared/contract/common.js';
import { ZIP_CODE } from '../../../shared/contract/lookups.js';

/**
 * Small checks for form schemas whose values are the inputs' strings, so each field says one thing at a time:
 * `required` speaks only when the field is empty, `whenFilled` only when it is not (an optional field with a
 * format, or the second check of a required one).
 */
const blank = (v: string): boolean => v.trim() === '';

export const required = (message: string) => z.refine<string>((v) => !blank(v), message);
export const whenFilled = (test: (trimmed: string) => boolean, message: string) =>
  z.refine<string>((v) => blank(v) || test(v.trim()), message);

/** Common formats (US): the platform's own patterns, so a form never accepts what the platform refuses. */
export const EMAIL = EMAIL_PATTERN;
/** Ten digits, written any usual way: `555-123-4567`, `(555) 123-4567`, `555.123.4567`, `+1 555 123 4567`. */
export const isUsPhone = (v: string): boolean => /^[\d\s().+-]+$/.test(v) && /^1?\d{10}$/.test(v.replace(/\D/g, ''));
/** `78701` or `78701-1234`. */
export const ZIP = ZIP_CODE;
