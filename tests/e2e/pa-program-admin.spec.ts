import type { Request } from '@playwright/test';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, openAs } from './support.js';
import { api, csvLines, me, writesOf } from './pa-support.js';

/**
 * Program Admin on two brands as `pa_admin` (Admin-Manager): the platform's user search exactly as spec
 * docs/requirements.md#spec-3-entities and #spec-9-constants say, the status filter, roles in display labels; an administrator added, invited again, edited, given
 * managed accounts and deleted, with every change in the maintenance activity under the acting user; a CSV upload
 * with a bad row. Only administrators these tests add are changed.
 */
test.describe.configure({ timeout: 240_000 });

interface UserRow {
  userid: number;
  username: string;
  firstname: string;
  lastname: string;
  status: string;
  roles: string[];
  createdBy: string;
}
interface Page_<T> {
  content: T[];
  totalElements: number;
}
const table = (page: Page) => page.getByRole('table', { name: 'Program administrators' });
const rows = (page: Page) => table(page).locator('tbody tr');
const count = (page: Page) => page.locator('.dt-count').first();
const isSearch = (r: Request) => new URL(r.url()).pathname === '/api/v1/users/search';
const paramsOf = (r: Request) => Object.fromEntries(new URL(r.url()).searchParams);
const mdyTime = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} (AM|PM)$/;

