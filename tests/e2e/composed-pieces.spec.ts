import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, faultComposedCall, openAs } from './support.js';

/**
 * A page composed by the gateway (`GET /bff/<recipe>`) loses only the piece whose call failed. A call the portal
 * designed that the bank's platform lacks (404, 501) is said in words to be a service the bank does not offer, and the
 * rest of the page works; a failing call every platform has (docs/requirements.md#spec-7-calls) shows its usual error, with Try again. The
 * failures are the sandbox's own, aimed at one call's path, on the composed call and on the page's own call after it.
 */
const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

/** The platform answers `status` for `path` whoever asks: inside the composed page, and when the page asks on its own. */
async function platformFails(page: Page, path: string, status: number): Promise<void> {
  await faultComposedCall(page, 'cardholder-home', path, status);
  const mine = (url: URL) => (path.endsWith('*') ? url.pathname.startsWith(path.slice(0, -1)) : url.pathname === path);
  await page.route(mine, (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': `status=${status}` } }));
}

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: a composed page with a piece missing`, () => {
    for (const status of [404, 501]) {
      test(`a bank without the open-purchases call (${status}): the expense panel says so in words, the rest of the home works`, async ({
        page,
      }) => {
        // The home's code and an axe scan: slow on a busy machine.
        test.slow();
        const asked: string[] = [];
        page.on('request', (r) => asked.push(new URL(r.url()).pathname));
        await platformFails(page, '/api/v1/expensereport/transactions', status);
        await openAs(page, 'er_cardholder', '/dashboard-cardholder', brand);
        const panel = region(page, 'Expense reports');
        await expect(panel.getByRole('status')).toContainText(
          "doesn't offer this service online yet, so the count of your purchases not on a report yet can't be shown here.",
        );
        // The bank's own name, not a generic one.
        await expect(panel.getByRole('status')).not.toContainText('Your bank');
        await expect(panel.getByRole('link', { name: 'Go to Expense Reporting' })).toBeVisible();
        await expect(panel.getByRole('alert')).toHaveCount(0);
        await expect(panel.getByRole('button', { name: 'Try again' })).toHaveCount(0);
        // Everything else on the home came with the same composed answer.
        await expect(region(page, 'Your card')).toContainText('Current balance');
        await expect(region(page, 'Recent transactions').getByRole('row')).not.toHaveCount(0);
        await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
        await expectAccessible(page, `${brand} home without the open-purchases call`);
        // The composed page, then the one call the page asked on its own: nothing else was asked twice.
        expect(asked.filter((p) => p === '/bff/cardholder-home')).toHaveLength(1);
        expect(asked.filter((p) => p === '/api/v1/expensereport/transactions')).toHaveLength(1);
      });
    }

    test('a failing call every platform has (the transactions, 500) shows its usual error with Try again; the rest of the home works', async ({
      page,
    }) => {
      test.slow();
      await platformFails(page, '/api/v1/cards/encrypted/*', 500);
      await openAs(page, 'er_cardholder', '/dashboard-cardholder', brand);
      const recent = region(page, 'Recent transactions');
      await expect(recent.getByRole('alert')).toContainText(/couldn.t load your recent transactions/);
      await expect(recent.getByRole('status')).toHaveCount(0);
      await expect(region(page, 'Your card')).toContainText('Current balance');
      await expect(region(page, 'Expense reports').getByRole('link', { name: 'Go to Expense Reporting' })).toBeVisible();
      await expectAccessible(page, `${brand} home with the transactions failing`);
      await page.unrouteAll();
      await recent.getByRole('button', { name: 'Try again' }).click();
      await expect(recent.getByRole('row')).not.toHaveCount(0);
      await expect(recent.getByRole('alert')).toHaveCount(0);
    });
  });
});
