import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures.js';
import { expectAccessible, failComposedPieces, hostUrl, openAs, signIn } from './support.js';

/**
 * Expense reporting on two brands: the cardholder builds a report from three purchases with a real PNG
 * receipt and submits it; pa_manager approves, pa_accounting approves and completes it; another report is rejected
 * with a note and is a draft again with the note shown; bulk approval; the lines' CSV; the receipt refused to an
 * unrelated cardholder; virtualsub refused with the reason; the enablement call failing leaves the dashboard standing.
 * What the pages show is compared with what the platform answers for the same session.
 */
interface Tx {
  transactionId: string;
  transactionDate: string;
  merchantName: string;
  amount: number;
}
interface Report {
  reportId: number;
  name: string;
  status: string;
  ownerName: string;
  lines: Array<Tx & { glAccountId: number | null; memo: string; receipt: { receiptId: string; fileName: string } | null }>;
  history: Array<{ action: string; by: string; note: string }>;
}

const PNG = 'tests/fixtures/receipt.png';
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const purchase = (t: Tx) => `${t.merchantName} on ${mdy(t.transactionDate)}, ${usd.format(t.amount)}`;

/** A platform call through the browser's session (with the anti-forgery token for writes). */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const check = (await fetch('/api/authentication/check', { credentials: 'include' }).then((r) => r.json())) as { xsrfToken: string };
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': check.xsrfToken },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
    },
    { method, path, body },
  );
}
const available = async (page: Page) => (await call<{ data: Tx[] }>(page, 'GET', '/api/v1/expensereport/transactions')).body.data;
/** A submitted report of `n` purchases of at most $75 (no receipt needed), made through the platform as the signed-in cardholder. */
async function submittedReport(page: Page, name: string, n = 1): Promise<Report> {
  const txs = (await available(page)).filter((t) => t.amount > 0 && t.amount <= 75).slice(0, n);
  const created = await call<{ data: Report }>(page, 'POST', '/api/v1/expensereport/reports', {
    name,
    lines: txs.map((t) => ({ transactionId: t.transactionId })),
  });
  expect(created.status).toBe(200);
  const submitted = await call<{ data: Report }>(page, 'POST', `/api/v1/expensereport/reports/${created.body.data.reportId}/submit`, {});
  expect(submitted.status).toBe(200);
  return submitted.body.data;
}
const statusLine = (page: Page) => page.locator('.er-title-line');

