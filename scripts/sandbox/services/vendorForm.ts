import type { VendorRequest } from '../../../shared/contract/virtualCards.js';
import { badRequest } from '../server/httpError.js';

type FormValue = string | number | null | undefined;

/** Spec §5: a form value parsed as an integer; empty → null. */
export function parseInteger(value: FormValue, field: string): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number.parseInt(value, 10) : Number.NaN;
  if (!Number.isInteger(n)) throw badRequest(`${field} must be a whole number.`);
  return n;
}

function parsePercent(value: FormValue): number {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return 0;
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(n) || n < 0 || n > 100) throw badRequest('tolerancePercent must be a number from 0 to 100.');
  return n;
}

export interface ParsedVendorForm {
  legalName: string; shortName: string; addressLine1: string; addressLine2: string; city: string; stateOrProvince: string; postalCode: string;
  contactFirstname: string; contactLastname: string; contactEmail: string; contactEmail2: string; contactEmail3: string; contactEmail4: string;
  contactPhone: string; companyContactName: string; companyContactEmail: string; companyContactPhone: string;
  defaultVcUsesAllowed: number; defaultVcValidDays: number | null; tolerancePercent: number; invoiceAmountOnly: boolean; bypassVCSecureCode: boolean; notes: string;
}

/**
 * Vendor add/update parsing (spec §5): uses allowed and validity days as integers (validity days null when
 * empty; uses allowed 1 when empty), tolerancePercent 0 when empty, optional texts '' when empty.
 */
export function parseVendorForm(input: VendorRequest): ParsedVendorForm {
  const uses = parseInteger(input.defaultVcUsesAllowed, 'defaultVcUsesAllowed') ?? 1;
  if (uses < 1 || uses > 99) throw badRequest('defaultVcUsesAllowed must be from 1 to 99.');
  const days = parseInteger(input.defaultVcValidDays, 'defaultVcValidDays');
  if (days !== null && (days < 1 || days > 365)) throw badRequest('defaultVcValidDays must be from 1 to 365.');
  const opt = (v: string | null | undefined): string => (v ?? '').trim();
  for (const [k, v] of [['contactEmail2', input.contactEmail2], ['contactEmail3', input.contactEmail3], ['contactEmail4', input.contactEmail4]] as const) {
    if (opt(v) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(opt(v))) throw badRequest(`${k} is not an email address.`);
  }
  return {
    legalName: input.legalName.trim(), shortName: input.shortName.trim(), addressLine1: input.addressLine1.trim(), addressLine2: opt(input.addressLine2),
    city: input.city.trim(), stateOrProvince: input.stateOrProvince.trim(), postalCode: input.postalCode.trim(),
    contactFirstname: input.contactFirstname.trim(), contactLastname: input.contactLastname.trim(), contactEmail: input.contactEmail.trim(),
    contactEmail2: opt(input.contactEmail2), contactEmail3: opt(input.contactEmail3), contactEmail4: opt(input.contactEmail4),
    contactPhone: opt(input.contactPhone), companyContactName: opt(input.companyContactName), companyContactEmail: opt(input.companyContactEmail),
    companyContactPhone: opt(input.companyContactPhone), defaultVcUsesAllowed: uses, defaultVcValidDays: days,
    tolerancePercent: parsePercent(input.tolerancePercent), invoiceAmountOnly: input.invoiceAmountOnly ?? false,
    bypassVCSecureCode: input.bypassVCSecureCode ?? false, notes: opt(input.notes),
  };
}
