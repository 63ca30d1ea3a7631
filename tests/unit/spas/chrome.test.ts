import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/contract/authentication.js';
import { isInArea, keepViewParams } from '../../../spas/ui/AppLink.js';
import { pageDecision, quickLinks, sidebarEntries, viewHome } from '../../../spas/app/chrome.js';
import { startSessionData } from '../../../shared/session/facts/index.js';
import { queryClient } from '../../../shared/session/queryClient.js';
import { initSession, setLoggedOut } from '../../../shared/session/store.js';
import { bootstrap, json, paAdmin, scriptFetch } from '../session-core/fixtures.js';

const payments: User = {
  ...paAdmin,
  userCompanyId: 1102,
  authorities: [{ name: 'ROLE_PA_PAYMENTS_ONLY', scopes: [{ name: '*:account' }] }],
};
const am: User = {
  ...paAdmin,
  userCompanyId: 1102,
  authorities: [{ name: 'ROLE_ADMIN_MANAGER', scopes: [{ name: '*:account' }, { name: '*:expensereport' }, { name: '*:virtualcard' }] }],
};
const company = (over: object = {}) => ({
  data: {
    companyId: 1102,
    companyName: 'Ironwood',
    brand: 'demo',
    productTypeCode: 108,
    holdingCompanyId: null,
    expenseReportingEnabled: true,
    activationAcknowledgement: true,
    companyVirtualCard: { virtualCardEnabled: true },
    payOptionType: 'CONSOLIDATED',
    consolidateRewards: true,
    availableCardBalance: 0,
    availableCredit: 0,
    creditLimit: 0,
    billingCycle: 1,
    outstandingBalance: 0,
    accountId: 1,
    status: 'ACTIVE',
    dataSource: 'PROCESSOR',
    ...over,
  },
});

const stops: (() => void)[] = [];
afterEach(() => {
  while (stops.length) stops.pop()!();
  vi.unstubAllGlobals();
  queryClient.clear();
  setLoggedOut();
});

/** A platform whose company answer waits for `release`. */
function slowCompany(answer: () => Response) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  scriptFetch(async (url) => {
    if (url.startsWith('/api/searchcompany')) {
      await gate;
      return answer();
    }
    if (url.startsWith('/api/reporting')) return json(200, { data: { url: 'https://reports.example/demo' } });
    if (url.startsWith('/api/v1/accounts/company')) return json(200, { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 });
    return json(404, { error: 'Not Found', message: 'x' });
  });
  return () => release();
}

