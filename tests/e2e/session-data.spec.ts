import { expect, test, type Page } from './fixtures.js';
import { banner, failComposedPieces, openAs } from './support.js';

/**
 * In the browser: what the portal loads after login, each piece with its own error
 * flag (docs/requirements.md#spec-8-errors), so one failing call never blanks the page.
 */

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });
const fault = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ error: 'Internal Server Error', message: 'down', fault: { faultCode: 'CSSFAULT', faultString: 'down' } }),
};

test('the cardholder home loads the card, rewards and recent transactions from the platform, composed in one round', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/api/') || u.pathname.startsWith('/bff/')) asked.push(u.pathname + u.search);
  });
  await openAs(page, 'cardholder', '/dashboard-cardholder');
  await expect(region(page, 'Your card')).toContainText('ending in');
  await expect(region(page, 'Rewards')).toContainText('Points balance');
  await expect(region(page, 'Recent transactions')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(asked).toContain('/api/brand/demo');
  expect(asked.some((u) => u.startsWith('/api/searchcompany?companyId=') && u.endsWith('useProcessorData=true'))).toBe(true);
  // The dashboard with the rewards and the newest transactions of its card, composed by the gateway: no second round for them.
  expect(asked).toContain('/bff/cardholder-home');
  expect(asked.some((u) => u.startsWith('/api/v1/rewards/') || u.startsWith('/api/v1/cards/encrypted/'))).toBe(false);
  // Nothing an admin or a holding company needs.
  expect(asked.some((u) => u.includes('holdingcompany') || u.startsWith('/api/reporting'))).toBe(false);
});

test('failing rewards and transactions calls show their own messages; the card and the menu stay', async ({ page }) => {
  // The home's composed answer says both pieces failed: each is asked on its own, and fails again.
  await failComposedPieces(page, 'cardholder-home', ['rewardDescription', 'recentTransactions']);
  await page.route('**/api/v1/rewards/**', (r) => r.fulfill(fault));
  await page.route('**/api/v1/cards/encrypted/**', (r) => r.fulfill({ ...fault, status: 200 })); // a 200 carrying a CSSFAULT
  await openAs(page, 'cardholder', '/dashboard-cardholder');
  await expect(region(page, 'Rewards').getByRole('alert')).toContainText(/couldn.t load your rewards/);
  await expect(region(page, 'Recent transactions').getByRole('alert')).toContainText(/couldn.t load your recent transactions/);
  await expect(region(page, 'Your card')).toContainText('Current balance');
  await expect(region(page, 'Your card').getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Sections' })).toContainText('Payments');
  await expect(banner(page)).toContainText('Hi, Casey');
});

test('a failing dashboard call leaves the page with its header, menu and an explanation, never blank', async ({ page }) => {
  // The home's dashboard comes composed by the gateway (its failure is the dashboard's) or, asked again, on its own.
  await page.route(/\/(bff\/cardholder-home|api\/v1\/cards\/cardholder\/dashboard)/, (r) => r.fulfill(fault));
  await openAs(page, 'cardholder', '/dashboard-cardholder');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Summary' })).toBeVisible();
  await expect(region(page, 'Your card').getByRole('alert')).toContainText(/couldn.t load your card account/);
  await expect(page.getByRole('list', { name: 'Sections' })).toContainText('Home');
});

test('the holding company home lists its companies; each opens the program admin view with company=', async ({ page }) => {
  await openAs(page, 'hc_admin', '/holding-company');
  const companies = region(page, 'Companies').getByRole('table', { name: 'Companies of the holding company' });
  await expect(companies.getByRole('row')).toHaveCount(4); // header + the three companies of the holding company
  const open = companies.getByRole('link', { name: /^Open / }).first();
  const href = await open.getAttribute('href');
  expect(href).toMatch(/^\/pa\?company=\d+$/);
  await open.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace('?', '\\?')}$`));
  await expect(page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: 'Company', exact: true })).toHaveAttribute(
    'href',
    href!,
  );
  await expect(region(page, 'Company')).toContainText('Credit limit');
});

test('an admin viewing a card as a cardholder keeps view=cardholder and the card on every link', async ({ page }) => {
  await openAs(page, 'pa_admin', '/pa');
  const ref = await page.evaluate(async () => {
    const res = await fetch('/api/v1/accounts/company/1102?page=0&size=50', { credentials: 'include' });
    const body = (await res.json()) as { content: { cardNumber: string | null; accountEntityType: string; status: string }[] };
    return body.content.find((a) => a.cardNumber && a.accountEntityType === 'Sub' && a.status === 'OPEN')?.cardNumber ?? null;
  });
  expect(ref).not.toBeNull();
  const query = `view=cardholder&cardNumber=${encodeURIComponent(ref!)}`;
  await page.goto(`/dashboard-cardholder?${query}`);
  await expect(region(page, 'Your card')).toContainText('ending in');
  const links = page.getByRole('list', { name: 'Sections' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
    expect(href).toContain(query);
  }
  await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/dashboard-cardholder\/transactions\?view=cardholder&cardNumber=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transactions');
  // A link inside a page (not only the menu) keeps the view too, through a full page load.
  await page.getByRole('list', { name: 'Sections' }).getByRole('link', { name: 'Services' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Paperless Statements' }).click();
  await expect(page).toHaveURL(/\/dashboard-cardholder\/services\/paperless\?view=cardholder&cardNumber=/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paperless Statements');
});
