import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { ARRIVAL, banner, expectAccessible, hostUrl, submitLogin } from './support.js';

/**
 * Two-factor login in the browser on two brands: the user's masked contacts from step one, the one chosen is
 * sent a code (step two), a wrong code, an expired code, a new code after the visible wait, and home. The
 * browser's clock is Playwright's; the platform's is moved for one call at a time with the sandbox's
 * X-Sandbox-Clock-Ahead-Ms test header (forwarded only by a gateway run for tests; never in production).
 */

const BRANDS = [
  { brand: 'demo', bank: 'Demo Bank' },
  { brand: 'pnfp', bank: 'Pinnacle Bank' },
] as const;
const MINUTE = 60_000;

/** The next call to `path` reaches the platform `ms` later than now, as far as the platform can tell. */
async function platformLater(page: Page, path: string, ms: number): Promise<void> {
  await page.route(
    `**${path}`,
    (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-clock-ahead-ms': String(ms) } }),
    { times: 1 },
  );
}

/** Counts the calls the page makes to `path`. */
function callsTo(page: Page, path: string): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) n++;
  });
  return () => n;
}

const codeField = (page: Page) => page.getByLabel('Verification Code');
const verify = (page: Page) => page.getByRole('button', { name: 'Verify' }).click();
const resendButton = (page: Page) => page.getByRole('button', { name: 'Send a New Code' });

acrossBrands(BRANDS, ({ brand, bank }) => {
  test.describe(`${brand} (${bank})`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('2FA: contacts from step one, the chosen one is sent a code; a wrong code, then an expired one, are explained', async ({
      page,
    }) => {
      test.slow(); // an axe scan at every step
      const stepTwo = callsTo(page, '/api/user/2fa/steptwo');
      await page.goto('/login');
      await submitLogin(page, 'cardholder2fa');

      // Step one: where the code can go, masked; nothing is sent until the user chooses.
      await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeFocused();
      const choices = page.getByRole('radiogroup', { name: 'Where should we send your code?' });
      await expect(choices.getByRole('radio', { name: /^Text message to \*\*\*-\*\*\*-\d{4}$/ })).toBeChecked();
      await expect(choices.getByRole('radio', { name: `Email to c***@${brand}.example` })).not.toBeChecked();
      await expect(codeField(page)).toHaveCount(0);
      expect(stepTwo()).toBe(0);
      await expectAccessible(page, `${brand} 2FA: choose where to send the code`);

      await choices.getByRole('radio', { name: /^Email to/ }).check();
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(`We sent a verification code to c***@${brand}.example. It expires in 10 minutes.`);
      expect(stepTwo()).toBe(1);
      await expectAccessible(page, `${brand} 2FA: code sent`);

      await codeField(page).fill('000000');
      await verify(page);
      await expect(page.getByText("That verification code didn't work. Check the code and try again, or send a new one.")).toBeVisible();
      await expect(codeField(page)).toBeFocused();
      await expect(codeField(page)).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `${brand} 2FA: wrong code`);

      // Eleven minutes later for the platform: the right code, but expired.
      await platformLater(page, '/api/authentication/2fa', 11 * MINUTE);
      await codeField(page).fill('123456');
      await verify(page);
      await expect(page.getByText('That code has expired. Send a new code, then enter the new one.')).toBeVisible();
      await expect(codeField(page)).toBeFocused();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('2FA: a new code only after the countdown; the new code lands home', async ({ page }) => {
      test.slow();
      const stepTwo = callsTo(page, '/api/user/2fa/steptwo');
      await page.clock.install({ time: Date.now() });
      await page.goto('/login');
      await submitLogin(page, 'cardholder2fa');
      await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeFocused();
      // The browser's time stands still from here (its timers still run): only the test moves it.
      const sent = Date.now();
      await page.clock.setFixedTime(sent);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
      await expect(page.getByText('You can ask for a new code in 30 seconds.')).toBeVisible();
      await expect(resendButton(page)).toBeDisabled();

      await page.clock.setFixedTime(sent + 10_000);
      await expect(page.getByText('You can ask for a new code in 20 seconds.')).toBeVisible();
      await resendButton(page).click({ force: true });
      expect(stepTwo()).toBe(1);
      await page.clock.setFixedTime(sent + 30_000);
      await expect(page.getByText("Didn't get it? You can ask for a new code now.")).toBeVisible();
      await expect(resendButton(page)).toBeEnabled();
      // The platform's own wait is as long: it sees the new request that much later too.
      await platformLater(page, '/api/user/2fa/steptwo', 31_000);
      await resendButton(page).click();
      await expect(page.getByText(/^We sent a new code to your phone \*\*\*-\*\*\*-\d{4}\. Enter the new one\.$/)).toBeVisible();
      await expect(codeField(page)).toBeFocused();
      await expect(codeField(page)).toHaveValue('');
      expect(stepTwo()).toBe(2);
      await expect(resendButton(page)).toBeDisabled();
      await expectAccessible(page, `${brand} 2FA: new code sent`);

      // Time flows again, on to the home page.
      await page.clock.setSystemTime(sent + 30_000);
      await codeField(page).fill('123456');
      await verify(page);
      // Home comes after the offer watcher's page and its calls: more than one expect's default wait on a busy machine.
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
      await expect(banner(page)).toContainText('Hi, Morgan');
    });

    test('2FA from the keyboard; step one failing offers a retry; a code never sent and a verification that ended are explained', async ({
      page,
    }) => {
      test.slow();
      await page.route(
        '**/api/v1/users/2fa/stepone',
        (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' } }),
        { times: 1 },
      );
      await page.goto('/login');
      await submitLogin(page, 'cardholder2fa');
      await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeFocused();
      await expect(page.getByRole('main').getByRole('alert')).toContainText("We couldn't find where to send your code just now.");
      await expectAccessible(page, `${brand} 2FA: step one failed`);
      await page.getByRole('button', { name: 'Try Again' }).click();

      // Keyboard only: into the choices, the arrow picks email, on to Send Code.
      await expect(page.getByRole('radiogroup', { name: 'Where should we send your code?' })).toBeVisible();
      await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: /^Text message/ })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('radio', { name: /^Email/ })).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Send Code' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(codeField(page)).toBeFocused();

      // A platform that has no code for this login says so: back to choosing where to send one.
      await page.route(
        '**/api/authentication/2fa',
        (route) =>
          route.fulfill({
            status: 409,
            json: {
              success: false,
              needs2fa: true,
              userCookie: null,
              userData: null,
              logHash: null,
              timeouts: {},
              reason: 'CODE_NOT_SENT',
              message: 'No code has been sent for this login yet.',
            },
          }),
        { times: 1 },
      );
      await page.keyboard.type('123456');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeFocused();
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        "We haven't sent you a code for this login yet. Choose where to send it.",
      );
      await expect(page.getByRole('radio', { name: /^Email/ })).toBeChecked();
      await expectAccessible(page, `${brand} 2FA: no code sent`);
      await platformLater(page, '/api/user/2fa/steptwo', 31_000);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();

      // Half an hour later for the platform the login itself is over: only logging in again helps.
      await platformLater(page, '/api/authentication/2fa', 31 * MINUTE);
      await codeField(page).fill('123456');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: 'Please log in again' })).toBeFocused();
      await expect(page.getByRole('main').getByRole('alert')).toContainText('This verification has expired');
      await expectAccessible(page, `${brand} 2FA: verification ended`);
      await page.getByRole('button', { name: 'Log In Again' }).click();
      await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
    });
  });
});
