import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { accountDemo, type AccountDemo, type DemoCard } from '../../scripts/sandbox/api/publicAccount.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import { ARRIVAL, banner, fetchRouted, seriousViolations, hostUrl, PASSWORD, sendTwoFactorCode, submitLogin } from './support.js';

/**
 * The public account flows on two client brands: login extras (remember my user name, single
 * sign-on, 2FA), register card, activate card, forgot user name, forgot password, program admin and
 * holding-company registration — each with its happy path and the errors a cardholder meets. Demo data
 * comes from the same seeded world the gateway's sandbox runs (scripts/sandbox/README.md "Public account
 * flows"); every test takes its own card or user, since the sandbox keeps changes for the whole run.
 */

const BRANDS = [
  { brand: 'demo', bank: 'Demo Bank' },
  { brand: 'pnfp', bank: 'Pinnacle Bank' },
] as const;

const world = seedWorld();
const data: Record<string, AccountDemo> = Object.fromEntries(BRANDS.map(({ brand }) => [brand, accountDemo(world, brand, 12)]));
const next: Record<string, number> = {};
/** The next unused item of a demo list (tests of one file run in order, in one worker). */
function take<T>(brand: string, list: keyof AccountDemo, filter: (item: T) => boolean = () => true): T {
  const key = `${brand}/${String(list)}`;
  const items = (data[brand]![list] as T[]).filter(filter);
  const i = next[key] ?? 0;
  next[key] = i + 1;
  const item = items[i];
  if (!item) throw new Error(`demo data ${key} ran out`);
  return item;
}

/** Makes the platform answer 503 with a CSSFAULT (the sandbox's documented X-Sandbox-Fault header). */
async function platformDown(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' } }));
}

/** Full card numbers never go in a URL. */
function watchUrls(page: Page, card: DemoCard): () => void {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return () => expect(urls.filter((u) => u.includes(card.cardNumber))).toEqual([]);
}

