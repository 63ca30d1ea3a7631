import { readFile } from 'node:fs/promises';
import type { ManagedUser, UserSearchResponse } from '../../shared/contract/user.js';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { api } from './support-api.js';
import { expectAccessible, hostUrl, openAs } from './support.js';

/**
 * Who reviews whose expense reports (GET /v1/expensereport/{userid}/managedusers) on two brands: an Admin-Manager's
 * configuration lists every cardholder with the managers and accounting admins assigned to them; a manager's review
 * queue says whose reports reach it. Compared with what the platform answers for the same session; a reviewer whose
 * list can't be loaded is named, and the rest of the table stays.
 */
const me = async (page: Page) =>
  (await api<{ userData: { userid: number; userCompanyId: number } }>(page, '/api/authentication/check')).userData;
const managedUsers = async (page: Page, userid: number) =>
  (await api<{ data: ManagedUser[] }>(page, `/api/v1/expensereport/${userid}/managedusers`)).data;
const reviewersTable = (page: Page) => page.getByRole('table', { name: 'Who reviews each cardholder' });
const section = (page: Page, name: string) => page.locator('section', { has: page.getByRole('heading', { name, exact: true }) });

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: expense report reviewers`, () => {
    test.use({ baseURL: hostUrl(brand) });
    test.describe.configure({ timeout: 90_000 });

    test('an Admin-Manager sees who reviews each cardholder: the assigned managers and accounting admins, else admin managers only', async ({
      page,
    }) => {
      await openAs(page, 'pa_admin', '/pa/expense-reporting?tab=configure', brand);
      const { userid, userCompanyId } = await me(page);
      const everyone = await managedUsers(page, userid);
      const admins = await api<UserSearchResponse>(
        page,
        `/api/v1/users/search?companyId=${userCompanyId}&userType=PROGRAM%20ADMIN&status=ACTIVE&size=500`,
      );
      const manager = admins.content.find((u) => u.username === 'pa_manager')!;
      const accounting = admins.content.find((u) => u.username === 'pa_accounting')!;
      const managed = new Set((await managedUsers(page, manager.userid)).map((u) => u.accountEntityId));

      await expect(reviewersTable(page)).toBeVisible({ timeout: 20_000 });
      await expect(section(page, 'Who reviews each cardholder').locator('.dt-count')).toHaveText(`${everyone.length} cardholders`);
      await expectAccessible(page, `${brand} configure, reviewers`);

      // Erin, the expense demo cardholder, is assigned to both seeded reviewers.
      await page.getByLabel('Search cardholders and reviewers').fill('Erin Expense');
      const erin = reviewersTable(page).locator('tbody tr', { hasText: 'Erin Expense' });
      await expect(erin).toHaveCount(1);
      await expect(erin.locator('td[data-label="Manager approval by"]')).toContainText(`${manager.firstname} ${manager.lastname}`);
      await expect(erin.locator('td[data-label="Accounting approval by"]')).toContainText(`${accounting.firstname} ${accounting.lastname}`);

      // A cardholder no manager is assigned to waits for an admin manager.
      const unassigned = everyone.find((u) => !managed.has(u.accountEntityId))!;
      await page.getByLabel('Search cardholders and reviewers').fill(`${unassigned.firstname} ${unassigned.lastname}`);
      const row = reviewersTable(page)
        .locator('tbody tr', { hasText: `${unassigned.firstname} ${unassigned.lastname}` })
        .first();
      await expect(row.locator('td[data-label="Manager approval by"]')).toHaveText('Admin managers only');

      // The CSV: every cardholder.
      await page.getByLabel('Search cardholders and reviewers').fill('');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section(page, 'Who reviews each cardholder').getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const lines = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe('Cardholder,Card,Manager approval by,Accounting approval by');
      expect(lines).toHaveLength(everyone.length + 1);
    });

    test('a reviewer whose list can’t be loaded is named; the rest of the table stays', async ({ page }) => {
      await openAs(page, 'pa_admin', '/pa/expense-reporting', brand);
      const { userCompanyId } = await me(page);
      const admins = await api<UserSearchResponse>(
        page,
        `/api/v1/users/search?companyId=${userCompanyId}&userType=PROGRAM%20ADMIN&status=ACTIVE&size=500`,
      );
      const manager = admins.content.find((u) => u.username === 'pa_manager')!;
      await page.route(`**/api/v1/expensereport/${manager.userid}/managedusers`, (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Service Unavailable', message: 'down', status: 503 }),
        }),
      );
      await page.getByRole('tab', { name: 'Configure' }).click();
      await expect(reviewersTable(page)).toBeVisible({ timeout: 20_000 });
      await expect(section(page, 'Who reviews each cardholder').getByRole('alert')).toContainText(
        `The cardholders of ${manager.firstname} ${manager.lastname} couldn’t be loaded just now`,
      );
      await expectAccessible(page, `${brand} configure, a reviewer's list failing`);
    });

    test('a manager’s queue says whose reports reach it; a manager has no reviewers table', async ({ page }) => {
      await openAs(page, 'pa_manager', '/pa/expense-reporting', brand);
      const { userid } = await me(page);
      const mine = await managedUsers(page, userid);
      expect(mine.length).toBeGreaterThan(0);
      const panel = section(page, 'Cardholders you review');
      const summary = panel.getByText(`You review the reports of ${mine.length === 1 ? '1 cardholder' : `${mine.length} cardholders`}`);
      await expect(summary).toBeVisible();
      await expect(panel.getByRole('listitem').first()).toBeHidden();
      await summary.click();
      await expect(panel.getByRole('listitem')).toHaveCount(mine.length);
      await expect(panel.getByRole('listitem').first()).toHaveText(
        `${mine[0]!.firstname} ${mine[0]!.lastname}${mine[0]!.cardNumberLast4 ? `, card …${mine[0]!.cardNumberLast4}` : ''}`,
      );
      await expectAccessible(page, `${brand} review queue, cardholders reviewed`);

      await page.getByRole('tab', { name: 'Configure' }).click();
      await expect(page.getByRole('heading', { name: 'Defaults for new reports' })).toBeVisible();
      await expect(reviewersTable(page)).toHaveCount(0);
    });

    test('a manager with no cardholders assigned is told so, and who can change it', async ({ page }) => {
      await openAs(page, 'pa_manager', '/pa/expense-reporting', brand);
      const { userid } = await me(page);
      await page.route(`**/api/v1/expensereport/${userid}/managedusers`, (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [] }) }),
      );
      await page.reload();
      await expect(section(page, 'Cardholders you review')).toContainText(
        'No cardholders are assigned to you yet, so no reports reach your queue. An admin manager assigns accounts to you under Program Admin.',
      );
      await expectAccessible(page, `${brand} review queue, nobody assigned`);
    });
  });
});
