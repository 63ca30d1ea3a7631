import * as z from 'zod/mini';
import type { Vendor } from '../../../shared/contract/virtualCards.js';
import { typesFractionOfCent, wholeCentsMessage } from '../../../shared/contract/common.js';
import { formatDate, formatMoney, parseAmount } from '../../../shared/format/format.js';
import { required, whenFilled } from '../../ui/forms/checks.js';
import type { NewVendorPayment } from './api/payVendor.js';

/** The largest single vendor payment the platform takes (shared/contract NewVendorPaymentRequest). */
export const MAX_PAYMENT = 1_000_000;

const integerIn = (min: number, max: number) => (v: string) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max;

/** Refused beside the amount, in the platform's words, when it is over the paying admin's authority limit. */
export const overAuthorityLimit = (limit: number): string =>
  `The amount is more than your authority limit of ${formatMoney(limit)}. Ask an administrator with a higher limit to make it.`;

/**
 * Pay a vendor: the vendor (ACTIVE ones are offered), amount, invoice number, memo, valid days and uses. The amount
 * is whole cents and at most the paying admin's authority limit (null: none of their own), as the platform holds it;
 * the company's available credit is the platform's to say.
 */
export const paymentFormSchema = (authorityLimit: number | null) =>
  z.object({
    vendorId: z.string().check(required('Choose the vendor to pay.')),
    amount: z.string().check(
      required('Enter the amount to pay.'),
      whenFilled((v) => !typesFractionOfCent(v), wholeCentsMessage('amount')),
      whenFilled((v) => typesFractionOfCent(v) || parseAmount(v) !== null, 'Enter the amount in dollars and cents, like 1,250.00.'),
      whenFilled((v) => {
        const n = parseAmount(v);
        return n === null || (n >= 0.01 && n <= MAX_PAYMENT);
      }, 'The amount must be from $0.01 to $1,000,000.00.'),
      whenFilled(
        (v) => {
          const n = parseAmount(v);
          return n === null || authorityLimit === null || n > MAX_PAYMENT || n <= authorityLimit;
        },
        authorityLimit === null ? '' : overAuthorityLimit(authorityLimit),
      ),
    ),
    invoiceNumber: z
      .string()
      .check(required('Enter the invoice number this payment is for.'), z.maxLength(40, 'Use 40 characters or fewer.')),
    memo: z.string().check(z.maxLength(200, 'Use 200 characters or fewer.')),
    validDays: z
      .string()
      .check(whenFilled(integerIn(1, 365), 'Enter a whole number of days from 1 to 365, or leave it empty for no limit.')),
    usesAllowed: z
      .string()
      .check(required('Enter how many times the card may be used.'), whenFilled(integerIn(1, 99), 'Enter a whole number from 1 to 99.')),
  });
/** The form for an admin with no authority limit of their own. */
export const PaymentFormSchema = paymentFormSchema(null);
export type PaymentFormValues = z.input<typeof PaymentFormSchema>;

export const emptyPaymentForm = (vendorId = ''): PaymentFormValues => ({
  vendorId,
  amount: '',
  invoiceNumber: '',
  memo: '',
  validDays: '',
  usesAllowed: '',
});

/** The vendor's defaults, as the form's valid days and uses (docs/requirements.md#spec-3-entities defaultVcValidDays, defaultVcUsesAllowed). */
export const vendorDefaults = (v: Vendor): Pick<PaymentFormValues, 'validDays' | 'usesAllowed'> => ({
  validDays: v.defaultVcValidDays === null ? '' : String(v.defaultVcValidDays),
  usesAllowed: String(v.defaultVcUsesAllowed),
});

/** The request for valid values: amount in dollars, valid days null for no limit. */
export function toPaymentRequest(values: PaymentFormValues): NewVendorPayment {
  const memo = values.memo.trim();
  return {
    vendorId: Number(values.vendorId),
    amount: parseAmount(values.amount) ?? 0,
    invoiceNumber: values.invoiceNumber.trim(),
    ...(memo ? { memo } : {}),
    usesAllowed: Number(values.usesAllowed.trim()),
    validDays: values.validDays.trim() ? Number(values.validDays.trim()) : null,
  };
}

const DAY_MS = 86_400_000;

/** How long a card works, for the review: `60 days, until 08/14/2026`, or `No limit`. */
export const validityText = (days: number | null | undefined, from = Date.now()): string =>
  days == null ? 'No limit' : `${days} ${days === 1 ? 'day' : 'days'}, until ${formatDate(new Date(from + days * DAY_MS).toISOString())}`;
