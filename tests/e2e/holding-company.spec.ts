import type { Request } from '@playwright/test';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, openAs } from './support.js';
import { api, csvLines, usd, writesOf } from './pa-support.js';

/**
 * The holding-company area as `hc_admin` on two brands (`pnfp` has two companies with the same name):
 * the home with totals, chart and CSV; a company opened in the program-admin view and back; a company outside the
 * holding company refused (page and platform); company and holding company details; program admin across the
 * companies (an administrator added to a chosen company, then in the activity); the associations call failing
 * while the rest of the page works. Every figure is compared with what the platform answers for the same session.
 */
test.describe.configure({ timeout: 120_000 });

interface Association {
  companyId: number;
  companyName: string;
  productTypeCode: number;
  productName: string;
  billingCycle: number;
  creditLimit: number;
  availableCredit: number;
  outstandingBalance: number;
}
interface Holding {
  holdingCompanyId: number;
  name: string;
  companyIds: number[];
  contactName: string;
  addresses: { addressType: string; addressLine1: string; city: string; zip5: string }[];
}
interface Me {
  userHoldingCompanyId: number;
  userCompanyId: number;
}

const me = async (page: Page) => (await api<{ userData: Me }>(page, '/api/authentication/check')).userData;
async function holdingOf(page: Page): Promise<{ me: Me; holding: Holding; companies: Association[] }> {
  const m = await me(page);
  const [holding, companies] = await Promise.all([
    api<{ data: Holding }>(page, `/api/v1/brands/holdingcompany/${m.userHoldingCompanyId}`),
    api<{ data: Association[] }>(page, `/api/v1/brands/holdingcompany/${m.userHoldingCompanyId}/associations`),
  ]);
  return { me: m, holding: holding.data, companies: companies.data };
}
const cents = (n: number) => Math.round(n * 100) / 100;
const twins = (list: Association[], c: Association) =>
  list.some((o) => o.companyId !== c.companyId && o.companyName.toLowerCase() === c.companyName.toLowerCase());
const labelOf = (list: Association[], c: Association) =>
  twins(list, c) ? `${c.companyName} (${c.productName}, ${c.companyId})` : c.companyName;
const sections = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('list', { name: 'Sections' });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const companiesTable = (page: Page) => page.getByRole('table', { name: 'Companies of the holding company' });
const fault = (status: number) => (route: import('@playwright/test').Route) =>
  route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': `status=${status}` } });

