/** Sidebars of docs/requirements.md#spec-2-screens for each demo user of docs/requirements.md#design-4-demo-data, quick links and the profile menu. */
import { describe, expect, it } from 'vitest';
import type { User } from '../../../shared/contract/authentication.js';
import { viewFor } from '../../../shared/session/views.js';
import {
  greeting,
  profileMenuFor,
  quickLinksFor,
  sidebarFor,
  type ChromeContext,
  type RoleShortName,
} from '../../../shared/permissions/index.js';
import { cardholderView, dashboard, fullCompany, makeUser } from './fixtures.js';

const REPORTING_URL = 'https://reports.example.test/portal';
const pa = (...roles: RoleShortName[]) => makeUser({ type: 'PROGRAM ADMIN', roles });
const paCompany = fullCompany(); // 108, expense reporting enabled and acknowledged, virtual cards enabled
const fleetCompany = fullCompany({
  productTypeCode: 114,
  expenseReportingEnabled: false,
  companyVirtualCard: { virtualCardEnabled: false },
});
const paCtx = (company = paCompany): ChromeContext => ({ view: 'programAdminView', company, reportingUrl: REPORTING_URL });
const cardholderCompany = fullCompany({ productTypeCode: 101, expenseReportingEnabled: false });

const labels = (user: User, ctx: ChromeContext) => sidebarFor(user, ctx).map((e) => e.label);
const hrefs = (user: User, ctx: ChromeContext) => Object.fromEntries(sidebarFor(user, ctx).map((e) => [e.label, e.href]));

