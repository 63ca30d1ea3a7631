import { readFile } from 'node:fs/promises';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, openAs, signIn } from './support.js';

/**
 * Transactions and Statements: the table kit proven on two real screens, on two brands. What the
 * page shows is compared with what the platform answers for the same card (read through the same session).
 */
interface Tx {
  transactionId: string;
  transactionDate: string;
  amount: number;
  description: string;
  mccDescription: string;
  cycleCode: string;
  type: string;
  status: string;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The platform's answer for the signed-in user's card, through the browser's session. */
async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { credentials: 'include' });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return res.json() as Promise<T>;
  }, path);
}
async function ownCard(page: Page): Promise<string> {
  const d = await api<{ data: { accountEntitySummary: { cardNumber: string } } }>(page, '/api/v1/cards/cardholder/dashboard');
  return d.data.accountEntitySummary.cardNumber;
}
const cycleTxs = (page: Page, card: string, cycle: string) =>
  api<{ content: Tx[] }>(page, `/api/v1/cards/encrypted/${encodeURIComponent(card)}/transactions?cycle=${cycle}&size=500`).then(
    (r) => r.content,
  );

const table = (page: Page) => page.getByRole('table', { name: /^Transactions,/ });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const count = (page: Page) => page.locator('.dt-count');
const cellTexts = (page: Page, column: number) => bodyRows(page).locator(`td:nth-child(${column})`).allInnerTexts();

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: transactions`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('load for the cardholder with the current cycle, totals and an accessible page', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/transactions', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
      const txs = await cycleTxs(page, await ownCard(page), '011900');
      await expect(count(page)).toHaveText(`${txs.length} transactions`);
      await expect(bodyRows(page)).toHaveCount(Math.min(10, txs.length));
      await expect(page.getByLabel('Statement cycle')).toHaveValue('011900');
      await expect(page.locator('.tx-totals')).toContainText(`${txs.length} transactions shown`);
      await expectAccessible(page, `${brand} transactions`);
    });

    test('Search transactions: an amount typed as $1,234.56 finds it, a date typed MM/dd/yyyy keeps only that day', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/transactions', brand);
      const card = await ownCard(page);
      const statements = await api<{ data: { cycleCode: string }[] }>(
        page,
        `/api/v1/cards/encrypted/${encodeURIComponent(card)}/statements`,
      );
      // A cycle with an amount of four digits, so the typed text carries a comma.
      let target: { cycle: string; tx: Tx; all: Tx[] } | null = null;
      for (const cycle of ['011900', ...statements.data.map((s) => s.cycleCode)]) {
        const all = await cycleTxs(page, card, cycle);
        const tx = all.find((t) => Math.abs(t.amount) >= 1000);
        if (tx) {
          target = { cycle, tx, all };
          break;
        }
      }
      expect(target, 'a transaction of $1,000 or more in some cycle').not.toBeNull();
      const { cycle, tx, all } = target!;
      await page.goto(`/dashboard-cardholder/transactions${cycle === '011900' ? '' : `?cycle=${cycle}`}`);
      const typed = usd.format(Math.abs(tx.amount)); // "$2,456.76"
      expect(typed).toMatch(/^\$\d,\d{3}\.\d{2}$/);
      await page.getByLabel('Search transactions').fill(typed);
      const sameAmount = all.filter((t) => Math.abs(t.amount).toFixed(2) === Math.abs(tx.amount).toFixed(2));
      await expect(bodyRows(page)).toHaveCount(sameAmount.length);
      await expect(bodyRows(page).first()).toContainText(typed);

      const day = all[all.length - 1]!.transactionDate;
      await page.getByLabel('Search transactions').fill(mdy(day));
      const onDay = all.filter((t) => t.transactionDate === day);
      await expect(count(page)).toHaveText(`${onDay.length === 1 ? '1 transaction' : `${onDay.length} transactions`} match your search`);
      for (const d of await cellTexts(page, 1)) expect(d).toBe(mdy(day));
    });

    test('a column sort, the page and the search live in the URL and survive a reload', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/transactions', brand);
      const amountHeader = table(page).getByRole('columnheader', { name: /Amount/ });
      await expect(amountHeader).toHaveAttribute('aria-sort', 'none');
      await amountHeader.getByRole('button').click();
      await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(page).toHaveURL(/[?&]sort=amount(&|$)/);
      const amounts = (await cellTexts(page, 4)).map((t) => Number(t.replace(/[$,]/g, '')));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
      // Keyboard: the header's button sorts the other way.
      await amountHeader.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
      await page.getByLabel('Search transactions').fill('a');
      await expect(page).toHaveURL(/[?&]q=a(&|$)/);
      const before = await cellTexts(page, 4);
      await page.reload();
      await expect(page.getByLabel('Search transactions')).toHaveValue('a');
      await expect(table(page).getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
      expect(await cellTexts(page, 4)).toEqual(before);
      await page.goBack();
      await expect(table(page).getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    });

    test('Download CSV holds exactly the matching rows, every page of them', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/transactions', brand);
      const card = await ownCard(page);
      const statements = await api<{ data: { cycleCode: string }[] }>(
        page,
        `/api/v1/cards/encrypted/${encodeURIComponent(card)}/statements`,
      );
      const cycle = statements.data[0]!.cycleCode;
      const all = await cycleTxs(page, card, cycle);
      await page.goto(`/dashboard-cardholder/transactions?cycle=${cycle}&size=10`);
      // A search that keeps more than one page of rows: the letter most descriptions share.
      const q = 'e';
      await page.getByLabel('Search transactions').fill(q);
      const matching = all.filter((t) =>
        [mdy(t.transactionDate), t.description, t.mccDescription, usd.format(t.amount), t.status].some((x) =>
          x.toLowerCase().replace(/[$,]/g, '').includes(q),
        ),
      );
      await expect(count(page)).toHaveText(`${matching.length} transactions match your search`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      const text = (await readFile((await download.path())!, 'utf8')).replace(/^\ufeff/, '');
      const lines = text.trim().split(/\r\n/);
      expect(lines[0]).toBe('Date,Description,Category,Amount,Status');
      expect(lines).toHaveLength(matching.length + 1);
      expect(download.suggestedFilename()).toBe(`transactions-${cycle}.csv`);
      for (const t of matching) expect(text).toContain(t.description);
    });

    test('selecting a category on the chart filters the table; selecting it again shows every category', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/transactions', brand);
      const chart = page.getByRole('figure', { name: /Spending by category/ });
      const first = chart.getByRole('button').first();
      const category = (await first.locator('span').first().innerText()).trim();
      await first.click();
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]category=/);
      for (const c of await cellTexts(page, 3)) expect(c).toBe(category);
      await first.click();
      await expect(page).not.toHaveURL(/[?&]category=/);
    });

    test('a row opens its details', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/transactions', brand);
      await bodyRows(page).first().getByRole('button').click();
      const dialog = page.getByRole('dialog', { name: 'Transaction details' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/Ending in \d{4}/);
      await expect(dialog).toContainText('Transaction date');
      await expectAccessible(page, `${brand} transaction details`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });

  test.describe(`${brand}: statements`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('every billed cycle is listed, and View statement opens the viewer for that cycle in a new tab', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/statements', brand);
      const card = await ownCard(page);
      const statements = await api<{ data: { cycleCode: string; statementDate: string }[] }>(
        page,
        `/api/v1/cards/encrypted/${encodeURIComponent(card)}/statements`,
      );
      const rows = page.getByRole('table', { name: 'Statements' }).locator('tbody tr');
      await expect(rows).toHaveCount(Math.min(10, statements.data.length));
      await expect(rows.first()).toContainText(mdy(statements.data[0]!.statementDate));
      await expect(page.getByText(/Paperless statements: (On|Off)/)).toBeVisible();
      await expectAccessible(page, `${brand} statements`);
      const second = statements.data[1]!;
      const [viewer] = await Promise.all([
        page.waitForEvent('popup'),
        rows
          .nth(1)
          .getByRole('link', { name: /View statement/ })
          .click(),
      ]);
      await expect(viewer).toHaveURL(new RegExp(`/statement-viewer\\?cycle=${second.cycleCode}$`));
      await expect(viewer.getByLabel('Statement period')).toHaveValue(second.cycleCode);
    });
  });
});

test("an admin viewing a card in the cardholder view sees that card's transactions", async ({ page }) => {
  await signIn(page, 'pa_admin');
  await page.goto('/pa');
  const me = await api<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
  const accounts = await api<{ content: { cardNumber: string | null; cardNumberLast4: string | null }[] }>(
    page,
    `/api/v1/accounts/company/${me.userData.userCompanyId}?size=50`,
  );
  const account = accounts.content.find((a) => a.cardNumber && a.cardNumberLast4)!;
  await page.goto(`/dashboard-cardholder/transactions?view=cardholder&cardNumber=${encodeURIComponent(account.cardNumber!)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  const txs = await cycleTxs(page, account.cardNumber!, '011900');
  if (txs.length === 0) {
    await expect(page.getByText('No transactions in the current cycle yet.')).toBeVisible();
    return;
  }
  await bodyRows(page).first().getByRole('button').click();
  await expect(page.getByRole('dialog', { name: 'Transaction details' })).toContainText(`Ending in ${account.cardNumberLast4}`);
});

test('a user the rules refuse is sent home', async ({ page }) => {
  await signIn(page, 'pa_reporting');
  await page.goto('/dashboard-cardholder/transactions?view=cardholder&cardNumber=AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page).toHaveURL(/\/pa$/);
});

test('a failing transactions call shows its message while the rest of the page stands', async ({ page }) => {
  await page.route('**/api/v1/cards/encrypted/*/transactions*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' } }),
  );
  await openAs(page, 'cardholder', '/dashboard-cardholder/transactions');
  await expect(page.getByRole('alert')).toContainText("We couldn't load the transactions just now");
  await expect(page.getByLabel('Statement cycle')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.unroute('**/api/v1/cards/encrypted/*/transactions*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('.dt-count')).toHaveText(/\d+ transactions?/);
});
