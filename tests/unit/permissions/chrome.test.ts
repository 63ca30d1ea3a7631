import { describe, expect, it } from 'vitest';
import {
  areaAllowed,
  areaForPath,
  areaPossible,
  pathPossible,
  AREA_POLICIES,
  copyright,
  footerLinks,
  footerVariant,
  layoutParts,
  MENU_SLIDE_MS,
  pathAllowed,
  SIDEBAR_WIDTH,
} from '../../../shared/permissions/index.js';
import { pageRoutes } from '../../../shared/routes/routeTable.js';
import { adminWith, cardholderUser, cardholderView, dashboard, fullCompany, makeUser, paView } from './fixtures.js';

describe('footer variants (docs/requirements.md#spec-2-screens)', () => {
  it.each([
    ['/login', 'client', 'full'],
    ['/faqs', 'client', 'full'],
    ['/dashboard-cardholder', 'client', 'full'],
    ['/vendorPayment', 'client', 'reduced'],
    ['/vendorpayment/', 'client', 'reduced'],
    ['/enrollVendor', 'client', 'reduced'],
    ['/enrollVendor?code=1', 'client', 'reduced'],
    ['/info', 'client', 'reduced'],
    ['/info/terms', 'client', 'reduced'],
    ['/info/terms/rewards', 'client', 'reduced'],
    ['/information', 'client', 'full'],
    ['/vendorPayments', 'client', 'full'],
    ['/applynow', 'client', 'copyrightOnly'],
    ['/welcome', 'client', 'copyrightOnly'],
    ['/welcome', 'bare', 'copyrightOnly'],
    ['/', 'bare', 'copyrightOnly'],
    ['/', 'client', 'full'],
    ['/', 'welcome', 'copyrightOnly'],
    ['/', 'applynow', 'copyrightOnly'],
    ['/faqs', 'applynow', 'copyrightOnly'],
    ['/login', 'bare', 'full'],
  ] as const)('%s on a %s host → %s', (path, host, variant) => {
    expect(footerVariant(path, host)).toBe(variant);
  });

  it('links per variant', () => {
    expect(footerLinks('full').map((l) => l.label)).toEqual(['Rewards', 'Rates & Fees', 'Privacy', 'Security', 'FAQs', 'Contact Us']);
    expect(footerLinks('reduced').map((l) => l.label)).toEqual(['Privacy', 'Security', 'Contact Us']);
    expect(footerLinks('copyrightOnly')).toEqual([]);
    for (const l of footerLinks('full')) expect(l.href).toMatch(/^\/[a-zA-Z]/);
  });

  it('copyright has the current year, also as its tooltip', () => {
    expect(copyright(new Date(2031, 5, 1))).toEqual({ text: '© 2031', title: '2031' });
    expect(copyright(new Date(2031, 5, 1), 'Demo Bank')).toEqual({ text: '© 2031 Demo Bank', title: '2031' });
  });
});

describe('layouts', () => {
  it('constants of docs/requirements.md#spec-9-constants', () => {
    expect(SIDEBAR_WIDTH).toBe('15rem');
    expect(MENU_SLIDE_MS).toBe(300);
  });
  it.each([
    ['full', { header: true, footer: true, sidebar: false }],
    ['headerOnly', { header: true, footer: false, sidebar: false }],
    ['none', { header: false, footer: false, sidebar: false }],
    ['sidebar', { header: true, footer: false, sidebar: true }],
  ] as const)('%s', (layout, parts) => {
    expect(layoutParts(layout)).toEqual(parts);
  });
});