describe('sidebar per docs/requirements.md#design-4-demo-data demo user', () => {
  it.each([
    [
      'cardholder',
      makeUser({ type: 'CARDMEMBER' }),
      cardholderView(dashboard(), cardholderCompany),
      ['Home', 'Payments', 'Transactions', 'Statements', 'Rewards', 'Services'],
    ],
    [
      'cardholder, company with expense reporting acknowledged',
      makeUser({ type: 'CARDMEMBER' }),
      cardholderView(dashboard(), paCompany),
      ['Home', 'Expense Reporting', 'Payments', 'Transactions', 'Statements', 'Rewards', 'Services'],
    ],
    [
      'virtualsub',
      makeUser({ type: 'CARDMEMBER' }),
      cardholderView(dashboard({ accountEntityType: 'Virtual Sub' }, { productTypeCode: 108, rewardsEnabled: false }), paCompany),
      ['Home', 'Payments', 'Transactions', 'Statements', 'Services'],
    ],
    [
      'pa_admin',
      pa('admin_manager'),
      paCtx(),
      ['Home', 'Alerts and Controls', 'Expense Reporting', 'Program Admin', 'Reporting', 'Services', 'Virtual Cards'],
    ],
    [
      'pa_tier1',
      pa('admin_tier1'),
      paCtx(),
      ['Home', 'Alerts and Controls', 'Expense Reporting', 'Reporting', 'Services', 'Virtual Cards'],
    ],
    ['pa_tier2', pa('admin_tier2'), paCtx(), ['Home', 'Alerts and Controls', 'Expense Reporting', 'Reporting', 'Services']],
    ['pa_manager', pa('manager'), paCtx(), ['Home', 'Expense Reporting', 'Reporting', 'Services']],
    ['pa_accounting', pa('accounting'), paCtx(), ['Home', 'Expense Reporting', 'Reporting', 'Services']],
    ['pa_delegate', pa('delegate'), paCtx(), ['Home', 'Services']],
    ['pa_payments', pa('payments_only'), paCtx(), ['Home']],
    ['pa_reporting', pa('reporting_only'), paCtx(), ['Home', 'Reporting', 'Services']],
    ['pa_viewonly', pa('view_only'), paCtx(), ['Home', 'Alerts and Controls', 'Program Admin', 'Reporting', 'Services', 'Virtual Cards']],
    ['pa_vconly', pa('virtual_card_only'), paCtx(), ['Home', 'Services', 'Virtual Cards']],
    [
      'pa_fleet',
      pa('admin_manager'),
      paCtx(fleetCompany),
      ['Home', 'Alerts and Controls', 'Fleet', 'Program Admin', 'Reporting', 'Services'],
    ],
    ['a delegate of the fleet company', pa('delegate'), paCtx(fleetCompany), ['Home', 'Fleet', 'Services']],
    ['pa_manager, expense reporting off', pa('manager'), paCtx(fullCompany({ expenseReportingEnabled: false })), ['Home', 'Reporting']],
  ] as const)('%s', (_name, user, ctx, expected) => {
    expect(labels(user, ctx)).toEqual(expected);
  });

  it('cardholder links', () => {
    expect(hrefs(makeUser({ type: 'CARDMEMBER' }), cardholderView(dashboard(), paCompany))).toEqual({
      Home: '/dashboard-cardholder',
      'Expense Reporting': '/dashboard-cardholder/expense-reporting',
      Payments: '/dashboard-cardholder/payments',
      Transactions: '/dashboard-cardholder/transactions',
      Statements: '/dashboard-cardholder/statements',
      Rewards: '/dashboard-cardholder/cardholder-rewards',
      Services: '/dashboard-cardholder/services',
    });
  });

  it('program admin links; Reporting opens the platform URL in a new tab', () => {
    expect(hrefs(pa('admin_manager'), paCtx())).toEqual({
      Home: '/pa',
      'Alerts and Controls': '/pa/pa-alerts-and-controls',
      'Expense Reporting': '/pa/expense-reporting',
      'Program Admin': '/pa/program-admin',
      Reporting: REPORTING_URL,
      Services: '/pa/services',
      'Virtual Cards': '/pa/virtual-cards',
    });
    const reporting = sidebarFor(pa('admin_manager'), paCtx()).find((e) => e.id === 'reporting')!;
    expect(reporting).toMatchObject({ newTab: true, external: true });
    expect(
      sidebarFor(pa('admin_manager'), paCtx())
        .filter((e) => e.newTab)
        .map((e) => e.id),
    ).toEqual(['reporting']);
    expect(hrefs(pa('admin_manager'), paCtx(fleetCompany)).Fleet).toBe('/pa/fleet');
  });

  it('Reporting is absent while the reporting URL is unknown', () => {
    expect(labels(pa('admin_manager'), { view: 'programAdminView', company: paCompany })).not.toContain('Reporting');
  });

  describe('hc_admin', () => {
    const hc = makeUser({ type: 'PROGRAM ADMIN', roles: ['admin_manager'], holdingCompanyId: 900 });

    it('holding-company view: only Holding Company/Home, Program Admin and Reporting', () => {
      const view = viewFor(hc, new URLSearchParams(''));
      expect(view).toBe('holdingCompanyView');
      const entries = sidebarFor(hc, { view, reportingUrl: REPORTING_URL });
      expect(entries.map((e) => [e.id, e.label, e.href])).toEqual([
        ['holdingCompany', 'Home', '/holding-company'],
        ['programAdmin', 'Program Admin', '/holding-company/program-admin'],
        ['reporting', 'Reporting', REPORTING_URL],
      ]);
    });

    it('holding-company view for a view-only holding admin drops nothing it may see, and a payments-only one sees Home only', () => {
      const vo = makeUser({ type: 'PROGRAM ADMIN', roles: ['view_only'], holdingCompanyId: 900 });
      expect(labels(vo, { view: 'holdingCompanyView', reportingUrl: REPORTING_URL })).toEqual(['Home', 'Program Admin', 'Reporting']);
      const po = makeUser({ type: 'PROGRAM ADMIN', roles: ['payments_only'], holdingCompanyId: 900 });
      expect(labels(po, { view: 'holdingCompanyView', reportingUrl: REPORTING_URL })).toEqual(['Home']);
    });

    it('program admin view with company=: Company keeps the company parameter, Program Admin is the holding-company variant', () => {
      const view = viewFor(hc, new URLSearchParams('company=42'));
      expect(view).toBe('programAdminView');
      const ctx: ChromeContext = { view, company: paCompany, companyParam: '42', reportingUrl: REPORTING_URL };
      expect(sidebarFor(hc, ctx).map((e) => [e.label, e.href])).toEqual([
        ['Holding Company', '/holding-company'],
        ['Company', '/pa?company=42'],
        ['Alerts and Controls', '/pa/pa-alerts-and-controls?company=42'],
        ['Expense Reporting', '/pa/expense-reporting?company=42'],
        ['Program Admin', '/holding-company/program-admin'],
        ['Reporting', REPORTING_URL],
        ['Services', '/pa/services?company=42'],
        ['Virtual Cards', '/pa/virtual-cards?company=42'],
      ]);
    });
  });

  it('a program admin viewing as a cardholder gets the cardholder sidebar by its own roles, links keeping the view', () => {
    const view = viewFor(pa('admin_manager'), new URLSearchParams('view=cardholder'));
    expect(view).toBe('cardholderView');
    const ctx: ChromeContext = { ...cardholderView(dashboard(), paCompany), cardNumberParam: 'enc123' };
    expect(sidebarFor(pa('admin_manager'), ctx).map((e) => [e.label, e.href])).toEqual([
      ['Home', '/dashboard-cardholder?view=cardholder&cardNumber=enc123'],
      ['Expense Reporting', '/dashboard-cardholder/expense-reporting?view=cardholder&cardNumber=enc123'],
      ['Payments', '/dashboard-cardholder/payments?view=cardholder&cardNumber=enc123'],
      ['Transactions', '/dashboard-cardholder/transactions?view=cardholder&cardNumber=enc123'],
      ['Statements', '/dashboard-cardholder/statements?view=cardholder&cardNumber=enc123'],
      ['Rewards', '/dashboard-cardholder/cardholder-rewards?view=cardholder&cardNumber=enc123'],
      ['Services', '/dashboard-cardholder/services?view=cardholder&cardNumber=enc123'],
    ]);
    expect(labels(pa('reporting_only'), cardholderView(dashboard(), paCompany))).toEqual(['Home', 'Expense Reporting', 'Services']);
    expect(labels(pa('payments_only'), cardholderView(dashboard(), paCompany))).toEqual([
      'Home',
      'Expense Reporting',
      'Payments',
      'Transactions',
      'Statements',
    ]);
  });
});

