/**
 * Idle session (docs/requirements.md#spec-4-states "Idle session", docs/requirements.md#spec-9-constants) in the browser, with Playwright's clock — never by
 * waiting. The clock belongs to the browser context (`page.clock` is `context.clock`): installed once,
 * every step advances all the tabs of the context alike, so each step is taken once, never per tab.
 */
import { expect, test, type BrowserContext, type Page } from './fixtures.js';
import { hostUrl } from './support.js';

/** The demo brand's host on the test gateway (E2E_PORT, as every spec). */
const BASE = hostUrl('demo');
const KEEPALIVE = '/api/authentication/keepalive';
const MIN = 60_000;
const T = Date.parse('2026-11-20T09:00:00Z');
/** Where every clock is paused after login, so all tabs agree to the millisecond. */
const P = T + 2 * MIN;
const EXPIRED = 'Session Expired, returning to login screen.';
/** Logout goes to '/', which a client host answers with its login page (302 → /login). */
const escaped = BASE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LOGGED_OUT = new RegExp(`^${escaped}/(login)?$`);

async function login(page: Page): Promise<void> {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('User Name').fill('cardholder');
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard-cardholder/);
  // The URL changes when the navigation commits; the idle session starts with the logged-in layout.
  await expect(page.getByRole('banner')).toContainText('Hi, Casey');
}

/** The clock starts at T, installed before any tab opens; every tab of the context shares it. */
async function installClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: T });
}

async function openTab(context: BrowserContext, url?: string): Promise<Page> {
  const page = await context.newPage();
  if (url) {
    await page.goto(url);
    await expect(page.getByRole('banner')).toContainText('Hi, Casey');
  }
  return page;
}

/** Real user activity in a tab: the mouse moves; the 1 s debounce then records it. */
async function moveMouse(page: Page, i = 0): Promise<void> {
  await page.mouse.move(200 + (i % 2) * 40, 300 + (i % 3) * 10);
}

/** One tab on the fake clock, logged in, the clock paused at P. */
async function loggedInTab(context: BrowserContext): Promise<Page> {
  await installClock(context);
  const page = await openTab(context);
  await login(page);
  await context.clock.pauseAt(P);
  return page;
}

const dialog = (page: Page) => page.getByRole('alertdialog');