async function fillCard(page: Page, card: DemoCard, opts: { zip?: boolean; number?: string; securityCode?: string } = {}): Promise<void> {
  await page.getByLabel('Card Number').fill(opts.number ?? card.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('Expiration Date').fill(card.expirationDate);
  await page.getByLabel('Security Code').fill(opts.securityCode ?? card.securityCode);
  if (opts.zip !== false) await page.getByLabel('Billing ZIP Code').fill(card.zipCode);
}

const wrongCode = (code: string) => (code === '999' ? '998' : '999');
const formAlert = (page: Page) => page.getByRole('main').getByRole('alert');

acrossBrands(BRANDS, ({ brand, bank }) => {
  test.describe(`${brand} (${bank})`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('login remembers the user name when asked (never the password) and forgets it when unticked', async ({ page, context }) => {
      await page.goto('/login');
      await expect(page.getByLabel('Remember me')).not.toBeChecked();
      await page.getByLabel('Remember me').check();
      // docs/requirements.md#spec-7-calls PUT /user/updateUserLogin records the completed login (best effort). It is sent as the page leaves
      // for home (keepalive), so the page never sees its answer: the platform's answer is read on its way through.
      const recorded: { xsrf?: string; status?: number }[] = [];
      await page.route('**/api/user/updateUserLogin', async (route) => {
        const entry: { xsrf?: string; status?: number } = { xsrf: route.request().headers()['x-xsrf-token'] };
        recorded.push(entry);
        const answer = await fetchRouted(route);
        entry.status = answer.status();
        await route.fulfill({ response: answer });
      });
      await submitLogin(page, 'cardholder');
      await expect.poll(() => recorded).toEqual([{ xsrf: expect.any(String), status: 200 }]);
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
      const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(stored).toContain('cardholder');
      expect(stored).not.toContain(PASSWORD);
      await context.clearCookies();
      await page.goto('/login');
      await expect(page.getByLabel('User Name')).toHaveValue('cardholder');
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Remember me')).toBeChecked();
      await page.getByLabel('Remember me').uncheck();
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
      await context.clearCookies();
      await page.goto('/login');
      await expect(page.getByLabel('User Name')).toHaveValue('');
    });

    test('a wrong password is explained beside the form', async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, 'cardholder', 'Wrong-password-1');
      await expect(page.locator('form').getByRole('alert')).toContainText("doesn't match our records");
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
    });

    test('a bad single sign-on transaction is explained and the user name form is offered', async ({ page }) => {
      await page.goto('/login?transactionId=sso-not-a-real-transaction');
      await expect(formAlert(page).filter({ hasText: "Single sign-on didn't complete" })).toBeVisible();
      await expect(page.getByLabel('User Name')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });

    test('2FA: a wrong code is refused, the right one lands home', async ({ page }) => {
      await page.goto('/login');
      await submitLogin(page, 'cardholder2fa');
      await sendTwoFactorCode(page);
      await page.getByLabel('Verification Code').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByText("That verification code didn't work.")).toBeVisible();
      await expect(page.getByLabel('Verification Code')).toBeFocused();
      await page.getByLabel('Verification Code').fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
      await expect(banner(page)).toContainText('Hi, Morgan');
    });

    test('register card: card and security details, then user name and password; the new login works', async ({ page }) => {
      const card = take<DemoCard>(brand, 'unregistered');
      const checkUrls = watchUrls(page, card);
      const username = `${brand}.new.${card.cardNumberLast4}`;
      await page.goto('/login');
      await page.getByRole('link', { name: 'Register your card' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Register Your Card' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(bank);
      await fillCard(page, card);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: /Step 2 of 3.*Create your login/ })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(`We confirmed your card ending in ${card.cardNumberLast4}`);
      await expect(page.getByRole('main')).toContainText(card.firstName);
      await expect(page.locator('body')).not.toContainText(card.cardNumber);
      // Field rules are explained next to the fields.
      await page.getByLabel('User Name').fill('cardholder');
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm Password').fill('other');
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByText('Enter a valid email address')).toBeVisible();
      await expect(page.getByText('Your password must be at least 8 characters long.')).toBeVisible();
      await expect(page.getByLabel('Email Address')).toBeFocused();
      await page.getByLabel('Email Address').fill(`${username}@mail.example`);
      await page.getByLabel('Password', { exact: true }).fill('Welcome2024');
      await page.getByLabel('Confirm Password').fill('Welcome2024');
      await page.getByRole('button', { name: 'Register' }).click();
      // 'cardholder' exists: the platform refuses it and the page says so on the field.
      await expect(page.getByText('That user name is already taken')).toBeVisible();
      await page.getByLabel('User Name').fill(username);
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(page.getByRole('heading', { name: /You're registered/ })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(`ending in ${card.cardNumberLast4}`);
      await expect(page.getByRole('main')).toContainText(username);
      await page.getByRole('link', { name: 'Log In', exact: true }).click();
      await submitLogin(page, username, 'Welcome2024');
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
      await expect(banner(page)).toContainText(`Hi, ${card.firstName}`);
      checkUrls();
    });

    test('register card: an invalid card number (Luhn) is caught on the field without calling the platform', async ({ page }) => {
      const card = data[brand]!.unregistered[11]!;
      let calls = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/v1/cards/register')) calls++;
      });
      await page.goto('/registerCard');
      const last = Number(card.cardNumber.slice(-1));
      await fillCard(page, card, { number: card.cardNumber.slice(0, -1) + String((last + 1) % 10) });
      await page.getByLabel('Card Number').press('Enter');
      await expect(page.getByText("That card number isn't valid")).toBeVisible();
      await expect(page.getByLabel('Card Number')).toBeFocused();
      await expect(page.getByLabel('Card Number')).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toBe(0);
    });

    test('register card: wrong security details and an already registered card are explained', async ({ page }) => {
      const card = data[brand]!.unregistered[10]!;
      await page.goto('/registerCard');
      await fillCard(page, card, { securityCode: wrongCode(card.securityCode) });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(formAlert(page)).toContainText("We couldn't confirm your card");
      await expect(formAlert(page)).toContainText("don't match our records");
      await fillCard(page, data[brand]!.cardholder);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(formAlert(page)).toContainText('This card is already registered');
      await expect(formAlert(page).getByRole('link', { name: 'Forgot user name?' })).toBeVisible();
    });

    test('register card: the platform being down gets a clear message and nothing changes', async ({ page }) => {
      const card = data[brand]!.unregistered[9]!;
      await platformDown(page, '/api/v1/cards/register/verify');
      await page.goto('/registerCard');
      await fillCard(page, card);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(formAlert(page)).toContainText(`We can't reach ${bank} card services right now, so nothing has been changed`);
      await expect(page.getByLabel('Card Number')).toBeVisible();
    });

    test('activate card (/activateCard): details, confirmation, done; a second activation says the card is active', async ({ page }) => {
      const card = take<DemoCard>(brand, 'unactivated');
      const checkUrls = watchUrls(page, card);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Activate your card' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Activate Your Card' })).toBeVisible();
      await expect(page.getByLabel('Billing ZIP Code')).toHaveCount(0);
      await fillCard(page, card, { zip: false });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: /Step 2 of 3.*Confirm activation/ })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(`ending in ${card.cardNumberLast4}`);
      await expect(page.locator('body')).not.toContainText(card.cardNumber);
      await page.getByRole('button', { name: 'Activate Card' }).click();
      await expect(page.getByRole('heading', { name: /Your card is active/ })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(`Your card ending in ${card.cardNumberLast4} is active and ready to use`);
      await page.goto('/activateCard');
      await fillCard(page, card, { zip: false });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(formAlert(page)).toContainText('This card is already active');
      checkUrls();
    });

    test('activate card (/activate): wrong security details, then the platform down, are explained', async ({ page }) => {
      const card = take<DemoCard>(brand, 'unactivated');
      await page.goto('/activate');
      await expect(page.getByRole('heading', { level: 1, name: 'Activate Your Card' })).toBeVisible();
      await fillCard(page, card, { zip: false, securityCode: wrongCode(card.securityCode) });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(formAlert(page)).toContainText("don't match our records");
      await platformDown(page, '/api/v1/cards/activation');
      await page.getByLabel('Security Code').fill(card.securityCode);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('button', { name: 'Activate Card' })).toBeVisible();
      await page.getByRole('button', { name: 'Activate Card' }).click();
      await expect(formAlert(page)).toContainText(`We can't reach ${bank} card services right now`);
      await page.unroute('**/api/v1/cards/activation');
      await page.getByRole('button', { name: 'Activate Card' }).click();
      await expect(page.getByRole('heading', { name: /Your card is active/ })).toBeVisible();
    });

    test('forgot user name: a real card gets the neutral "if an account matches" answer, and the user name is sent', async ({ page }) => {
      const card = data[brand]!.cardholder;
      const checkUrls = watchUrls(page, card);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot user name?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot User Name' })).toBeVisible();
      await fillCard(page, card);
      await page.getByRole('button', { name: 'Send My User Name' }).click();
      await expect(page.getByRole('heading', { name: /Check your email/ })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(
        'If an account matches the card details you entered, we sent its user name to the email address on file.',
      );
      await expect(page.locator('body')).not.toContainText('@');
      checkUrls();
    });

    test('forgot user name: an unregistered card and wrong details get the very same answer; the platform down is explained', async ({
      page,
    }) => {
      const neutral = 'If an account matches the card details you entered, we sent its user name to the email address on file.';
      await page.goto('/forgotUserName');
      await fillCard(page, data[brand]!.unregistered[8]!);
      await page.getByRole('button', { name: 'Send My User Name' }).click();
      await expect(page.getByRole('main')).toContainText(neutral);
      await page.getByRole('button', { name: 'Try different card details' }).click();
      const card = data[brand]!.cardholder;
      await fillCard(page, card, { securityCode: wrongCode(card.securityCode) });
      await page.getByRole('button', { name: 'Send My User Name' }).click();
      await expect(page.getByRole('main')).toContainText(neutral);
      await page.getByRole('button', { name: 'Try different card details' }).click();
      await platformDown(page, '/api/user/forgotusername');
      await fillCard(page, card);
      await page.getByRole('button', { name: 'Send My User Name' }).click();
      await expect(formAlert(page)).toContainText(`We can't reach ${bank} card services right now`);
    });

    test('forgot password: user name, then the emailed code (a wrong one first) and a new password; the new password logs in', async ({
      page,
    }) => {
      const user = take<{ username: string; email: string }>(brand, 'activeCardholders');
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
      await page.getByLabel('User Name').fill(user.username);
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('heading', { name: /Step 2 of 3.*Choose a new password/ })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(
        `If an account matches ${user.username}, we sent a 6-digit code to the email address on file.`,
      );
      await expect(page.locator('body')).not.toContainText(user.email.split('@')[1]!);
      await page.getByLabel('Verification Code').fill('000000');
      await page.getByLabel('New Password', { exact: true }).fill('Renewed2024');
      await page.getByLabel('Confirm New Password').fill('Renewed2024');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText("That code didn't match. You have 4 tries left.")).toBeVisible();
      await expect(page.getByLabel('Verification Code')).toBeFocused();
      await page.getByLabel('Verification Code').fill('123456');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByRole('heading', { name: /Password changed/ })).toBeFocused();
      await page.getByRole('link', { name: 'Log In', exact: true }).click();
      await submitLogin(page, user.username, PASSWORD);
      await expect(page.locator('form').getByRole('alert')).toContainText("doesn't match our records");
      await submitLogin(page, user.username, 'Renewed2024');
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
    });

    test('forgot password: an unknown user name goes the same way as a real one, its code never matches; the platform down is explained', async ({
      page,
    }) => {
      await page.goto('/forgotPassword');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByText('Enter your user name.')).toBeVisible();
      await page.getByLabel('User Name').fill('no.such.person');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('heading', { name: /Step 2 of 3.*Choose a new password/ })).toBeFocused();
      await expect(page.getByRole('main')).toContainText(
        'If an account matches no.such.person, we sent a 6-digit code to the email address on file.',
      );
      await page.getByLabel('Verification Code').fill('123456');
      await page.getByLabel('New Password', { exact: true }).fill('Renewed2024');
      await page.getByLabel('Confirm New Password').fill('Renewed2024');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText("That code didn't match. You have 4 tries left.")).toBeVisible();
      await page.getByRole('button', { name: /Didn't get a code/ }).click();
      await platformDown(page, '/api/user/forgotpassword');
      await page.getByLabel('User Name').fill('cardholder');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(formAlert(page)).toContainText(`We can't reach ${bank} card services right now`);
    });

    test('too many wrong passwords: the login says how long to wait, and then does not check even the right one', async ({ page }) => {
      // The back-offs before an 8 s one are waited out for real (the platform's clock): 1 + 2 + 4 s and the guesses.
      test.slow();
      const user = take<{ username: string; email: string }>(brand, 'activeCardholders');
      const alert = page.locator('form').getByRole('alert');
      await page.goto('/login');
      // Five wrong passwords are free; then each must wait 1 s, 2 s, 4 s, 8 s… Guess on until a wait of 8 s is due, so
      // the right password below comes inside it even when filling the form takes seconds on a loaded machine.
      let wait = 0;
      for (let i = 0; i < 60 && wait < 8; i++) {
        const answered = page.waitForResponse((r) => r.url().endsWith('/api/authentication/login'));
        await submitLogin(page, user.username, `Wrong-password-${i}`);
        const status = (await answered).status();
        await expect(alert).toContainText(status === 401 ? "doesn't match our records" : 'Too many unsuccessful tries');
        if (i < 5) expect(status).toBe(401);
        wait = Number(/please wait (\d+) seconds? before trying again/.exec((await alert.textContent()) ?? '')?.[1] ?? 0);
      }
      expect(wait).toBeGreaterThanOrEqual(8);
      await submitLogin(page, user.username, PASSWORD);
      await expect(alert).toContainText(/Too many unsuccessful tries\. For your security, please wait \d+ seconds? before trying again\./);
      await expect(page).toHaveURL(/\/login$/);
    });

    test('program admin registration (/pa/Registration) completes an invitation; the admin logs in', async ({ page }) => {
      const inv = take<AccountDemo['invitations'][number]>(brand, 'invitations', (i) => !i.holdingCompany);
      const username = `${brand}.admin.${inv.registrationToken.slice(0, 4).replace(/[^A-Za-z0-9]/g, 'x')}`;
      await page.goto(`/pa/Registration?token=${inv.registrationToken}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Program Administrator Registration' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(`Welcome, ${inv.firstname}`);
      await expect(page.getByRole('main')).toContainText(`${bank} has invited you to administer`);
      await page.getByLabel('User Name').fill('pa_admin');
      await page.getByLabel('Password', { exact: true }).fill('alllowercase1');
      await page.getByLabel('Confirm Password').fill('alllowercase1');
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect(page.getByText('Your password must include upper and lower case letters and a number.')).toBeVisible();
      await page.getByLabel('Password', { exact: true }).fill('Admin2024x');
      await page.getByLabel('Confirm Password').fill('Admin2024x');
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect(page.getByText('That user name is already taken')).toBeVisible();
      await page.getByLabel('User Name').fill(username);
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect(page.getByRole('heading', { name: /You're all set/ })).toBeFocused();
      await page.getByRole('link', { name: 'Log In', exact: true }).click();
      await submitLogin(page, username, 'Admin2024x');
      await expect(page).not.toHaveURL(/\/login$/);
      await expect(banner(page)).toContainText(`Hi, ${inv.firstname}`);
    });

    test('program admin registration: a bad link, and the platform down, are explained', async ({ page }) => {
      await page.goto('/pa/Registration?token=not-a-real-invitation');
      await expect(formAlert(page)).toContainText("We couldn't find your invitation");
      await expect(page.getByLabel('Registration Code')).toHaveValue('not-a-real-invitation');
      await platformDown(page, '/api/v1/users/programAdmin/invitation*');
      const inv = data[brand]!.invitations.filter((i) => !i.holdingCompany).at(-1)!;
      await page.getByLabel('Registration Code').fill(inv.registrationToken);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(formAlert(page)).toContainText(`We can't reach ${bank} card services right now`);
    });

    test('holding-company registration (/pa/HCRegistration) names the holding company; a company invitation is sent to the right page', async ({
      page,
    }) => {
      const company = data[brand]!.invitations.filter((i) => !i.holdingCompany).at(-2)!;
      await page.goto(`/pa/HCRegistration?token=${company.registrationToken}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Holding Company Registration' })).toBeVisible();
      await expect(formAlert(page)).toContainText('This invitation is for a program administrator');
      await expect(formAlert(page).getByRole('link', { name: 'Go to program administrator registration' })).toBeVisible();

      const inv = take<AccountDemo['invitations'][number]>(brand, 'invitations', (i) => i.holdingCompany);
      await page.goto(`/pa/HCRegistration?token=${inv.registrationToken}`);
      await expect(page.getByRole('main')).toContainText(`Welcome, ${inv.firstname}`);
      await expect(page.getByRole('main')).toContainText('and its companies');
      const username = `${brand}.hc.${inv.registrationToken.slice(0, 4).replace(/[^A-Za-z0-9]/g, 'x')}`;
      await page.getByLabel('User Name').fill(username);
      await page.getByLabel('Password', { exact: true }).fill('Holding2024');
      await page.getByLabel('Confirm Password').fill('Holding2025');
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect(page.getByText("The passwords don't match.")).toBeVisible();
      await page.getByLabel('Confirm Password').fill('Holding2024');
      await page.getByRole('button', { name: 'Complete Registration' }).click();
      await expect(page.getByRole('heading', { name: /You're all set/ })).toBeFocused();
      await page.getByRole('link', { name: 'Log In', exact: true }).click();
      await submitLogin(page, username, 'Holding2024');
      await expect(page).not.toHaveURL(/\/login$/);
      await expect(banner(page)).toContainText(`Hi, ${inv.firstname}`);
    });
  });
});

test.describe('phone width and keyboard', () => {
  test.use({ baseURL: hostUrl('demo'), viewport: { width: 360, height: 740 } });

  test('register card fits a phone screen and works from the keyboard alone', async ({ page }) => {
    await page.goto('/registerCard');
    await expect(page.getByLabel('Card Number')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByLabel('Card Number').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Enter your card number.')).toBeVisible();
    await expect(page.getByLabel('Card Number')).toBeFocused();
    const card = data.demo!.unregistered[7]!;
    await page.keyboard.type(card.cardNumber);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Expiration Date')).toBeFocused();
    await page.keyboard.type(card.expirationDate);
    await page.keyboard.press('Tab');
    await page.keyboard.type(card.securityCode);
    await page.keyboard.press('Tab');
    await page.keyboard.type(card.zipCode);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /Create your login/ })).toBeFocused();
    const after = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(after).toBeLessThanOrEqual(0);
  });
});

/** No serious or critical axe violation in the state the page is in now (some steps have no heading of their own). */
async function expectAccessible(page: Page, what: string): Promise<void> {
  await expect(page.locator('.loading-state')).toHaveCount(0);
  const found = await seriousViolations(page);
  expect(found, `${what}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

test.describe('accessibility of every step and error state', () => {
  test.use({ baseURL: hostUrl('pnfp') });
  const brand = 'pnfp';

  test('register card, activate card and forgot user name: errors, confirmations', async ({ page }) => {
    test.slow(); // a dozen axe scans, one per step and error state
    await page.goto('/registerCard');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your card number.')).toBeVisible();
    await expectAccessible(page, 'register: empty fields');
    await fillCard(page, data[brand]!.cardholder);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(formAlert(page)).toContainText('already registered');
    await expectAccessible(page, 'register: already registered');
    await fillCard(page, data[brand]!.unregistered[6]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Choose a user name.')).toBeVisible();
    await expectAccessible(page, 'register: step 2 with errors');

    const card = take<DemoCard>(brand, 'unactivated');
    await page.goto('/activateCard');
    await fillCard(page, card, { zip: false });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Activate Card' })).toBeVisible();
    await expectAccessible(page, 'activate: confirmation');
    await page.goto('/activateCard');
    await fillCard(page, data[brand]!.cardholder, { zip: false });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(formAlert(page)).toContainText('already active');
    await expectAccessible(page, 'activate: already active');

    await page.goto('/forgotUserName');
    await page.getByRole('button', { name: 'Send My User Name' }).click();
    await expect(page.getByText('Enter your card number.')).toBeVisible();
    await expectAccessible(page, 'forgot user name: empty fields');
    await fillCard(page, data[brand]!.cardholder);
    await page.getByRole('button', { name: 'Send My User Name' }).click();
    await expect(page.getByRole('heading', { name: /Check your email/ })).toBeVisible();
    await expectAccessible(page, 'forgot user name: sent');
  });

  test('forgot password, admin registration and login extras: every step', async ({ page }) => {
    test.slow(); // a dozen axe scans, one per step and error state
    const user = take<{ username: string; email: string }>(brand, 'activeCardholders');
    await page.goto('/forgotPassword');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByText('Enter your user name.')).toBeVisible();
    await expectAccessible(page, 'forgot password: empty');
    await page.getByLabel('User Name').fill(user.username);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByRole('heading', { name: /Choose a new password/ })).toBeFocused();
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Enter the verification code we sent you.')).toBeVisible();
    await expectAccessible(page, 'forgot password: code step with errors');

    const inv = data[brand]!.invitations.filter((i) => !i.holdingCompany).at(-3)!;
    await page.goto(`/pa/Registration?token=${inv.registrationToken}`);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByText('Choose a user name.')).toBeVisible();
    await expectAccessible(page, 'PA registration: step 2 with errors');
    await page.goto(`/pa/HCRegistration?token=${inv.registrationToken}`);
    await expect(formAlert(page)).toContainText('This invitation is for a program administrator');
    await expectAccessible(page, 'HC registration: company invitation');

    await page.goto('/login');
    await expectAccessible(page, 'login with remember me');
    await submitLogin(page, 'cardholder2fa');
    await sendTwoFactorCode(page);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Enter the verification code.')).toBeVisible();
    await expectAccessible(page, '2FA step with error');
  });
});
