import { expect, test } from './fixtures.js';
import { ARRIVAL, banner, hostUrl, logIn, sendTwoFactorCode, submitLogin } from './support.js';

const homes = [
  { username: 'cardholder', home: '/dashboard-cardholder', first: 'Casey' },
  { username: 'pa_admin', home: '/pa', first: 'Pat' },
  { username: 'hc_admin', home: '/holding-company', first: 'Harper' },
] as const;

for (const { username, home, first } of homes) {
  test(`${username} logs in on demo and lands on ${home} in the sidebar layout with 'Hi, ${first}'`, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await submitLogin(page, username);
    await expect(page).toHaveURL(new RegExp(`^${hostUrl('demo').replace(/\./g, '\\.')}${home}$`));
    await expect(banner(page)).toContainText(`Hi, ${first}`);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(first);
    await expect(banner(page)).not.toContainText('This page is secure');
  });
}

test('the login form is labelled, names the client, and has the help links', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('User Name', { exact: true })).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Demo Bank');
  await expect(banner(page)).toContainText('Welcome!');
  await expect(banner(page)).toContainText('This page is secure');
  await expect(banner(page).getByRole('img', { name: 'Demo Bank' })).toBeVisible();
  for (const name of ['Forgot user name?', 'Forgot password?', 'Register your card', 'Activate your card']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
});

test('a failed login says why next to the form and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'cardholder', 'not-the-password');
  const alert = page.locator('form').getByRole('alert');
  await expect(alert).toContainText("doesn't match our records");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('User Name', { exact: true })).toHaveValue('cardholder');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('empty fields are reported on the fields without calling the platform', async ({ page }) => {
  await page.goto('/login');
  let calls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/authentication/login')) calls++;
  });
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Enter your user name.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await expect(page.getByLabel('User Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  expect(calls).toBe(0);
});

test('2FA: cardholder2fa continues to a verification step, has a code sent and lands home with code 123456', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'cardholder2fa');
  await sendTwoFactorCode(page);
  await page.getByLabel('Verification Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText("That verification code didn't work.")).toBeVisible();
  await page.getByLabel('Verification Code').fill('123456');
  await expect(page.getByLabel('Remember this device')).not.toBeChecked();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
  await expect(banner(page)).toContainText('Hi, Morgan');
});

test('a logged-in user opening /login is sent home', async ({ page }) => {
  await logIn(page, 'pa_admin', '/pa');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/pa$/);
  await expect(banner(page)).toContainText('Hi, Pat');
});

test('a logged-out user opening a login-required path is sent to /', async ({ page }) => {
  const response = await page.goto('/dashboard-cardholder');
  const chain: string[] = [];
  for (let r = response?.request() ?? null; r; r = r.redirectedFrom()) chain.unshift(new URL(r.url()).pathname);
  expect(chain[0]).toBe('/dashboard-cardholder');
  expect(chain).toContain('/');
  // On a client host '/' is the login page.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
});

test('Log Out in the profile dropdown ends the session, returns to / and a reload stays logged out', async ({ page }) => {
  await logIn(page, 'cardholder', '/dashboard-cardholder');
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByRole('menu', { name: 'My Account' })).toBeVisible();
  const toRoot = page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/');
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await toRoot;
  await expect(page).toHaveURL(/\/login$/);
  await expect(banner(page)).toContainText('Welcome!');
  await page.reload();
  await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  await page.goto('/dashboard-cardholder');
  await expect(page).toHaveURL(/\/login$/);
});

test('the profile dropdown works from the keyboard', async ({ page }) => {
  await logIn(page, 'cardholder', '/dashboard-cardholder');
  const button = page.getByRole('button', { name: 'My Account' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Contact Us' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('logout in one tab logs out the other tabs', async ({ page, context }) => {
  await logIn(page, 'cardholder', '/dashboard-cardholder');
  const other = await context.newPage();
  await other.goto('/dashboard-cardholder/payments');
  await expect(banner(other)).toContainText('Hi, Casey');
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(other).toHaveURL(/\/login$/);
  await expect(banner(other)).toContainText('Welcome!');
});

test('login in one tab sends a logged-out tab home', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/login');
  await expect(other.getByLabel('User Name', { exact: true })).toBeVisible();
  await logIn(page, 'pa_admin', '/pa');
  await expect(other).toHaveURL(/\/pa$/);
  await expect(banner(other)).toContainText('Hi, Pat');
});
