import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { Vendor } from '../../../shared/contract/virtualCards.js';
import { parseAmount } from '../../../shared/format/format.js';
import { US_STATES, isUsState, usStateName } from '../../../shared/contract/lookups.js';
import { isUsPhone } from '../../../spas/ui/forms/checks.js';
import {
  PaymentFormSchema,
  emptyPaymentForm,
  overAuthorityLimit,
  paymentFormSchema,
  toPaymentRequest,
  validityText,
  vendorDefaults,
} from '../../../spas/features/virtual-cards/paymentForm.js';
import { refusalText } from '../../../spas/features/virtual-cards/refusal.js';
import { VendorRequest } from '../../../shared/contract/virtualCards.js';
import {
  EMPTY_VENDOR_FORM,
  VendorFormSchema,
  newVendorForm,
  parseVendorForm,
  vendorEmails,
  vendorToForm,
  type VendorFormValues,
} from '../../../spas/features/virtual-cards/vendorForm.js';
import { readStatusFilter, statusesOf } from '../../../spas/features/virtual-cards/vendorStatus.js';
import { HttpError } from '../../../shared/session/httpError.js';

/** The first message of each field that has one. */
const errorsOf = <S extends z.ZodMiniType>(schema: S, value: unknown): Record<string, string> => {
  const r = z.safeParse(schema, value);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[String(i.path[0])] ??= i.message;
  return out;
};

const good: VendorFormValues = {
  ...EMPTY_VENDOR_FORM,
  legalName: ' Acme Widgets LLC ',
  shortName: 'Acme',
  addressLine1: '1 Main St',
  city: 'Austin',
  stateOrProvince: 'TX',
  postalCode: '78701-1234',
  contactFirstname: 'Wile',
  contactLastname: 'Coyote',
  contactEmail: 'ap@acme.example',
  contactPhone: '(512) 555-0142',
  defaultVcUsesAllowed: ' 3 ',
};

describe('the vendor form (docs/requirements.md#spec-3-entities fields)', () => {
  it('takes a complete vendor with the optional fields empty', () => {
    expect(errorsOf(VendorFormSchema, good)).toEqual({});
  });

  it('says what is missing, one message per field', () => {
    const e = errorsOf(VendorFormSchema, EMPTY_VENDOR_FORM);
    expect(Object.keys(e).sort()).toEqual([
      'addressLine1',
      'city',
      'contactEmail',
      'contactFirstname',
      'contactLastname',
      'legalName',
      'postalCode',
      'shortName',
      'stateOrProvince',
    ]);
    expect(e.stateOrProvince).toBe('Choose the state.');
  });

  it.each([
    ['contactEmail', 'payables-at-acme', 'Enter an email address like payables@vendor.com.'],
    ['contactEmail3', 'x@y', 'Enter an email address like payables@vendor.com, or leave it empty.'],
    ['contactPhone', '555-12', 'Enter a 10-digit phone number, like 555-123-4567, or leave it empty.'],
    ['postalCode', '7870', 'Enter a 5-digit ZIP code, like 78701, or ZIP+4, like 78701-1234.'],
    ['stateOrProvince', 'ZZ', 'Choose the state from the list.'],
    ['defaultVcUsesAllowed', '2.5', 'Enter a whole number from 1 to 99, or leave it empty for 1 use.'],
    ['defaultVcUsesAllowed', '0', 'Enter a whole number from 1 to 99, or leave it empty for 1 use.'],
    ['defaultVcValidDays', '366', 'Enter a whole number of days from 1 to 365, or leave it empty for no limit.'],
    ['defaultVcValidDays', '-1', 'Enter a whole number of days from 1 to 365, or leave it empty for no limit.'],
    ['tolerancePercent', '100.5', 'Enter a percentage from 0 to 100 (up to 2 decimals), or leave it empty for 0.'],
    ['tolerancePercent', '5%', 'Enter a percentage from 0 to 100 (up to 2 decimals), or leave it empty for 0.'],
  ])('%s %j is refused beside the field', (field, value, message) => {
    expect(errorsOf(VendorFormSchema, { ...good, [field]: value })).toEqual({ [field]: message });
  });

  it('shows a saved vendor for editing: no limit on days as an empty field, and round-trips', () => {
    const saved = { ...request(good), stateOrProvince: 'tx', contactEmail2: 'b@acme.example' } as unknown as Vendor;
    const form = vendorToForm(saved);
    expect(form).toMatchObject({ defaultVcUsesAllowed: '3', defaultVcValidDays: '', tolerancePercent: '0', stateOrProvince: 'TX' });
    expect(errorsOf(VendorFormSchema, form)).toEqual({});
    expect(vendorEmails(saved)).toEqual(['ap@acme.example', 'b@acme.example']);
  });
});