// Each test goes on from what the ones before left (a report built, rejected, approved in bulk, then listed and
// downloaded): the whole flow is driven on one brand, as a chain.
{
  const brand = 'demo';
  test.describe(`${brand}: expense reporting`, () => {
    test.use({ baseURL: hostUrl(brand) });
    // Whole flows across several users, with an accessibility scan at every step.
    test.slow();

    test('the cardholder builds a report from three purchases with a PNG receipt and submits it; the manager and accounting take it to complete', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await openAs(page, 'er_cardholder', '/dashboard-cardholder/expense-reporting', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Expense Reporting' })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Expense Reporting' })).toBeVisible();
      await expectAccessible(page, `${brand} my reports`);

      const txs = await available(page);
      const big = txs.find((t) => t.amount > 75)!;
      const small = txs.filter((t) => t.amount > 0 && t.amount <= 75).slice(0, 2);
      expect(big && small.length === 2, 'a purchase over $75 and two under').toBe(true);
      const chosen = [big, ...small];

      await page.getByRole('link', { name: 'New report' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New Expense Report' })).toBeVisible();
      await expect(page.getByText(`${txs.length} purchases`, { exact: true })).toBeVisible();
      const name = `Trip ${brand} ${Date.now() % 100000}`;
      await page.getByLabel('Report name').fill(name);
      for (const t of chosen) {
        await page.getByLabel('Search purchases').fill(usd.format(t.amount));
        await page.getByRole('checkbox', { name: `Select ${purchase(t)}` }).check();
      }
      await page.getByLabel('Search purchases').fill('');
      const lines = page.locator('.er-line');
      await expect(lines).toHaveCount(3);
      await expectAccessible(page, `${brand} new report with three purchases`);

      // Nothing is sent while a line has a problem: the memo is too long.
      const bigLine = page.getByRole('group', { name: purchase(big) });
      await bigLine.getByLabel('Memo').fill('x'.repeat(201));
      await expect(bigLine.getByLabel('Memo')).toHaveValue('x'.repeat(200));
      await bigLine.getByLabel('Memo').fill('Hotel, two nights');
      await bigLine.getByLabel('GL account').selectOption({ label: '6110 Travel – Lodging' });
      // A file that is not what its name says is refused before it is sent.
      await bigLine
        .getByLabel(`Add receipt for ${purchase(big)}`)
        .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
      await expect(bigLine.getByRole('alert')).toHaveText(
        '“receipt.png” is a PDF document, but its name says otherwise. Rename it to end in .pdf and try again.',
      );
      await bigLine.getByLabel(`Add receipt for ${purchase(big)}`).setInputFiles(PNG);
      const thumb = bigLine.getByRole('button', { name: `View the receipt for ${purchase(big)} (receipt.png)` });
      await expect(thumb).toBeVisible();
      await thumb.click();
      const viewer = page.getByRole('dialog', { name: `Receipt for ${purchase(big)}` });
      await expect(viewer.getByRole('img', { name: `Receipt for ${purchase(big)} (receipt.png)` })).toBeVisible();
      await expect.poll(() => viewer.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectAccessible(page, `${brand} receipt viewer`);
      await viewer.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(statusLine(page)).toContainText('Draft');
      const reportId = Number(/reports\/(\d+)/.exec(page.url())![1]);
      const saved = (await call<{ data: Report }>(page, 'GET', `/api/v1/expensereport/reports/${reportId}`)).body.data;
      expect(saved.lines.map((l) => l.transactionId).sort()).toEqual(chosen.map((t) => t.transactionId).sort());
      expect(saved.lines.find((l) => l.transactionId === big.transactionId)).toMatchObject({
        memo: 'Hotel, two nights',
        receipt: { fileName: 'receipt.png' },
      });
      const stored = await page.evaluate(
        async (id) => new Uint8Array(await (await fetch(`/api/v1/expensereport/receipts/${id}`)).arrayBuffer()).length,
        saved.lines.find((l) => l.receipt)!.receipt!.receiptId,
      );
      expect(stored).toBe((await readFile(PNG)).length);
      await expectAccessible(page, `${brand} draft report`);

      await page.getByRole('button', { name: 'Submit for approval' }).click();
      const confirm = page.getByRole('dialog', { name: `Submit report ${reportId} for approval?` });
      await expectAccessible(page, `${brand} submit confirmation`);
      await confirm.getByRole('button', { name: 'Submit report' }).click();
      await expect(page.getByText(`Report ${reportId} was submitted for approval.`)).toBeVisible();
      await expect(statusLine(page)).toContainText('Submitted');
      await expect(page.locator('.er-history li').nth(1)).toContainText('Submitted by Erin Expense');

      // The manager: the report is in the review queue; approve it from its page.
      await openAs(page, 'pa_manager', '/pa/expense-reporting', brand);
      await expect(page.getByRole('tab', { name: 'Review queue', selected: true })).toBeVisible();
      const row = page.getByRole('button', { name: `Open report ${reportId}, ${name}` });
      await expect(row).toBeVisible();
      await expectAccessible(page, `${brand} manager's review queue`);
      await row.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await page.getByRole('button', { name: 'Approve report' }).click();
      const approve = page.getByRole('dialog', { name: `Approve report ${reportId}?` });
      await approve.getByLabel('Note (optional)').fill('Within policy');
      await expectAccessible(page, `${brand} approve dialog`);
      await approve.getByRole('button', { name: 'Approve report' }).click();
      await expect(statusLine(page)).toContainText('Manager approved');
      await expect(page.getByRole('button', { name: 'Approve report' })).toHaveCount(0);

      // Accounting: approve, then complete.
      await openAs(page, 'pa_accounting', '/pa/expense-reporting', brand);
      await page.getByRole('button', { name: `Open report ${reportId}, ${name}` }).click();
      await page.getByRole('button', { name: 'Approve report' }).click();
      await page
        .getByRole('dialog', { name: `Approve report ${reportId}?` })
        .getByRole('button', { name: 'Approve report' })
        .click();
      await expect(statusLine(page)).toContainText('Accounting approved');
      await page.getByRole('button', { name: 'Complete report' }).click();
      await page
        .getByRole('dialog', { name: `Complete report ${reportId}?` })
        .getByRole('button', { name: 'Complete report' })
        .click();
      await expect(statusLine(page)).toContainText('Complete');
      const history = page.locator('.er-history li');
      await expect(history).toHaveCount(5);
      await expect(history.nth(2)).toContainText('Manager approval by Max Manager');
      await expect(history.nth(2)).toContainText('Within policy');
      await expect(history.nth(3)).toContainText('Accounting approval by Ada Accounting');
      await expect(history.nth(4)).toContainText('Completed by Ada Accounting');
      await expect(history.nth(4).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} [AP]M$/);
      await expectAccessible(page, `${brand} completed report`);
    });

    test('a rejected report is a draft again with the reviewer’s note shown to the cardholder', async ({ page }) => {
      await signIn(page, 'er_cardholder', brand);
      await page.goto('/dashboard-cardholder/expense-reporting');
      const report = await submittedReport(page, `Team lunch ${brand}`);
      await openAs(page, 'pa_manager', `/pa/expense-reporting/reports/${report.reportId}`, brand);
      await page.getByRole('button', { name: 'Reject report' }).click();
      const dialog = page.getByRole('dialog', { name: `Reject report ${report.reportId}?` });
      await dialog.getByRole('button', { name: 'Reject report' }).click();
      await expect(dialog.getByText('Say why the report is rejected: the cardholder sees this note.')).toBeVisible();
      await expect(dialog.getByLabel('Why is it rejected?')).toBeFocused();
      await expectAccessible(page, `${brand} reject dialog with its error`);
      await dialog.getByLabel('Why is it rejected?').fill('Split the team lunch per person, please.');
      await dialog.getByRole('button', { name: 'Reject report' }).click();
      await expect(statusLine(page)).toContainText('Draft');

      await openAs(page, 'er_cardholder', `/dashboard-cardholder/expense-reporting/reports/${report.reportId}`, brand);
      await expect(page.getByText('Returned by Max Manager on')).toBeVisible();
      await expect(page.locator('.er-returned-note')).toHaveText('“Split the team lunch per person, please.”');
      await expect(page.locator('.er-history li').last()).toContainText('Rejected by Max Manager and returned to draft');
      await expect(page.getByRole('button', { name: 'Submit for approval' })).toBeVisible();
      await expectAccessible(page, `${brand} returned draft`);
      // The platform refuses a report that moved on meanwhile, in words: a second submit of the same screen.
      await call(page, 'POST', `/api/v1/expensereport/reports/${report.reportId}/submit`, {});
      await page.getByRole('button', { name: 'Submit for approval' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Submit report' }).click();
      await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
        `Report ${report.reportId} has moved on since you opened it: it is now submitted.`,
      );
    });

    test('a draft is edited (name, a line taken off, memo) and deleted; a receipt over 10 MB is refused before it is sent', async ({
      page,
    }) => {
      await signIn(page, 'er_cardholder', brand);
      await page.goto('/dashboard-cardholder/expense-reporting');
      const txs = (await available(page)).filter((t) => t.amount > 0 && t.amount <= 75).slice(0, 2);
      const draft = (
        await call<{ data: Report }>(page, 'POST', '/api/v1/expensereport/reports', {
          name: `Draft ${brand}`,
          lines: txs.map((t) => ({ transactionId: t.transactionId })),
        })
      ).body.data;
      await page.goto(`/dashboard-cardholder/expense-reporting/reports/${draft.reportId}`);
      await page.getByRole('button', { name: 'Edit draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit “Draft ${brand}”` })).toBeVisible();
      await expect(page.locator('.er-line')).toHaveCount(2);
      await page.getByLabel('Report name').fill(`Edited ${brand}`);
      await page.getByRole('button', { name: `Take off the report: ${purchase(txs[1]!)}` }).click();
      const line = page.getByRole('group', { name: purchase(txs[0]!) });
      await line.getByLabel('Memo').fill('Parking at the client');
      await line
        .getByLabel(`Add receipt for ${purchase(txs[0]!)}`)
        .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x89) });
      await expect(line.getByRole('alert')).toHaveText(
        '“huge.png” is larger than the 10 MB limit for a receipt. Choose a smaller file, or take the photo at a lower resolution.',
      );
      // The draft's lines were made without a GL account: nothing is saved until each has one.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(line.getByText('Choose a GL account for this purchase.')).toBeVisible();
      await expect(line.getByLabel('GL account')).toBeFocused();
      await expectAccessible(page, `${brand} editing a draft, with its errors`);
      await line.getByLabel('GL account').selectOption({ label: '6900 Miscellaneous' });
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Edited ${brand}` })).toBeVisible();
      const saved = (await call<{ data: Report }>(page, 'GET', `/api/v1/expensereport/reports/${draft.reportId}`)).body.data;
      expect(saved.lines.map((l) => [l.transactionId, l.memo])).toEqual([[txs[0]!.transactionId, 'Parking at the client']]);

      await page.getByRole('button', { name: 'Delete draft' }).click();
      const confirm = page.getByRole('dialog', { name: `Delete draft ${draft.reportId}?` });
      await expectAccessible(page, `${brand} delete confirmation`);
      await confirm.getByRole('button', { name: 'Delete draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Expense Reporting' })).toBeVisible();
      expect((await call(page, 'GET', `/api/v1/expensereport/reports/${draft.reportId}`)).status).toBe(404);
    });

    test('bulk approval moves the selected reports on and says so', async ({ page }) => {
      await signIn(page, 'er_cardholder', brand);
      await page.goto('/dashboard-cardholder/expense-reporting');
      const a = await submittedReport(page, `Bulk A ${brand}`);
      const b = await submittedReport(page, `Bulk B ${brand}`);
      await openAs(page, 'pa_manager', '/pa/expense-reporting', brand);
      await page.getByLabel('Search reports').fill(`Bulk`);
      for (const r of [a, b]) await page.getByRole('checkbox', { name: `Select report ${r.reportId}, ${r.name} by Erin Expense` }).check();
      await page.getByRole('button', { name: 'Approve selected (2)' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve 2 reports?' });
      await expectAccessible(page, `${brand} bulk approve confirmation`);
      await dialog.getByRole('button', { name: 'Approve selected' }).click();
      await expect(page.getByText('2 reports moved on')).toBeVisible();
      for (const r of [a, b])
        expect((await call<{ data: Report }>(page, 'GET', `/api/v1/expensereport/reports/${r.reportId}`)).body.data.status).toBe(
          'mgr-approved',
        );
      await expect(page.getByRole('button', { name: `Open report ${a.reportId}, ${a.name}` })).toHaveCount(0);
    });

    test('My reports: the cardholder’s reports by status, as the platform answers them, the choice kept in the URL', async ({ page }) => {
      await openAs(page, 'er_cardholder', '/dashboard-cardholder/expense-reporting', brand);
      const mine = (q = '') =>
        call<{ content: Report[]; totalElements: number }>(page, 'GET', `/api/v1/expensereport/reports?size=500${q}`).then((r) => r.body);
      const all = await mine();
      await expect(page.locator('.dt-count')).toHaveText(all.totalElements === 1 ? '1 report' : `${all.totalElements} reports`);
      const moved = await mine('&status=mgr-approved');
      expect(moved.totalElements, 'the bulk approval above left reports manager approved').toBeGreaterThan(0);
      expect(moved.totalElements).toBeLessThan(all.totalElements);
      await page.getByLabel('Status', { exact: true }).selectOption('mgr-approved');
      await expect(page).toHaveURL(/status=mgr-approved/);
      await expect(page.locator('.dt-count')).toHaveText(moved.totalElements === 1 ? '1 report' : `${moved.totalElements} reports`);
      await expect(page.getByRole('table').locator('tbody tr').first()).toContainText('Manager approved');
      await page.reload();
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('mgr-approved');
      await expect(page.locator('.dt-count')).toHaveText(moved.totalElements === 1 ? '1 report' : `${moved.totalElements} reports`);
      await expectAccessible(page, `${brand} my reports, filtered by status`);
    });

    test('All reports filters by cardholder and status, and Download CSV holds the lines of every matching report', async ({ page }) => {
      await openAs(page, 'pa_accounting', '/pa/expense-reporting?tab=all', brand);
      await expect(page.getByRole('tab', { name: 'All reports', selected: true })).toBeVisible();
      const me = (await call<{ userData: { userid: number; userCompanyId: number } }>(page, 'GET', '/api/authentication/check')).body
        .userData;
      const erin = (
        await call<{ data: Array<{ accountEntityId: number; firstName: string }> }>(
          page,
          'GET',
          `/api/v1/expensereport/${me.userid}/accounts`,
        )
      ).body.data.find((a) => a.firstName === 'Erin')!;
      await page.getByLabel('Cardholder').selectOption(String(erin.accountEntityId));
      await expect(page).toHaveURL(new RegExp(`account=${erin.accountEntityId}`));
      const expected = (
        await call<{ content: Report[] }>(
          page,
          'GET',
          `/api/v1/expensereport/company/${me.userCompanyId}/reports?accountEntityId=${erin.accountEntityId}&size=500`,
        )
      ).body.content;
      expect(expected.length).toBeGreaterThan(0);
      await expect(page.locator('.dt-count')).toHaveText(expected.length === 1 ? '1 report' : `${expected.length} reports`);
      await expectAccessible(page, `${brand} all reports, filtered`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      expect(download.suggestedFilename()).toBe('expense-report-lines.csv');
      const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
      const rows = text.trim().split(/\r\n/);
      expect(rows[0]).toBe('Report,Report name,Cardholder,Date,Merchant,Amount,GL account,Memo,Status');
      expect(rows.length - 1).toBe(expected.reduce((n, r) => n + r.lines.length, 0));
      const line = expected[0]!.lines[0]!;
      expect(
        rows.some(
          (r) => r.startsWith(`${expected[0]!.reportId},`) && r.includes(mdy(line.transactionDate)) && r.includes(usd.format(line.amount)),
        ),
      ).toBe(true);

      await page.getByLabel('Status', { exact: true }).selectOption('complete');
      const complete = expected.filter((r) => r.status === 'complete').length;
      await expect(complete ? page.locator('.dt-count') : page.getByText('No reports match your filters.')).toBeVisible();
      await expect(page).toHaveURL(/status=complete/);
    });

    test('a receipt is served to its cardholder and the reviewers, and refused to an unrelated cardholder (403)', async ({ page }) => {
      await signIn(page, 'er_cardholder', brand);
      await page.goto('/dashboard-cardholder/expense-reporting');
      const png = [...(await readFile(PNG))];
      const receipt = await page.evaluate(async (bytes) => {
        const check = (await fetch('/api/authentication/check').then((r) => r.json())) as { xsrfToken: string };
        const res = await fetch('/api/v1/expensereport/receipts?fileName=parking.png', {
          method: 'POST',
          headers: { 'content-type': 'image/png', 'x-xsrf-token': check.xsrfToken },
          body: new Uint8Array(bytes),
        });
        return ((await res.json()) as { data: { receiptId: string } }).data;
      }, png);
      const fetchStatus = (p: Page) =>
        p.evaluate(async (id) => (await fetch(`/api/v1/expensereport/receipts/${id}`)).status, receipt.receiptId);
      expect(await fetchStatus(page)).toBe(200);
      await signIn(page, 'pa_manager', brand);
      expect(await fetchStatus(page)).toBe(200);
      await signIn(page, 'cardholder', brand);
      expect(await fetchStatus(page)).toBe(403);
      await page.goto(`/api/v1/expensereport/receipts/${receipt.receiptId}`);
      await expect(page.locator('body')).not.toContainText('PNG');
    });

    test('an accounting admin files a report for an account assigned to them', async ({ page }) => {
      await openAs(page, 'pa_accounting', '/pa/expense-reporting', brand);
      await page.getByRole('link', { name: 'File a report for an account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New Expense Report' })).toBeVisible();
      const me = (await call<{ userData: { userid: number } }>(page, 'GET', '/api/authentication/check')).body.userData;
      const erin = (
        await call<{ data: Array<{ accountEntityId: number; firstName: string }> }>(
          page,
          'GET',
          `/api/v1/expensereport/${me.userid}/accounts`,
        )
      ).body.data.find((a) => a.firstName === 'Erin')!;
      await page.getByLabel('Account', { exact: true }).selectOption(String(erin.accountEntityId));
      const t = (
        await call<{ data: Tx[] }>(page, 'GET', `/api/v1/expensereport/transactions?accountEntityId=${erin.accountEntityId}`)
      ).body.data.find((x) => x.amount > 0 && x.amount <= 75)!;
      await page.getByLabel('Search purchases').fill(usd.format(t.amount));
      await page.getByRole('checkbox', { name: `Select ${purchase(t)}` }).check();
      await expect(page.getByLabel('Report name')).toHaveValue(/^Expense /);
      await expectAccessible(page, `${brand} filing for an account`);
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(statusLine(page)).toContainText('Draft');
      await expect(page.locator('.er-history li').first()).toContainText('Created by Ada Accounting');
      await expect(page.getByText('Erin Expense, card')).toBeVisible();
    });

    test('virtualsub is refused with the reason, and has no menu entry', async ({ page }) => {
      await openAs(page, 'virtualsub', '/dashboard-cardholder/expense-reporting', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Expense Reporting' })).toBeVisible();
      await expect(page.getByText('Expense reporting isn’t available on a virtual card account.')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard-cardholder\/expense-reporting$/);
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Expense Reporting' })).toHaveCount(0);
      expect((await call<{ message: string }>(page, 'GET', '/api/v1/expensereport/reports')).body.message).toBe(
        'Expense reporting is not available on a virtual card account.',
      );
      await expectAccessible(page, `${brand} virtualsub refused`);
    });

    test('a holding company admin looking at a company without expense reporting is told so; with it, sees its reports', async ({
      page,
    }) => {
      await openAs(page, 'hc_admin', '/holding-company', brand);
      const hc = (await call<{ userData: { userHoldingCompanyId: number } }>(page, 'GET', '/api/authentication/check')).body.userData
        .userHoldingCompanyId;
      const companies = (
        await call<{ data: Array<{ companyId: number; productTypeCode: number }> }>(
          page,
          'GET',
          `/api/v1/brands/holdingcompany/${hc}/associations`,
        )
      ).body.data;
      const off = companies.find((c) => c.productTypeCode === 116)!;
      const on = companies.find((c) => c.productTypeCode === 109)!;
      await page.goto(`/pa/expense-reporting?company=${off.companyId}`);
      await expect(page.getByText('Expense reporting isn’t enabled for this company.')).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Expense Reporting' })).toHaveCount(0);
      await expectAccessible(page, `${brand} expense reporting refused for a company without it`);
      await page.goto(`/pa/expense-reporting?company=${on.companyId}&tab=all`);
      await expect(page.getByRole('tab', { name: 'All reports', selected: true })).toBeVisible();
      const total = (await call<{ totalElements: number }>(page, 'GET', `/api/v1/expensereport/company/${on.companyId}/reports`)).body
        .totalElements;
      await expect(page.locator('.dt-count')).toHaveText(`${total} reports`);
    });

    test('the expense reporting enablement call failing still shows the dashboard (docs/requirements.md#spec-8-errors)', async ({
      page,
    }) => {
      await page.route('**/api/company/expensereport/*/enabled', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' } }),
      );
      // The home's composed answer says the enablement piece failed too: the panel asks on its own, and that fails.
      await failComposedPieces(page, 'cardholder-home', ['expenseReportEnabled'], 503);
      await openAs(page, 'er_cardholder', '/dashboard-cardholder', brand);
      await expect(page.getByRole('heading', { name: 'Your card' })).toBeVisible();
      await expect(page.getByText('Current balance')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Recent transactions' })).toBeVisible();
      const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Expense reports' }) });
      await expect(panel.getByRole('alert')).toContainText("We couldn't load your company's expense reporting just now");
      await expectAccessible(page, `${brand} dashboard with the enablement call failing`);
      await page.unroute('**/api/company/expensereport/*/enabled');
      await panel.getByRole('button', { name: 'Try again' }).click();
      await expect(panel.getByRole('link', { name: 'Go to Expense Reporting' })).toBeVisible();
      const open = (await available(page)).length;
      await expect(panel).toContainText(`${open} posted purchases are not on an expense report yet.`);
    });

    test('configuration: an Admin-Manager sets the receipt rule and GL accounts; a manager has no advanced settings; Tier 1 only views', async ({
      page,
    }) => {
      await openAs(page, 'pa_admin', '/pa/expense-reporting?tab=configure', brand);
      await expect(page.getByRole('heading', { name: 'Approval steps and receipts' })).toBeVisible();
      await expect(page.getByLabel('Receipts required over ($)')).toHaveValue('75');
      await expectAccessible(page, `${brand} configure, Admin-Manager`);
      await page.getByLabel('Manager approval (submitted → manager approved)').uncheck();
      await page.getByLabel(/^Accounting approval and completion/).uncheck();
      await page.getByRole('button', { name: 'Save approval steps and receipts' }).click();
      await expect(page.getByText('Keep at least one approval step: reports need a reviewer before they are complete.')).toBeVisible();
      await page.getByLabel('Manager approval (submitted → manager approved)').check();
      await page.getByLabel(/^Accounting approval and completion/).check();
      await page.getByLabel('Receipts required over ($)').fill('100');
      await page.getByRole('button', { name: 'Save approval steps and receipts' }).click();
      await expect(
        page.getByText('Saved. Reports now go through manager approval and accounting approval; receipts are required over $100.00.'),
      ).toBeVisible();
      const companyId = (await call<{ userData: { userCompanyId: number } }>(page, 'GET', '/api/authentication/check')).body.userData
        .userCompanyId;
      expect(
        (await call<{ data: { receiptRequiredOver: number } }>(page, 'GET', `/api/v1/expensereport/company/${companyId}/defaults`)).body
          .data.receiptRequiredOver,
      ).toBe(100);

      const code = String(7000 + (Date.now() % 999));
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByLabel('Description', { exact: true }).fill('Conference fees');
      await page.getByRole('button', { name: 'Add GL account' }).click();
      await expect(page.getByText(`GL account ${code} Conference fees was added.`)).toBeVisible();
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByLabel('Description', { exact: true }).fill('Again');
      await page.getByRole('button', { name: 'Add GL account' }).click();
      await expect(page.getByText(`GL account ${code} already exists.`)).toBeVisible();
      await page.getByLabel('Search GL accounts').fill(code);
      await page.getByRole('button', { name: `Retire GL account ${code}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Retire GL account' }).click();
      await expect(page.getByText(`GL account ${code} was retired.`)).toBeVisible();
      await expect(page.getByRole('button', { name: `Restore GL account ${code}` })).toBeVisible();
      await call(page, 'PUT', `/api/v1/expensereport/company/${companyId}/defaults`, { receiptRequiredOver: 75 });

      await openAs(page, 'pa_manager', '/pa/expense-reporting?tab=configure', brand);
      await expect(page.getByRole('heading', { name: 'Defaults for new reports' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Approval steps and receipts' })).toHaveCount(0);

      await openAs(page, 'pa_tier1', '/pa/expense-reporting', brand);
      await expect(page.getByRole('tab', { name: 'All reports', selected: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Review queue' })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Configure' })).toHaveCount(0);
      await expect(page.getByText('Your role can view reports but not review them.')).toBeVisible();
      await expect(page.locator('.dt-count')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
      await expectAccessible(page, `${brand} all reports, Tier 1`);
    });
  });
}
