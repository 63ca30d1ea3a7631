import * as z from 'zod/mini';
import type { CompanyVirtualCard } from '../../../shared/contract/company.js';
import type { Vendor, VendorRequest } from '../../../shared/contract/virtualCards.js';
import { isUsState } from '../../../shared/contract/lookups.js';
import { EMAIL, ZIP, isUsPhone, required, whenFilled } from '../../ui/forms/checks.js';

/**
 * The vendor add/edit form (every field of a vendor) and its parsing: every value is the input's text
 * (booleans for the two switches). The checks say what is wrong beside each field before anything is sent; a form
 * that passes them is parsed into what the platform takes — uses allowed and valid days whole numbers (valid days null
 * when empty, uses allowed 1 when empty), tolerance a number (0 when empty), every text trimmed, the optional ones
 * empty when left so. The platform takes numbers only as numbers: the typed text never goes.
 */
const text = (max: number) => z.string().check(z.maxLength(max, `Use ${max} characters or fewer.`));
const requiredText = (message: string, max: number) =>
  z.string().check(required(message), z.maxLength(max, `Use ${max} characters or fewer.`));
const optionalEmail = z.string().check(
  whenFilled((v) => EMAIL.test(v), 'Enter an email address like payables@vendor.com, or leave it empty.'),
  z.maxLength(120, 'Use 120 characters or fewer.'),
);
const optionalPhone = z.string().check(whenFilled(isUsPhone, 'Enter a 10-digit phone number, like 555-123-4567, or leave it empty.'));
const WHOLE = /^\d+$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const wholeNumber = (min: number, max: number, message: string) =>
  z.string().check(whenFilled((v) => WHOLE.test(v) && Number(v) >= min && Number(v) <= max, message));

export const VendorFormSchema = z.object({
  legalName: requiredText('Enter the vendor’s legal name.', 100),
  shortName: requiredText('Enter a short name for lists and emails.', 40),
  addressLine1: requiredText('Enter the street address.', 100),
  addressLine2: text(100),
  city: requiredText('Enter the city.', 60),
  stateOrProvince: z.string().check(required('Choose the state.'), whenFilled(isUsState, 'Choose the state from the list.')),
  postalCode: z.string().check(
    required('Enter the ZIP code.'),
    whenFilled((v) => ZIP.test(v), 'Enter a 5-digit ZIP code, like 78701, or ZIP+4, like 78701-1234.'),
  ),
  contactFirstname: requiredText('Enter the contact’s first name.', 40),
  contactLastname: requiredText('Enter the contact’s last name.', 40),
  contactEmail: z.string().check(
    required('Enter the contact’s email address.'),
    whenFilled((v) => EMAIL.test(v), 'Enter an email address like payables@vendor.com.'),
    z.maxLength(120, 'Use 120 characters or fewer.'),
  ),
  contactEmail2: optionalEmail,
  contactEmail3: optionalEmail,
  contactEmail4: optionalEmail,
  contactPhone: optionalPhone,
  companyContactName: text(80),
  companyContactEmail: optionalEmail,
  companyContactPhone: optionalPhone,
  defaultVcUsesAllowed: wholeNumber(1, 99, 'Enter a whole number from 1 to 99, or leave it empty for 1 use.'),
  defaultVcValidDays: wholeNumber(1, 365, 'Enter a whole number of days from 1 to 365, or leave it empty for no limit.'),
  tolerancePercent: z
    .string()
    .check(
      whenFilled(
        (v) => PERCENT.test(v) && Number(v) <= 100,
        'Enter a percentage from 0 to 100 (up to 2 decimals), or leave it empty for 0.',
      ),
    ),
  invoiceAmountOnly: z.boolean(),
  bypassVCSecureCode: z.boolean(),
  notes: text(1000),
});
export type VendorFormValues = z.input<typeof VendorFormSchema>;

export const EMPTY_VENDOR_FORM: VendorFormValues = {
  legalName: '',
  shortName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  stateOrProvince: '',
  postalCode: '',
  contactFirstname: '',
  contactLastname: '',
  contactEmail: '',
  contactEmail2: '',
  contactEmail3: '',
  contactEmail4: '',
  contactPhone: '',
  companyContactName: '',
  companyContactEmail: '',
  companyContactPhone: '',
  defaultVcUsesAllowed: '',
  defaultVcValidDays: '',
  tolerancePercent: '',
  invoiceAmountOnly: false,
  bypassVCSecureCode: false,
  notes: '',
};

