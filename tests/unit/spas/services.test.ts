import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { NAME_SUFFIXES, US_STATES, UsAddress } from '../../../shared/contract/lookups.js';
import type { Offer } from '../../../shared/contract/offers.js';
import type { Contact, Control } from '../../../shared/contract/spendControls.js';
import { afterLoginPath } from '../../../shared/session/views.js';
import { describeSettings, initialValues, settingsSchema, toRequest } from '../../../spas/features/alerts/alertSettings.js';
import { nextOfferPage } from '../../../spas/features/offers/offerFlow.js';
import { AddressForm, ContactForm, NamesForm, PasswordForm, addressChanged } from '../../../spas/features/profile/profileForms.js';

const errors = (schema: z.ZodMiniType, value: unknown): string[] => {
  const r = z.safeParse(schema, value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('docs/requirements.md#spec-3-entities lookups', () => {
  it('has the 50 states and DC, two-letter ids, and the 21 name suffixes', () => {
    expect(US_STATES).toHaveLength(51);
    expect(new Set(US_STATES.map(([id]) => id)).size).toBe(51);
    expect(US_STATES.every(([id]) => /^[A-Z]{2}$/.test(id))).toBe(true);
    expect(US_STATES.map(([id]) => id)).toContain('DC');
    expect(NAME_SUFFIXES).toEqual([
      'Jr',
      'Sr',
      'I',
      'II',
      'III',
      'IV',
      'DC',
      'DDS',
      'DMD',
      'DO',
      'DPM',
      'DPSM',
      'DVM',
      'MD',
      'NP',
      'OD',
      'PA',
      'PhD',
      'PSO',
      'PT',
      'RPH',
    ]);
  });
  it("the platform's address refuses an unknown state and a bad ZIP, accepts ZIP+4", () => {
    const good = { address1: '1 Main St', address2: '', city: 'Columbus', state: 'OH', zipCode: '43215-1234' };
    expect(z.safeParse(UsAddress, good).success).toBe(true);
    expect(z.safeParse(UsAddress, { ...good, state: 'XX' }).success).toBe(false);
    expect(z.safeParse(UsAddress, { ...good, zipCode: '4321' }).success).toBe(false);
  });
});

describe('profile forms', () => {
  it('contact details: email and a 10-digit US phone as people type it', () => {
    expect(errors(ContactForm, { email: 'a@b.co', phone: '(555) 123-4567' })).toEqual([]);
    expect(errors(ContactForm, { email: 'a@b.co', phone: '+1 555.123.4567' })).toEqual([]);
    expect(errors(ContactForm, { email: 'nope', phone: '12345' })).toEqual([
      'Enter an email address like name@example.com.',
      'Enter a 10-digit US phone number, like 555-123-4567.',
    ]);
  });
  it('address: each problem in words', () => {
    expect(errors(AddressForm, { address1: '', address2: '', city: '', state: 'ZZ', zipCode: 'abcde' })).toEqual([
      'Enter the street address.',
      'Enter the city.',
      'Choose a state.',
      'Enter a 5-digit ZIP code, or ZIP+4 like 43215-1234.',
    ]);
  });
  it('names: letters only, a suffix from the list or none', () => {
    expect(errors(NamesForm, { firstname: "O'Neil", lastname: 'Smith-Jones', suffix: 'PhD' })).toEqual([]);
    expect(errors(NamesForm, { firstname: 'Pat', lastname: 'Lee', suffix: '' })).toEqual([]);
    expect(errors(NamesForm, { firstname: 'P4t', lastname: 'Lee', suffix: 'Esq' })).toEqual([
      'Use letters, spaces, apostrophes, dots and hyphens.',
      'Choose a suffix from the list.',
    ]);
  });
  it("password: the platform's rules, typed twice, not the current one", () => {
    expect(errors(PasswordForm, { currentPassword: 'Password1!', newPassword: 'Brighter2025', confirmPassword: 'Brighter2025' })).toEqual(
      [],
    );
    expect(errors(PasswordForm, { currentPassword: 'x', newPassword: 'lettersonly', confirmPassword: 'lettersonly' })).toEqual([
      'Your password must include at least one letter and one number.',
    ]);
    expect(errors(PasswordForm, { currentPassword: 'x', newPassword: 'Brighter2025', confirmPassword: 'Brighter2026' })).toEqual([
      "The new passwords don't match.",
    ]);
    expect(errors(PasswordForm, { currentPassword: 'Same1234', newPassword: 'Same1234', confirmPassword: 'Same1234' })).toEqual([
      'Choose a password different from your current one.',
    ]);
  });
  it('an address counts as changed only when it is another place (not ZIP+4 or letter case)', () => {
    const a = { address1: '1 Main St', address2: '', city: 'Columbus', state: 'OH', zipCode: '43215' };
    expect(addressChanged(a, { ...a, zipCode: '43215-1234', city: 'COLUMBUS' })).toBe(false);
    expect(addressChanged(a, { ...a, address1: '2 Main St' })).toBe(true);
  });
});

describe('alert settings', () => {
  const amountType = { attributes: ['amount'], kind: 'ALERT' as const };
  const contacts: Contact[] = [
    { contactId: 11, name: 'Sam', type: 'EMAIL', value: 'sam@example.com' },
    { contactId: 12, name: 'Sam', type: 'SMS', value: '555-200-1234' },
  ];
  it('checks the amount and that the alert goes somewhere', () => {
    expect(errors(settingsSchema(amountType), { amount: '$1,250.50', mccGroupId: '', email: true, sms: false })).toEqual([]);
    expect(errors(settingsSchema(amountType), { amount: '0', mccGroupId: '', email: true, sms: false })).toEqual([
      'Enter an amount more than $0.00.',
    ]);
    expect(errors(settingsSchema(amountType), { amount: '12.345', mccGroupId: '', email: false, sms: false })).toEqual([
      'Enter an amount in dollars, like 250 or 250.00.',
      'Choose email, text or both.',
    ]);
    expect(
      errors(settingsSchema({ attributes: ['mccGroupId'], kind: 'CONTROL' }), { amount: '', mccGroupId: '', email: true, sms: false }),
    ).toEqual(['Choose a merchant category group.']);
  });
  it("turns the form into the platform's attributes and contacts, and back", () => {
    const req = toRequest(amountType, { amount: '$1,250.50', mccGroupId: '', email: false, sms: true }, contacts);
    expect(req).toEqual({ controlAttributes: { amount: 1250.5 }, contactIds: [12] });
    const control = { contactIds: [12], controlAttributes: { amount: 1250.5 } } as unknown as Control;
    expect(initialValues(control, contacts)).toEqual({ amount: '1250.50', mccGroupId: '', email: false, sms: true });
    expect(initialValues(undefined, contacts)).toEqual({ amount: '', mccGroupId: '', email: true, sms: false });
    expect(describeSettings(control, contacts, () => undefined)).toBe('$1,250.50 · by text');
  });
});

describe('offers after login', () => {
  const offer = (kind: Offer['kind'], status: Offer['status'] = 'PENDING') => ({ kind, status }) as Offer;
  it('the watcher shows the pre-approved offer first, then the promotion, then the notice, then nothing', () => {
    expect(nextOfferPage([offer('INFORMATIONAL'), offer('INTERSTITIAL'), offer('PREEMPTIVE')])).toBe('/pre-dashboard/preemptive-offer');
    expect(nextOfferPage([offer('INFORMATIONAL'), offer('INTERSTITIAL'), offer('PREEMPTIVE', 'ACCEPTED')])).toBe(
      '/dashboard-cardholder/offer-inter',
    );
    expect(nextOfferPage([offer('INFORMATIONAL'), offer('INTERSTITIAL', 'DECLINED')])).toBe('/pre-dashboard/informational');
    expect(nextOfferPage([offer('INFORMATIONAL', 'ACKNOWLEDGED')])).toBeNull();
  });
  it('only cardholders pass the watcher after login; admins go home', () => {
    const auth = (name: string) => [{ name, scopes: [] }];
    expect(afterLoginPath({ userType: { userType: 'CARDMEMBER' }, userHoldingCompanyId: null, authorities: auth('ROLE_CARDMEMBER') })).toBe(
      '/pre-dashboard',
    );
    expect(
      afterLoginPath({ userType: { userType: 'PROGRAM ADMIN' }, userHoldingCompanyId: null, authorities: auth('ROLE_ADMIN_MANAGER') }),
    ).toBe('/pa');
    expect(
      afterLoginPath({ userType: { userType: 'PROGRAM ADMIN' }, userHoldingCompanyId: 7, authorities: auth('ROLE_ADMIN_MANAGER') }),
    ).toBe('/holding-company');
  });
});