describe('areas for the gateway', () => {
  it.each([
    ['/pa/fleet', 'fleet'],
    ['/PA/Fleet/', 'fleet'],
    ['/pa/program-admin', 'programAdmin'],
    ['/holding-company/program-admin', 'programAdmin'],
    ['/pa/virtual-cards', 'virtualCards'],
    ['/pa/expense-reporting', 'paExpenseReporting'],
    ['/pa/pa-alerts-and-controls', 'alertsAndControls'],
    ['/pa/pa-alerts-and-controls/accounts/1234', 'alertsAndControls'],
    ['/pa/pa-alerts-and-controls/merchant-category-groups', 'mccGroups'],
    ['/pa/services', 'services'],
    ['/pa/services/card-activation', 'cardActivation'],
    ['/dashboard-cardholder/expense-reporting', 'cardholderExpenseReporting'],
    ['/dashboard-cardholder/payments', 'payments'],
    ['/dashboard-cardholder/transactions', 'transactions'],
    ['/dashboard-cardholder/statements', 'statements'],
    ['/dashboard-cardholder/cardholder-rewards', 'rewards'],
    ['/dashboard-cardholder/services', 'services'],
    ['/dashboard-cardholder/services/alerts-and-controls', 'alertsAndControls'],
    ['/dashboard-cardholder/services/paperless', 'paperless'],
    ['/dashboard-cardholder/offer', 'offers'],
    ['/pa/accounts/500123', 'companyAccounts'],
    ['/pa', undefined],
    ['/pa/faqs', undefined],
    ['/dashboard-cardholder/profile', undefined],
    ['/holding-company/123', undefined],
    ['/login', undefined],
    ['/nowhere', undefined],
  ] as const)('%s → %s', (path, area) => {
    expect(areaForPath(path)).toBe(area);
  });

  it('every feature area is reachable from some route', () => {
    const reached = new Set(
      pageRoutes()
        .map((r) => areaForPath(r.path))
        .filter(Boolean),
    );
    expect([...reached].sort()).toEqual(Object.keys(AREA_POLICIES).sort());
  });

  it('refuses a route the user may not see, allows the rest', () => {
    const fleetCtx = paView(fullCompany({ productTypeCode: 114 }));
    expect(pathAllowed(adminWith('payments_only'), '/pa/fleet', fleetCtx)).toBe(false);
    expect(pathAllowed(adminWith('admin_manager'), '/pa/fleet', fleetCtx)).toBe(true);
    expect(pathAllowed(adminWith('admin_manager'), '/pa/fleet', paView())).toBe(false);
    expect(pathAllowed(adminWith('delegate'), '/pa/fleet', fleetCtx)).toBe(true);
    expect(pathAllowed(adminWith('view_only'), '/pa/pa-alerts-and-controls/merchant-category-groups', paView())).toBe(true);
    expect(pathAllowed(adminWith('delegate'), '/pa/pa-alerts-and-controls/merchant-category-groups', paView())).toBe(false);
    expect(pathAllowed(adminWith('payments_only'), '/pa/program-admin', paView())).toBe(false);
    expect(pathAllowed(adminWith('payments_only'), '/pa/services', paView())).toBe(false);
    expect(pathAllowed(adminWith('payments_only'), '/pa/faqs', paView())).toBe(true);
    expect(pathAllowed(adminWith('delegate'), '/pa/virtual-cards', paView())).toBe(false);
    expect(pathAllowed(adminWith('virtual_card_only'), '/pa/virtual-cards', paView())).toBe(true);
    expect(
      pathAllowed(
        cardholderUser(),
        '/dashboard-cardholder/expense-reporting',
        cardholderView(dashboard({ accountEntityType: 'Virtual Sub' })),
      ),
    ).toBe(false);
    expect(pathAllowed(cardholderUser(), '/dashboard-cardholder/expense-reporting', cardholderView())).toBe(true);
    expect(
      areaAllowed(makeUser({ type: 'PROGRAM ADMIN', roles: ['admin_manager'], holdingCompanyId: 9 }), 'programAdmin', {
        view: 'holdingCompanyView',
      }),
    ).toBe(true);
  });

  it('without facts: refuses what no company could allow, allows what some company could', () => {
    expect(pathPossible(adminWith('payments_only'), '/pa/fleet', 'programAdminView')).toBe(false);
    expect(pathPossible(adminWith('view_only'), '/pa/fleet', 'programAdminView')).toBe(true);
    expect(pathPossible(adminWith('delegate'), '/pa/expense-reporting', 'programAdminView')).toBe(false);
    expect(pathPossible(adminWith('manager'), '/pa/expense-reporting', 'programAdminView')).toBe(true);
    expect(pathPossible(adminWith('manager'), '/pa/services', 'programAdminView')).toBe(true);
    expect(pathPossible(adminWith('payments_only'), '/pa/services', 'programAdminView')).toBe(false);
    expect(pathPossible(adminWith('delegate'), '/pa/virtual-cards', 'programAdminView')).toBe(false);
    expect(pathPossible(adminWith('virtual_card_only'), '/pa/virtual-cards', 'programAdminView')).toBe(true);
    expect(pathPossible(adminWith('reporting_only'), '/pa/program-admin', 'programAdminView')).toBe(false);
    expect(pathPossible(adminWith('reporting_only'), '/pa/faqs', 'programAdminView')).toBe(true);
    expect(pathPossible(cardholderUser(), '/dashboard-cardholder/expense-reporting', 'cardholderView')).toBe(true);
    expect(pathPossible(cardholderUser(), '/dashboard-cardholder/cardholder-rewards', 'cardholderView')).toBe(true);
    expect(pathPossible(adminWith('view_only'), '/dashboard-cardholder/cardholder-rewards', 'cardholderView')).toBe(false);
    expect(areaPossible(adminWith('payments_only'), 'services', 'holdingCompanyView')).toBe(false);
    expect(areaPossible(adminWith('admin_manager'), 'services', 'holdingCompanyView')).toBe(false);
  });
});
