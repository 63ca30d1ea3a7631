import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/contract/authentication.js';
import {
  associations,
  brandDetails,
  company,
  dashboard,
  factsFailed,
  factsReady,
  holdingCompany,
  startSessionData,
} from '../../../shared/session/facts/index.js';
import { composedDashboard } from '../../../shared/session/facts/composedDashboard.js';
import { factKeys } from '../../../shared/session/facts/factQueries.js';
import { queryClient } from '../../../shared/session/queryClient.js';
import { securityToken, setSecurityTokenClock, SECURITY_TOKEN_TTL_MS } from '../../../shared/session/securityToken.js';
import { initSession, reportingUrl, setLoggedOut, setPageSearch, view } from '../../../shared/session/store.js';
import { bootstrap, cardholder, json, paAdmin, scriptFetch } from './fixtures.js';

const fault = {
  error: 'Internal Server Error',
  message: 'Processor unavailable',
  status: 500,
  fault: { faultCode: 'CSSFAULT', faultString: 'Processor unavailable' },
};
const admin: User = { ...paAdmin, userCompanyId: 1102, authorities: [{ name: 'ROLE_ADMIN_MANAGER', scopes: [{ name: '*:account' }] }] };
const hcAdmin: User = { ...admin, userid: 9, userCompanyId: 1104, userHoldingCompanyId: 9001 };

const companyData = (id: number) => ({
  companyId: id,
  companyName: `Co ${id}`,
  brand: 'demo',
  productTypeCode: 108,
  holdingCompanyId: null,
  expenseReportingEnabled: true,
  activationAcknowledgement: true,
  companyVirtualCard: { virtualCardEnabled: true },
  payOptionType: 'CONSOLIDATED',
  consolidateRewards: false,
  availableCardBalance: 1,
  availableCredit: 2,
  creditLimit: 3,
  billingCycle: 15,
  outstandingBalance: 4,
  accountId: 7,
  status: 'ACTIVE',
  dataSource: 'PROCESSOR',
});
const dashboardData = {
  accountEntitySummary: {
    accountEntityId: 1,
    accountEntityType: 'Primary',
    accountId: 2,
    userid: 7,
    firstName: 'Casey',
    lastName: 'C',
    cardNumber: 'REF-0000000000000001',
    cardNumberLast4: '0001',
    consolidatorRedeemer: false,
    companyConsolidateRewards: false,
    externalStatusCommonName: 'Open',
    accountType: 'CONSUMER',
    status: 'OPEN',
  },
  productSummary: { productTypeCode: 101, rewardsEnabled: true, productName: 'Rewards' },
  inactiveCards: [],
  expenseReportingEnabled: false,
  companyId: 1101,
  companyName: 'Co 1101',
  balances: {
    currentBalance: 1,
    availableCredit: 1,
    creditLimit: 1,
    statementBalance: 1,
    minimumPaymentDue: 1,
    paymentDueDate: '2026-12-01',
    lastPaymentAmount: null,
    lastPaymentDate: null,
  },
  rewardsPointsBalance: 10,
  cardReplacementInfo: {
    displayReplaceCard: true,
    address: { address1: 'a', address2: '', city: 'c', state: 'TN', zipCode: '37201' },
    cardHolders: [],
  },
  lockedCard: false,
  paperless: false,
};
const rewardData = {
  programName: 'P',
  description: 'd',
  rewardsVariant: 'default',
  pointsBalance: 10,
  cashValue: 0.1,
  earnRatePerDollar: 1,
  pointsPerDollarRedeemed: 100,
  canRedeem: true,
  minimums: { statementCredit: 25, directDeposit: 25, giveBack: 5 },
  redeemer: null,
};
const page = (content: unknown[]) => ({ content, page: 0, size: 10, totalElements: content.length, totalPages: 1 });

