import { expect, test, type Page } from './fixtures.js';
import { banner, hostUrl, openAs } from './support.js';

/** Logs in as `username` and opens their home, checking the gateway did not send them elsewhere. */
async function logIn(page: Page, username: string, home: string): Promise<void> {
  await openAs(page, username, home);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
}

/**
 * The chrome (sidebars, quick links, header, footer) in the browser against the sandbox platform. The expected sidebars are written out
 * by hand from docs/requirements.md#spec-6-permissions and the demo data of docs/requirements.md#design-4-demo-data / the sandbox README (not computed with
 * shared/permissions), so a wrong rule or a wrong fact shows up here:
 *
 * - Cardholder sidebar (docs/requirements.md#spec-2-screens): Home, Expense Reporting (company enabled + acknowledged, registered,
 *   not a virtual sub), Payments (cardholders), Transactions, Statements (cardholders), Rewards
 *   (rewards product + consolidation; never a virtual sub), Services (shown to cardholders).
 *   `cardholder`'s company (101) has expense reporting off; `virtualsub` is on a Virtual Sub entity.
 * - Program admin sidebar on company 1102 (108 purchasing, expense reporting enabled and acknowledged,
 *   virtual cards enabled): Alerts and Controls = AM, T1, T2, VO; Expense Reporting = AM, T1, T2,
 *   manager, accounting (+ the expense-report scope); Fleet = AM, VO on a fleet product (114) only;
 *   Program Admin = AM, VO; Reporting = AM, manager, accounting, T1, T2, VO, reporting only; Services =
 *   hidden for payments only, manager/accounting need expense reporting enabled, others shown;
 *   Virtual Cards = AM, T1, VO, VC only with virtual cards enabled.
 * - `pa_fleet`: AM on company 1103 (114 fleet, expense reporting off, virtual cards off).
 * - `hc_admin` in the holding-company view: only Home (/holding-company), Program Admin, Reporting.
 */
const EXPECTED: { username: string; home: string; sidebar: string[] }[] = [
  {
    username: 'cardholder',
    home: '/dashboard-cardholder',
    sidebar: ['Home', 'Payments', 'Transactions', 'Statements', 'Rewards', 'Services'],
  },
  { username: 'virtualsub', home: '/dashboard-cardholder', sidebar: ['Home', 'Payments', 'Transactions', 'Statements', 'Services'] },
  {
    username: 'pa_admin',
    home: '/pa',
    sidebar: ['Home', 'Alerts and Controls', 'Expense Reporting', 'Program Admin', 'Reporting', 'Services', 'Virtual Cards'],
  },
  {
    username: 'pa_tier1',
    home: '/pa',
    sidebar: ['Home', 'Alerts and Controls', 'Expense Reporting', 'Reporting', 'Services', 'Virtual Cards'],
  },
  { username: 'pa_tier2', home: '/pa', sidebar: ['Home', 'Alerts and Controls', 'Expense Reporting', 'Reporting', 'Services'] },
  { username: 'pa_manager', home: '/pa', sidebar: ['Home', 'Expense Reporting', 'Reporting', 'Services'] },
  { username: 'pa_accounting', home: '/pa', sidebar: ['Home', 'Expense Reporting', 'Reporting', 'Services'] },
  { username: 'pa_delegate', home: '/pa', sidebar: ['Home', 'Services'] },
  { username: 'pa_payments', home: '/pa', sidebar: ['Home'] },
  { username: 'pa_reporting', home: '/pa', sidebar: ['Home', 'Reporting', 'Services'] },
  {
    username: 'pa_viewonly',
    home: '/pa',
    sidebar: ['Home', 'Alerts and Controls', 'Program Admin', 'Reporting', 'Services', 'Virtual Cards'],
  },
  { username: 'pa_vconly', home: '/pa', sidebar: ['Home', 'Services', 'Virtual Cards'] },
  { username: 'pa_fleet', home: '/pa', sidebar: ['Home', 'Alerts and Controls', 'Fleet', 'Program Admin', 'Reporting', 'Services'] },
  { username: 'hc_admin', home: '/holding-company', sidebar: ['Home', 'Program Admin', 'Reporting'] },
];

const NEW_TAB = ' (opens in a new tab)';
const sections = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('list', { name: 'Sections' });

/** The sidebar entries as the user sees them (labels, in order), once the menu has loaded. */
async function sidebarLabels(page: Page): Promise<string[]> {
  await expect(sections(page)).toBeVisible();
  const texts = await sections(page).getByRole('listitem').allInnerTexts();
  return texts.map((t) => t.replace(/\s+/g, ' ').replace(NEW_TAB, '').trim());
}

