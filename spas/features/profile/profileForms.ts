import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '../../../shared/contract/common.js';
import { NAME_SUFFIXES, US_STATE_IDS, UsAddress, ZIP_CODE } from '../../../shared/contract/lookups.js';
import { isUsPhone } from '../../ui/forms/checks.js';

/** The profile's forms (zod/mini, checked before anything is sent), with the platform's rules in the user's words. */

export const ContactForm = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your email address.'),
      z.regex(EMAIL_PATTERN, 'Enter an email address like name@example.com.'),
      z.maxLength(120, 'Enter at most 120 characters.'),
    ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your phone number.'),
      z.refine(isUsPhone, 'Enter a 10-digit US phone number, like 555-123-4567.'),
    ),
});
export type ContactValues = z.output<typeof ContactForm>;

/** The mailing address form: the platform's UsAddress with the messages a person reads. */
export const AddressForm = z.object({
  address1: z.string().check(z.trim(), z.minLength(1, 'Enter the street address.'), z.maxLength(40, 'Enter at most 40 characters.')),
  address2: z.string().check(z.trim(), z.maxLength(40, 'Enter at most 40 characters.')),
  city: z.string().check(z.trim(), z.minLength(1, 'Enter the city.'), z.maxLength(30, 'Enter at most 30 characters.')),
  state: z.string().check(z.refine((v) => (US_STATE_IDS as readonly string[]).includes(v), 'Choose a state.')),
  zipCode: z.string().check(z.trim(), z.regex(ZIP_CODE, 'Enter a 5-digit ZIP code, or ZIP+4 like 43215-1234.')),
});
export type AddressValues = z.output<typeof AddressForm>;
/** What is sent: the same values, checked by the contract's schema (the platform's). */
export const toUsAddress = (v: AddressValues) => UsAddress.parse(v);

const NAME = /^[A-Za-z][A-Za-z '.-]*$/;
export const NamesForm = z.object({
  firstname: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your first name.'),
      z.maxLength(40, 'Enter at most 40 characters.'),
      z.regex(NAME, 'Use letters, spaces, apostrophes, dots and hyphens.'),
    ),
  lastname: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter your last name.'),
      z.maxLength(40, 'Enter at most 40 characters.'),
      z.regex(NAME, 'Use letters, spaces, apostrophes, dots and hyphens.'),
    ),
  suffix: z.string().check(z.refine((v) => v === '' || (NAME_SUFFIXES as readonly string[]).includes(v), 'Choose a suffix from the list.')),
});
export type NamesValues = z.output<typeof NamesForm>;

export const PasswordForm = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'Enter your current password.')),
    newPassword: z.string().check(
      z.minLength(1, 'Choose a new password.'),
      z.refine((v) => v.length >= 8, 'Your password must be at least 8 characters long.'),
      z.refine((v) => v.length <= 100, 'Your password can be at most 100 characters long.'),
      z.refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'Your password must include at least one letter and one number.'),
    ),
    confirmPassword: z.string().check(z.minLength(1, 'Enter the new password again.')),
  })
  .check(
    z.refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
      message: "The new passwords don't match.",
      path: ['confirmPassword'],
    }),
    z.refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, {
      message: 'Choose a password different from your current one.',
      path: ['newPassword'],
    }),
  );
export type PasswordValues = z.output<typeof PasswordForm>;

/** Whether the address differs from the one on file (ZIP+4 and letter case of the state aside): replacement then waits. */
export function addressChanged(before: AddressValues, after: AddressValues): boolean {
  const norm = (a: AddressValues) =>
    [a.address1, a.address2, a.city, a.state.toUpperCase(), a.zipCode.slice(0, 5)].map((s) => s.trim().toLowerCase()).join('|');
  return norm(before) !== norm(after);
}
