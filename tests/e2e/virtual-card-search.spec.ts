import { readFile } from 'node:fs/promises';
import type { CompanyVirtualCard } from '../../shared/contract/company.js';
import type { VirtualCardSearchResponse } from '../../shared/contract/virtualCards.js';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { api } from './support-api.js';
import { expectAccessible, hostUrl, openAs } from './support.js';

/**
 * The Virtual Cards page's company program (GET /company/virtualcard/{id}) and card search (GET
 * /v1/virtualcard/company/{id}/cards) on two brands: what the page shows is compared with what the platform answers for
 * the same session; search, filters, sort, paging and the CSV ask the platform; a failing call costs only its own piece.
 */
const companyOf = async (page: Page): Promise<number> =>
  (await api<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check')).userData.userCompanyId;
const programOf = async (page: Page): Promise<CompanyVirtualCard> =>
  (await api<{ data: CompanyVirtualCard }>(page, `/api/company/virtualcard/${await companyOf(page)}`)).data;
const cardsOf = async (page: Page, q = ''): Promise<VirtualCardSearchResponse> =>
  api<VirtualCardSearchResponse>(page, `/api/v1/virtualcard/company/${await companyOf(page)}/cards?size=500${q}`);
const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const cardsTable = (page: Page) => page.getByRole('table', { name: 'Virtual cards' });
const programPanel = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Your virtual card program' }) });
const failWith503 = (page: Page, pattern: string) =>
  page.route(pattern, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Service Unavailable', message: 'down', status: 503 }),
    }),
  );

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: the virtual card program and the card search`, () => {
    test.use({ baseURL: hostUrl(brand) });
    test.describe.configure({ timeout: 90_000 });

    test('the program: enabled, its card defaults and vendors as the platform answers; a new vendor starts from those defaults', async ({
      page,
    }) => {
      await openAs(page, 'pa_vconly', '/pa/virtual-cards', brand);
      const program = await programOf(page);
      expect(program.virtualCardEnabled).toBe(true);
      const panel = programPanel(page);
      await expect(panel).toContainText('Virtual cardsEnabled');
      const uses = `${program.defaultVcUsesAllowed} ${program.defaultVcUsesAllowed === 1 ? 'use' : 'uses'}`;
      const days = program.defaultVcValidDays === null ? 'no limit on days' : `valid ${program.defaultVcValidDays} days`;
      await expect(panel).toContainText(`New vendors’ cards${uses}, ${days}`);
      await expect(panel).toContainText(
        `Vendors${program.vendorCount}: ${program.activeVendorCount} active, ${program.pendingVendorCount} pending`,
      );
      await expectAccessible(page, `${brand} virtual cards with the program`);

      await page.getByRole('link', { name: 'Add a vendor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Add a Vendor' })).toBeVisible();
      await expect(page.getByLabel('Uses allowed (optional)', { exact: true })).toHaveValue(String(program.defaultVcUsesAllowed));
      await expect(page.getByLabel('Valid days (optional)', { exact: true })).toHaveValue(
        program.defaultVcValidDays === null ? '' : String(program.defaultVcValidDays),
      );
      await expect(page.getByLabel('Tolerance percent (optional)', { exact: true })).toHaveValue(String(program.defaultTolerancePercent));
    });

    test('the program failing costs only its panel; the add-vendor form then starts empty and says why', async ({ page }) => {
      await signInAndFailProgram(page, brand);
      await page.goto('/pa/virtual-cards');
      await expect(programPanel(page).getByRole('alert')).toContainText('your company’s virtual card program', { timeout: 20_000 });
      await expect(programPanel(page).getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Vendors' })).toBeVisible();
      await expectAccessible(page, `${brand} virtual cards, program failing`);
      await page.getByRole('link', { name: 'Add a vendor' }).click();
      await expect(
        page.getByText('Your company’s virtual card defaults couldn’t be loaded just now, so the card defaults start empty.'),
      ).toBeVisible();
      await expect(page.getByLabel('Uses allowed (optional)', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Legal name', { exact: true })).toBeEnabled();
    });

    test('the card search: the platform’s cards, newest first, sorted and paged on the platform', async ({ page }) => {
      await openAs(page, 'pa_viewonly', '/pa/virtual-cards?tab=cards', brand);
      const all = await cardsOf(page);
      expect(all.totalElements).toBeGreaterThan(10);
      await expect(page.locator('.dt-count')).toHaveText(`${all.totalElements} cards`, { timeout: 20_000 });
      const rows = cardsTable(page).locator('tbody tr');
      await expect(rows).toHaveCount(10);
      // Newest first, as the platform orders them by default.
      await expect(rows.first()).toContainText(`…${all.content[0]!.cardNumberLast4}`);
      await expectAccessible(page, `${brand} card search`);

      // Sort by amount, largest first: the platform's order.
      await cardsTable(page)
        .getByRole('button', { name: /^Amount/ })
        .click();
      await cardsTable(page)
        .getByRole('button', { name: /^Amount/ })
        .click();
      await expect(page).toHaveURL(/[?&]c\.sort=amount(%3A|:)desc/);
      const byAmount = await cardsOf(page, '&sort=amount,DESC');
      await expect(rows.first()).toContainText(usd(byAmount.content[0]!.amount!));
      await expect(rows.nth(1)).toContainText(`…${byAmount.content[1]!.cardNumberLast4}`);

      // The second page.
      await page.getByRole('button', { name: /next/i }).first().click();
      await expect(rows.first()).toContainText(`…${byAmount.content[10]!.cardNumberLast4}`);
    });

    test('the card search: filtered by status and kind, searched by card ending, downloaded; a card opens its payment', async ({
      page,
    }) => {
      await openAs(page, 'pa_viewonly', '/pa/virtual-cards?tab=cards', brand);
      const all = await cardsOf(page);
      const rows = cardsTable(page).locator('tbody tr');
      await expect(page.locator('.dt-count')).toHaveText(`${all.totalElements} cards`, { timeout: 20_000 });

      // Status and kind filters, then a search by card ending.
      await page.getByLabel('Card status').selectOption('Not Used');
      const notUsed = await cardsOf(page, `&status=${encodeURIComponent('Not Used')}`);
      await expect(page.locator('.dt-count')).toHaveText(notUsed.totalElements === 1 ? '1 card' : `${notUsed.totalElements} cards`);
      for (const s of await rows.locator('td[data-label="Status"]').allInnerTexts()) expect(s).toBe('Not used');
      await page.getByLabel('Card status').selectOption('');
      await page.getByLabel('Kind', { exact: true }).selectOption('GHOST');
      const ghosts = await cardsOf(page, '&kind=GHOST');
      await expect(page.locator('.dt-count')).toHaveText(ghosts.totalElements === 1 ? '1 card' : `${ghosts.totalElements} cards`);
      for (const k of await rows.locator('td[data-label="Kind"]').allInnerTexts()) expect(k).toBe('Ghost');
      await page.getByLabel('Kind', { exact: true }).selectOption('');
      const paid = all.content.find((k) => k.paymentId !== null)!;
      await page.getByLabel('Search cards').fill(paid.cardNumberLast4);
      await expect(
        cardsTable(page).getByRole('link', { name: `Card ending ${paid.cardNumberLast4}, payment ${paid.paymentId}` }),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Search cards')).toHaveValue(paid.cardNumberLast4);

      // Nothing matches: said, with a way back.
      await page.getByLabel('Search cards').fill('no such card at all');
      await expect(page.getByText('No cards match your search.')).toBeVisible();
      await expectAccessible(page, `${brand} card search, no match`);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect(page.locator('.dt-count')).toHaveText(`${all.totalElements} cards`);

      // Download CSV: every card (not only the page shown), in the table's columns.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      const lines = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe('Card,Kind,Account,Vendor,Amount,Uses left,Issued,Valid to,Expires,Status');
      expect(lines).toHaveLength(all.totalElements + 1);

      // A card opens its payment.
      await page.getByLabel('Search cards').fill(paid.cardNumberLast4);
      await cardsTable(page)
        .getByRole('link', { name: `Card ending ${paid.cardNumberLast4}, payment ${paid.paymentId}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: `Payment ${paid.paymentId}` })).toBeVisible();
    });

    test('the card search failing says so in its tab, with Try again; the other tabs work', async ({ page }) => {
      await openAs(page, 'pa_viewonly', '/pa/virtual-cards', brand);
      await failWith503(page, '**/api/v1/virtualcard/company/*/cards?*');
      await page.getByRole('tab', { name: 'Cards' }).click();
      await expect(page.getByRole('alert')).toContainText('the cards', { timeout: 20_000 });
      await expectAccessible(page, `${brand} card search failing`);
      await page.unroute('**/api/v1/virtualcard/company/*/cards?*');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.locator('.dt-count')).toHaveText(/\d+ cards/);
      await page.getByRole('tab', { name: 'Vendors' }).click();
      await expect(page.getByRole('table', { name: 'Vendors' })).toBeVisible();
    });
  });
});

/** Signs in as the virtual-card-only admin with the program call answering 503 from then on. */
async function signInAndFailProgram(page: Page, brand: string): Promise<void> {
  await openAs(page, 'pa_vconly', '/pa/virtual-cards', brand);
  await expect(programPanel(page)).toBeVisible();
  await failWith503(page, '**/api/company/virtualcard/*');
}
