import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, failComposedPieces, hostUrl, openAs } from './support.js';
import type { Company } from '../../shared/contract/company.js';
import { accounts, api, csvLines, me, usd, writesOf, type Account } from './pa-support.js';

/**
 * The Company page and an account's detail, on two brands as `pa_admin` (Admin-Manager): the company
 * summary, the accounts list (search, filters, paging, sort, CSV), add an account, an account's udfs, credit limit,
 * status, card replacement. The accounts changed are ones no other spec relies on (no online user, not a demo user).
 */
const companyOf = async (page: Page, id: number) =>
  (await api<{ data: Company }>(page, `/api/searchcompany?companyId=${id}&useProcessorData=true`)).data;
const table = (page: Page) => page.getByRole('table', { name: 'Company accounts' });
const rows = (page: Page) => table(page).locator('tbody tr');
const count = (page: Page) => page.locator('.dt-count').first();

/** An open Sub with an open, activated card and nobody registered on it: safe to change in this worker. */
async function quietAccount(page: Page, companyId: number, skip = 0): Promise<Account> {
  const all = (await accounts(page, companyId, 'type=Sub&status=OPEN')).content;
  const quiet = all
    .filter((a) => a.userid === null && a.cardNumber && a.externalCardStatus === 'OPEN' && a.cardActivated)
    .sort((a, b) => b.accountEntityId - a.accountEntityId);
  return quiet[skip]!;
}

