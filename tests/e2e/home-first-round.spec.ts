import type { Route } from '@playwright/test';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { PASSWORD, hostUrl, sendTwoFactorCode, settled, signIn, submitLogin } from './support.js';

/**
 * Each home's data, and each composed page's, comes in one round started before the area's code has run (the shell's
 * starter; a page whose calls need the first one's answer gets them composed by the gateway, `GET /bff/<recipe>`), and a
 * login asks for one document.
 */
interface Timing {
  url: string;
  start: number;
  end: number;
}

/** Whether a URL's path is one of the page's data calls: the platform's (`/api/`) or a composed page's (`/bff/`). */
const isDataCall = (pathname: string) => pathname.startsWith('/api/') || pathname.startsWith('/bff/');

/** The page's data calls from the Resource Timing API (ms since the navigation began). */
async function timings(page: Page): Promise<{ calls: Timing[] }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const calls = entries
      .filter((e) => /^\/(api|bff)\//.test(new URL(e.name).pathname))
      .map((e) => ({ url: e.name.replace(location.origin, ''), start: e.startTime, end: e.responseEnd }));
    return { calls };
  });
}

/**
 * Records which `fetch` calls an inline classic script made (the shell's starter): module scripts (the area's code)
 * run only once the document is parsed, and `document.currentScript` is null while they run. So a call listed here
 * began before the area's code ran, whatever the machine's load (a timing comparison with the script's download
 * raced on a busy CI machine).
 */
async function recordStarterCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __starterCalls: string[] };
    w.__starterCalls = [];
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const script = document.currentScript;
      if (script instanceof HTMLScriptElement && !script.src && script.type !== 'module') w.__starterCalls.push(String(input));
      return original(input, init);
    };
  });
}

