import { expect, test } from './fixtures.js';
import { hostUrl, logIn } from './support.js';

/**
 * statement-viewer (docs/requirements.md#spec-2-screens: login required, no layout): the platform's statement document for the
 * cardholder's card, a period picker and print; logged out it is not shown.
 */
test('a cardholder opens the statement viewer and switches statement period', async ({ page }) => {
  await logIn(page, 'cardholder', '/dashboard-cardholder');
  await page.goto('/statement-viewer');
  await expect(page.getByRole('heading', { level: 1, name: /^Statement for the card ending in \d{4}$/ })).toBeVisible();
  // No layout: no header, no side menu.
  await expect(page.getByRole('banner')).toHaveCount(0);
  const picker = page.getByLabel('Statement period');
  const periods = await picker.locator('option').allTextContents();
  expect(periods.length).toBeGreaterThan(1);
  const doc = page.frameLocator('iframe.statement-frame');
  await expect(doc.getByRole('heading', { name: 'Demo Bank — Account Statement' })).toBeVisible();
  await expect(doc.getByText(`Statement period ${periods[0]!}`)).toBeVisible();

  await picker.selectOption({ index: 1 });
  await expect(page).toHaveURL(/[?&]cycle=\d{6}/);
  await expect(doc.getByText(`Statement period ${periods[1]!}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print statement' })).toBeVisible();
});

test('a card reference the user may not see is refused with a clear message', async ({ page }) => {
  await logIn(page, 'cardholder', '/dashboard-cardholder');
  await page.goto('/statement-viewer?cardNumber=not-a-card-of-mine');
  await expect(page.getByRole('alert')).toContainText(/not available to you|could not load/);
});

test('logged out, the statement viewer is not shown', async ({ page }) => {
  await page.goto(`${hostUrl('demo')}/statement-viewer`);
  await expect(page).toHaveURL(`${hostUrl('demo')}/login`);
});