type Answers = Record<string, (url: string) => Response>;
/** A platform answering by path prefix; unknown calls 404. */
function platform(over: Answers = {}) {
  const base: Answers = {
    '/api/brand/demo': () =>
      json(200, {
        data: {
          brandId: 1,
          brand: 'demo',
          brandValueDisplay: 'Demo Bank',
          phone: 'p',
          email: 'e',
          reportingUrl: 'https://r.example',
          rewardsVariant: 'default',
        },
      }),
    '/api/searchcompany': () => json(200, { data: companyData(1101) }),
    '/api/v1/cards/cardholder/dashboard': () => json(200, { data: dashboardData }),
    '/api/v1/cards/encrypted/': () => json(200, page([])),
    '/api/v1/rewards/rewarddescription': () => json(200, { data: rewardData }),
    '/api/v1/accounts/company/': () => json(200, page([])),
    '/api/reporting': () => json(200, { data: { url: 'https://reports.example/demo' } }),
    '/api/v1/brands/holdingcompany/9001/associations': () => json(200, { data: [] }),
    '/api/v1/brands/holdingcompany/9001': () =>
      json(200, {
        data: {
          holdingCompanyId: 9001,
          name: 'H',
          brand: 'demo',
          companyIds: [1104],
          status: 'ACTIVE',
          contactName: 'C',
          contactEmail: 'c@h.example',
          contactPhone: '555-100-2000',
          addresses: [],
        },
      }),
    ...over,
  };
  const keys = Object.keys(base).sort((a, b) => b.length - a.length);
  return scriptFetch((url) => {
    const path = url.split('?')[0]!;
    const key = keys.find((k) => path.startsWith(k));
    return key ? base[key]!(url) : json(404, { error: 'Not Found', message: 'no such call' });
  });
}

let stop: (() => void) | null = null;
/** Starts the session facts for a logged-in user on a page with `search`, and waits until they settle. */
async function start(u: User, search = ''): Promise<void> {
  initSession(bootstrap({ loggedIn: true, user: u, xsrfToken: 't' }), search);
  stop = startSessionData();
  await vi.waitFor(() => expect(factsReady.value).toBe(true));
}
const paths = (calls: { url: string }[]) => calls.map((c) => c.url);

afterEach(() => {
  stop?.();
  stop = null;
  vi.unstubAllGlobals();
  setLoggedOut();
  queryClient.clear();
});

