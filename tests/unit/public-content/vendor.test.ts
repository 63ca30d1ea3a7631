import { describe, expect, it } from 'vitest';
import { validateEnrollForm } from '../../../spas/features/vendor/enrollForm.js';
import { maskCardNumber, parseVendorLink, vendorLinkQuery } from '../../../spas/features/vendor/vendorLink.js';

describe('vendor link (query parameters companyId and key)', () => {
  it('reads the pair from the email link, with or without the leading ?', () => {
    expect(parseVendorLink('?companyId=1102&key=v24nhlj')).toEqual({ companyId: '1102', key: 'v24nhlj' });
    expect(parseVendorLink('key=v24nhlj&companyId=1102&utm_source=email')).toEqual({ companyId: '1102', key: 'v24nhlj' });
  });
  it('refuses a missing or malformed pair (the page explains instead of calling the platform)', () => {
    expect(parseVendorLink('')).toBeNull();
    expect(parseVendorLink('?companyId=1102')).toBeNull();
    expect(parseVendorLink('?companyId=abc&key=v1')).toBeNull();
    expect(parseVendorLink('?companyId=1&key=../../etc')).toBeNull();
    expect(parseVendorLink(`?companyId=1&key=${'a'.repeat(65)}`)).toBeNull();
  });
  it('builds the same link for the other vendor page', () => {
    const l = { companyId: '7', key: 'v9_x-y' };
    expect(parseVendorLink(vendorLinkQuery(l))).toEqual(l);
  });
});

describe('maskCardNumber: first six and last four at most', () => {
  it('keeps the platform mask, shown with bullets', () => {
    expect(maskCardNumber('411111******1111')).toBe('411111 •••••• 1111');
  });
  it('masks a full number should one ever arrive', () => {
    const shown = maskCardNumber('4111 1111 1111 1111');
    expect(shown).toBe('411111 •••••• 1111');
    expect(shown.replace(/\D/g, '')).toHaveLength(10);
  });
  it('never shows more than the last four of a short value', () => {
    expect(maskCardNumber('123456789')).toBe('•••• 6789');
    expect(maskCardNumber('12')).toBe('••••');
  });
});

describe('vendor enrollment form', () => {
  const good = {
    contactFirstname: ' Jordan ',
    contactLastname: 'Reyes',
    contactEmail: 'ap@vendor.example',
    contactPhone: '',
    acceptTerms: true,
  };
  it('gives a message per field', () => {
    const r = validateEnrollForm({
      contactFirstname: '',
      contactLastname: ' ',
      contactEmail: 'nope',
      contactPhone: 'call me',
      acceptTerms: false,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['acceptTerms', 'contactEmail', 'contactFirstname', 'contactLastname', 'contactPhone']);
    expect(r.errors.contactEmail).toMatch(/email address like/);
  });
  it('sends trimmed values and leaves out an empty phone', () => {
    expect(validateEnrollForm(good)).toEqual({
      ok: true,
      value: { contactFirstname: 'Jordan', contactLastname: 'Reyes', contactEmail: 'ap@vendor.example' },
    });
    expect(validateEnrollForm({ ...good, contactPhone: '(615) 555-0100' })).toMatchObject({
      ok: true,
      value: { contactPhone: '(615) 555-0100' },
    });
  });
  it('limits lengths to what the platform accepts', () => {
    expect(validateEnrollForm({ ...good, contactFirstname: 'x'.repeat(41) }).ok).toBe(false);
    expect(validateEnrollForm({ ...good, contactPhone: '1'.repeat(21) }).ok).toBe(false);
  });
});