describe('permission-built chrome with loaded facts', () => {
  it('the sidebar is a placeholder (null) until the company has loaded, then lists what the rules allow', async () => {
    const release = slowCompany(() => json(200, company()));
    initSession(bootstrap({ loggedIn: true, user: am, xsrfToken: 't' }), '?company=1102');
    stops.push(startSessionData());
    await new Promise((r) => setTimeout(r, 10));
    expect(sidebarEntries.value).toBeNull();
    expect(pageDecision('/pa/virtual-cards')).toBe('loading');
    release();
    await vi.waitFor(() => expect(sidebarEntries.value).not.toBeNull());
    expect(sidebarEntries.value!.map((e) => e.label)).toEqual([
      'Company',
      'Alerts and Controls',
      'Expense Reporting',
      'Program Admin',
      'Reporting',
      'Services',
      'Virtual Cards',
    ]);
    expect(sidebarEntries.value!.every((e) => e.newTab || e.href.includes('company=1102'))).toBe(true);
    expect(sidebarEntries.value!.find((e) => e.id === 'reporting')).toMatchObject({ href: 'https://reports.example/demo', newTab: true });
    expect(pageDecision('/pa/virtual-cards')).toBe('allowed');
    expect(pageDecision('/pa/fleet')).toBe('refused');
    expect(pageDecision('/pa/profile')).toBe('allowed');
    expect(viewHome.value).toBe('/pa?company=1102');
    expect(quickLinks.value.map((l) => l.label)).toEqual(['Administrator Guide', 'Privacy', 'FAQs', 'Contact Us', 'Log Out']);
  });

  it('a company flag turned off takes the entry and the page away (virtual cards disabled)', async () => {
    const release = slowCompany(() => json(200, company({ companyVirtualCard: { virtualCardEnabled: false } })));
    release();
    initSession(bootstrap({ loggedIn: true, user: am, xsrfToken: 't' }), '');
    stops.push(startSessionData());
    await vi.waitFor(() => expect(sidebarEntries.value).not.toBeNull());
    expect(sidebarEntries.value!.map((e) => e.id)).not.toContain('virtualCards');
    expect(pageDecision('/pa/virtual-cards')).toBe('refused');
  });

  it('a failed company call: the page behind a company rule says it cannot be shown rather than refusing', async () => {
    const release = slowCompany(() => json(500, { error: 'x', message: 'y', fault: { faultCode: 'CSSFAULT', faultString: 'down' } }));
    release();
    initSession(bootstrap({ loggedIn: true, user: am, xsrfToken: 't' }), '');
    stops.push(startSessionData());
    await vi.waitFor(() => expect(sidebarEntries.value).not.toBeNull());
    expect(pageDecision('/pa/virtual-cards')).toBe('unknown');
    expect(sidebarEntries.value!.map((e) => e.id)).toEqual(['home', 'alertsAndControls', 'programAdmin', 'reporting', 'services']);
  });

  it('role-only refusals do not wait for anything company-related to be allowed: payments only never sees Program Admin', async () => {
    const release = slowCompany(() => json(200, company()));
    release();
    initSession(bootstrap({ loggedIn: true, user: payments, xsrfToken: 't' }), '');
    stops.push(startSessionData());
    await vi.waitFor(() => expect(sidebarEntries.value).not.toBeNull());
    expect(sidebarEntries.value!.map((e) => e.label)).toEqual(['Home']);
    expect(pageDecision('/pa/program-admin')).toBe('refused');
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

describe('links inside an area keep the parameters that hold the view (docs/requirements.md#spec-4-states)', () => {
  it.each([
    [
      '/dashboard-cardholder/services/paperless',
      'cardholder',
      '?view=cardholder&cardNumber=REF-1',
      '/dashboard-cardholder/services/paperless?view=cardholder&cardNumber=REF-1',
    ],
    [
      '/dashboard-cardholder/payments?paymentsTab=autoPay',
      'cardholder',
      '?view=cardholder&cardNumber=REF-1',
      '/dashboard-cardholder/payments?paymentsTab=autoPay&view=cardholder&cardNumber=REF-1',
    ],
    ['/dashboard-cardholder/payments', 'cardholder', '', '/dashboard-cardholder/payments'],
    ['/pa/services/card-activation', 'pa', '?company=1104', '/pa/services/card-activation?company=1104'],
    ['/pa/services?company=9', 'pa', '?company=1104', '/pa/services?company=9'],
    ['/pa/faqs#top', 'pa', '?company=1104', '/pa/faqs?company=1104#top'],
    // Other areas and public pages are left alone: the parameters mean nothing there.
    ['/holding-company/program-admin', 'pa', '?company=1104', '/holding-company/program-admin'],
    ['/faqs', 'cardholder', '?view=cardholder', '/faqs'],
    ['https://reports.example/x', 'pa', '?company=1', 'https://reports.example/x'],
    // A card number in the address is never carried on (shared/format/cardNumberParam.ts).
    [
      '/dashboard-cardholder/payments',
      'cardholder',
      '?view=cardholder&cardNumber=4111+1111+1111+1111',
      '/dashboard-cardholder/payments?view=cardholder',
    ],
  ])('%s in %s with %s → %s', (href, area, search, expected) => {
    expect(keepViewParams(href, area, search)).toBe(expected);
  });
});
