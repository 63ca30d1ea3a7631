import * as z from 'zod/mini';
import { cardDigits } from '../../../shared/contract/publicAccount.js';
import { isLuhnValid } from '../../../shared/format/checksums.js';

/**
 * The public account forms' schemas (zod/mini, messages as the bank would word them). Values are the
 * raw strings of the inputs; `normalize*` turns them into what the platform expects.
 */

const blank = (v: string) => v.trim() === '';
const req = (message: string) => z.refine<string>((v) => !blank(v), message);
/** A check that only speaks when the value is not blank (so one message per field). */
const when = (test: (v: string) => boolean, message: string) => z.refine<string>((v) => blank(v) || test(v), message);

/** `8/28`, `0828`, `08 / 28` → `08/28`; anything else unchanged. */
export function normalizeExpiry(value: string): string {
  const v = value.replace(/\s/g, '');
  const m = /^(\d{1,2})\/?(\d{2})$/.exec(v);
  if (!m) return v;
  return `${m[1]!.padStart(2, '0')}/${m[2]}`;
}

/** Whether MM/YY is this month or later (cards are good through the last day of their month). */
export function notExpired(mmyy: string, now: Date = new Date()): boolean {
  const m = /^(\d{2})\/(\d{2})$/.exec(mmyy);
  if (!m) return false;
  const end = Date.UTC(2000 + Number(m[2]), Number(m[1]), 1);
  return end > now.getTime();
}

const validMonth = (v: string) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(normalizeExpiry(v));

export const cardNumberField = z.string().check(
  req('Enter your card number.'),
  when((v) => /^\d{13,19}$/.test(cardDigits(v)), 'Enter the 16-digit number shown on your card, using numbers only.'),
  when(
    (v) => !/^\d{13,19}$/.test(cardDigits(v)) || isLuhnValid(cardDigits(v)),
    "That card number isn't valid. Please check it and try again.",
  ),
);
export const expirationField = z.string().check(
  req('Enter the expiration date shown on your card.'),
  when(validMonth, 'Enter the expiration date as MM/YY, for example 08/28.'),
  when((v) => !validMonth(v) || notExpired(normalizeExpiry(v)), 'This card has expired. Please use the newer card we sent you.'),
);
export const securityCodeField = z.string().check(
  req('Enter the security code.'),
  when((v) => /^\d{3,4}$/.test(v.trim()), 'Enter the 3-digit security code from the back of your card.'),
);
export const zipCodeField = z.string().check(
  req('Enter the ZIP code of your billing address.'),
  when((v) => /^\d{5}(-\d{4})?$/.test(v.trim()), 'Enter a 5-digit ZIP code, for example 43215.'),
);
export const userNameField = z.string().check(
  req('Choose a user name.'),
  when((v) => v.trim().length >= 4 && v.trim().length <= 30, 'Your user name must be 4 to 30 characters long.'),
  when((v) => /^[A-Za-z0-9][A-Za-z0-9._@-]*$/.test(v.trim()), 'Use letters, numbers and . _ - @ only, starting with a letter or number.'),
);
export const newPasswordField = z.string().check(
  req('Choose a password.'),
  when((v) => v.length >= 8, 'Your password must be at least 8 characters long.'),
  when((v) => v.length <= 100, 'Your password can be at most 100 characters long.'),
  when((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'Your password must include at least one letter and one number.'),
);
export const emailField = z.string().check(
  req('Enter your email address.'),
  when(
    (v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v.trim()) && v.trim().length <= 200,
    'Enter a valid email address, for example name@example.com.',
  ),
);
export const verificationCodeField = z.string().check(
  req('Enter the verification code we sent you.'),
  when((v) => /^\d{6}$/.test(v.trim()), 'The verification code is 6 digits.'),
);

const matching = <T extends { password: string; confirmPassword: string }>() =>
  z.refine<T>((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    message: "The passwords don't match.",
    path: ['confirmPassword'],
  });
const confirmField = z.string().check(req('Enter your password again.'));

/** Register card, step 1; forgot user name. */
export const CardDetailsForm = z.object({
  cardNumber: cardNumberField,
  expirationDate: expirationField,
  securityCode: securityCodeField,
  zipCode: zipCodeField,
});
export type CardDetailsForm = z.infer<typeof CardDetailsForm>;

/** Activate card: the card in hand (no ZIP code). */
export const ActivationForm = z.object({ cardNumber: cardNumberField, expirationDate: expirationField, securityCode: securityCodeField });
export type ActivationForm = z.infer<typeof ActivationForm>;

/** Register card, step 2. */
export const OnlineAccountForm = z
  .object({ username: userNameField, email: emailField, password: newPasswordField, confirmPassword: confirmField })
  .check(matching());
export type OnlineAccountForm = z.infer<typeof OnlineAccountForm>;

/** Forgot password, step 1. */
export const ForgotPasswordForm = z.object({ username: z.string().check(req('Enter your user name.')) });

/** Forgot password, step 2: the emailed code and the new password. */
export const ResetPasswordForm = z
  .object({ verificationCode: verificationCodeField, password: newPasswordField, confirmPassword: confirmField })
  .check(matching());
export type ResetPasswordForm = z.infer<typeof ResetPasswordForm>;

/** Program administrators: upper and lower case letters and a number (the platform's rule for admins). */
export const adminPasswordField = z.string().check(
  req('Choose a password.'),
  when((v) => v.length >= 8, 'Your password must be at least 8 characters long.'),
  when((v) => v.length <= 100, 'Your password can be at most 100 characters long.'),
  when((v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v), 'Your password must include upper and lower case letters and a number.'),
);
export const AdminRegistrationForm = z
  .object({ username: userNameField, password: adminPasswordField, confirmPassword: confirmField })
  .check(matching());
export type AdminRegistrationForm = z.infer<typeof AdminRegistrationForm>;

/** An invitation code typed in by hand (when the link did not carry it). */
export const InvitationCodeForm = z.object({
  code: z.string().check(
    req('Enter the registration code from your invitation email.'),
    when(
      (v) => v.trim().length >= 8 && v.trim().length <= 200,
      'That registration code is not complete. Copy it from your invitation email.',
    ),
  ),
});