test.describe('each demo user sees exactly the sidebar entries its rules allow', () => {
  for (const { username, home, sidebar } of EXPECTED) {
    test(`${username}: ${sidebar.join(', ')}`, async ({ page }) => {
      await logIn(page, username, home);
      expect(await sidebarLabels(page)).toEqual(sidebar);
      if (sidebar.includes('Reporting')) {
        const reporting = sections(page).getByRole('link', { name: /^Reporting/ });
        await expect(reporting).toHaveAttribute('target', '_blank');
        await expect(reporting).toHaveAttribute('href', /^https:\/\/reporting\.sandbox\.example\//);
        await expect(reporting).toHaveAttribute('rel', /noopener/);
      }
    });
  }
});

test('while the facts behind the menu load, the sidebar shows a placeholder, never entries that then vanish', async ({ page }) => {
  await logIn(page, 'pa_payments', '/pa');
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route('**/api/searchcompany*', async (route) => {
    await gate;
    await route.continue();
  });
  await page.goto('/pa');
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('status')).toContainText('Loading the menu');
  await expect(sections(page)).toHaveCount(0);
  release();
  expect(await sidebarLabels(page)).toEqual(['Home']);
});

test('a failing company call leaves the rest of the program admin home on screen with its own error', async ({ page }) => {
  await logIn(page, 'pa_admin', '/pa');
  await page.route('**/api/searchcompany*', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'x', message: 'y', fault: { faultCode: 'CSSFAULT', faultString: 'down' } }),
    }),
  );
  await page.goto('/pa');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Company', exact: true }).getByRole('alert')).toContainText(
    /couldn.t load the company details/,
  );
  await expect(main.getByRole('region', { name: 'Accounts', exact: true })).toContainText('accounts');
  await expect(main.getByRole('region', { name: 'Accounts', exact: true }).getByRole('alert')).toHaveCount(0);
  await expect(banner(page)).toContainText('Hi, Pat');
});

test('a holding-company admin with a company selected: Holding Company, Company (keeping company=) and the company’s entries', async ({
  page,
}) => {
  await logIn(page, 'hc_admin', '/holding-company');
  await page.goto('/pa?company=1104');
  // 1104: world elite (109), expense reporting enabled and acknowledged, virtual cards enabled.
  expect(await sidebarLabels(page)).toEqual([
    'Holding Company',
    'Company',
    'Alerts and Controls',
    'Expense Reporting',
    'Program Admin',
    'Reporting',
    'Services',
    'Virtual Cards',
  ]);
  await expect(sections(page).getByRole('link', { name: 'Company', exact: true })).toHaveAttribute('href', '/pa?company=1104');
  await expect(sections(page).getByRole('link', { name: 'Virtual Cards' })).toHaveAttribute('href', '/pa/virtual-cards?company=1104');
  await expect(sections(page).getByRole('link', { name: 'Program Admin' })).toHaveAttribute('href', '/holding-company/program-admin');
  await sections(page).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/pa\/services\?company=1104$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
});