test.describe('idle session across two tabs', () => {
  test('warning together, shared countdown, Continue Working anywhere, expiry logs out every tab', async ({ context }) => {
    await installClock(context);
    const a = await openTab(context);
    await login(a);
    const b = await openTab(context, `${BASE}/dashboard-cardholder`);
    await expect(b).toHaveURL(/\/dashboard-cardholder/);
    await context.clock.pauseAt(P);

    // The last activity: a mouse move in tab A at P (recorded after the 1 s debounce).
    await moveMouse(a);
    await context.clock.runFor(1000);
    await context.clock.fastForward(14 * MIN - 2000);
    await expect(dialog(a)).toBeHidden();
    await expect(dialog(b)).toBeHidden();

    // 14 idle minutes → both tabs show the dialog with '60 seconds'.
    await context.clock.runFor(1000);
    for (const p of [a, b]) {
      await expect(p.getByRole('alertdialog', { name: '60 seconds' })).toBeVisible();
      await expect(dialog(p)).toContainText('If you need more time, please click the "Continue Working" button below.');
      await expect(dialog(p).getByRole('button', { name: 'Log Off' })).toBeVisible();
      await expect(dialog(p).getByRole('button', { name: 'Continue Working' })).toBeFocused();
    }

    // A real modal: focus is trapped, Tab and Shift+Tab cycle between its two buttons.
    const logOffA = dialog(a).getByRole('button', { name: 'Log Off' });
    const continueA = dialog(a).getByRole('button', { name: 'Continue Working' });
    await a.keyboard.press('Tab');
    await expect(logOffA).toBeFocused();
    await a.keyboard.press('Tab');
    await expect(continueA).toBeFocused();
    await a.keyboard.press('Shift+Tab');
    await expect(logOffA).toBeFocused();
    await a.keyboard.press('Shift+Tab');
    await expect(continueA).toBeFocused();
    // The countdown is spoken at steps through one polite live region; the title itself is not live.
    const announcer = a.getByTestId('idle-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'polite');
    await expect(announcer).toHaveText('You will be logged off in 60 seconds.');
    await expect(dialog(a).locator('h2')).not.toHaveAttribute('aria-live');
    await context.clock.runFor(15_000);
    await expect(a.getByRole('alertdialog', { name: '45 seconds' })).toBeVisible();
    await expect(announcer).toHaveText('You will be logged off in 60 seconds.');

    // The title counts down and reads '1 second' at the end.
    await context.clock.runFor(15_000);
    await expect(a.getByRole('alertdialog', { name: '30 seconds' })).toBeVisible();
    await expect(announcer).toHaveText('You will be logged off in 30 seconds.');
    await expect(b.getByRole('alertdialog', { name: '30 seconds' })).toBeVisible();
    await context.clock.runFor(29_000);
    await expect(a.getByRole('alertdialog', { name: '1 second' })).toBeVisible();
    await expect(b.getByRole('alertdialog', { name: '1 second' })).toBeVisible();

    // Escape does not dismiss it.
    await a.keyboard.press('Escape');
    await expect(a.getByRole('alertdialog', { name: '1 second' })).toBeVisible();

    // Continue Working in tab B dismisses it in tab A too.
    await b.getByRole('button', { name: 'Continue Working' }).click();
    await expect(dialog(b)).toBeHidden();
    await expect(dialog(a)).toBeHidden();

    // Idle again to the end.
    await context.clock.fastForward(14 * MIN);
    await expect(a.getByRole('alertdialog', { name: '60 seconds' })).toBeVisible();
    await expect(b.getByRole('alertdialog', { name: '60 seconds' })).toBeVisible();
    await context.clock.runFor(60_000);
    await expect(a.getByRole('alertdialog', { name: EXPIRED })).toBeVisible();
    await expect(b.getByRole('alertdialog', { name: EXPIRED })).toBeVisible();

    // …for 3 seconds…
    await context.clock.runFor(2_900);
    await expect(a.getByRole('alertdialog', { name: EXPIRED })).toBeVisible();
    await expect(b).toHaveURL(/\/dashboard-cardholder/);

    // …then both tabs are at '/', logged out.
    await context.clock.runFor(100);
    await expect(a).toHaveURL(LOGGED_OUT);
    await expect(b).toHaveURL(LOGGED_OUT);

    // The platform session is gone: a reload stays logged out.
    await a.reload();
    await expect(a).toHaveURL(LOGGED_OUT);
    // (asked from the page: Node does not resolve *.localhost, Chromium does)
    const check = await a.evaluate(async () => {
      const res = await fetch('/api/authentication/check', { credentials: 'include' });
      const body = (await res.json().catch(() => null)) as { success?: boolean } | null;
      return body?.success ?? false;
    });
    expect(check).toBe(false);
    await a.goto(`${BASE}/dashboard-cardholder`);
    await expect(a).not.toHaveURL(/\/dashboard-cardholder/);
  });

  test('Log Off in one tab logs out both', async ({ context }) => {
    await installClock(context);
    const a = await openTab(context);
    await login(a);
    const b = await openTab(context, `${BASE}/dashboard-cardholder`);
    await context.clock.pauseAt(P);
    await moveMouse(b);
    await context.clock.runFor(1000);
    await context.clock.fastForward(14 * MIN - 1000);
    await expect(a.getByRole('alertdialog', { name: '60 seconds' })).toBeVisible();
    await expect(b.getByRole('alertdialog', { name: '60 seconds' })).toBeVisible();
    await a.getByRole('button', { name: 'Log Off' }).click();
    await expect(a).toHaveURL(LOGGED_OUT);
    await expect(b).toHaveURL(LOGGED_OUT);
  });
});

test.describe('idle session in one tab', () => {
  test('focus regained 15.01 minutes after the last activity logs out at once', async ({ context }) => {
    const page = await loggedInTab(context);
    await moveMouse(page);
    await context.clock.runFor(1000);
    // A background tab: its timers did not run while the wall clock moved on.
    await context.clock.setSystemTime(P + 15.01 * MIN + 1000);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page).toHaveURL(LOGGED_OUT);
  });

  test('focus regained before that restarts idle tracking', async ({ context }) => {
    const page = await loggedInTab(context);
    await moveMouse(page);
    await context.clock.runFor(1000);
    await context.clock.setSystemTime(P + 14.5 * MIN);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // Without the restart the countdown would be over long before this.
    await context.clock.fastForward(13 * MIN);
    await expect(dialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard-cardholder/);
    await context.clock.fastForward(MIN);
    await expect(page.getByRole('alertdialog', { name: /seconds$/ })).toBeVisible();
  });

  test('keep-alive: 4 calls over 20 active minutes, none after the idle point', async ({ context }) => {
    const page = await loggedInTab(context);
    let pings = 0;
    page.on('request', (request) => {
      if (request.url().includes(KEEPALIVE)) pings++;
    });

    for (let i = 0; i < 120; i++) {
      await moveMouse(page, i);
      await context.clock.runFor(10_000);
    }
    await expect.poll(() => pings).toBe(4);
    await expect(dialog(page)).toBeHidden();

    // 20 idle minutes: at most the one call that covers the last activity before the idle point…
    pings = 0;
    await context.clock.runFor(14 * MIN - 10_000);
    await expect(page.getByRole('alertdialog', { name: /seconds$/ })).toBeVisible();
    expect(pings).toBeLessThanOrEqual(1);
    // …and none after it: the platform's own idle expiry applies to an abandoned session.
    pings = 0;
    await context.clock.runFor(6 * MIN);
    await expect(page).toHaveURL(LOGGED_OUT);
    expect(pings).toBe(0);
  });
});