const homes = [
  {
    user: 'cardholder',
    path: '/dashboard-cardholder',
    calls: ['/api/brand/demo', '/api/searchcompany?companyId=1101&useProcessorData=true', '/bff/cardholder-home'],
    shows: async (page: Page) => {
      await expect(page.getByText('Points balance', { exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Recent transactions' }).getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    // The expense panel's enablement and open purchases come in the home's composed answer (no calls of their own).
    user: 'er_cardholder',
    path: '/dashboard-cardholder',
    calls: ['/api/brand/demo', '/api/searchcompany?companyId=1102&useProcessorData=true', '/bff/cardholder-home'],
    shows: async (page: Page) => {
      const panel = page.getByRole('region', { name: 'Expense reports' });
      await expect(panel.getByText(/posted purchases? (is|are) not on an expense report yet\.$/)).toBeVisible();
      await expect(panel.getByRole('link', { name: 'Go to Expense Reporting' })).toBeVisible();
    },
  },
  {
    // The Payments page: its payment information comes with the card's dashboard (no paymentinfo call of its own).
    user: 'cardholder',
    path: '/dashboard-cardholder/payments',
    calls: ['/api/brand/demo', '/api/searchcompany?companyId=1101&useProcessorData=true', '/bff/cardholder-payments'],
    shows: async (page: Page) => {
      await expect(page.getByRole('region', { name: 'Your balances' })).toBeVisible();
      await expect(page.getByLabel('Pay from')).toBeVisible();
    },
  },
  {
    // The Rewards page: its reward description, bonus points and redemption history come with the card's dashboard.
    user: 'cardholder',
    path: '/dashboard-cardholder/cardholder-rewards',
    calls: ['/api/brand/demo', '/api/searchcompany?companyId=1101&useProcessorData=true', '/bff/cardholder-rewards'],
    shows: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('table').first().getByRole('row')).not.toHaveCount(0);
      await expect(page.getByRole('main').getByRole('table').nth(1).getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    // Alerts and Controls: the alert types and the card's controls come with its dashboard.
    user: 'cardholder',
    path: '/dashboard-cardholder/services/alerts-and-controls',
    calls: ['/api/brand/demo', '/api/searchcompany?companyId=1101&useProcessorData=true', '/bff/cardholder-alerts'],
    shows: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    // Services: the card's replacement availability and controls come with its dashboard; the account's cards beside it.
    user: 'cardholder',
    path: '/dashboard-cardholder/services',
    calls: [
      '/api/brand/demo',
      '/api/searchcompany?companyId=1101&useProcessorData=true',
      '/bff/cardholder-services',
      '/api/v1/users/accountsummary',
    ],
    shows: async (page: Page) => {
      await expect(page.getByTestId('your-cards')).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Replace your card' }).getByRole('link').or(page.getByTestId('replacement-refused')).first(),
      ).toBeVisible();
    },
  },
  {
    user: 'pa_admin',
    path: '/pa',
    calls: [
      '/api/brand/demo',
      '/api/reporting',
      '/api/searchcompany?companyId=1102&useProcessorData=true',
      '/api/v1/accounts/company/1102?page=0&size=50&useProcessorData=true',
    ],
    shows: async (page: Page) => {
      await expect(page.getByRole('table', { name: 'Company accounts' }).getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    user: 'hc_admin',
    path: '/holding-company',
    calls: ['/api/brand/demo', '/api/reporting', '/api/v1/brands/holdingcompany/9001', '/api/v1/brands/holdingcompany/9001/associations'],
    shows: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('table').first().getByRole('row')).not.toHaveCount(0);
    },
  },
] as const;

/**
 * Holds every data answer until the page has asked for `count` calls, then lets them all through. A page that waits
 * for one answer before asking the next never gets its data (the test then fails on what the page shows); one that asks
 * for all at once is answered at once. This keeps the Resource Timing check below about the page's order of calls, not
 * about how quickly a loaded machine answered the first.
 */
async function answerOnceAllAsked(page: Page, count: number): Promise<void> {
  const held: Route[] = [];
  let open = false;
  await page.route(
    (url) => isDataCall(url.pathname),
    (route) => {
      if (open) return route.continue();
      held.push(route);
      if (held.length < count) return undefined;
      open = true;
      return Promise.all(held.splice(0).map((r) => r.continue())).then(() => undefined);
    },
  );
}

for (const home of homes) {
  test(`${home.path} (${home.user}): every call of the page starts before the first of them ends, before the area's code has run, each once`, async ({
    page,
  }) => {
    await signIn(page, home.user);
    await recordStarterCalls(page);
    await answerOnceAllAsked(page, home.calls.length);
    await page.goto(home.path);
    await home.shows(page);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const { calls } = await timings(page);
    expect(calls.map((c) => c.url).sort()).toEqual([...home.calls].sort());
    // Each began in the shell's inline starter, before the area's code ran.
    expect((await page.evaluate(() => (window as unknown as { __starterCalls: string[] }).__starterCalls)).sort()).toEqual(
      [...home.calls].sort(),
    );
    const firstEnd = Math.min(...calls.map((c) => c.end));
    for (const c of calls) expect(c.start, `${c.url} started after the first call had ended`).toBeLessThan(firstEnd);
  });
}

/** The program admin's session calls, which every admin screen's first round begins with. */
const PA_SESSION = ['/api/brand/demo', '/api/reporting', '/api/searchcompany?companyId=1102&useProcessorData=true'];

/**
 * Screens beyond the homes whose own first calls need nothing but the user and the address: those begin in the
 * starter with the session's; the calls that need an answer first (`later`) follow once it has come.
 */
const screens = [
  {
    user: 'pa_admin',
    path: '/pa/pa-alerts-and-controls',
    calls: [
      ...PA_SESSION,
      '/bff/company-controls?companyId=1102',
      '/api/v1/spendcontrols/control/company/1102',
      '/api/v1/spendcontrols/contacts/company/1102',
      '/api/v1/spendcontrols/alerttypes',
      '/api/v1/mcc/groups?categories=Standard',
      '/api/v1/mcc/company/1102/groups',
    ],
    // Each type's summary comes with the totals; every alert type with the first calls: nothing follows.
    later: [],
    shows: async (page: Page) => {
      await expect(page.getByText('Alerts set up', { exact: true })).toBeVisible();
      const byType = page.getByRole('table', { name: /by type/i });
      await expect(byType.getByRole('row').nth(1)).toBeVisible();
      await expect(byType.getByText('Loading…')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add a company-wide alert or control' })).toBeEnabled();
    },
  },
  {
    user: 'pa_admin',
    path: '/pa/pa-alerts-and-controls?tab=accounts',
    calls: [
      ...PA_SESSION,
      '/api/v1/accounts/search/native?companyId=1102&useProcessorData=false',
      '/api/v1/spendcontrols/control/company/1102',
      '/api/v1/spendcontrols/contacts/company/1102',
      '/api/v1/spendcontrols/alerttypes',
      '/api/v1/mcc/groups?categories=Standard',
      '/api/v1/mcc/company/1102/groups',
    ],
    later: [],
    shows: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('table').first().getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    user: 'pa_admin',
    path: '/pa/program-admin',
    calls: [
      ...PA_SESSION,
      '/api/v1/users/search?brand=demo&companyId=1102&userType=PROGRAM+ADMIN&page=0&size=10&sort=username%2CASC&status=ACTIVE%2CPENDING',
    ],
    later: [],
    shows: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('table').first().getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    user: 'pa_admin',
    path: '/pa/virtual-cards',
    calls: [...PA_SESSION, '/api/company/virtualcard/1102', '/api/v1/virtualcard/company/1102/vendors?sort=shortName%2CASC&page=0&size=10'],
    later: [],
    shows: async (page: Page) => {
      await expect(page.getByRole('main').getByRole('table').first().getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    // Expense reporting: the accounts the admin reports for and the review queue (the first tab for an Admin-Manager,
    // of the three statuses waiting for their steps) on its first page.
    user: 'pa_admin',
    path: '/pa/expense-reporting',
    calls: [
      ...PA_SESSION,
      // Pat's user id in the seeded world, as the account page's 500322 is its account's.
      '/api/v1/expensereport/10161/accounts',
      '/api/v1/expensereport/company/1102/reports?status=submitted%2Cmgr-approved%2Cacctg-approved&sort=submittedDate%2CASC&page=0&size=10',
    ],
    later: [],
    shows: async (page: Page) => {
      await expect(page.getByRole('table', { name: 'Reports waiting for your review' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    // Tier 1 takes no review step: the first tab is All reports, newest first (and no GL accounts: Tier 1 may not export).
    user: 'pa_tier1',
    path: '/pa/expense-reporting',
    calls: [
      ...PA_SESSION,
      '/api/v1/expensereport/10162/accounts',
      '/api/v1/expensereport/company/1102/reports?sort=createdDate%2CDESC&page=0&size=10',
    ],
    later: [],
    shows: async (page: Page) => {
      await expect(page.getByRole('table', { name: 'All expense reports' }).getByRole('row').nth(1)).toBeVisible();
    },
  },
  {
    // A cardholder's expense reporting: their own reports, newest first, on the first page.
    user: 'er_cardholder',
    path: '/dashboard-cardholder/expense-reporting',
    calls: [
      '/api/brand/demo',
      '/api/searchcompany?companyId=1102&useProcessorData=true',
      '/api/v1/cards/cardholder/dashboard',
      '/api/v1/expensereport/reports?sort=createdDate%2CDESC&page=0&size=10',
    ],
    later: [],
    shows: async (page: Page) => {
      const mine = page.getByRole('region', { name: 'My reports' });
      await expect(
        mine
          .getByRole('table')
          .getByRole('row')
          .nth(1)
          .or(mine.getByText('You have no expense reports yet.', { exact: false })),
      ).toBeVisible();
    },
  },
  {
    user: 'pa_admin',
    path: '/pa/accounts/500322',
    calls: [...PA_SESSION, '/bff/company-account?accountEntityId=500322'],
    // The account comes with its own state, profile, addresses, extras, its company's processor figures and its card's
    // summary and replacement availability: none of them is asked again.
    later: [],
    shows: async (page: Page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Billing address', { exact: false }).first()).toBeVisible();
      // Its card's panels, from the same answer.
      await expect(page.getByText('Minimum payment due', { exact: true })).toBeVisible();
      await expect(
        page
          .getByRole('region', { name: 'Card replacement' })
          .getByText(/new card will be mailed|can.t be replaced|cannot|not/i)
          .first(),
      ).toBeVisible();
    },
  },
] as const;

for (const screen of screens) {
  test(`${screen.path} (${screen.user}): its first calls start in the shell with the session's, before any of them ends; the rest follow their answers, each once`, async ({
    page,
  }) => {
    await signIn(page, screen.user);
    await recordStarterCalls(page);
    await answerOnceAllAsked(page, screen.calls.length);
    await page.goto(screen.path);
    await screen.shows(page);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const { calls } = await timings(page);
    const urls = calls.map((c) => c.url);
    expect(new Set(urls).size, `a call made twice: ${urls.join(', ')}`).toBe(urls.length);
    expect((await page.evaluate(() => (window as unknown as { __starterCalls: string[] }).__starterCalls)).sort()).toEqual(
      [...screen.calls].sort(),
    );
    const first = calls.filter((c) => (screen.calls as readonly string[]).includes(c.url));
    expect(first.map((c) => c.url).sort()).toEqual([...screen.calls].sort());
    expect(
      urls.filter((u) => !(screen.calls as readonly string[]).includes(u) && !(screen.later as readonly RegExp[]).some((r) => r.test(u))),
    ).toEqual([]);
    const firstEnd = Math.min(...first.map((c) => c.end));
    for (const c of first) expect(c.start, `${c.url} started after the first call had ended`).toBeLessThan(firstEnd);
  });
}

test('an admin home opened on a later page of its accounts table starts that page itself, once (the starter only knows the first page)', async ({
  page,
}) => {
  await signIn(page, 'pa_admin');
  await page.goto('/pa?accounts.page=2');
  await expect(page.getByRole('table', { name: 'Company accounts' }).getByRole('row')).not.toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const urls = (await timings(page)).calls.map((c) => c.url);
  expect(urls.filter((u) => u.startsWith('/api/v1/accounts/company/1102'))).toEqual([
    '/api/v1/accounts/company/1102?page=1&size=50&useProcessorData=true',
  ]);
  expect(new Set(urls).size).toBe(urls.length);
});

test('an early call the page never takes does not keep its connection: the starter reads every answer as it comes', async ({ page }) => {
  // A card the platform does not know: Services shows the refusal and never asks for the account's cards, which the
  // starter began all the same. An unread answer held one of the browser's six connections for the host.
  await signIn(page, 'cardholder');
  const read = page.waitForEvent('requestfinished', {
    predicate: (r) => r.url().endsWith('/api/v1/users/accountsummary'),
    timeout: 10_000,
  });
  await page.goto('/dashboard-cardholder/services?cardNumber=not-a-real-card-reference');
  await expect(page.getByRole('alert')).toContainText("We couldn't find your card account.");
  expect((await read).url()).toMatch(/\/api\/v1\/users\/accountsummary$/);
  await page.waitForLoadState('networkidle');
});

const logins = [
  { user: 'cardholder', home: '/dashboard-cardholder' },
  { user: 'pa_admin', home: '/pa' },
  { user: 'hc_admin', home: '/holding-company' },
] as const;

for (const { user, home } of logins) {
  test(`one document request per login: ${user} → ${home}`, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
    });
    await submitLogin(page, user);
    await expect(page).toHaveURL(new RegExp(`^${hostUrl('demo').replace(/\./g, '\\.')}${home}$`));
    await settled(page);
    await page.waitForLoadState('networkidle');
    // Cardholders pass the offer watcher (docs/requirements.md#spec-2-screens) and go on to the dashboard inside the same page.
    expect(documents).toEqual([user === 'cardholder' ? '/pre-dashboard' : home]);
  });
}

test('one document request per login with a verification code (2FA)', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'cardholder2fa');
  await sendTwoFactorCode(page);
  await page.getByLabel('Verification Code').fill('123456');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard-cardholder$/);
  await settled(page);
  await page.waitForLoadState('networkidle');
  expect(documents).toEqual(['/pre-dashboard']);
});

/** The /assets/ files a page loaded, each with whether it came from the browser's cache (no bytes over the network). */
const assetLoads = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/'))
      .map((e) => ({ path: new URL(e.name).pathname, cached: e.transferSize === 0 && e.decodedBodySize > 0 })),
  );

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test(`${brand}: the login page warms the homes' code once the user starts typing; the home then loads it from the cache`, async ({
    page,
  }) => {
    await page.goto(`${hostUrl(brand)}/login`);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    const warm = await page.evaluate(
      () => (JSON.parse(document.getElementById('bootstrap')!.textContent!) as { warm?: string[] }).warm ?? [],
    );
    expect(warm.length).toBeGreaterThan(0);
    // Nothing is fetched for a visitor who does not start signing in (the login page's own files aside).
    const own = new Set((await assetLoads(page)).map((a) => a.path));
    const toWarm = warm.filter((w) => !own.has(w));
    expect(toWarm.length).toBeGreaterThan(3);
    expect(await page.locator('link[rel=prefetch]').count()).toBe(0);
    await page.getByLabel('User Name', { exact: true }).fill('cardholder');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect.poll(async () => (await assetLoads(page)).filter((a) => toWarm.includes(a.path)).length).toBe(toWarm.length);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/dashboard-cardholder$/);
    await settled(page);
    const home = await assetLoads(page);
    const entry = await page.evaluate(() => new URL(document.querySelector<HTMLScriptElement>('script[type=module][src]')!.src).pathname);
    expect(home.map((a) => a.path)).toContain(entry);
    // Every file of the home that was warmed came from the cache.
    expect(home.filter((a) => warm.includes(a.path) && !a.cached)).toEqual([]);
    expect(home.filter((a) => a.cached).length).toBeGreaterThanOrEqual(3);
  });
});
