import * as z from 'zod/mini';

/**
 * The vendor enrollment form (POST /vc/vendor/{a}/{b}/enroll, shared/contract VendorEnrollRequest), with the
 * message each field shows beside it. Trimmed values are what the platform receives.
 */
export const EnrollFormSchema = z.object({
  contactFirstname: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter the contact’s first name.'), z.maxLength(40, 'Use 40 characters or fewer.')),
  contactLastname: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter the contact’s last name.'), z.maxLength(40, 'Use 40 characters or fewer.')),
  contactEmail: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Enter the email address where payment notices should go.'),
      z.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Enter an email address like payables@yourcompany.com.'),
      z.maxLength(254, 'Use 254 characters or fewer.'),
    ),
  contactPhone: z
    .string()
    .check(
      z.trim(),
      z.maxLength(20, 'Use 20 characters or fewer.'),
      z.regex(/^(?:[+]?[\d\s().-]*\d[\d\s().-]*)?$/, 'Enter a phone number using digits, spaces, dashes or parentheses.'),
    ),
  acceptTerms: z.literal(true, 'Accept the virtual card payment terms to enroll.'),
});
export type EnrollFormValues = {
  contactFirstname: string;
  contactLastname: string;
  contactEmail: string;
  contactPhone: string;
  acceptTerms: boolean;
};
export type EnrollFormErrors = Partial<Record<keyof EnrollFormValues, string>>;

export type EnrollFormResult =
  | { ok: true; value: { contactFirstname: string; contactLastname: string; contactEmail: string; contactPhone?: string } }
  | { ok: false; errors: EnrollFormErrors };

export function validateEnrollForm(values: EnrollFormValues): EnrollFormResult {
  const parsed = z.safeParse(EnrollFormSchema, values);
  if (!parsed.success) {
    const errors: EnrollFormErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof EnrollFormValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, errors };
  }
  const { contactPhone, acceptTerms: _accepted, ...rest } = parsed.data;
  return { ok: true, value: contactPhone ? { ...rest, contactPhone } : rest };
}