/** A saved vendor as the form shows it for editing (no limit on valid days → empty). */
export function vendorToForm(v: Vendor): VendorFormValues {
  return {
    legalName: v.legalName,
    shortName: v.shortName,
    addressLine1: v.addressLine1,
    addressLine2: v.addressLine2,
    city: v.city,
    stateOrProvince: v.stateOrProvince.toUpperCase(),
    postalCode: v.postalCode,
    contactFirstname: v.contactFirstname,
    contactLastname: v.contactLastname,
    contactEmail: v.contactEmail,
    contactEmail2: v.contactEmail2,
    contactEmail3: v.contactEmail3,
    contactEmail4: v.contactEmail4,
    contactPhone: v.contactPhone,
    companyContactName: v.companyContactName,
    companyContactEmail: v.companyContactEmail,
    companyContactPhone: v.companyContactPhone,
    defaultVcUsesAllowed: String(v.defaultVcUsesAllowed),
    defaultVcValidDays: v.defaultVcValidDays === null ? '' : String(v.defaultVcValidDays),
    tolerancePercent: String(v.tolerancePercent),
    invoiceAmountOnly: v.invoiceAmountOnly,
    bypassVCSecureCode: v.bypassVCSecureCode,
    notes: v.notes,
  };
}

/** What the platform receives for values that passed the checks: texts trimmed, the numbers parsed. */
function toVendorRequest(values: z.output<typeof VendorFormSchema>): VendorRequest {
  const t = (s: string) => s.trim();
  const whole = (s: string): number | null => (t(s) === '' ? null : Number.parseInt(t(s), 10));
  return {
    legalName: t(values.legalName),
    shortName: t(values.shortName),
    addressLine1: t(values.addressLine1),
    addressLine2: t(values.addressLine2),
    city: t(values.city),
    stateOrProvince: t(values.stateOrProvince),
    postalCode: t(values.postalCode),
    contactFirstname: t(values.contactFirstname),
    contactLastname: t(values.contactLastname),
    contactEmail: t(values.contactEmail),
    contactEmail2: t(values.contactEmail2),
    contactEmail3: t(values.contactEmail3),
    contactEmail4: t(values.contactEmail4),
    contactPhone: t(values.contactPhone),
    companyContactName: t(values.companyContactName),
    companyContactEmail: t(values.companyContactEmail),
    companyContactPhone: t(values.companyContactPhone),
    defaultVcUsesAllowed: whole(values.defaultVcUsesAllowed) ?? 1,
    defaultVcValidDays: whole(values.defaultVcValidDays),
    tolerancePercent: t(values.tolerancePercent) === '' ? 0 : Number(t(values.tolerancePercent)),
    invoiceAmountOnly: values.invoiceAmountOnly,
    bypassVCSecureCode: values.bypassVCSecureCode,
    notes: t(values.notes),
  };
}

/** The form's schema: its texts checked, then parsed into the request (what the form hands over on submit). */
export const VendorFormParser = z.pipe(VendorFormSchema, z.transform(toVendorRequest));

export type VendorFormErrors = Partial<Record<keyof VendorFormValues, string>>;

/**
 * the docs/requirements.md#spec-5-validation vendor parsing, the one place it happens: the request to send, or the first problem of each field in
 * words (nothing is sent while there is one).
 */
export function parseVendorForm(values: VendorFormValues): { ok: true; request: VendorRequest } | { ok: false; errors: VendorFormErrors } {
  const parsed = z.safeParse(VendorFormParser, values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: VendorFormErrors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof VendorFormValues] ??= issue.message;
  return { ok: false, errors };
}

/**
 * A new vendor's form: its card defaults are the company program's (GET /company/virtualcard/{id}), when known, so
 * an admin changes them only for a vendor that differs; empty otherwise (the hints say what empty means).
 */
export function newVendorForm(
  defaults: Pick<CompanyVirtualCard, 'defaultVcUsesAllowed' | 'defaultVcValidDays' | 'defaultTolerancePercent'> | null,
): VendorFormValues {
  if (!defaults) return EMPTY_VENDOR_FORM;
  return {
    ...EMPTY_VENDOR_FORM,
    defaultVcUsesAllowed: String(defaults.defaultVcUsesAllowed),
    defaultVcValidDays: defaults.defaultVcValidDays === null ? '' : String(defaults.defaultVcValidDays),
    tolerancePercent: String(defaults.defaultTolerancePercent),
  };
}

/** Where the vendor's emails go: the contact email and the extra ones that are set. */
export const vendorEmails = (v: Vendor): string[] => [v.contactEmail, v.contactEmail2, v.contactEmail3, v.contactEmail4].filter(Boolean);
