import { expect, test, type Page } from './fixtures.js';
import { routes, type PageRoute } from '../../shared/routes/routeTable.js';
import { hostUrl, observeShifts, settled, shiftsOf, signIn, type Shift } from './support.js';

/**
 * No layout shift on the public pages: whatever arrives after the first paint (the page's code,
 * its content, the footer, images) lands in space kept for it. A PerformanceObserver records every
 * layout-shift entry from the first paint until the page has settled; the sum must be 0, on a desktop
 * window and on a phone.
 */
/** Every public page of the route table (the welcome page on the bare host), once. */
const publicPages = routes
  .filter((r): r is PageRoute => r.kind === 'page' && r.guard !== 'login' && r.path !== '/')
  .filter((r, i, all) => all.findIndex((o) => o.page === r.page && o.area === r.area) === i)
  .map((r) => ({ name: r.page, url: `${hostUrl(r.page === 'welcome' ? undefined : 'demo')}${r.path}` }));

/** A laptop window, and Lighthouse's phone (Moto G Power). */
const VIEWPORTS = { desktop: { width: 1280, height: 720 }, phone: { width: 412, height: 823 } } as const;

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`no public page moves once painted, on a ${device}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await observeShifts(page);
    const moved: Record<string, Shift[]> = {};
    for (const { name, url } of publicPages) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 }).first(), name).toBeVisible();
      // Everything the page asks for has arrived (its code, its content, the brand's images).
      await page.waitForLoadState('networkidle');
      const shifts = await shiftsOf(page);
      if (shifts.length) moved[`${name} ${new URL(url).pathname}`] = shifts;
    }
    expect(moved).toEqual({});
  });
}

/**
 * The three signed-in homes and the signed-in screens `npm run lighthouse` measures: their data arrives
 * after the first paint into space kept for it.
 */
const homes = [
  { user: 'cardholder', path: '/dashboard-cardholder' },
  { user: 'pa_admin', path: '/pa' },
  { user: 'hc_admin', path: '/holding-company' },
  { user: 'er_cardholder', path: '/dashboard-cardholder' },
] as const;
const screens = [
  { user: 'cardholder', path: '/dashboard-cardholder/payments' },
  { user: 'cardholder', path: '/dashboard-cardholder/cardholder-rewards' },
  { user: 'cardholder', path: '/dashboard-cardholder/services' },
  { user: 'cardholder', path: '/dashboard-cardholder/profile' },
  { user: 'cardholder', path: '/dashboard-cardholder/services/alerts-and-controls' },
  // A company account (the first of the demo company's accounts with a card, as npm run lighthouse opens).
  { user: 'pa_admin', path: '/pa/accounts/500322' },
  { user: 'pa_admin', path: '/pa/program-admin' },
  { user: 'pa_admin', path: '/pa/virtual-cards' },
  { user: 'pa_admin', path: '/pa/expense-reporting' },
  { user: 'pa_admin', path: '/pa/pa-alerts-and-controls' },
] as const;

/** Each page in turn, signed in as its user: the shifts recorded on each that moved. */
async function shiftsOn(page: Page, list: readonly { user: string; path: string }[]): Promise<Record<string, Shift[]>> {
  const moved: Record<string, Shift[]> = {};
  for (const { user, path } of list) {
    await signIn(page, user);
    await page.goto(`${hostUrl('demo')}${path}`);
    await settled(page);
    await page.waitForLoadState('networkidle');
    const shifts = await shiftsOf(page);
    if (shifts.length) moved[`${user} ${path}`] = shifts;
  }
  return moved;
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`no signed-in home moves once painted, on a ${device}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await observeShifts(page);
    expect(await shiftsOn(page, homes)).toEqual({});
  });

  test(`a home whose heading is its company's name does not move when that name is slow to come, on a ${device}`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await observeShifts(page);
    // The name's call answers well after the page's code has run (the sandbox's documented delay fault, as on a slow
    // platform): nothing painted before it may move.
    for (const call of ['**/api/v1/brands/holdingcompany/*', '**/api/searchcompany?*']) {
      await page.route(call, (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'delay=1500' } }));
    }
    expect(await shiftsOn(page, [homes[1], homes[2]])).toEqual({});
  });

  test(`no signed-in screen Lighthouse measures moves once painted, on a ${device}`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    await observeShifts(page);
    expect(await shiftsOn(page, screens)).toEqual({});
  });
}
