import type { Request, Route } from '@playwright/test';
import { PRELOAD_DELAY_MS } from '../../spas/ui/preloadOnIntent.js';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, openAs, seriousViolations } from './support.js';

/**
 * A dialog's code (its form and the forms library) is not part of the page's arrival, nor is a later tab's. It comes at the first
 * sign of someone using the page, or a while after the page has shown, or at once when the dialog is opened before
 * then; meanwhile the dialog says it is loading, and a download that fails is said, with a second opening trying
 * again. Seen on the program admin's alerts and controls page (spas/ui/lazyDialog.tsx) and the virtual cards' accounts
 * tab (spas/ui/lazyPanel.tsx), on two brands.
 */

const PAGE = '/pa/pa-alerts-and-controls';

/** From the moment this is called, script files the page asks for go to `handle` (before then they load as usual). */
async function holdScripts(page: Page, handle: (route: Route) => Promise<void> | void): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/assets/*.js', async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    await handle(route);
  });
  return asked;
}

/** The page has shown: its heading and the company-wide section's button that opens the dialog. */
async function pageShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts and Controls' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a company-wide alert or control' })).toBeVisible();
}

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: a dialog's code`, () => {
    test.use({ baseURL: hostUrl(brand) });

    /**
     * Opens the page with its clock standing still, moved only as the test says: a millisecond at a time while the page
     * arrives (its data's updates wait on zero-delay timers). The scripts the page asks for are listed as it goes on.
     */
    async function arriveOnStillClock(page: Page): Promise<{ scripts: string[]; elapsed: number }> {
      const T = new Date('2026-11-26T09:00:00Z').getTime();
      await page.clock.install({ time: T });
      // Well ahead of T: the installed clock runs on until paused, and pausing in its past is refused. No page is open
      // yet, so no timer fires on the way.
      await page.clock.pauseAt(T + 60_000);
      const scripts: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
      });
      await openAs(page, 'pa_admin', PAGE, brand);
      const firstRow = page.getByRole('table', { name: 'Alerts and controls by type' }).locator('tbody tr').first();
      let elapsed = 0;
      while (!(await firstRow.isVisible())) {
        await page.clock.runFor(1);
        elapsed++;
      }
      await pageShown(page);
      return { scripts, elapsed };
    }
    const isScript = (r: Request) => new URL(r.url()).pathname.startsWith('/assets/') && r.url().endsWith('.js');

    test('is not asked for while the page arrives, and is fetched a while after it has shown', async ({ page }) => {
      const { scripts, elapsed } = await arriveOnStillClock(page);
      expect(elapsed, 'the page showed before the while passed').toBeLessThan(PRELOAD_DELAY_MS - 100);
      const onArrival = scripts.length;
      // The while is counted from the section's showing, somewhere in the `elapsed` milliseconds the page took to arrive
      // (at 0 when its data came at once, later on a slow machine): nothing before the while counted from 0, something
      // by the while counted from `elapsed`.
      await page.clock.runFor(PRELOAD_DELAY_MS - elapsed - 100);
      expect(scripts.length, 'nothing asked for before the while').toBe(onArrival);
      const fetched = page.waitForRequest(isScript);
      await page.clock.runFor(100 + elapsed);
      await fetched;
      // Fetched beforehand, the dialog opens with its form straight away.
      await page.clock.resume();
      await page.getByRole('button', { name: 'Add a company-wide alert or control' }).click();
      await expect(page.getByRole('dialog').getByLabel('Alert or control')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    });

    test('is fetched at the first sign of someone using the page', async ({ page }) => {
      const { scripts } = await arriveOnStillClock(page);
      const onArrival = scripts.length;
      const fetched = page.waitForRequest(isScript);
      await page.mouse.move(30, 30);
      await fetched;
      expect(scripts.length).toBeGreaterThan(onArrival);
    });

    test('opened before its code is here, says it is loading, then shows the form', async ({ page }) => {
      // A download held by the test, and an axe scan while it is held: slower than one page's steps on a busy machine.
      test.slow();
      await openAs(page, 'pa_admin', PAGE, brand);
      await pageShown(page);
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      const asked = await holdScripts(page, async (route) => {
        await released;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Add a company-wide alert or control' }).click();
      const dialog = page.getByRole('dialog', { name: 'Alert or control' });
      await expect(dialog.getByRole('status')).toHaveText('Loading…');
      expect(asked.length).toBeGreaterThan(0);
      // Scanned as it stands (expectAccessible would wait for the loading to end).
      expect(await seriousViolations(page), `${brand} dialog loading`).toEqual([]);
      release();
      await expect(page.getByRole('dialog').getByLabel('Alert or control')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
    });

    test('whose download fails says so; closing it and opening it again tries again', async ({ page }) => {
      await openAs(page, 'pa_admin', PAGE, brand);
      await pageShown(page);
      await holdScripts(page, (route) => route.abort('internetdisconnected'));
      const opener = page.getByRole('button', { name: 'Add a company-wide alert or control' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Alert or control' });
      await expect(dialog.getByRole('alert')).toContainText(
        'This part of the page didn’t download. Check your connection, then close this and try again.',
      );
      await expectAccessible(page, `${brand} dialog not downloaded`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.unrouteAll({ behavior: 'wait' });
      await opener.click();
      await expect(page.getByRole('dialog').getByLabel('Alert or control')).toBeVisible();
      // Escape closes the form's dialog as it always has.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: a later tab's code`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('shown before it is here says it is loading; a failed download says so, and Try again brings it', async ({ page }) => {
      // Three axe scans, a failed download and a held one: slower than one page's steps on a busy machine.
      test.slow();
      await openAs(page, 'pa_vconly', '/pa/virtual-cards', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Virtual Cards' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Vendors', selected: true })).toBeVisible();
      let fail = true;
      let release!: () => void;
      const released = new Promise<void>((r) => (release = r));
      await holdScripts(page, async (route) => {
        if (fail) return route.abort('internetdisconnected');
        await released;
        await route.continue();
      });
      await page.getByRole('tab', { name: 'Virtual accounts' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Virtual accounts' });
      await expect(panel.getByRole('alert')).toContainText('This part of the page didn’t download. Check your connection, then try again.');
      await expectAccessible(page, `${brand} tab not downloaded`);
      fail = false;
      await panel.getByRole('button', { name: 'Try again' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'Loading virtual accounts…' })).toBeVisible();
      expect(await seriousViolations(page), `${brand} tab loading`).toEqual([]);
      release();
      await expect(panel.getByRole('table', { name: 'Virtual accounts' })).toBeVisible();
      await expectAccessible(page, `${brand} tab shown`);
    });
  });
});
