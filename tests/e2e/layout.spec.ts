import { expect, test } from './fixtures.js';
import { banner, logIn } from './support.js';

test('the sidebar is 15rem wide and routes inside the area without a page load', async ({ page }) => {
  await logIn(page, 'cardholder', '/dashboard-cardholder');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const box = await nav.boundingBox();
  expect(box?.width).toBe(240);
  // cardholder's company has expense reporting off, so no Expense Reporting (docs/requirements.md#spec-6-permissions; chrome.spec.ts has every user).
  for (const name of ['Home', 'Payments', 'Transactions', 'Statements', 'Rewards', 'Services']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest()) documents++;
  });
  await nav.getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/dashboard-cardholder\/payments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payments');
  await expect(page).toHaveTitle('Payments | Demo Bank');
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  expect(documents).toBe(0);
});

test('on a phone the menu opens and closes with the toggle and Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'pa_admin', '/pa');
  await expect(banner(page)).toContainText('Hi, Pat');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  // docs/requirements.md#spec-9-constants: the menu slides in 300 ms.
  expect(await page.locator('nav.sidebar').evaluate((el) => getComputedStyle(el).transitionDuration.split(',')[0])).toBe('0.3s');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Alerts and Controls' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(nav).toBeHidden();
  // The page does not scroll sideways at phone width.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the holding-company sidebar has only Holding Company/Home, Program Admin and Reporting', async ({ page }) => {
  await logIn(page, 'hc_admin', '/holding-company');
  const sections = page.getByRole('navigation', { name: 'Main menu' }).getByRole('list', { name: 'Sections' });
  await expect(sections.getByRole('listitem')).toHaveCount(3);
  await expect(sections.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/holding-company');
  await expect(sections.getByRole('link', { name: 'Program Admin' })).toBeVisible();
  await expect(sections.getByText('Reporting')).toBeVisible();
});