// pnfp first: the first test, its home, is where its two companies of one name are told apart.
acrossBrands(['pnfp', 'demo'] as const, (brand) => {
  test.describe(`${brand}: holding company`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('the home: every company with the processor’s figures, the totals, the balance-share chart, search, sort and CSV', async ({
      page,
    }) => {
      await openAs(page, 'hc_admin', '/holding-company', brand);
      const { holding, companies } = await holdingOf(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(holding.name);
      await expect(region(page, 'Holding company')).toContainText(String(holding.holdingCompanyId));
      expect(await sections(page).getByRole('listitem').allInnerTexts()).toEqual([
        'Home',
        'Program Admin',
        expect.stringMatching(/^Reporting/),
      ]);

      const all = region(page, 'Companies');
      const total = (pick: (c: Association) => number) => usd(cents(companies.reduce((t, c) => t + pick(c), 0)));
      const totals = all.locator('dl').first();
      await expect(totals).toContainText(`Companies${companies.length}`);
      await expect(totals).toContainText(`Credit limit${total((c) => c.creditLimit)}`);
      await expect(totals).toContainText(`Available credit${total((c) => c.availableCredit)}`);
      await expect(totals).toContainText(`Outstanding balance${total((c) => c.outstandingBalance)}`);

      // The chart's numbers as a table: each company's balance and its share of the total.
      const owed = companies.reduce((t, c) => t + c.outstandingBalance, 0);
      const chart = page.getByRole('table', { name: 'Share of the outstanding balance by company' });
      for (const c of companies) {
        const share = `${((c.outstandingBalance / owed) * 100).toFixed(1)}%`;
        await expect(chart.getByRole('row', { name: labelOf(companies, c), exact: false })).toContainText(
          `${usd(c.outstandingBalance)} (${share})`,
        );
      }
      await expect(page.getByRole('img', { name: /^Share of the outstanding balance by company: / })).toBeVisible();

      const rows = companiesTable(page).locator('tbody tr');
      await expect(rows).toHaveCount(companies.length);
      for (const c of companies) {
        const row = rows.filter({ hasText: String(c.companyId) });
        await expect(row).toContainText(`${c.productName} (${c.productTypeCode})`);
        await expect(row).toContainText(`Day ${c.billingCycle}`);
        await expect(row).toContainText(usd(c.outstandingBalance));
        await expect(row.getByRole('link', { name: `Open ${labelOf(companies, c)} in program administration` })).toHaveAttribute(
          'href',
          `/pa?company=${c.companyId}`,
        );
      }
      if (brand === 'pnfp') {
        // Two companies share a name: each is told apart by product and id wherever it is named.
        const same = companies.filter((c) => twins(companies, c));
        expect(same.length).toBeGreaterThanOrEqual(2);
        for (const c of same)
          await expect(companiesTable(page).getByRole('link', { name: labelOf(companies, c), exact: true })).toBeVisible();
      }
      await expectAccessible(page, `${brand} holding company home`);

      // Sort by outstanding balance, largest first; search by a company id.
      await companiesTable(page).getByRole('button', { name: 'Outstanding balance' }).click();
      await companiesTable(page).getByRole('button', { name: 'Outstanding balance' }).click();
      await expect(page).toHaveURL(/sort=outstanding(%3A|:)desc/);
      const byBalance = [...companies].sort((a, b) => b.outstandingBalance - a.outstandingBalance);
      await expect(rows.first()).toContainText(String(byBalance[0]!.companyId));
      const { lines } = await csvLines(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
      expect(lines[0]).toBe('Company,Company ID,Product,Billing cycle,Credit limit,Available credit,Outstanding balance,Share of balance');
      expect(lines).toHaveLength(companies.length + 1);
      expect(lines[1]).toContain(`${byBalance[0]!.companyId},`);
      await page.getByLabel('Search companies').fill(String(companies[1]!.companyId));
      await expect(rows).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`q=${companies[1]!.companyId}`));
    });

    test('Open a company: its program-admin view with company=, the PA entries, and the way back', async ({ page }) => {
      await openAs(page, 'hc_admin', '/holding-company', brand);
      const { companies } = await holdingOf(page);
      const c = companies[2]!;
      await companiesTable(page)
        .getByRole('link', { name: `Open ${labelOf(companies, c)} in program administration` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/pa\\?company=${c.companyId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.companyName);
      await expect(region(page, 'Company')).toContainText(usd(c.creditLimit));
      const entries = await sections(page).getByRole('listitem').allInnerTexts();
      expect(entries.slice(0, 2)).toEqual(['Holding Company', 'Company']);
      expect(entries).toContain('Program Admin');
      await expectAccessible(page, `${brand} company in the program-admin view`);
      await sections(page).getByRole('link', { name: 'Holding Company' }).click();
      await expect(page).toHaveURL(/\/holding-company$/);
      await expect(companiesTable(page)).toBeVisible();
      expect(await sections(page).getByRole('listitem').allInnerTexts()).toEqual([
        'Home',
        'Program Admin',
        expect.stringMatching(/^Reporting/),
      ]);
    });

    test('a company outside the holding company typed into the URL is refused with the reason, never shown; the platform refuses it too', async ({
      page,
    }) => {
      await openAs(page, 'hc_admin', '/holding-company', brand);
      const { holding } = await holdingOf(page);
      // The purchasing company of `pa_admin` (…102) is in this brand but not in the holding company.
      const outside = holding.companyIds[0]! - 2;
      expect(holding.companyIds).not.toContain(outside);
      const asked: string[] = [];
      page.on('request', (r: Request) => r.url().includes('/api/') && r.url().includes(String(outside)) && asked.push(r.url()));
      await page.goto(`/holding-company/${outside}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company not available');
      await expect(page.getByRole('alert')).toContainText(
        `Company ${outside} is not part of ${holding.name}, so you can’t see its details.`,
      );
      await expectAccessible(page, `${brand} company outside the holding company`);
      expect(asked).toEqual([]);
      await page.goto('/holding-company/not-a-company');
      await expect(page.getByRole('alert')).toContainText('“not-a-company” is not a company ID.');

      const refused = await page.evaluate(async (id) => {
        const res = await fetch(`/api/searchcompanyex?companyId=${id}`, { credentials: 'include' });
        return { status: res.status, body: (await res.json()) as { message: string } };
      }, outside);
      expect(refused).toMatchObject({ status: 403, body: { message: 'That company is not yours.' } });

      // The program-admin view of it: the company's figures are refused in words, none are shown.
      await page.goto(`/pa?company=${outside}`);
      await expect(page.getByRole('alert').first()).toContainText('That company is not yours.');
      await expect(page.getByText('Credit limit')).toHaveCount(0);
    });

    test('company details: summary, contacts, program settings, administrators and the links into its program-admin view', async ({
      page,
    }) => {
      await openAs(page, 'hc_admin', '/holding-company', brand);
      const { companies } = await holdingOf(page);
      const c = companies[1]!;
      await companiesTable(page)
        .getByRole('link', { name: labelOf(companies, c), exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/holding-company/${c.companyId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(labelOf(companies, c));
      const ex = (
        await api<{
          data: {
            contactName: string;
            contactEmail: string;
            creditLimit: number;
            outstandingBalance: number;
            accountCount: number;
            expenseReportingEnabled: boolean;
          };
        }>(page, `/api/searchcompanyex?companyId=${c.companyId}&useProcessorData=true`)
      ).data;
      await expect(region(page, 'Summary')).toContainText(usd(ex.creditLimit));
      await expect(region(page, 'Summary')).toContainText(usd(ex.outstandingBalance));
      await expect(region(page, 'Contacts')).toContainText(ex.contactName);
      await expect(region(page, 'Contacts').getByRole('link', { name: ex.contactEmail })).toBeVisible();
      await expect(region(page, 'Program settings')).toContainText(`${c.productName} (${c.productTypeCode})`);
      await expect(region(page, 'Program settings')).toContainText(`Accounts${ex.accountCount}`);
      await expect(region(page, 'Program settings')).toContainText(
        `Expense reporting${ex.expenseReportingEnabled ? 'Enabled' : 'Not enabled'}`,
      );
      const admins = await api<{ totalElements: number; content: { username: string }[] }>(
        page,
        `/api/v1/users/search?brand=${brand}&companyId=${c.companyId}&userType=PROGRAM%20ADMIN&page=0&size=10&sort=username,ASC&status=ACTIVE,PENDING`,
      );
      await expect(region(page, 'Administrators').locator('.dt-count').first()).toHaveText(`${admins.totalElements} administrators`);
      await expect(region(page, 'Administrators').locator('tbody tr').first()).toContainText(admins.content[0]!.username);
      await expect(page.getByRole('link', { name: `Open ${labelOf(companies, c)} in program administration` })).toHaveAttribute(
        'href',
        `/pa?company=${c.companyId}`,
      );
      await expectAccessible(page, `${brand} company details`);
      await page.getByRole('link', { name: `Program administrators of ${labelOf(companies, c)}` }).click();
      await expect(page).toHaveURL(new RegExp(`/holding-company/program-admin\\?admins.company=${c.companyId}$`));
      await expect(page.getByLabel('Company', { exact: true })).toHaveValue(String(c.companyId));
      await expect(page.locator('.dt-count').first()).toHaveText(`${admins.totalElements} administrators`);
    });

    test('holding company details (the profile link) and the admin help pages of the quick links', async ({ page }) => {
      await openAs(page, 'hc_admin', '/holding-company', brand);
      const { holding } = await holdingOf(page);
      await page.getByRole('button', { name: 'My Account' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/holding-company\/holding-company-details$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holding Company Details');
      await expect(region(page, 'Holding company')).toContainText(holding.contactName);
      for (const a of holding.addresses) await expect(region(page, 'Addresses')).toContainText(`${a.addressLine1}`);
      await expect(region(page, 'Addresses')).toContainText('Headquarters');
      await expect(region(page, 'Addresses')).toContainText('Billing address');
      await expectAccessible(page, `${brand} holding company details`);
      const quick = page.getByRole('list', { name: 'Quick links' });
      await expect(quick.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/holding-company/privacy');
      await expect(quick.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/holding-company/contact-us');
      await quick.getByRole('link', { name: 'FAQs' }).click();
      await expect(page).toHaveURL(/\/holding-company\/faqs$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/FAQ/);
      expect(await sections(page).getByRole('listitem').allInnerTexts()).toEqual([
        'Home',
        'Program Admin',
        expect.stringMatching(/^Reporting/),
      ]);
      await expectAccessible(page, `${brand} holding company FAQs`);
    });

    test('program admin across the companies: one table, filtered by company; an administrator added to a chosen company, then in the activity', async ({
      page,
    }) => {
      const searches: Record<string, string>[] = [];
      page.on(
        'request',
        (r) => new URL(r.url()).pathname === '/api/v1/users/search' && searches.push(Object.fromEntries(new URL(r.url()).searchParams)),
      );
      await openAs(page, 'hc_admin', '/holding-company/program-admin', brand);
      const { me: m, companies } = await holdingOf(page);
      const across = await api<{ totalElements: number }>(
        page,
        `/api/v1/users/search?holdingCompanyId=${m.userHoldingCompanyId}&userType=PROGRAM%20ADMIN&size=10`,
      );
      await expect(page.locator('.dt-count').first()).toHaveText(`${across.totalElements} administrators`);
      expect(searches[0]).toEqual({
        brand,
        holdingCompanyId: String(m.userHoldingCompanyId),
        userType: 'PROGRAM ADMIN',
        page: '0',
        size: '10',
        sort: 'username,ASC',
        status: 'ACTIVE,PENDING',
      });
      await expect(
        page.getByRole('table', { name: 'Program administrators' }).getByRole('columnheader', { name: 'Company' }),
      ).toBeVisible();
      await expectAccessible(page, `${brand} holding program admin`);

      const target = companies[2]!;
      await page.getByLabel('Company', { exact: true }).selectOption(String(target.companyId));
      await expect.poll(() => searches.at(-1)).toMatchObject({ companyId: String(target.companyId) });
      const one = await api<{ totalElements: number }>(
        page,
        `/api/v1/users/search?companyId=${target.companyId}&userType=PROGRAM%20ADMIN&size=10`,
      );
      await expect(page.locator('.dt-count').first()).toHaveText(`${one.totalElements} administrators`);

      const username = `hc.${brand}.${Date.now().toString(36)}`;
      const writes = writesOf(page);
      await page.getByRole('button', { name: 'Add administrator' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an administrator' });
      await dialog.getByLabel('User name').fill(username);
      await dialog.getByLabel('First name').fill('Hana');
      await dialog.getByLabel('Last name').fill('Holt');
      await dialog.getByLabel('Email').fill('hana.holt@example.com');
      await dialog.getByLabel('Phone').fill('615-555-0199');
      await dialog.getByLabel('Role').selectOption({ label: 'PA-View Only' });
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(dialog.getByText('Choose the company the administrator works for.')).toBeVisible();
      await expectAccessible(page, `${brand} add administrator without a company`);
      expect(writes).toEqual([]);
      await dialog.getByLabel('Company').selectOption(String(target.companyId));
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'was invited' })).toContainText('Hana Holt was invited');
      expect(writes).toEqual(['POST /api/v1/users/programAdmin']);
      const added = (
        await api<{ content: { userid: number; username: string; companyId: number }[] }>(
          page,
          `/api/v1/users/search?holdingCompanyId=${m.userHoldingCompanyId}&status=PENDING&size=500&search=${username}`,
        )
      ).content;
      expect(added).toEqual([expect.objectContaining({ username, companyId: target.companyId })]);
      await page.getByLabel('Search administrators').fill(username);
      const row = page.getByRole('table', { name: 'Program administrators' }).locator('tbody tr').first();
      await expect(row).toContainText(`${target.companyName} (${target.companyId})`);
      await expect(row).toContainText('Pending');

      await page.getByRole('tab', { name: 'Maintenance activity' }).click();
      const audits: Record<string, string>[] = [];
      page.on(
        'request',
        (r) => new URL(r.url()).pathname === '/api/v1/users/pauseraudit' && audits.push(Object.fromEntries(new URL(r.url()).searchParams)),
      );
      await page.getByLabel('Administrator').selectOption({ label: `${username} — Hana Holt` });
      const activity = page.getByRole('table', { name: 'Maintenance activity' }).locator('tbody tr');
      await expect(activity.filter({ hasText: 'Added' })).toHaveCount(1);
      expect(audits.at(-1)).toMatchObject({ holdingCompanyId: String(m.userHoldingCompanyId), userId: String(added[0]!.userid) });
      await page.getByLabel('Company', { exact: true }).selectOption(String(target.companyId));
      await expect.poll(() => audits.at(-1)).toMatchObject({ companyId: String(target.companyId) });
      await expect(activity.filter({ hasText: 'Added' })).toHaveCount(1);
      await expectAccessible(page, `${brand} holding maintenance activity`);
    });

    test('the associations call failing: its own message with Try again, the holding company’s details and the program admin list still work', async ({
      page,
    }) => {
      await page.route('**/api/v1/brands/holdingcompany/*/associations*', fault(503));
      await openAs(page, 'hc_admin', '/holding-company', brand);
      const companies = region(page, 'Companies');
      await expect(companies.getByRole('alert')).toContainText("We couldn't load the companies of your holding company just now.");
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Holding Company');
      await expect(region(page, 'Holding company')).toContainText('Holding company ID');
      await expect(sections(page).getByRole('link', { name: 'Program Admin' })).toBeVisible();
      await expectAccessible(page, `${brand} home without associations`);

      await sections(page).getByRole('link', { name: 'Program Admin' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The list of your companies is missing' })).toBeVisible();
      await expect(page.locator('.dt-count').first()).toHaveText(/^\d+ administrators$/);
      await expect(page.getByRole('button', { name: 'Add administrator' })).toHaveCount(0);
      await expectAccessible(page, `${brand} program admin without associations`);

      await page.unroute('**/api/v1/brands/holdingcompany/*/associations*');
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'The list of your companies is missing' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add administrator' })).toBeVisible();
      await sections(page).getByRole('link', { name: 'Home' }).click();
      await expect(companiesTable(page).locator('tbody tr')).not.toHaveCount(0);
    });
  });
});