describe('session facts after login (docs/requirements.md#spec-1-product and #spec-8-errors)', () => {
  it('a cardholder gets brand details, the dashboard and the company with processor figures; nothing of admins', async () => {
    const calls = platform();
    await start(cardholder);
    await vi.waitFor(() => expect(brandDetails.value).toMatchObject({ status: 'success', data: { brandValueDisplay: 'Demo Bank' } }));
    expect(dashboard.value.status).toBe('success');
    expect(company.value).toMatchObject({ status: 'success', data: { companyId: 1101 } });
    expect(paths(calls)).toContain('/api/searchcompany?companyId=1101&useProcessorData=true');
    expect(paths(calls).some((u) => u.includes('holdingcompany') || u.includes('/api/reporting') || u.includes('/accounts/company/'))).toBe(
      false,
    );
    expect([holdingCompany.value.fetchStatus, associations.value.fetchStatus]).toEqual(['idle', 'idle']);
    expect(holdingCompany.value.status).toBe('pending');
  });

  it('a failing company call sets only the company flag: the dashboard still loads', async () => {
    platform({ '/api/searchcompany': () => json(500, fault) });
    await start(cardholder);
    expect(company.value.status).toBe('error');
    expect(company.value.data).toBeUndefined();
    expect(company.value.error?.status).toBe(500);
    expect(dashboard.value.status).toBe('success');
    expect(factsFailed.value).toBe(true);
  });

  it("when the processor can't be reached the company comes with the database's figures (dataSource DATABASE)", async () => {
    const calls = platform({
      '/api/searchcompany': (url) =>
        url.includes('useProcessorData=true')
          ? json(500, fault)
          : json(200, { data: { ...companyData(1102), dataSource: 'DATABASE', outstandingBalance: 3.5 } }),
    });
    await start(admin);
    expect(company.value).toMatchObject({ status: 'success', data: { companyId: 1102, dataSource: 'DATABASE', outstandingBalance: 3.5 } });
    expect(paths(calls)).toEqual(
      expect.arrayContaining([
        '/api/searchcompany?companyId=1102&useProcessorData=true',
        '/api/searchcompany?companyId=1102&useProcessorData=false',
      ]),
    );
    expect(factsFailed.value).toBe(false);
  });

  it('a refused company call (403) is not asked again without the processor', async () => {
    const calls = platform({
      '/api/searchcompany': () => json(403, { error: 'Forbidden', message: 'That company is not yours.', status: 403 }),
    });
    await start(admin, '?company=999');
    expect(company.value.status).toBe('error');
    expect(paths(calls).filter((u) => u.startsWith('/api/searchcompany'))).toEqual([
      '/api/searchcompany?companyId=999&useProcessorData=true',
    ]);
  });

  it('a 200 answer carrying a CSSFAULT is an error: its data is never handed out, the others are untouched', async () => {
    platform({ '/api/searchcompany': () => json(200, { data: companyData(1101), fault: fault.fault }) });
    await start(cardholder);
    expect(company.value).toMatchObject({ status: 'error', data: undefined });
    expect(company.value.error?.kind).toBe('fault');
    expect(dashboard.value.status).toBe('success');
  });

  it('an admin viewing a card as its cardholder gets the company of that card, after the card', async () => {
    const calls = platform({ '/api/searchcompany': () => json(200, { data: companyData(1101) }) });
    await start(admin, '?view=cardholder&cardNumber=REF-0000000000000001');
    expect(view.value).toBe('cardholderView');
    expect(paths(calls)).toContain('/api/v1/cards/cardholder/dashboard?cardNumber=REF-0000000000000001');
    expect(paths(calls)).toContain('/api/searchcompany?companyId=1101&useProcessorData=true');
    expect(company.value.data?.companyId).toBe(1101);
  });

  it("a failing dashboard for an admin falls back to the admin's own company, so the menus still settle", async () => {
    const calls = platform({
      '/api/v1/cards/cardholder/dashboard': () => json(503, fault),
      '/api/searchcompany': () => json(200, { data: companyData(1102) }),
    });
    await start(admin, '?view=cardholder&cardNumber=REF-0000000000000001');
    expect(dashboard.value.status).toBe('error');
    expect(paths(calls)).toContain('/api/searchcompany?companyId=1102&useProcessorData=true');
    expect(factsFailed.value).toBe(true);
  });

  it('a program admin gets the company in view (the company parameter) and the reporting URL; no dashboard', async () => {
    const calls = platform({ '/api/searchcompany': () => json(200, { data: companyData(1105) }) });
    await start(admin, '?company=1105');
    expect(view.value).toBe('programAdminView');
    expect(paths(calls)).toContain('/api/searchcompany?companyId=1105&useProcessorData=true');
    expect(company.value.data?.companyId).toBe(1105);
    await vi.waitFor(() => expect(reportingUrl.value).toBe('https://reports.example/demo'));
    expect(dashboard.value.fetchStatus).toBe('idle');
    expect(paths(calls).some((u) => u.includes('/cardholder/dashboard'))).toBe(false);
  });

  it('a holding-company admin gets the holding company and its associations, each with its own flag', async () => {
    const calls = platform({ '/api/v1/brands/holdingcompany/9001/associations': () => json(500, fault) });
    await start(hcAdmin);
    await vi.waitFor(() => expect(associations.value.status).toBe('error'));
    expect(view.value).toBe('holdingCompanyView');
    expect(holdingCompany.value).toMatchObject({ status: 'success', data: { holdingCompanyId: 9001 } });
    expect(company.value.fetchStatus).toBe('idle');
    expect(paths(calls).some((u) => u.startsWith('/api/searchcompany'))).toBe(false);
  });

  it('asks once per page: the same inputs ask nothing again; a new company parameter loads that company', async () => {
    const calls = platform({ '/api/searchcompany': () => json(200, { data: companyData(1102) }) });
    await start(admin);
    const before = calls.length;
    setPageSearch('?other=1'); // not a parameter the facts follow
    await new Promise((r) => setTimeout(r, 10));
    expect(calls.length).toBe(before);
    setPageSearch('?company=1105');
    await vi.waitFor(() => expect(paths(calls)).toContain('/api/searchcompany?companyId=1105&useProcessorData=true'));
  });

  it('a slower answer for the previous company never shows for the new one', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    scriptFetch(async (url) => {
      if (url.includes('companyId=1&')) {
        await gate;
        return json(200, { data: companyData(1) });
      }
      if (url.startsWith('/api/searchcompany')) return json(200, { data: companyData(2) });
      return json(200, { data: { url: 'https://r.example' } });
    });
    initSession(bootstrap({ loggedIn: true, user: admin, xsrfToken: 't' }), '?company=1');
    stop = startSessionData();
    setPageSearch('?company=2');
    await vi.waitFor(() => expect(company.value.data?.companyId).toBe(2));
    release();
    await new Promise((r) => setTimeout(r, 10));
    expect(company.value.data?.companyId).toBe(2);
  });

  it('logout clears every fact and the whole cache', async () => {
    platform();
    await start(cardholder);
    setLoggedOut();
    expect([dashboard.value.fetchStatus, company.value.fetchStatus, brandDetails.value.fetchStatus]).toEqual(['idle', 'idle', 'idle']);
    expect(dashboard.value.data).toBeUndefined();
    expect(factsReady.value).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('security token (docs/requirements.md#spec-4-states: cached 10 minutes)', () => {
  it('is fetched once, reused for 10 minutes by the clock, fetched again after, and forgotten on logout', async () => {
    let now = 1_000_000;
    const restore = setSecurityTokenClock(() => now);
    let n = 0;
    const calls = scriptFetch(() => json(200, { data: { token: `tok-${++n}`, expiresInMs: SECURITY_TOKEN_TTL_MS } }));
    try {
      initSession(bootstrap({ loggedIn: true, user: admin, xsrfToken: 'x' }), '');
      expect(await securityToken('Password1!')).toBe('tok-1');
      now += SECURITY_TOKEN_TTL_MS - 1;
      expect(await securityToken()).toBe('tok-1');
      expect(calls).toHaveLength(1);
      expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({ username: 'pa_admin', password: 'Password1!', brand: 'demo' });
      now += 1;
      await expect(securityToken()).rejects.toThrow(/password/);
      expect(await securityToken('Password1!')).toBe('tok-2');
      setLoggedOut();
      initSession(bootstrap({ loggedIn: true, user: admin, xsrfToken: 'x' }), '');
      await expect(securityToken()).rejects.toThrow(/password/);
    } finally {
      restore();
    }
  });
});

describe("a page composed with the dashboard (the gateway's GET /bff/<recipe>)", () => {
  const REF = dashboardData.accountEntitySummary.cardNumber;
  const composed = (pieces: Record<string, { status: number; body: unknown }>) => () =>
    json(200, { first: { data: dashboardData }, pieces });

  it("takes the dashboard from the composed answer and puts each piece the platform answered under its own call's key; a failed piece is left for its own call", async () => {
    const calls = platform({
      '/bff/cardholder-home': composed({
        rewardDescription: { status: 200, body: { data: rewardData } },
        recentTransactions: { status: 503, body: { error: 'Service Unavailable', message: 'down', status: 503 } },
      }),
    });
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 't' }), '');
    stop = startSessionData({ composeDashboard: composedDashboard('cardholder-home') });
    await vi.waitFor(() => expect(factsReady.value).toBe(true));
    expect(dashboard.value).toMatchObject({ status: 'success', data: { companyId: 1101 } });
    expect(paths(calls)).toContain('/bff/cardholder-home');
    expect(paths(calls).some((u) => u.startsWith('/api/v1/cards/cardholder/dashboard'))).toBe(false);
    expect(queryClient.getQueryData(factKeys.rewardDescription(REF))).toEqual(rewardData);
    expect(queryClient.getQueryData(factKeys.recentTransactions(REF))).toBeUndefined();
  });

  it("the first call's failure is the dashboard's (the gateway answers its status and body); an answer of another shape too", async () => {
    platform({ '/bff/cardholder-payments': () => json(404, { error: 'Not Found', message: 'No such card.', status: 404 }) });
    initSession(bootstrap({ loggedIn: true, user: cardholder, xsrfToken: 't' }), '');
    stop = startSessionData({ composeDashboard: composedDashboard('cardholder-payments') });
    await vi.waitFor(() => expect(dashboard.value.status).toBe('error'));
    expect(dashboard.value.error).toMatchObject({ status: 404, platformMessage: 'No such card.' });
    expect(factsFailed.value).toBe(true);
    stop();
    queryClient.clear();
    platform({ '/bff/cardholder-payments': () => json(200, { first: { data: { odd: true } }, pieces: {} }) });
    stop = startSessionData({ composeDashboard: composedDashboard('cardholder-payments') });
    await vi.waitFor(() => expect(dashboard.value.status).toBe('error'));
    expect(dashboard.value.error).toMatchObject({ kind: 'schema' });
  });

  it('no recipe: the dashboard alone, from its own call', async () => {
    const calls = platform();
    expect(composedDashboard(null)).toBeNull();
    await start(cardholder);
    expect(paths(calls)).toContain('/api/v1/cards/cardholder/dashboard');
  });
});
