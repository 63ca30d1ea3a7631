import { isValidRouting } from '../../../shared/format/checksums.js';

/**
 * US bank account numbers typed by a person (a payment account, a direct deposit): the problem with each, in the
 * words shown beside its field, or null. The ABA checksum is shared/format/checksums.ts (one definition, the
 * platform checks the same).
 */

/** Digits only: people paste numbers with spaces or dashes from their bank's site. */
export const bankDigits = (s: string): string => s.replace(/[\s-]/g, '');

export function routingNumberProblem(text: string): string | null {
  const routing = bankDigits(text);
  if (!routing) return 'Enter the 9-digit routing number.';
  if (!/^\d{9}$/.test(routing)) return 'A routing number is 9 digits.';
  if (!isValidRouting(routing)) return 'This isn’t a valid routing number. Check the 9 digits at the bottom left of a check.';
  return null;
}

export function accountNumberProblem(text: string): string | null {
  const account = bankDigits(text);
  if (!account) return 'Enter the account number.';
  if (!/^\d{4,17}$/.test(account)) return 'An account number is 4 to 17 digits.';
  return null;
}

/** The account number typed a second time must be the same. */
export function confirmAccountProblem(account: string, again: string): string | null {
  if (!bankDigits(again)) return 'Enter the account number again.';
  if (bankDigits(account) && bankDigits(again) !== bankDigits(account)) return 'The account numbers don’t match.';
  return null;
}