describe('quick links and profile menu', () => {
  const ids = (list: { id: string; href: string }[]) => list.map((e) => [e.id, e.href]);

  it('cardholder: under /dashboard-cardholder, no Administrator Guide', () => {
    expect(ids(quickLinksFor(makeUser({ type: 'CARDMEMBER' }), cardholderView()))).toEqual([
      ['privacy', '/dashboard-cardholder/privacy'],
      ['faqs', '/dashboard-cardholder/faqs'],
      ['contactUs', '/dashboard-cardholder/contact-us'],
      ['logOut', '/'],
    ]);
  });

  it('program admin (AM): Administrator Guide in a new tab, the rest under /pa keeping company', () => {
    const links = quickLinksFor(pa('admin_manager'), { ...paCtx(), companyParam: '42' });
    expect(ids(links)).toEqual([
      ['adminGuide', '/paguide'],
      ['privacy', '/pa/privacy?company=42'],
      ['faqs', '/pa/faqs?company=42'],
      ['contactUs', '/pa/contact-us?company=42'],
      ['logOut', '/'],
    ]);
    expect(links[0]).toMatchObject({ label: 'Administrator Guide', newTab: true });
    expect(links.map((l) => l.label)).toEqual(['Administrator Guide', 'Privacy', 'FAQs', 'Contact Us', 'Log Out']);
  });

  it('the Administrator Guide is for AM only', () => {
    expect(quickLinksFor(pa('view_only'), paCtx()).map((l) => l.id)).toEqual(['privacy', 'faqs', 'contactUs', 'logOut']);
  });

  it('program admin in the cardholder view: still under /pa (by user type)', () => {
    expect(quickLinksFor(pa('admin_tier1'), cardholderView()).find((l) => l.id === 'faqs')!.href).toBe('/pa/faqs');
  });

  it('holding-company view: the admin help pages under /holding-company (no /pa page opens there)', () => {
    const hc = makeUser({ type: 'PROGRAM ADMIN', roles: ['admin_manager'], holdingCompanyId: 900 });
    expect(ids(quickLinksFor(hc, { view: 'holdingCompanyView' }))).toEqual([
      ['adminGuide', '/paguide'],
      ['privacy', '/holding-company/privacy'],
      ['faqs', '/holding-company/faqs'],
      ['contactUs', '/holding-company/contact-us'],
      ['logOut', '/'],
    ]);
    expect(ids(profileMenuFor(hc, { view: 'holdingCompanyView' }))).toEqual([
      ['profile', '/holding-company/holding-company-details'],
      ['contactUs', '/holding-company/contact-us'],
      ['logOut', '/'],
    ]);
  });

  it('profile dropdown: Profile, Contact Us, Log Out by user type', () => {
    expect(profileMenuFor(makeUser({ type: 'CARDMEMBER' }), cardholderView()).map((l) => [l.label, l.href])).toEqual([
      ['Profile', '/dashboard-cardholder/profile'],
      ['Contact Us', '/dashboard-cardholder/contact-us'],
      ['Log Out', '/'],
    ]);
    expect(profileMenuFor(pa('delegate'), paCtx()).map((l) => l.href)).toEqual(['/pa/profile', '/pa/contact-us', '/']);
  });

  it('greeting', () => {
    expect(greeting({ firstname: 'Ada' })).toBe('Hi, Ada');
    expect(greeting({ firstname: '  ' })).toBe('Welcome!');
    expect(greeting(null)).toBe('Welcome!');
  });
});