test.describe('a forbidden area route typed into the address bar does not show the page', () => {
  const cases = [
    { username: 'cardholder', home: '/dashboard-cardholder', path: '/pa', forbidden: 'Program Administration' },
    { username: 'pa_payments', home: '/pa', path: '/pa/program-admin', forbidden: 'Program Admin' },
    { username: 'pa_admin', home: '/pa', path: '/holding-company', forbidden: 'Holding Company' },
    // Decided in the browser with the company loaded: no company could be refused at the gateway.
    { username: 'pa_fleet', home: '/pa', path: '/pa/virtual-cards', forbidden: 'Virtual Cards' },
    { username: 'pa_admin', home: '/pa', path: '/pa/fleet', forbidden: 'Fleet' },
    // Expense reporting pages say why instead: tests/e2e/expense-reports.spec.ts.
    { username: 'virtualsub', home: '/dashboard-cardholder', path: '/dashboard-cardholder/cardholder-rewards', forbidden: 'Rewards' },
  ];
  for (const { username, home, path, forbidden } of cases) {
    test(`${username} → ${path} lands on ${home}`, async ({ page }) => {
      await logIn(page, username, home);
      const seen: string[] = [];
      page.on('framenavigated', (f) => f === page.mainFrame() && seen.push(f.url()));
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${home.replace(/\//g, '\\/')}$`));
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(forbidden);
      await expect(page.getByRole('heading', { level: 1, name: forbidden, exact: true })).toHaveCount(0);
    });
  }

  test('the allowed page still opens (pa_viewonly → /pa/program-admin, pa_admin → /pa/virtual-cards)', async ({ page }) => {
    await logIn(page, 'pa_viewonly', '/pa');
    await page.goto('/pa/program-admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Program Admin');
    await page.goto('/pa/virtual-cards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Virtual Cards');
  });
});

test.describe('quick links and profile menu by user type', () => {
  test('cardholder: Privacy, FAQs, Contact Us under /dashboard-cardholder, Log Out; no Administrator Guide', async ({ page }) => {
    await logIn(page, 'cardholder', '/dashboard-cardholder');
    const quick = page.getByRole('list', { name: 'Quick links' });
    await expect(quick.getByRole('listitem')).toHaveText(['Privacy', 'FAQs', 'Contact Us', 'Log Out']);
    await expect(quick.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/dashboard-cardholder/privacy');
    await expect(quick.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/dashboard-cardholder/faqs');
    await expect(quick.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/dashboard-cardholder/contact-us');
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/dashboard-cardholder/profile');
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Profile', 'Contact Us', 'Log Out']);
  });

  test('program admin (AM): Administrator Guide in a new tab, the rest under /pa; Log Out in the menu logs out', async ({ page }) => {
    await logIn(page, 'pa_admin', '/pa');
    const quick = page.getByRole('list', { name: 'Quick links' });
    const texts = (await quick.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').replace(NEW_TAB, '').trim());
    expect(texts).toEqual(['Administrator Guide', 'Privacy', 'FAQs', 'Contact Us', 'Log Out']);
    await expect(quick.getByRole('link', { name: /Administrator Guide/ })).toHaveAttribute('target', '_blank');
    await expect(quick.getByRole('link', { name: /Administrator Guide/ })).toHaveAttribute('href', '/paguide');
    await expect(quick.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/pa/privacy');
    await quick.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/pa\/faqs$/);
    await quick.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(banner(page)).toContainText('Welcome!');
  });

  test('a T1 admin has no Administrator Guide (AM only)', async ({ page }) => {
    await logIn(page, 'pa_tier1', '/pa');
    await expect(page.getByRole('list', { name: 'Quick links' }).getByRole('listitem')).toHaveText([
      'Privacy',
      'FAQs',
      'Contact Us',
      'Log Out',
    ]);
  });
});

test.describe('footer variants', () => {
  const year = String(new Date().getFullYear());
  const footerLinks = (page: Page) => page.getByRole('contentinfo').getByRole('link');

  test('full on a public page: Rewards, Rates & Fees, Privacy, Security, FAQs, Contact Us, copyright with the year as tooltip', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(footerLinks(page)).toHaveText(['Rewards', 'Rates & Fees', 'Privacy', 'Security', 'FAQs', 'Contact Us']);
    await expect(page.getByRole('contentinfo').getByTitle(year)).toHaveText(year);
  });

  for (const path of ['/vendorPayment', '/enrollVendor', '/info', '/info/terms']) {
    test(`reduced on ${path}: Privacy, Security, Contact Us`, async ({ page }) => {
      await page.goto(path);
      await expect(footerLinks(page)).toHaveText(['Privacy', 'Security', 'Contact Us']);
      await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);
    });
  }

  // Titles name the place, not the URL: a URL carries the worker's port, and titles must match across workers.
  for (const [place, url] of [
    ['the applynow host', `${hostUrl('applynow')}/`],
    ['demo /applynow', `${hostUrl('demo')}/applynow`],
    ['the welcome host', `${hostUrl('welcome')}/`],
    ['the bare host /welcome', `${hostUrl()}/welcome`],
  ] as const) {
    test(`only the copyright on ${place}`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('contentinfo')).toContainText(`© ${year}`);
      await expect(footerLinks(page)).toHaveCount(0);
    });
  }
});

test.describe('header', () => {
  test('unauthenticated: logo, Welcome!, This page is secure, no profile menu', async ({ page }) => {
    await page.goto('/faqs');
    await expect(banner(page).getByRole('img', { name: 'Demo Bank' })).toBeVisible();
    await expect(banner(page)).toContainText('Welcome!');
    await expect(banner(page)).toContainText('This page is secure');
    await expect(banner(page).getByRole('button', { name: 'My Account' })).toHaveCount(0);
    await expect(banner(page).getByRole('link', { name: 'Back to Banno' })).toHaveCount(0);
  });
  test("logged in: logo to home, 'Hi, {first name}', My Account, and 'Back to Banno' when the gateway passed an allowlisted origin", async ({
    page,
  }) => {
    // The allowlist is the gateway's (tests/gateway/shell.test.ts); here the shell's start-up data carries an origin.
    await logIn(page, 'cardholder', '/dashboard-cardholder');
    const html = await page.evaluate(() => fetch('/dashboard-cardholder', { credentials: 'include' }).then((r) => r.text()));
    expect(html).toContain('"backToBanno":null');
    const withOrigin = html.replace('"backToBanno":null', '"backToBanno":"https://banno.example.com"');
    await page.route('**/dashboard-cardholder', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: withOrigin }),
    );
    await page.goto('/dashboard-cardholder');
    await expect(banner(page)).toContainText('Hi, Casey');
    await expect(banner(page)).not.toContainText('This page is secure');
    await expect(banner(page).getByRole('link', { name: 'Demo Bank' })).toHaveAttribute('href', '/dashboard-cardholder');
    await expect(banner(page).getByRole('button', { name: 'My Account' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Back to Banno' })).toHaveAttribute('href', 'https://banno.example.com');
  });
});

test('small screen: the menu opens and closes from the keyboard, slides in 300 ms, and closes after following a link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'cardholder', '/dashboard-cardholder');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeHidden();
  expect(await page.locator('nav.sidebar').evaluate((el) => getComputedStyle(el).transitionDuration.split(',')[0])).toBe('0.3s');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await expect(sections(page).getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(nav).toBeVisible();
  await sections(page).getByRole('link', { name: 'Statements' }).click();
  await expect(page).toHaveURL(/\/dashboard-cardholder\/statements$/);
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
