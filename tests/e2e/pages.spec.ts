import { expect, test, type Page } from './fixtures.js';
import { hostUrl, logIn } from './support.js';

/** Collects console errors, page errors and CSP violations (the shell's CSP is strict). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('login, dashboard and a public page run without console errors or CSP violations', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  await expect(page.getByLabel('User Name')).toBeVisible();
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
  await logIn(page, 'cardholder', '/dashboard-cardholder');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the viewer pages have no layout: no header, menu or footer', async ({ page }) => {
  await page.goto('/paguide');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrator Guide' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('public pages are real pages: a heading and what the page is for', async ({ page }) => {
  for (const [path, heading] of [
    ['/forgotPassword', 'Forgot Password'],
    ['/registerCard', 'Register Your Card'],
    ['/security', 'Security'],
    ['/contactUs', 'Contact Us'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main')).not.toContainText(/lorem|coming soon/i);
  }
});

test('welcome host shows the welcome page with only the copyright in the footer', async ({ page }) => {
  await page.goto(`${hostUrl('welcome')}/`);
  await expect(page.getByRole('heading', { name: 'Choose your bank' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);
});

test('a shell whose start-up data is broken shows a clear error, not a blank page', async ({ page }) => {
  await page.route('**/login', async (route) => {
    // The test runner (Node) does not resolve *.localhost: fetch from loopback with the brand's Host.
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${url.port}${url.pathname}`,
      headers: { ...route.request().headers(), host: url.host },
    });
    const html = (await response.text()).replace(/(<script id="bootstrap"[^>]*>)[\s\S]*?(<\/script>)/, '$1{"broken":$2');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/login');
  await expect(page.getByRole('alert')).toContainText('We could not load this page');
  await expect(page.getByRole('link', { name: 'Go to the start page' })).toBeVisible();
});