// Long flows with axe scans of 50-row tables on a shared 2-core machine.
test.describe.configure({ timeout: 150_000 });

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: company and accounts`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('the company summary shows the processor’s figures, and the accounts list pages on the platform at its default size', async ({
      page,
    }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const { userCompanyId } = await me(page);
      const company = await companyOf(page, userCompanyId);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(company.companyName);
      const summary = page.getByRole('region', { name: 'Company', exact: true });
      await expect(summary).toContainText(usd(company.creditLimit));
      await expect(summary).toContainText(`Available credit${usd(company.availableCredit)}`);
      await expect(summary).toContainText(`Outstanding balance${usd(company.outstandingBalance)}`);
      await expect(summary).toContainText(/Closes on day \d+ of each month/);
      await expect(summary).toContainText('Consolidated pay');
      await expect(summary).toContainText(company.consolidateRewards ? 'RewardsConsolidated' : 'RewardsNot consolidated');
      await expect(summary.getByRole('status')).toHaveCount(0);
      const all = await accounts(page, userCompanyId);
      await expect(count(page)).toHaveText(`${all.totalElements} accounts`);
      await expect(rows(page)).toHaveCount(50);
      await expectAccessible(page, `${brand} company home`);
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/accounts\.page=2/);
      await expect(page.getByText(`Showing 51–${Math.min(100, all.totalElements)} of ${all.totalElements}`)).toBeVisible();
      await expect(rows(page).first()).toContainText(all.content[50]!.lastName);
    });

    test('search, status and type filters and sorting are the platform’s, kept in the URL; Download CSV has every matching account', async ({
      page,
    }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const { userCompanyId } = await me(page);
      const closed = await accounts(page, userCompanyId, 'status=CLOSED');
      await page.getByLabel('Status', { exact: true }).selectOption('CLOSED');
      await expect(page).toHaveURL(/accounts\.status=CLOSED/);
      await expect(count(page)).toHaveText(closed.totalElements === 1 ? '1 account' : `${closed.totalElements} accounts`);
      await page.getByLabel('Status', { exact: true }).selectOption('');
      await page.getByLabel('Type', { exact: true }).selectOption('Ghost Sub');
      const ghosts = await accounts(page, userCompanyId, 'type=Ghost%20Sub');
      await expect(count(page)).toHaveText(`${ghosts.totalElements} accounts`);
      for (const t of await rows(page).locator('td:nth-child(3)').allInnerTexts()) expect(t).toBe('Ghost Sub');
      await page.getByLabel('Type', { exact: true }).selectOption('');

      const target = (await accounts(page, userCompanyId, 'type=Sub')).content.find((a) => a.currentBalance >= 1000)!;
      await page.getByLabel('Search accounts').fill(usd(target.currentBalance));
      const byAmount = await accounts(page, userCompanyId, `query=${encodeURIComponent(usd(target.currentBalance))}`);
      await expect(count(page)).toHaveText(
        `${byAmount.totalElements === 1 ? '1 account' : `${byAmount.totalElements} accounts`} match your search`,
      );
      await expect(table(page)).toContainText(target.lastName);

      await page.getByLabel('Search accounts').fill(target.lastName);
      const byName = await accounts(page, userCompanyId, `query=${encodeURIComponent(target.lastName)}`);
      await expect(count(page)).toHaveText(
        `${byName.totalElements === 1 ? '1 account' : `${byName.totalElements} accounts`} match your search`,
      );
      const balance = table(page).getByRole('columnheader', { name: /Balance/ });
      await balance.getByRole('button').click();
      await expect(balance).toHaveAttribute('aria-sort', 'ascending');
      await expect(page).toHaveURL(/accounts\.sort=balance/);
      // The header turns at once; the rows follow when the platform's sorted page arrives (the old page stays meanwhile).
      const balances = async () => (await rows(page).locator('td:nth-child(6)').allInnerTexts()).map((t) => Number(t.replace(/[$,]/g, '')));
      await expect
        .poll(async () => {
          const shown = await balances();
          return shown.every((b, i) => i === 0 || shown[i - 1]! <= b);
        })
        .toBe(true);
      await page.reload();
      await expect(page.getByLabel('Search accounts')).toHaveValue(target.lastName);
      await expect(table(page).getByRole('columnheader', { name: /Balance/ })).toHaveAttribute('aria-sort', 'ascending');

      await page.getByLabel('Search accounts').fill('');
      const { name, lines } = await csvLines(page, () => page.getByRole('button', { name: 'Download CSV' }).click());
      expect(name).toBe(`accounts-${userCompanyId}.csv`);
      expect(lines[0]).toBe('Name,Account ID,Type,Card,Status,Balance,Credit limit');
      const every = await accounts(page, userCompanyId);
      expect(lines).toHaveLength(every.totalElements + 1);
      expect(lines.join('\n')).not.toMatch(/\d{13,19}/);
    });

    test('add account: nothing is sent while the form is wrong; a good one is added and shown in the list', async ({ page }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const { userCompanyId } = await me(page);
      const company = await companyOf(page, userCompanyId);
      const writes = writesOf(page);
      await page.getByRole('button', { name: 'Add account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an account' });
      await dialog.getByRole('button', { name: 'Add account' }).click();
      await expect(dialog.getByText('Choose the type of account.')).toBeVisible();
      await expect(dialog.getByText('Enter the first name.')).toBeVisible();
      await expect(dialog.getByText('Enter the credit limit.')).toBeVisible();
      await expect(dialog.getByLabel('Account type')).toBeFocused();
      await dialog.getByLabel('Account type').selectOption('Sub');
      await dialog.getByLabel('First name').fill('Quinn');
      await dialog.getByLabel('Last name').fill(`Newhire${brand}`);
      await dialog.getByLabel('Email (optional)').fill('quinn@');
      await dialog.getByLabel('Credit limit').fill(String(company.creditLimit + 1));
      await dialog.getByRole('button', { name: 'Add account' }).click();
      await expect(dialog.getByText(`can't be more than ${usd(company.creditLimit)}, the company's credit limit`)).toBeVisible();
      await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
      await expectAccessible(page, `${brand} add account with errors`);
      expect(writes).toEqual([]);
      await dialog.getByLabel('Email (optional)').fill('quinn@example.com');
      await dialog.getByLabel('Credit limit').fill('1,500.00');
      await dialog.getByRole('button', { name: 'Add account' }).click();
      await expect(dialog).toBeHidden();
      const added = page.getByRole('status').filter({ hasText: 'was added' });
      await expect(added).toContainText(`Quinn Newhire${brand}’s Sub account`);
      expect(writes).toEqual([expect.stringMatching(/^POST \/api\/v1\/accounts\/\d+\/subaccounts$/)]);
      await page.getByLabel('Search accounts').fill(`Newhire${brand}`);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText('Pending');
      await expect(rows(page).first()).toContainText('$1,500.00');
    });

    test('Add account offers Ghost Sub and Virtual Sub too (virtual cards are on for this company); each is added with its type', async ({
      page,
    }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const { userCompanyId } = await me(page);
      expect((await companyOf(page, userCompanyId)).companyVirtualCard.virtualCardEnabled).toBe(true);
      for (const [type, first] of [
        ['Ghost Sub', 'Gale'],
        ['Virtual Sub', 'Vera'],
      ] as const) {
        const writes = writesOf(page);
        await page.getByRole('button', { name: 'Add account' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add an account' });
        await expect(dialog.getByLabel('Account type').locator('option')).toHaveText([
          'Choose a type',
          /^Sub/,
          /^Ghost Sub/,
          /^Virtual Sub/,
        ]);
        await dialog.getByLabel('Account type').selectOption(type);
        await dialog.getByLabel('First name').fill(first);
        await dialog.getByLabel('Last name').fill(`Typed${brand}`);
        await dialog.getByLabel('Credit limit').fill('250');
        await expectAccessible(page, `${brand} add ${type}`);
        await dialog.getByRole('button', { name: 'Add account' }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: 'was added' })).toContainText(`${first} Typed${brand}’s ${type} account`);
        expect(writes).toEqual([expect.stringMatching(/^POST \/api\/v1\/accounts\/\d+\/subaccounts$/)]);
        await page.getByLabel('Search accounts').fill(`${first} Typed${brand}`);
        await expect(rows(page)).toHaveCount(1);
        await expect(rows(page).first()).toContainText(type);
        await page.getByLabel('Search accounts').fill('');
      }
    });

    test('an account’s detail: profile, card, udf edit, credit limit refused above the company limit and accepted below it; the card opens in the cardholder view', async ({
      page,
    }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const { userCompanyId } = await me(page);
      const company = await companyOf(page, userCompanyId);
      const account = await quietAccount(page, userCompanyId, 0);
      await page.getByLabel('Search accounts').fill(String(account.accountEntityId));
      await rows(page)
        .first()
        .getByRole('link', { name: `${account.firstName} ${account.lastName}` })
        .click();
      await expect(page).toHaveURL(new RegExp(`/pa/accounts/${account.accountEntityId}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${account.firstName} ${account.lastName}`);
      const card = page.getByRole('region', { name: 'Card', exact: true });
      await expect(card).toContainText(`Ending in ${account.cardNumberLast4}`);
      await expect(card).toContainText('Open');
      await expect(page.getByRole('region', { name: 'Profile' })).toContainText('Sub');
      await expect(page.getByRole('region', { name: 'Card details' })).toContainText('Minimum payment due');
      await expectAccessible(page, `${brand} account detail`);

      // User-defined fields.
      const udfs = page.getByRole('region', { name: 'User-defined fields' });
      await udfs.getByRole('button', { name: 'Edit fields' }).click();
      await udfs.getByLabel('User-defined field 1').fill('x'.repeat(41));
      await udfs.getByRole('button', { name: 'Save fields' }).click();
      await expect(udfs.getByText('at most 40 characters')).toBeVisible();
      await udfs.getByLabel('User-defined field 1').fill(`DEPT-${brand}-42`);
      await udfs.getByLabel('User-defined field 2').fill('COST-7');
      await udfs.getByRole('button', { name: 'Save fields' }).click();
      await expect(udfs.getByRole('status')).toHaveText('The user-defined fields were saved.');
      await expect(udfs).toContainText(`DEPT-${brand}-42`);
      const extras = (
        await api<{ data: { udf1: string; udf2: string } }>(page, `/api/account/${account.accountId}/subaccount/${account.accountEntityId}`)
      ).data;
      expect([extras.udf1, extras.udf2]).toEqual([`DEPT-${brand}-42`, 'COST-7']);

      // Credit limit: above the company's limit it is refused beside the field and nothing is sent.
      const writes = writesOf(page);
      const limit = page.getByRole('region', { name: 'Credit limit' });
      await limit.getByLabel('New credit limit').fill(usd(company.creditLimit + 100));
      await limit.getByRole('button', { name: 'Review change' }).click();
      await expect(
        limit.getByText(`The credit limit can't be more than ${usd(company.creditLimit)}, the company's credit limit.`),
      ).toBeVisible();
      expect(writes).toEqual([]);
      await limit.getByLabel('New credit limit').fill('3,250');
      await limit.getByRole('button', { name: 'Review change' }).click();
      const confirm = page.getByRole('dialog', { name: 'Change the credit limit?' });
      await expect(confirm).toContainText(`to ${usd(3250)}`);
      await expectAccessible(page, `${brand} credit limit review`);
      await confirm.getByRole('button', { name: 'Change credit limit' }).click();
      await expect(limit.getByRole('status')).toHaveText(`The credit limit is now ${usd(3250)}.`);
      const after = (
        await api<{ data: { creditLimit: number } }>(page, `/api/account/${account.accountId}/subaccount/${account.accountEntityId}`)
      ).data;
      expect(after.creditLimit).toBe(3250);
      expect(writes).toEqual([`PUT /api/account/subaccount/${account.accountEntityId}/creditline`]);

      // The card opens in the cardholder view (docs/requirements.md#spec-2-screens cardNumber, docs/requirements.md#spec-4-states the cardholder view) and the way back keeps the company.
      await card.getByRole('link', { name: 'View as the cardholder' }).click();
      await expect(page).toHaveURL(/\/dashboard-cardholder\?/);
      const opened = new URL(page.url()).searchParams;
      expect([opened.get('view'), opened.get('cardNumber')]).toEqual(['cardholder', account.cardNumber]);
      await expect(page.getByRole('complementary', { name: 'Cardholder view' })).toContainText(
        `${account.firstName} ${account.lastName}’s card ending in ${account.cardNumberLast4}`,
      );
      await page.getByRole('link', { name: 'Back to the program admin view' }).click();
      await expect(page).toHaveURL(new RegExp(`/pa\\?company=${userCompanyId}$`));
    });

    test('a status change says what it means, is confirmed, and shows at once; opening it again works the same way', async ({ page }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const { userCompanyId } = await me(page);
      const account = await quietAccount(page, userCompanyId, 1);
      await page.goto(`/pa/accounts/${account.accountEntityId}`);
      const status = page.getByRole('region', { name: 'Account status' });
      await expect(status).toContainText('This account is Open.');
      await status.getByRole('button', { name: 'Review status change' }).click();
      await expect(status.getByText('Choose the new status.')).toBeVisible();
      await status.getByLabel('Lost').check();
      await status.getByRole('button', { name: 'Review status change' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change the status to Lost?' });
      await expect(dialog).toContainText('closed at once so nobody can use it');
      await expectAccessible(page, `${brand} status change review`);
      await dialog.getByRole('button', { name: 'Set to Lost' }).click();
      await expect(status.getByRole('status')).toHaveText('The account is now Closed (card lost).');
      await expect(page.getByRole('region', { name: 'Card', exact: true })).toContainText('Closed');
      // A closed account's card is not offered for replacement, with the reason.
      await expect(page.getByRole('region', { name: 'Card replacement' })).toContainText('Cards can be replaced only on an open account.');
      const now = (await api<{ data: Account[] }>(page, `/api/v1/accounts/search/native?accountEntityId=${account.accountEntityId}`))
        .data[0]!;
      expect([now.status, now.externalCardStatus]).toEqual(['CLOSED', 'LOST']);
      await status.getByLabel('Open', { exact: true }).check();
      await status.getByRole('button', { name: 'Review status change' }).click();
      await page.getByRole('dialog', { name: 'Change the status to Open?' }).getByRole('button', { name: 'Set to Open' }).click();
      await expect(status.getByRole('status')).toHaveText('The account is now Open.');
    });

    test('card replacement as for the cardholder: the reason is asked, the order goes once, and then it is refused with why', async ({
      page,
    }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const { userCompanyId } = await me(page);
      const refs = (await accounts(page, userCompanyId, 'type=Sub&status=OPEN')).content.filter(
        (a) => a.userid === null && a.cardNumber && a.externalCardStatus === 'OPEN',
      );
      const avail = await api<{ data: { accountEntityId: number; available: boolean }[] }>(
        page,
        `/api/card/replace/avail?cards=${refs.map((a) => encodeURIComponent(a.cardNumber!)).join(',')}&channel=WEB`,
      );
      const account = refs
        .reverse()
        .find(
          (a) =>
            avail.data.find((x) => x.accountEntityId === a.accountEntityId)?.available && a.accountEntityId !== refs[0]!.accountEntityId,
        )!;
      await page.goto(`/pa/accounts/${account.accountEntityId}`);
      const panel = page.getByRole('region', { name: 'Card replacement' });
      await panel.getByRole('button', { name: 'Replace card' }).click();
      const dialog = page.getByRole('dialog', { name: `Replace the card …${account.cardNumberLast4}?` });
      await dialog.getByRole('button', { name: 'Order replacement' }).click();
      await expect(dialog.getByText('Choose why the card is being replaced.')).toBeVisible();
      await dialog.getByLabel('Damaged').check();
      await expectAccessible(page, `${brand} card replacement`);
      const writes = writesOf(page);
      await dialog.getByRole('button', { name: 'Order replacement' }).dblclick();
      await expect(panel.getByRole('status')).toContainText('A replacement for the card');
      expect(writes.filter((w) => w === 'POST /api/card/replace')).toHaveLength(1);
      await expect(panel).toContainText('A replacement for this card was requested recently.');
    });

    test('when the processor can’t be reached the database’s figures are shown with a note', async ({ page }) => {
      const processorCall = (url: URL) => url.pathname === '/api/searchcompany' && url.searchParams.get('useProcessorData') === 'true';
      await page.route(processorCall, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=500' } }),
      );
      await openAs(page, 'pa_admin', '/pa', brand);
      const summary = page.getByRole('region', { name: 'Company', exact: true });
      // The first visit to the page loads its code too, which takes a while on a busy machine.
      await expect(summary.getByRole('status')).toContainText('These figures may be out of date', { timeout: 15_000 });
      const { userCompanyId } = await me(page);
      const db = (await api<{ data: Company }>(page, `/api/searchcompany?companyId=${userCompanyId}&useProcessorData=false`)).data;
      await expect(summary).toContainText(usd(db.outstandingBalance));
      await expectAccessible(page, `${brand} company from the database`);
      await page.unroute(processorCall);
      await summary.getByRole('button', { name: 'Ask the processor again' }).click();
      await expect(summary.getByRole('status')).toHaveCount(0);
      const processor = await companyOf(page, userCompanyId);
      await expect(summary).toContainText(usd(processor.outstandingBalance));
    });
  });
});

test('an account number that is not one, or someone else’s, is explained, never a blank page', async ({ page }) => {
  await openAs(page, 'pa_admin', '/pa/accounts/abc');
  await expect(page.getByRole('alert')).toContainText('is not an account number');
  await page.goto('/pa/accounts/1');
  await expect(page.getByRole('alert')).toContainText("We couldn't find this account");
});

test("a piece the account's composed answer lacks is asked on its own: shown when that call answers, refused in words with Try again when it fails too", async ({
  page,
}) => {
  // The account page's composed first round brings the addresses and the card's details with the account.
  await failComposedPieces(page, 'company-account', ['addresses', 'cardSummary'], 503);
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.route('**/api/cards/*/accountSummary', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' } }),
  );
  await openAs(page, 'pa_admin', '/pa/accounts/500322');
  await expect(page.getByText('Billing address', { exact: false }).first()).toBeVisible();
  const details = page.getByRole('region', { name: 'Card details' });
  await expect(details.getByRole('alert')).toContainText("couldn't load the card details");
  await expectAccessible(page, 'account page with a failed piece');
  expect(asked.filter((p) => /\/subaccounts\/500322\/addresses$/.test(p))).toHaveLength(1);
  expect(asked.filter((p) => /\/subaccounts\/500322\/profile$/.test(p))).toHaveLength(0);
  await page.unroute('**/api/cards/*/accountSummary');
  await details.getByRole('button', { name: 'Try again' }).click();
  await expect(details.getByText('Minimum payment due', { exact: true })).toBeVisible();
});

test('a holding-company admin with company= sees that company’s page and accounts, and its links keep the company', async ({ page }) => {
  await openAs(page, 'hc_admin', '/holding-company');
  const hc = (await api<{ userData: { userHoldingCompanyId: number; userCompanyId: number } }>(page, '/api/authentication/check')).userData;
  const companies = (
    await api<{ data: { companyId: number; companyName: string }[] }>(
      page,
      `/api/v1/brands/holdingcompany/${hc.userHoldingCompanyId}/associations`,
    )
  ).data;
  const other = companies.find((c) => c.companyId !== hc.userCompanyId)!;
  await page.goto(`/pa?company=${other.companyId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.companyName);
  const list = await accounts(page, other.companyId);
  await expect(page.locator('.dt-count').first()).toHaveText(`${list.totalElements} accounts`);
  await rows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/pa/accounts/\\d+\\?company=${other.companyId}$`));
  await expect(page.getByRole('region', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the company’s accounts' })).toHaveAttribute(
    'href',
    `/pa?company=${other.companyId}`,
  );
});