async function selfName(page: Page): Promise<string> {
  const { userid } = await me(page);
  const d = (await api<{ data: { firstname: string; lastname: string } }>(page, `/api/v1/users/${userid}`)).data;
  return `${d.firstname} ${d.lastname}`;
}

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: program admin`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('the administrators list asks the platform exactly as docs/requirements.md#spec-3-entities and #spec-9-constants say; statuses, paging and roles in display labels', async ({
      page,
    }) => {
      const firstSearch = page.waitForRequest(isSearch);
      await signInAndWatch(page, brand);
      const first = await firstSearch;
      const { userCompanyId } = await me(page);
      expect(paramsOf(first)).toEqual({
        brand,
        companyId: String(userCompanyId),
        userType: 'PROGRAM ADMIN',
        page: '0',
        size: '10',
        sort: 'username,ASC',
        status: 'ACTIVE,PENDING',
      });
      const platform = await api<Page_<UserRow>>(page, `/api/v1/users/search?${new URLSearchParams(paramsOf(first))}`);
      await expect(count(page)).toHaveText(`${platform.totalElements} administrators`);
      await expect(rows(page)).toHaveCount(10);
      const firstRow = platform.content[0]!;
      await expect(rows(page).first()).toContainText(firstRow.username);
      await expectAccessible(page, `${brand} program admin`);

      // The next page's answer, not only its request: a late answer would otherwise be taken for the filter's below.
      const [second] = await Promise.all([
        page.waitForResponse((r) => isSearch(r.request())),
        page.getByRole('button', { name: 'Next page' }).click(),
      ]);
      expect(paramsOf(second.request())).toMatchObject({ page: '1', size: '10' });
      const [deleted] = await Promise.all([
        page.waitForResponse((r) => isSearch(r.request())),
        page.getByLabel('Status', { exact: true }).selectOption('DELETED'),
      ]);
      expect(paramsOf(deleted.request())).toMatchObject({ status: 'DELETED', page: '0' });
      const deletedRows = (await deleted.json()) as Page_<UserRow>;
      // Read the rows once the table shows the answer (the request goes out before the list re-renders).
      await expect(count(page)).toHaveText(`${deletedRows.totalElements} administrators`);
      for (const s of await rows(page).locator('td:nth-child(5)').allInnerTexts()) expect(s).toBe('Deleted');
      const [inactive] = await Promise.all([
        page.waitForRequest(isSearch),
        page.getByLabel('Status', { exact: true }).selectOption('INACTIVE'),
      ]);
      expect(paramsOf(inactive)).toMatchObject({ status: 'INACTIVE' });
      const [all] = await Promise.all([page.waitForRequest(isSearch), page.getByLabel('Status', { exact: true }).selectOption('ALL')]);
      expect(paramsOf(all)).toMatchObject({ status: 'ACTIVE,PENDING,INACTIVE,DELETED' });
      const everyone = await api<Page_<UserRow>>(page, `/api/v1/users/search?${new URLSearchParams(paramsOf(all))}`);
      await expect(count(page)).toHaveText(`${everyone.totalElements} administrators`);

      // Roles in display labels; the signed-in admin's own row offers no action.
      await page.getByLabel('Search administrators').fill('pa_');
      const me_ = rows(page).filter({ hasText: 'pa_admin' });
      await expect(me_).toContainText('Admin-Manager');
      await expect(me_).toContainText('Your own user');
      await expect(rows(page).filter({ hasText: 'pa_payments' })).toContainText('PA-Pmts Only');
      await expect(rows(page).filter({ hasText: 'pa_viewonly' })).toContainText('PA-View Only');
      // Users added by an internal API user show as SYSTEM.
      const system = everyone.content.filter((u) => u.createdBy === 'SYSTEM');
      expect(system.length, 'administrators added by an internal API user').toBeGreaterThan(0);
      await page.getByLabel('Search administrators').fill(system[0]!.username);
      await expect(rows(page).first().locator('td:nth-child(7)')).toHaveText(/^SYSTEM on \d{2}\/\d{2}\/\d{4}$/);
      const { lines } = await csvLines(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
      expect(lines[0]).toBe('User name,Name,Email,Role,Status,Last login,Added by');
    });

    test('an administrator’s life: added (bad input first), invited again, edited, given managed accounts, deleted — all in the activity', async ({
      page,
    }) => {
      await signInAndWatch(page, brand);
      const { userCompanyId } = await me(page);
      const actor = await selfName(page);
      const username = `nia.${brand}.${Date.now().toString(36)}`;
      const writes = writesOf(page);

      await test.step('add: nothing is sent while the form is wrong; the platform refuses a taken user name', async () => {
        await page.getByRole('button', { name: 'Add administrator' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add an administrator' });
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await expect(dialog.getByText('Enter a user name.')).toBeVisible();
        await expect(dialog.getByText('Choose a role (for example Admin-Manager or PA-Delegate).')).toBeVisible();
        await dialog.getByLabel('User name').fill('pa_tier1');
        await dialog.getByLabel('First name').fill('Nia');
        await dialog.getByLabel('Last name').fill('Newman');
        await dialog.getByLabel('Email').fill('nia@');
        await dialog.getByLabel('Phone').fill('615-555-0142');
        await dialog.getByLabel('Role').selectOption({ label: 'PA-Delegate' });
        await dialog.getByLabel('Authority limit (optional)').fill('12.345');
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
        await expect(dialog.getByText('The authority limit must be in whole cents (no fractions of a cent).')).toBeVisible();
        await expectAccessible(page, `${brand} add administrator with errors`);
        expect(writes).toEqual([]);
        await dialog.getByLabel('Email').fill('nia.newman@example.com');
        await dialog.getByLabel('Authority limit (optional)').fill('2,500');
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await expect(dialog.getByRole('alert')).toContainText('That user name is taken');
        await dialog.getByLabel('User name').fill(username);
        await dialog.getByRole('button', { name: 'Send invitation' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: 'was invited' })).toContainText(
          'Nia Newman was invited: the registration email went to n***@example.com',
        );
      });
      const added = (
        await api<Page_<UserRow>>(page, `/api/v1/users/search?companyId=${userCompanyId}&status=PENDING&size=500`)
      ).content.find((u) => u.username === username)!;
      expect(added.roles).toEqual(['ROLE_PA_DELEGATE']);
      await page.getByLabel('Search administrators').fill(username);
      const row = rows(page).first();
      await expect(row).toContainText('Pending');
      await expect(row).toContainText('PA-Delegate');

      await test.step('resend the invitation', async () => {
        await row.getByRole('button', { name: 'Resend the invitation to Nia Newman' }).click();
        const dialog = page.getByRole('dialog', { name: 'Resend the invitation to Nia Newman?' });
        await expectAccessible(page, `${brand} resend invitation`);
        await dialog.getByRole('button', { name: 'Resend invitation' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'sent to Nia Newman again' })).toBeVisible();
      });

      await test.step('edit: the role and authority limit; a pending user can’t be made active here', async () => {
        await row.getByRole('button', { name: 'Edit Nia Newman' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit Nia Newman' });
        await expect(dialog.getByLabel('Authority limit (optional)')).toHaveValue('2500.00');
        await expect(dialog.getByLabel('Status')).toHaveValue('PENDING');
        await dialog.getByLabel('Role').selectOption({ label: 'PA-Manager' });
        await dialog.getByLabel('Authority limit (optional)').fill('5,000');
        await expectAccessible(page, `${brand} edit administrator`);
        await dialog.getByRole('button', { name: 'Save changes' }).click();
        await expect(dialog).toBeHidden();
        await expect(row).toContainText('PA-Manager');
        const detail = (await api<{ data: { roles: string[]; authorityLimit: number } }>(page, `/api/v1/users/${added.userid}`)).data;
        expect(detail).toMatchObject({ roles: ['ROLE_PA_MANAGER'], authorityLimit: 5000 });
      });

      await test.step('managed accounts: search, select all matching, save', async () => {
        type Choice = {
          accountEntityId: number;
          accountEntityType: string;
          firstName: string;
          lastName: string;
          cardNumberLast4: string | null;
          externalStatusCommonName: string;
        };
        const choices = (
          await api<{ data: Choice[] }>(page, `/api/v1/accounts/search/native?companyId=${userCompanyId}&useProcessorData=false`)
        ).data;
        // The surname most Sub accounts share; the table's search (docs/requirements.md#spec-5-validation) looks at every column shown.
        const subs = choices.filter((a) => a.accountEntityType === 'Sub').map((a) => a.lastName);
        const surname = [...new Set(subs)].sort((a, b) => subs.filter((x) => x === b).length - subs.filter((x) => x === a).length)[0]!;
        const shown = (a: Choice) => [
          `${a.firstName} ${a.lastName}`,
          String(a.accountEntityId),
          a.accountEntityType,
          a.cardNumberLast4 ? `…${a.cardNumberLast4}` : '—',
          a.externalStatusCommonName,
        ];
        const matching = choices.filter((a) => shown(a).some((t) => t.toLowerCase().includes(surname.toLowerCase())));
        expect(matching.length).toBeGreaterThan(1);
        await row.getByRole('button', { name: 'Managed accounts of Nia Newman' }).click();
        const dialog = page.getByRole('dialog', { name: 'Accounts Nia Newman manages' });
        await expect(dialog.getByRole('status').first()).toHaveText(`0 of ${choices.length} accounts chosen.`);
        await dialog.getByLabel('Search accounts to manage').fill(surname);
        await dialog.getByRole('button', { name: `Select all ${matching.length} matching` }).click();
        await expect(dialog.getByRole('status').first()).toHaveText(`${matching.length} of ${choices.length} accounts chosen.`);
        await expectAccessible(page, `${brand} managed accounts`);
        await dialog.getByRole('button', { name: 'Save managed accounts' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: 'now manages' })).toHaveText(
          `Nia Newman now manages ${matching.length === 1 ? '1 account' : `${matching.length} accounts`}.`,
        );
        const saved = await api<Page_<{ accountEntityId: number }>>(page, `/api/v2/users/${added.userid}/managedaccounts?size=500`);
        expect(saved.content.map((a) => a.accountEntityId).sort()).toEqual(matching.map((a) => a.accountEntityId).sort());
      });

      await test.step('delete, confirmed; the user leaves the default list', async () => {
        await row.getByRole('button', { name: 'Delete Nia Newman' }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete Nia Newman?' });
        await expect(dialog).toContainText('loses access at once');
        await expectAccessible(page, `${brand} delete administrator`);
        await dialog.getByRole('button', { name: 'Delete administrator' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'was deleted' })).toBeVisible();
        await expect(page.getByText('No administrators match your search.')).toBeVisible();
      });

      await test.step('the maintenance activity shows each change, newest first, with the acting user, in Eastern time', async () => {
        await page.getByRole('tab', { name: 'Maintenance activity' }).click();
        await expect(page).toHaveURL(/tab=activity/);
        await page.getByLabel('Administrator', { exact: true }).selectOption({ label: `${username} — Nia Newman` });
        const activity = page.getByRole('table', { name: 'Maintenance activity' }).locator('tbody tr');
        await expect(activity).toHaveCount(7);
        expect(await activity.locator('td:nth-child(3)').allInnerTexts()).toEqual([
          'Deleted',
          'Managed accounts changed',
          'Details changed',
          'Role changed',
          'Invitation sent',
          'Invitation sent',
          'Added',
        ]);
        await expect(activity.nth(2)).toContainText('Authority limit set to $5,000.00');
        for (const by of await activity.locator('td:nth-child(5)').allInnerTexts()) expect(by).toBe(actor);
        for (const when of await activity.locator('td:nth-child(1)').allInnerTexts()) expect(when).toMatch(mdyTime);
        await expectAccessible(page, `${brand} maintenance activity`);
      });
    });

    test('a CSV upload: every row checked, a bad row refused with its reason and in the downloadable report, the rest invited', async ({
      page,
    }) => {
      await signInAndWatch(page, brand);
      const { userCompanyId } = await me(page);
      await page.getByRole('tab', { name: 'Upload administrators' }).click();
      const stamp = Date.now().toString(36);
      const file = [
        'User Name,First Name,Last Name,Email,Phone,Role,Authority Limit',
        `ada.${brand}.${stamp},Ada,Upload,ada.upload@example.com,615-555-0101,PA-View Only,`,
        `bo.${brand}.${stamp},Bo,Badrow,not-an-email,615-555-0102,Admin-Tier 2,100`,
        `cy.${brand}.${stamp},Cy,Upload,cy.upload@example.com,615-555-0103,ROLE_PA_DELEGATE,"1,000.00"`,
        `pa_tier1,Dee,Taken,dee@example.com,615-555-0104,PA-Delegate,`,
      ].join('\r\n');
      await page
        .getByLabel('CSV file of administrators')
        .setInputFiles({ name: 'admins.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
      await expect(page.getByText('3 rows are ready to invite; 1 row is refused and will not be sent.')).toBeVisible();
      const refused = page.getByRole('table', { name: 'Refused rows' });
      await expect(refused.locator('tbody tr')).toHaveCount(1);
      await expect(refused).toContainText('Email: Enter a valid email address');
      await expectAccessible(page, `${brand} upload check`);
      await page.getByRole('button', { name: 'Invite 3 administrators' }).click();
      await expect(page.getByText('2 administrators were invited. 2 rows were refused.')).toBeVisible();
      await expect(refused).toContainText('That user name is taken');
      const { name, lines } = await csvLines(page, () => page.getByRole('button', { name: 'Download the refused rows' }).click());
      expect(name).toBe('administrators-refused.csv');
      expect(lines[0]).toBe('Line,User Name,Why it was refused');
      expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['3', '5']);
      const pending = (await api<Page_<UserRow>>(page, `/api/v1/users/search?companyId=${userCompanyId}&status=PENDING&size=500`)).content;
      expect(
        pending
          .filter((u) => u.username.endsWith(`.${brand}.${stamp}`))
          .map((u) => [u.username.split('.')[0], u.roles[0]])
          .sort(),
      ).toEqual([
        ['ada', 'ROLE_PA_VIEW_ONLY'],
        ['cy', 'ROLE_PA_DELEGATE'],
      ]);
      await expectAccessible(page, `${brand} upload finished`);
    });
  });
});

async function signInAndWatch(page: Page, brand: string): Promise<void> {
  await openAs(page, 'pa_admin', '/pa/program-admin', brand);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Program Admin');
}

test('a file that is not the template is refused whole, and nothing is sent', async ({ page }) => {
  await openAs(page, 'pa_admin', '/pa/program-admin?tab=upload');
  const writes = writesOf(page);
  await page
    .getByLabel('CSV file of administrators')
    .setInputFiles({ name: 'other.csv', mimeType: 'text/csv', buffer: Buffer.from('name,amount\nx,1\n') });
  await expect(page.getByRole('alert')).toContainText('The file has no User Name, First Name, Last Name, Email, Phone, Role columns');
  await page
    .getByLabel('CSV file of administrators')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50]) });
  await expect(page.getByRole('alert')).toContainText('Choose a CSV file');
  expect(writes).toEqual([]);
});

test('maintenance activity: filtered by administrator and by Eastern days, kept in the URL; internal API users shown as SYSTEM; a backwards range explained', async ({
  page,
}) => {
  interface Audit {
    auditId: number;
    userid: number;
    action: string;
    changedBy: string;
    changedDate: string;
  }
  await openAs(page, 'pa_admin', '/pa/program-admin?tab=activity');
  const { userCompanyId } = await me(page);
  const all = (await api<Page_<Audit>>(page, `/api/v1/users/pauseraudit?companyId=${userCompanyId}&size=500`)).content;
  const bySystem = all.find((e) => e.changedBy === 'SYSTEM')!;
  expect(bySystem, 'a change made by an internal API user').toBeDefined();
  const [m, d, y] = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(bySystem.changedDate))
    .split('/');
  const day = `${y}-${m}-${d}`;
  await page.getByLabel('Administrator', { exact: true }).selectOption(String(bySystem.userid));
  await page.getByLabel('From', { exact: true }).fill(day);
  await page.getByLabel('To', { exact: true }).fill(day);
  await expect(page).toHaveURL(new RegExp(`activity\\.to=${day}`));
  const inUrl = new URL(page.url()).searchParams;
  expect([inUrl.get('activity.user'), inUrl.get('activity.from')]).toEqual([String(bySystem.userid), day]);
  const expected = await api<Page_<Audit>>(
    page,
    `/api/v1/users/pauseraudit?companyId=${userCompanyId}&userId=${bySystem.userid}&fromDate=${day}&toDate=${day}&size=500`,
  );
  expect(expected.content.map((e) => e.auditId)).toContain(bySystem.auditId);
  const activity = page.getByRole('table', { name: 'Maintenance activity' }).locator('tbody tr');
  await expect(activity).toHaveCount(expected.content.length);
  for (const when of await activity.locator('td:nth-child(1)').allInnerTexts()) expect(when.startsWith(`${m}/${d}/${y} `)).toBe(true);
  await expect(activity.locator('td:nth-child(5)').filter({ hasText: /^SYSTEM$/ })).toHaveCount(
    expected.content.filter((e) => e.changedBy === 'SYSTEM').length,
  );
  await expectAccessible(page, 'maintenance activity filtered');
  await page.reload();
  await expect(activity).toHaveCount(expected.content.length);

  const before = new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('To', { exact: true }).fill(before);
  await expect(page.getByRole('alert')).toContainText('The “From” date is after the “To” date');
  await expect(page.getByRole('table', { name: 'Maintenance activity' })).toHaveCount(0);
});
