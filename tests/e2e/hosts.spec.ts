import { expect, test } from './fixtures.js';
import { hostUrl } from './support.js';

test('demo.localhost/ redirects to /login with the client name on the page', async ({ page }) => {
  await page.goto(`${hostUrl('demo')}/`);
  await expect(page).toHaveURL(`${hostUrl('demo')}/login`);
  await expect(page.getByRole('main')).toContainText('Demo Bank');
  await expect(page).toHaveTitle(/Demo Bank/);
});

test('the bare host shows the welcome page with the copyright-only footer', async ({ page }) => {
  await page.goto(`${hostUrl()}/`);
  await expect(page).toHaveURL(`${hostUrl()}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manage your card account online');
  await expect(page.getByRole('heading', { name: 'Choose your bank' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link')).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the bare host sends a cardholder on to their bank’s portal', async ({ page }) => {
  await page.goto(`${hostUrl()}/`);
  await page.getByLabel("Your bank's portal name").fill('demo');
  await page.getByRole('button', { name: 'Continue to your bank' }).click();
  await expect(page).toHaveURL(`${hostUrl('demo')}/login`);
});

test('an apex host shows the not-found page', async ({ page }) => {
  await page.goto(`${hostUrl('apex')}/anything`);
  await expect(page).toHaveTitle('Page Not Found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('An unexpected error has occurred in the system')).toBeVisible();
});

test('the footer has the links and the copyright year as a tooltip', async ({ page }) => {
  await page.goto('/login');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Rewards', 'Rates & Fees', 'Privacy', 'Security', 'FAQs', 'Contact Us']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  const year = String(new Date().getFullYear());
  await expect(footer.getByText(`© ${year} Demo Bank`)).toBeVisible();
  await expect(footer.locator(`[title="${year}"]`)).toHaveText(year);
});

test('vendor and info paths have a reduced footer', async ({ page }) => {
  for (const path of ['/vendorPayment', '/info']) {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Rewards' })).toHaveCount(0);
  }
});

test('a public page has landmarks and a skip link to the main content', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