/** The request parsed from values that must pass. */
const request = (values: VendorFormValues): VendorRequest => {
  const r = parseVendorForm(values);
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.errors)}`);
  return r.request;
};

describe('vendor add/update parsing (docs/requirements.md#spec-5-validation), in the portal', () => {
  it('good input: whole numbers and the percentage as numbers, texts trimmed', () => {
    const r = request({
      ...good,
      defaultVcUsesAllowed: ' 3 ',
      defaultVcValidDays: '045',
      tolerancePercent: ' 2.5 ',
      addressLine2: ' Suite 9 ',
      contactEmail2: ' b@acme.example ',
    });
    expect(r).toMatchObject({
      legalName: 'Acme Widgets LLC',
      defaultVcUsesAllowed: 3,
      defaultVcValidDays: 45,
      tolerancePercent: 2.5,
      addressLine2: 'Suite 9',
      contactEmail2: 'b@acme.example',
    });
    expect(typeof r.defaultVcUsesAllowed).toBe('number');
    expect(typeof r.defaultVcValidDays).toBe('number');
    expect(typeof r.tolerancePercent).toBe('number');
  });

  it('empty input: valid days null (no limit), uses allowed 1, tolerance 0, the optional texts empty', () => {
    const r = request({ ...good, defaultVcUsesAllowed: '', defaultVcValidDays: '  ', tolerancePercent: '' });
    expect(r).toMatchObject({
      defaultVcUsesAllowed: 1,
      defaultVcValidDays: null,
      tolerancePercent: 0,
      addressLine2: '',
      contactEmail2: '',
      contactEmail3: '',
      contactEmail4: '',
      companyContactName: '',
      companyContactEmail: '',
      companyContactPhone: '',
      notes: '',
      invoiceAmountOnly: false,
      bypassVCSecureCode: false,
    });
  });

  it('what it sends is what the platform’s contract takes: no typed text where a number is due', () => {
    for (const values of [
      good,
      { ...good, defaultVcUsesAllowed: '', defaultVcValidDays: '', tolerancePercent: '' },
      { ...good, defaultVcValidDays: '365', tolerancePercent: '100' },
    ]) {
      expect(z.safeParse(VendorRequest, request(values)).success).toBe(true);
    }
  });

  it.each([
    ['defaultVcUsesAllowed', 'five', 'Enter a whole number from 1 to 99, or leave it empty for 1 use.'],
    ['defaultVcUsesAllowed', '1e2', 'Enter a whole number from 1 to 99, or leave it empty for 1 use.'],
    ['defaultVcUsesAllowed', '100', 'Enter a whole number from 1 to 99, or leave it empty for 1 use.'],
    ['defaultVcValidDays', '30.5', 'Enter a whole number of days from 1 to 365, or leave it empty for no limit.'],
    ['defaultVcValidDays', '0', 'Enter a whole number of days from 1 to 365, or leave it empty for no limit.'],
    ['tolerancePercent', '-1', 'Enter a percentage from 0 to 100 (up to 2 decimals), or leave it empty for 0.'],
    ['tolerancePercent', '2.555', 'Enter a percentage from 0 to 100 (up to 2 decimals), or leave it empty for 0.'],
  ])('bad input: %s %j is refused beside its field, and nothing is made to send', (field, value, message) => {
    expect(parseVendorForm({ ...good, [field]: value })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('a new vendor starts from the company program’s card defaults, or empty when they are unknown', () => {
    expect(newVendorForm({ defaultVcUsesAllowed: 2, defaultVcValidDays: 60, defaultTolerancePercent: 5 })).toMatchObject({
      defaultVcUsesAllowed: '2',
      defaultVcValidDays: '60',
      tolerancePercent: '5',
      legalName: '',
    });
    expect(newVendorForm({ defaultVcUsesAllowed: 1, defaultVcValidDays: null, defaultTolerancePercent: 0 })).toMatchObject({
      defaultVcValidDays: '',
      tolerancePercent: '0',
    });
    expect(newVendorForm(null)).toEqual(EMPTY_VENDOR_FORM);
  });
});

describe('pay a vendor', () => {
  const vendor = { defaultVcValidDays: null, defaultVcUsesAllowed: 4 } as Vendor;

  it('prefills the vendor’s defaults and asks for what is missing', () => {
    expect(vendorDefaults(vendor)).toEqual({ validDays: '', usesAllowed: '4' });
    expect(errorsOf(PaymentFormSchema, emptyPaymentForm())).toEqual({
      vendorId: 'Choose the vendor to pay.',
      amount: 'Enter the amount to pay.',
      invoiceNumber: 'Enter the invoice number this payment is for.',
      usesAllowed: 'Enter how many times the card may be used.',
    });
  });

  it.each(['1,23', '-5', 'abc', '$'])('refuses the amount %j', (amount) => {
    expect(errorsOf(PaymentFormSchema, { ...emptyPaymentForm('7'), amount, invoiceNumber: 'I', usesAllowed: '1' }).amount).toBe(
      'Enter the amount in dollars and cents, like 1,250.00.',
    );
  });

  it.each(['12.345', '0.014', '$1,250.005'])('refuses a fraction of a cent beside the amount: %j', (amount) => {
    expect(errorsOf(PaymentFormSchema, { ...emptyPaymentForm('7'), amount, invoiceNumber: 'I', usesAllowed: '1' }).amount).toBe(
      'The amount must be in whole cents (no fractions of a cent).',
    );
  });

  it("refuses beside the amount what is over the paying admin's authority limit, as the platform would", () => {
    const schema = paymentFormSchema(45_000);
    const values = { ...emptyPaymentForm('7'), invoiceNumber: 'I', usesAllowed: '1' };
    expect(errorsOf(schema, { ...values, amount: '45,000.01' }).amount).toBe(
      'The amount is more than your authority limit of $45,000.00. Ask an administrator with a higher limit to make it.',
    );
    expect(overAuthorityLimit(45_000)).toBe(errorsOf(schema, { ...values, amount: '1000000' }).amount);
    expect(errorsOf(schema, { ...values, amount: '45,000.00' }).amount).toBeUndefined();
    expect(errorsOf(PaymentFormSchema, { ...values, amount: '1000000' }).amount).toBeUndefined();
  });

  it('refuses amounts outside $0.01 – $1,000,000.00', () => {
    for (const amount of ['0', '0.00', '1000000.01']) {
      expect(errorsOf(PaymentFormSchema, { ...emptyPaymentForm('7'), amount, invoiceNumber: 'I', usesAllowed: '1' }).amount).toBe(
        'The amount must be from $0.01 to $1,000,000.00.',
      );
    }
  });

  it('makes the request: dollars as a number, no limit as null, an empty memo left out', () => {
    expect(
      toPaymentRequest({ vendorId: '7', amount: '$1,234.56', invoiceNumber: ' INV-1 ', memo: ' ', validDays: '', usesAllowed: '2' }),
    ).toEqual({
      vendorId: 7,
      amount: 1234.56,
      invoiceNumber: 'INV-1',
      usesAllowed: 2,
      validDays: null,
    });
    expect(
      toPaymentRequest({ vendorId: '7', amount: '10', invoiceNumber: 'I', memo: 'May', validDays: '30', usesAllowed: '1' }),
    ).toMatchObject({ memo: 'May', validDays: 30 });
  });

  it('says how long the card works', () => {
    expect(validityText(null)).toBe('No limit');
    expect(validityText(1, Date.UTC(2026, 0, 31, 12))).toBe('1 day, until 02/01/2026');
    expect(validityText(60, Date.UTC(2026, 0, 1, 12))).toBe('60 days, until 03/02/2026');
  });
});

describe('helpers', () => {
  it('parseAmount reads dollars as people type them', () => {
    expect(parseAmount('1234.5')).toBe(1234.5);
    expect(parseAmount(' $1,234.56 ')).toBe(1234.56);
    expect(parseAmount('.5')).toBe(0.5);
    for (const bad of ['', '1,2345', '12,34', '1.234', '-1', '+1', '1e3', '$ ', 'NaN', '1 000']) expect(parseAmount(bad)).toBeNull();
  });

  it('US states: 50 and DC, by two-letter id', () => {
    expect(US_STATES).toHaveLength(51);
    expect(isUsState('DC')).toBe(true);
    expect(isUsState('tx')).toBe(false);
    expect(usStateName('TX')).toBe('Texas');
    expect(usStateName('ON')).toBe('ON');
  });

  it('US phone numbers: ten digits, written any usual way', () => {
    for (const ok of ['555-123-4567', '(555) 123-4567', '555.123.4567', '+1 555 123 4567', '5551234567']) expect(isUsPhone(ok)).toBe(true);
    for (const bad of ['555-1234', '555-123-45678', 'call me', '555_123_4567']) expect(isUsPhone(bad)).toBe(false);
  });

  it('the directory’s status filter reads the URL leniently', () => {
    expect(statusesOf(readStatusFilter(null))).toEqual([]);
    expect(statusesOf(readStatusFilter('pending'))).toEqual(['PENDING']);
    expect(statusesOf(readStatusFilter('ALL'))).toEqual(['ACTIVE', 'PENDING', 'INACTIVE', 'DELETED']);
    expect(readStatusFilter('<script>')).toBeNull();
  });

  it('a refusal keeps the platform’s words; an unreachable platform says whether trying again is safe', () => {
    const refused = new HttpError(409, 'status', { message: 'The vendor is PENDING; only an ACTIVE vendor can be paid.' }, 'x');
    expect(refusalText(refused, 'The payment')).toBe('The payment was refused: The vendor is PENDING; only an ACTIVE vendor can be paid.');
    expect(refusalText(new HttpError(0, 'network', null, 'x'), 'The payment', true)).toMatch(/trying again can’t do it twice/);
    expect(refusalText(new HttpError(503, 'status', null, 'x'), 'Saving the vendor')).toMatch(/Please check whether the change shows/);
  });
});
