import { expect, test } from './fixtures.js';
import { openAs } from './support.js';

/**
 * The gateway remembers a logged-in check for a second so a burst of page loads costs one check;
 * a logout through the gateway must end that at once: no tab ever gets a logged-in page after it.
 * (tests/gateway/checkCache.test.ts proves the same without a browser, with the timing under its control.)
 */
test('log out in one tab: the next page load in another tab goes to /, even with the old session cookie', async ({ page, context }) => {
  await openAs(page, 'cardholder', '/dashboard-cardholder');
  await page.getByRole('button', { name: 'My Account' }).click();
  const logOut = page.getByRole('menuitem', { name: 'Log Out' });
  await expect(logOut).toBeVisible();
  const other = await context.newPage();
  // Only the other tab's document requests matter here: without its scripts it cannot follow tab A's
  // logout message by itself, so every navigation it makes is one this test asked for.
  await other.route('**/assets/**', (route) => route.abort());
  const signedIn = await context.cookies();

  // The other tab's page load is answered logged in: the answer the gateway remembers. Then, at once, the logout.
  const first = await other.goto('/dashboard-cardholder/profile', { waitUntil: 'commit' });
  expect(first?.status()).toBe(200);
  const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/authentication/logout');
  await logOut.click();
  expect((await loggedOut).status()).toBe(200);
  // A platform may end the session without clearing the cookie (or a tab may still send it): the very same
  // Cookie header as before the logout, well within the second the check is remembered for.
  await context.addCookies(signedIn);

  const again = await other.goto('/dashboard-cardholder/profile');
  const hops: string[] = [];
  for (let r = again?.request() ?? null; r; r = r.redirectedFrom()) hops.unshift(new URL(r.url()).pathname);
  // On a client host '/' is the login page.
  expect(hops).toEqual(['/dashboard-cardholder/profile', '/', '/login']);
  const bootstrap = JSON.parse((await other.locator('#bootstrap').textContent()) ?? '{}') as { session?: { loggedIn?: boolean } };
  expect(bootstrap.session?.loggedIn).toBe(false);
});
