import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, openAs, signIn } from './support.js';

/**
 * The cardholder home's card panel: the card image with the docs/requirements.md#spec-1-product fallback chain, the `Make a Payment`
 * shortcut where payments are allowed, and `Balance details` (APRs and the balance breakdown) for the cardholder
 * and AM, T1, T2 only — compared with the platform's account summary for the same card.
 */
interface Summary {
  currentBalance: number;
  pastDueAmount: number;
  cycleCode: string;
  nextStatementDate: string;
  purchaseApr: number;
  cashApr: number;
  cashAvailable: number;
  balanceBreakdown: { purchases: number; cash: number; fees: number; interest: number };
}
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return res.json();
  }, path);
}
const panel = (page: Page) => page.getByRole('region', { name: 'Your card' });
const image = (page: Page) => panel(page).getByRole('img', { name: /card ending in \d{4}/ });

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: home card panel`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('the client’s card image for the product, Balance details as the platform answers, and the Make a Payment shortcut', async ({
      page,
    }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder', brand);
      await expect(image(page)).toHaveAttribute('src', `/cdn/${brand}/cards/101.svg`);
      await expect.poll(() => image(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const ref = (await api<{ data: { accountEntitySummary: { cardNumber: string } } }>(page, '/api/v1/cards/cardholder/dashboard')).data
        .accountEntitySummary.cardNumber;
      const s = (await api<{ data: Summary }>(page, `/api/cards/${encodeURIComponent(ref)}/accountSummary`)).data;
      await panel(page).getByText('Balance details').click();
      const details = panel(page).locator('details');
      await expect(details).toContainText(`Purchase APR${s.purchaseApr.toFixed(2)}%`);
      await expect(details).toContainText(`Cash advance APR${s.cashApr.toFixed(2)}%`);
      await expect(details).toContainText(`Cash available${usd.format(s.cashAvailable)}`);
      await expect(details).toContainText(`Current balance${usd.format(s.currentBalance)}`);
      await expect(details).toContainText(`Past due${usd.format(s.pastDueAmount)}`);
      expect(s.cycleCode).toBe('011900');
      await expect(details).toContainText('Billing cycleCurrent cycle');
      await expect(details).toContainText(`Next statement${mdy(s.nextStatementDate)}`);
      for (const [label, value] of [
        ['Purchases', s.balanceBreakdown.purchases],
        ['Cash advances', s.balanceBreakdown.cash],
        ['Fees', s.balanceBreakdown.fees],
        ['Interest', s.balanceBreakdown.interest],
      ] as const) {
        await expect(details).toContainText(`${label}${usd.format(value)}`);
      }
      const b = s.balanceBreakdown;
      expect(Math.round((b.purchases + b.cash + b.fees + b.interest) * 100)).toBe(Math.round(s.currentBalance * 100));
      await expectAccessible(page, `${brand} home with balance details`);
      await panel(page).getByRole('link', { name: 'Make a Payment' }).click();
      await expect(page).toHaveURL(/\/dashboard-cardholder\/payments$/);
      await expect(page.getByRole('tab', { name: 'Make a Payment' })).toHaveAttribute('aria-selected', 'true');
    });

    test('a card image that fails to load falls back to the client’s card, then the shared card, then a plain card', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      const failing = new Set([`/cdn/${brand}/cards/101.svg`]);
      await page.route('**/cdn/**/*.svg', (route) =>
        failing.has(new URL(route.request().url()).pathname) ? route.abort('failed') : route.continue(),
      );
      await openAs(page, 'cardholder', '/dashboard-cardholder', brand);
      await expect(image(page)).toHaveAttribute('src', `/cdn/${brand}/card.svg`);
      await expect.poll(() => image(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      failing.add(`/cdn/${brand}/card.svg`);
      await page.reload();
      await expect(image(page)).toHaveAttribute('src', '/cdn/default/card.svg');
      failing.add('/cdn/default/card.svg');
      await page.reload();
      await expect(panel(page).locator('img')).toHaveCount(0);
      await expect(image(page)).toHaveClass(/card-image-fallback/);
      await expectAccessible(page, `${brand} home without card images`);
    });
  });
});

test('who sees what on the card panel: payments-only pays but sees no APR details; a delegate neither; tier 2 both', async ({ page }) => {
  test.slow();
  const open = async (user: string) => {
    await signIn(page, user);
    await page.goto('/pa');
    const me = await api<{ userData: { userid: number; userCompanyId: number } }>(page, '/api/authentication/check');
    const accounts = await api<{ content: { cardNumber: string | null }[] }>(
      page,
      `/api/v1/accounts/company/${me.userData.userCompanyId}?size=20`,
    );
    const card = accounts.content.find((a) => a.cardNumber)!.cardNumber!;
    await page.goto(`/dashboard-cardholder?view=cardholder&cardNumber=${encodeURIComponent(card)}`);
    await expect(
      panel(page)
        .getByText(/ending in \d{4}/)
        .first(),
    ).toBeVisible();
  };
  await open('pa_payments');
  await expect(panel(page).getByRole('link', { name: 'Make a Payment' })).toBeVisible();
  await expect(panel(page).getByText('Balance details')).toHaveCount(0);
  await expect(panel(page).getByRole('link', { name: 'Make a Payment' })).toHaveAttribute('href', /view=cardholder&cardNumber=/);
  await open('pa_delegate');
  await expect(panel(page).getByRole('link', { name: 'Make a Payment' })).toHaveCount(0);
  await expect(panel(page).getByText('Balance details')).toHaveCount(0);
  await open('pa_tier2');
  await expect(panel(page).getByRole('link', { name: 'Make a Payment' })).toBeVisible();
  await panel(page).getByText('Balance details').click();
  await expect(panel(page).locator('details')).toContainText('Purchase APR');
});
