import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { ownPlatform } from './ownPlatform.js';
import { ARRIVAL, banner, expectAccessible, sendTwoFactorCode } from './support.js';

/**
 * Single sign-on in the browser, as a bank's identity provider does it: the provider (here the sandbox's control
 * call, which the gateway never proxies, so this spec runs its own platform and gateway) issues a one-time id and
 * sends the browser to `/login?transactionId=…`. The id lands home once; the same link again is refused with the
 * platform's words and the login form offered; a user who needs a second factor is asked for it unless the provider
 * asserted one. The two tests take the two banks in turn (each lands a sign-on home), with an axe scan at each step.
 */
const own = ownPlatform(41);

const BRANDS = [
  { brand: 'demo', bank: 'Demo Bank' },
  { brand: 'pnfp', bank: 'Pinnacle Bank' },
] as const;

/** A one-time sign-on id for `username` on `brand`, as the provider issues it. */
async function signOn(brand: string, username: string, secondFactor = false): Promise<string> {
  const res = await fetch(`${own.sandbox().url}/__sandbox/sso/${brand}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, secondFactor }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { transactionId: string }).transactionId;
}

const ssoUrl = (brand: string, id: string) => `http://${brand}.localhost:${own.port}/login?transactionId=${encodeURIComponent(id)}`;
const refusal = (page: Page) => page.getByRole('main').getByRole('alert').filter({ hasText: "Single sign-on didn't complete" });

acrossBrands(BRANDS, ({ brand, bank }) => {
  test.describe(`${brand} (${bank})`, () => {
    test('a sign-on lands home once; the same link again is refused with the reason and the login form offered', async ({
      page,
      context,
    }) => {
      test.slow(); // an axe scan at every step
      const id = await signOn(brand, 'cardholder');
      await page.goto(ssoUrl(brand, id));
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
      await expect(banner(page)).toContainText('Hi, Casey');
      await expectAccessible(page, `${brand} home after single sign-on`);

      // Another browser given the same link (or this one after logging out): the id was used.
      await context.clearCookies();
      await page.goto(ssoUrl(brand, id));
      await expect(refusal(page)).toContainText(
        'This single sign-on link is not valid: it was already used, has expired, or is for another bank. Start again from your bank.',
      );
      await expect(refusal(page)).toContainText('You can log in with your user name and password below.');
      await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await expectAccessible(page, `${brand} single sign-on refused`);
    });

    test('the second factor is asked when the provider did not assert one, and not when it did', async ({ page, context }) => {
      test.slow();
      await page.goto(ssoUrl(brand, await signOn(brand, 'cardholder2fa')));
      await expect(page).toHaveURL(/\/login$/);
      await expectAccessible(page, `${brand} single sign-on: verify it's you`);
      await sendTwoFactorCode(page);
      await expectAccessible(page, `${brand} single sign-on: enter your code`);
      await page.getByLabel('Verification Code').fill('123456');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
      await expect(banner(page)).toContainText('Hi, Morgan');

      await context.clearCookies();
      await page.goto(ssoUrl(brand, await signOn(brand, 'cardholder2fa', true)));
      await expect(page).toHaveURL(/\/dashboard-cardholder$/, ARRIVAL);
      await expect(banner(page)).toContainText('Hi, Morgan');
    });
  });
});
