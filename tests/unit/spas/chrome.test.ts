import { describe, expect, it } from 'vitest';
import { footerVariant } from '../../../spas/ui/footerVariant.js';
import { cardholderMenu, holdingCompanyMenu, menuFor, programAdminMenu } from '../../../spas/ui/menus.js';
import { userPagePath } from '../../../spas/ui/userLinks.js';
import { isInArea } from '../../../spas/ui/AppLink.js';
import { cardholder, paAdmin } from '../session-core/fixtures.js';

const hcAdmin = { ...paAdmin, userHoldingCompanyId: 9004 };

describe('footer variant (spec §2)', () => {
  it.each([
    ['/login', 'client', 'login', 'full'],
    ['/vendorPayment', 'client', 'vendorPayment', 'reduced'],
    ['/enrollVendor', 'client', 'enrollVendor', 'reduced'],
    ['/info', 'client', 'info', 'reduced'],
    ['/info/terms/rewards', 'client', 'infoTermsRewards', 'reduced'],
    ['/information', 'client', 'notFound', 'full'],
    ['/', 'bare', 'welcome', 'copyright'],
    ['/', 'welcome', 'welcome', 'copyright'],
    ['/applynow', 'client', 'applyNow', 'copyright'],
    ['/faqs', 'applynow', 'faqs', 'copyright'],
  ] as const)('%s on a %s host (%s) → %s', (path, host, page, variant) => {
    expect(footerVariant(path, host, page)).toBe(variant);
  });
});

describe('side menus (spec §2)', () => {
  it('cardholder: Home, Expense Reporting, Payments, Transactions, Statements, Rewards, Services', () => {
    expect(cardholderMenu().map((m) => m.label)).toEqual(['Home', 'Expense Reporting', 'Payments', 'Transactions', 'Statements', 'Rewards', 'Services']);
    expect(cardholderMenu().find((m) => m.id === 'rewards')?.href).toBe('/dashboard-cardholder/cardholder-rewards');
  });

  it('program admin: Home, or Company keeping the company parameter', () => {
    const plain = programAdminMenu({ user: paAdmin, company: null, reportingUrl: null });
    expect(plain.map((m) => m.label)).toEqual(['Home', 'Alerts and Controls', 'Expense Reporting', 'Fleet', 'Program Admin', 'Reporting', 'Services', 'Virtual Cards']);
    const withCompany = programAdminMenu({ user: paAdmin, company: '1108', reportingUrl: 'https://reports.example/x' });
    expect(withCompany[0]).toMatchObject({ label: 'Company', href: '/pa?company=1108' });
    expect(withCompany.find((m) => m.id === 'reporting')).toMatchObject({ href: 'https://reports.example/x', newTab: true, kind: 'link' });
    expect(programAdminMenu({ user: hcAdmin, company: '1108', reportingUrl: null }).find((m) => m.id === 'programAdmin')?.href).toBe('/holding-company/program-admin');
  });

  it('holding company: only Holding Company, Program Admin, Reporting', () => {
    expect(holdingCompanyMenu({ user: hcAdmin, company: null, reportingUrl: null }).map((m) => m.label)).toEqual(['Holding Company', 'Program Admin', 'Reporting']);
    expect(menuFor('public', { user: null, company: null, reportingUrl: null })).toEqual([]);
  });
});

describe('user links', () => {
  it('privacy, FAQs and contact us live under the area of the user type', () => {
    expect(userPagePath(cardholder, 'cardholder', 'privacy')).toBe('/dashboard-cardholder/privacy');
    expect(userPagePath(paAdmin, 'pa', 'contactUs')).toBe('/pa/contact-us');
    expect(userPagePath(cardholder, 'public', 'faqs')).toBe('/dashboard-cardholder/faqs');
    expect(userPagePath(paAdmin, 'public', 'faqs')).toBe('/pa/faqs');
    expect(userPagePath(hcAdmin, 'holdingCompany', 'profile')).toBe('/holding-company/holding-company-details');
    expect(userPagePath(null, 'public', 'privacy')).toBe('/privacy');
  });
});

describe('client-side links', () => {
  it('route on the client only inside the same area', () => {
    expect(isInArea('/dashboard-cardholder/payments', 'cardholder')).toBe(true);
    expect(isInArea('/pre-dashboard/informational', 'cardholder')).toBe(true);
    expect(isInArea('/pa/Registration', 'pa')).toBe(false);
    expect(isInArea('/pa/Registration', 'public')).toBe(true);
    expect(isInArea('/pa?company=1', 'pa')).toBe(true);
    expect(isInArea('/faqs', 'cardholder')).toBe(false);
    expect(isInArea('//evil.example/pa', 'pa')).toBe(false);
    expect(isInArea('https://evil.example/pa', 'pa')).toBe(false);
  });
});
