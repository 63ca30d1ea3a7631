import { readFile } from 'node:fs/promises';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, failComposedPieces, hostUrl, loseFirstAnswer, openAs, signIn, unrouteComposed } from './support.js';

/**
 * Payments on two brands: the tabs by URL, click and keyboard; a full payment (choose, review, submit,
 * confirmation, history, balance); a double click and a retry after a time-out paying once; refusals beside their
 * fields with nothing sent; scheduled payments cancelled; AutoPay; payment accounts; who may pay. Figures are
 * compared with what the platform answers for the same session.
 */
interface Payment {
  paymentId: number;
  amount: number;
  paymentDate: string;
  status: string;
  confirmationNumber: string;
  paymentAccountId: number;
}
interface Info {
  currentBalance: number;
  statementBalance: number;
  minimumPaymentDue: number;
  paymentAccounts: { paymentAccountId: number; nickname: string; accountType: string; accountNumberLast4: string }[];
  autopay: {
    enrolled: boolean;
    paymentAccountId: number | null;
    amountType: string | null;
    fixedAmount: number | null;
    daysBeforeDue: number | null;
  };
  history: Payment[];
  limits: { minimumAmount: number; maximumAmount: number; earliestDate: string; latestDate: string; maxPaymentAccounts: number };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const mdy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const addDays = (iso: string, n: number) => new Date(Date.parse(iso) + n * 86_400_000).toISOString().slice(0, 10);

/** A platform call through the browser's own session (writes carry the session's anti-forgery token). */
async function api<T>(page: Page, path: string, method = 'GET', body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, method, body }) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (method !== 'GET') {
        const check = await (await fetch('/api/authentication/check', { credentials: 'include' })).json();
        headers['X-XSRF-TOKEN'] = check.xsrfToken;
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(path, {
        method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return res.json();
    },
    { path, method, body },
  );
}
const cardRef = async (page: Page) =>
  (await api<{ data: { accountEntitySummary: { cardNumber: string } } }>(page, '/api/v1/cards/cardholder/dashboard')).data
    .accountEntitySummary.cardNumber;
const infoOf = async (page: Page, ref?: string) =>
  (await api<{ data: Info }>(page, `/api/v1/payments/paymentinfo${ref ? `?cardNumber=${encodeURIComponent(ref)}` : ''}`)).data;

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const submitPayment = (page: Page) => page.getByRole('button', { name: 'Submit Payment' });

/** Fills Make a Payment with an amount typed as "Other amount", the first account and a date, and opens the review. */
async function fillPayment(page: Page, amount: string, date?: string): Promise<void> {
  await page.getByRole('radio', { name: 'Other amount' }).check();
  await page.getByRole('textbox', { name: 'Other amount' }).fill(amount);
  await page.getByLabel('Pay from').selectOption({ index: 1 });
  if (date) await page.getByLabel('Payment date').fill(date);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { name: /Review your payment/ })).toBeVisible();
}

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: payments`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('each tab by URL, by click and by keyboard; an unknown tab shows the first; every tab is accessible', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments', brand);
      await expect(page.getByRole('tablist', { name: 'Payments' })).toBeVisible();
      await expect(tab(page, 'Make a Payment')).toHaveAttribute('aria-selected', 'true');
      const tabs = [
        ['newPayment', 'Make a Payment', 'Payment details'],
        ['autoPay', 'AutoPay', /^AutoPay is (on|off)$/],
        ['ePaymentHistory', 'Payment History', 'Payment History'],
        ['managePaymentAccounts', 'Payment Accounts', 'Payment Accounts'],
      ] as const;
      for (const [id, name, heading] of tabs) {
        await page.goto(`/dashboard-cardholder/payments?paymentsTab=${id}`);
        await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel').getByRole('heading', { name: heading }).first()).toBeVisible();
        await expectAccessible(page, `${brand} payments tab ${id}`);
      }
      await page.goto('/dashboard-cardholder/payments?paymentsTab=nonsense');
      await expect(tab(page, 'Make a Payment')).toHaveAttribute('aria-selected', 'true');
      await tab(page, 'Payment History').click();
      await expect(page).toHaveURL(/paymentsTab=ePaymentHistory/);
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'Payment Accounts')).toBeFocused();
      await expect(page).toHaveURL(/paymentsTab=managePaymentAccounts/);
      await page.goBack();
      await expect(tab(page, 'Payment History')).toHaveAttribute('aria-selected', 'true');
      await tab(page, 'Make a Payment').click();
      await expect(page).not.toHaveURL(/paymentsTab=/);
    });

    test('a full payment: choose, review, Submit Payment, confirmation; it is in the history and the balance moved', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments', brand);
      const before = await infoOf(page);
      await expect(page.getByRole('region', { name: 'Your balances' })).toContainText(usd.format(before.currentBalance));
      await expect(page.getByRole('region', { name: 'Your balances' })).toContainText(usd.format(before.minimumPaymentDue));
      const account = before.paymentAccounts[0]!;
      // Balance details (docs/requirements.md#spec-6-permissions APR info, breakdown: the cardholder sees them) on this tab as on the home.
      const summary = (
        await api<{ data: { purchaseApr: number; cashApr: number; balanceBreakdown: { purchases: number } } }>(
          page,
          `/api/cards/${encodeURIComponent(await cardRef(page))}/accountSummary`,
        )
      ).data;
      await page.getByRole('region', { name: 'Your balances' }).getByText('Balance details').click();
      const details = page.getByRole('region', { name: 'Your balances' }).locator('details');
      await expect(details).toContainText(`Purchase APR${summary.purchaseApr.toFixed(2)}%`);
      await expect(details).toContainText(`Cash advance APR${summary.cashApr.toFixed(2)}%`);
      await expect(details).toContainText(`Purchases${usd.format(summary.balanceBreakdown.purchases)}`);
      await fillPayment(page, '12.34');
      const review = page.getByRole('region', { name: 'Make a payment' });
      await expect(review).toContainText('$12.34');
      await expect(review).toContainText(`…${account.accountNumberLast4}`);
      await expect(review).toContainText(`${mdy(before.limits.earliestDate)} (today)`);
      await expectAccessible(page, `${brand} payment review`);
      await submitPayment(page).click();
      await expect(page.getByRole('heading', { name: /Payment submitted/ })).toBeFocused();
      const confirmation = (await page.getByText(/^Confirmation number PMT/).innerText()).replace('Confirmation number ', '').trim();
      await expectAccessible(page, `${brand} payment confirmation`);

      const after = await infoOf(page);
      expect(after.history.filter((p) => p.confirmationNumber === confirmation)).toHaveLength(1);
      expect(after.currentBalance).toBeCloseTo(before.currentBalance - 12.34, 2);
      // Without a reload: the balances on the page and in the history tab follow.
      await expect(page.getByRole('region', { name: 'Your balances' })).toContainText(usd.format(after.currentBalance));
      await page.reload();
      await expect(page.getByText(`Confirmation number ${confirmation}`).first()).toBeVisible();
      expect((await infoOf(page)).history.length).toBe(after.history.length);
      await page.getByRole('button', { name: 'See Payment History' }).click();
      const row = page.getByRole('table', { name: 'Payments' }).getByRole('row', { name: new RegExp(confirmation) });
      await expect(row).toContainText('$12.34');
      await expect(row).toContainText('Submitted');
      // The table kit: the search is kept in the URL, and Download CSV holds the matching payments.
      await page.getByLabel('Search payments').fill(confirmation);
      await expect(page).toHaveURL(new RegExp(`history\\.q=${confirmation}`));
      await expect(page.getByRole('table', { name: 'Payments' }).locator('tbody tr')).toHaveCount(1);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      const csv = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r\n/);
      expect(download.suggestedFilename()).toBe('payment-history.csv');
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain(confirmation);
      expect(csv[1]).toContain('12.34');
      await page.goto('/dashboard-cardholder');
      await expect(page.getByRole('region', { name: 'Your card' })).toContainText(usd.format(after.currentBalance));
    });

    test('a double-clicked Submit Payment pays once', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments', brand);
      const before = await infoOf(page);
      await fillPayment(page, '2.50');
      await submitPayment(page).dblclick();
      await expect(page.getByRole('heading', { name: /Payment submitted/ })).toBeVisible();
      const after = await infoOf(page);
      expect(after.history.length).toBe(before.history.length + 1);
      expect(after.currentBalance).toBeCloseTo(before.currentBalance - 2.5, 2);
    });

    test('a retry after a time-out pays once: the second press gets the first payment', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments', brand);
      const before = await infoOf(page);
      // The platform pays, but the answer never reaches the browser.
      const { keys, first } = await loseFirstAnswer<{ data: Payment }>(page, '**/api/v1/payments');
      await fillPayment(page, '3.75');
      await submitPayment(page).click();
      await expect(page.getByRole('alert')).toContainText('We couldn’t confirm your payment');
      await expectAccessible(page, `${brand} payment not confirmed`);
      await submitPayment(page).click();
      await expect(page.getByText(`Confirmation number ${first()!.data.confirmationNumber}`).first()).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[\w-]{8,}$/);
      expect(keys[1]).toBe(keys[0]);
      const after = await infoOf(page);
      expect(after.history.length).toBe(before.history.length + 1);
      expect(after.currentBalance).toBeCloseTo(before.currentBalance - 3.75, 2);
    });

    test('after a try that was not answered, going back and reviewing the same payment keeps its key: it pays once', async ({ page }) => {
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments', brand);
      const before = await infoOf(page);
      const { keys, first } = await loseFirstAnswer<{ data: Payment }>(page, '**/api/v1/payments');
      await fillPayment(page, '4.10');
      await submitPayment(page).click();
      await expect(page.getByRole('alert')).toContainText('We couldn’t confirm your payment');
      // The user goes back to the details and, changing nothing, reviews the payment again.
      await page.getByRole('button', { name: 'Edit payment' }).click();
      await page.getByRole('button', { name: 'Review payment' }).click();
      await expect(page.getByRole('heading', { name: /Review your payment/ })).toBeVisible();
      await expectAccessible(page, `${brand} payment reviewed again`);
      await submitPayment(page).click();
      await expect(page.getByText(`Confirmation number ${first()!.data.confirmationNumber}`).first()).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      const after = await infoOf(page);
      expect(after.history.length).toBe(before.history.length + 1);
      expect(after.currentBalance).toBeCloseTo(before.currentBalance - 4.1, 2);
    });

    test('bad amounts, dates and a missing account are refused beside their fields, and nothing is sent', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/v1/payments')) posts.push(r.url());
      });
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments', brand);
      const info = await infoOf(page);
      await page.getByRole('button', { name: 'Review payment' }).click();
      await expect(page.getByText('Choose how much to pay.')).toBeVisible();
      await expect(page.getByRole('radio').first()).toBeFocused();
      await expectAccessible(page, `${brand} payment form errors`);
      await page.getByRole('radio', { name: 'Other amount' }).check();
      const amount = page.getByRole('textbox', { name: 'Other amount' });
      for (const [typed, message] of [
        ['', 'Enter the amount to pay.'],
        ['12.345', 'The amount must be in whole cents (no fractions of a cent).'],
        ['abc', 'Enter the amount in dollars and cents, like 125.50.'],
        ['0', 'The amount must be more than $0.00.'],
        ['-5', 'The amount must be more than $0.00.'],
        [String(info.limits.maximumAmount + 1), `The amount can’t be more than ${usd.format(info.limits.maximumAmount)}`],
      ] as const) {
        await amount.fill(typed);
        await page.getByRole('button', { name: 'Review payment' }).click();
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expect(amount).toHaveAccessibleDescription(new RegExp(message.replace(/[$.()]/g, '\\$&')));
      }
      await amount.fill('5');
      const date = page.getByLabel('Payment date');
      for (const [typed, message] of [
        [addDays(info.limits.earliestDate, -1), 'The date can’t be in the past.'],
        [addDays(info.limits.latestDate, 1), 'That is too far ahead.'],
      ] as const) {
        await date.fill(typed);
        await page.getByRole('button', { name: 'Review payment' }).click();
        await expect(date).toHaveAccessibleDescription(new RegExp(message));
      }
      await date.fill(info.limits.earliestDate);
      await page.getByLabel('Pay from').selectOption('');
      await page.getByRole('button', { name: 'Review payment' }).click();
      await expect(page.getByLabel('Pay from')).toHaveAccessibleDescription('Choose the account to pay from.');
      expect(posts).toEqual([]);
    });

    test('a scheduled payment is cancelled after a confirm step', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments', brand);
      const info = await infoOf(page);
      const day = addDays(info.limits.earliestDate, 5);
      await fillPayment(page, '4.00', day);
      await expect(page.getByRole('region', { name: 'Make a payment' })).toContainText(`scheduled for ${mdy(day)}`);
      await submitPayment(page).click();
      await expect(page.getByRole('heading', { name: /Payment scheduled/ })).toBeVisible();
      expect((await infoOf(page)).currentBalance).toBeCloseTo(info.currentBalance, 2);
      await page.getByRole('button', { name: 'See Payment History' }).click();
      const cancel = page.getByRole('button', { name: `Cancel the $4.00 payment scheduled for ${mdy(day)}` }).first();
      await cancel.click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this payment?' });
      await expect(dialog).toContainText(`$4.00 scheduled for ${mdy(day)}`);
      await expectAccessible(page, `${brand} cancel payment dialog`);
      await dialog.getByRole('button', { name: 'Keep payment' }).click();
      await expect(dialog).toBeHidden();
      await cancel.click();
      await dialog.getByRole('button', { name: 'Cancel payment' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'was cancelled' })).toBeVisible();
      const after = await infoOf(page);
      expect(after.history.filter((p) => p.paymentDate === day && p.amount === 4).map((p) => p.status)).toContain('cancelled');
      expect(after.limits.maximumAmount).toBeCloseTo(info.limits.maximumAmount, 2);
    });

    test('AutoPay: enrol with a fixed amount (a bad amount refused first), then cancel, each confirmed', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments?paymentsTab=autoPay', brand);
      const ref = await cardRef(page);
      const original = (await infoOf(page)).autopay;
      if (original.enrolled) {
        await api(page, '/api/v1/payments/autopay', 'PUT', { cardNumber: ref, enrolled: false });
        await page.reload();
      }
      await expect(page.getByRole('heading', { name: 'AutoPay is off' })).toBeVisible();
      await page.getByRole('radio', { name: 'A fixed amount' }).check();
      await page.getByRole('textbox', { name: 'Fixed amount' }).fill('0.10');
      await page.getByLabel('Pay from').selectOption({ index: 1 });
      await page.getByLabel('When').selectOption({ label: '3 days before the due date' });
      await page.getByRole('button', { name: 'Enroll in AutoPay' }).click();
      await expect(page.getByRole('textbox', { name: 'Fixed amount' })).toHaveAccessibleDescription(
        /The fixed amount must be at least \$1\.00/,
      );
      await page.getByRole('textbox', { name: 'Fixed amount' }).fill('75');
      await page.getByRole('button', { name: 'Enroll in AutoPay' }).click();
      const dialog = page.getByRole('dialog', { name: 'Turn on AutoPay?' });
      await expect(dialog).toContainText('$75.00');
      await expectAccessible(page, `${brand} AutoPay confirm`);
      await dialog.getByRole('button', { name: 'Turn on AutoPay' }).click();
      await expect(page.getByRole('heading', { name: 'AutoPay is on' })).toBeVisible();
      const on = (await infoOf(page)).autopay;
      expect(on).toMatchObject({ enrolled: true, amountType: 'FIXED', fixedAmount: 75, daysBeforeDue: 3 });
      await expect(page.getByText(/AutoPay is on: each month it pays \$75\.00/)).toBeVisible();

      // Change: the statement balance instead, confirmed before anything is sent.
      await expect(page.getByRole('heading', { name: 'Change AutoPay' })).toBeVisible();
      await page.getByRole('radio', { name: 'Statement balance' }).check();
      await page.getByLabel('When').selectOption({ label: 'On the due date' });
      await page.getByRole('button', { name: 'Save AutoPay changes' }).click();
      const change = page.getByRole('dialog', { name: 'Change AutoPay?' });
      await expect(change).toContainText('the statement balance');
      await expectAccessible(page, `${brand} AutoPay change confirm`);
      expect((await infoOf(page)).autopay.amountType).toBe('FIXED');
      await change.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('AutoPay was changed.')).toBeVisible();
      expect((await infoOf(page)).autopay).toMatchObject({ enrolled: true, amountType: 'STATEMENT', daysBeforeDue: 0 });

      await page.getByRole('button', { name: 'Cancel AutoPay' }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel AutoPay?' });
      await expectAccessible(page, `${brand} AutoPay cancel`);
      await cancel.getByRole('button', { name: 'Cancel AutoPay' }).click();
      await expect(page.getByRole('heading', { name: 'AutoPay is off' })).toBeVisible();
      expect((await infoOf(page)).autopay.enrolled).toBe(false);
      if (original.enrolled) await api(page, '/api/v1/payments/autopay', 'PUT', { cardNumber: ref, ...original });
    });

    test('payment accounts: a bad routing number is refused; an account is added masked, refused removal while AutoPay uses it, then removed', async ({
      page,
    }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder/payments?paymentsTab=managePaymentAccounts', brand);
      const ref = await cardRef(page);
      const before = await infoOf(page);
      await expect(page.getByText(`${before.paymentAccounts.length} of ${before.limits.maxPaymentAccounts} bank accounts`)).toBeVisible();
      const number = `9${Date.now() % 1_000_000_000}`;
      await page.getByLabel('Account name').fill('Test savings');
      await page.getByLabel('Bank name').fill('Credit Union of Tests');
      await page.getByRole('radio', { name: 'Savings' }).check();
      await page.getByLabel('Routing number').fill('123456789');
      await page.getByLabel('Account number', { exact: true }).fill(number);
      await page.getByLabel('Confirm account number').fill(`${number}1`);
      await page.getByRole('button', { name: 'Add account' }).click();
      await expect(page.getByLabel('Routing number')).toHaveAccessibleDescription(/This isn’t a valid routing number/);
      await expect(page.getByLabel('Confirm account number')).toHaveAccessibleDescription(/The account numbers don’t match/);
      await expectAccessible(page, `${brand} add account errors`);
      await page.getByLabel('Routing number').fill('021000021');
      await page.getByLabel('Confirm account number').fill(number);
      await page.getByRole('button', { name: 'Add account' }).click();
      const last4 = number.slice(-4);
      await expect(page.getByRole('status').filter({ hasText: `Test savings (savings …${last4}) was added.` })).toBeVisible();
      const row = page.getByRole('table', { name: 'Payment accounts' }).getByRole('row', { name: /Test savings/ });
      await expect(row).toContainText(`…${last4}`);
      await expect(row).toContainText('…0021');
      await expect(page.getByText(number)).toHaveCount(0);
      await expect(page.getByLabel('Account number', { exact: true })).toHaveValue('');
      const added = (await infoOf(page)).paymentAccounts.find((a) => a.accountNumberLast4 === last4)!;

      // While AutoPay pays from it, the platform refuses, and the dialog says why in its words.
      const original = before.autopay;
      await api(page, '/api/v1/payments/autopay', 'PUT', {
        cardNumber: ref,
        enrolled: true,
        paymentAccountId: added.paymentAccountId,
        amountType: 'MINIMUM',
      });
      await page.reload();
      await page.getByRole('button', { name: `Remove Test savings (savings …${last4})` }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove this payment account?' });
      await dialog.getByRole('button', { name: 'Remove account' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'This account pays your AutoPay. Move AutoPay to another account, or cancel AutoPay, before removing it.',
      );
      await expectAccessible(page, `${brand} refused removal`);
      await dialog.getByRole('button', { name: 'Keep account' }).click();
      await api(
        page,
        '/api/v1/payments/autopay',
        'PUT',
        original.enrolled ? { cardNumber: ref, ...original } : { cardNumber: ref, enrolled: false },
      );

      await page.getByRole('button', { name: `Remove Test savings (savings …${last4})` }).click();
      await dialog.getByRole('button', { name: 'Remove account' }).click();
      // The removal is a durable write on the platform, then the accounts asked again: more than one step's wait
      // on a loaded machine.
      await expect(dialog).toBeHidden({ timeout: 15_000 });
      await expect(row).toHaveCount(0);
      expect((await infoOf(page)).paymentAccounts.length).toBe(before.paymentAccounts.length);
    });
  });
});

test('pa_payments in the cardholder view of a card can pay (no APR details for that role)', async ({ page }) => {
  await signIn(page, 'pa_payments');
  await page.goto('/pa');
  const me = await api<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
  const accounts = await api<{ content: { cardNumber: string | null }[] }>(
    page,
    `/api/v1/accounts/company/${me.userData.userCompanyId}?size=50`,
  );
  let card: string | null = null;
  let before: Info | null = null;
  for (const a of accounts.content.filter((x) => x.cardNumber)) {
    before = await infoOf(page, a.cardNumber!);
    card = a.cardNumber;
    if (before.limits.maximumAmount >= 1) break;
  }
  await page.goto(`/dashboard-cardholder/payments?view=cardholder&cardNumber=${encodeURIComponent(card!)}`);
  await expect(tab(page, 'Make a Payment')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Balance details')).toHaveCount(0);
  await fillPayment(page, '1.00');
  await submitPayment(page).click();
  await expect(page.getByRole('heading', { name: /Payment submitted/ })).toBeVisible();
  await expect(page).toHaveURL(/view=cardholder&cardNumber=/);
  const after = await infoOf(page, card!);
  expect(after.history.length).toBe(before!.history.length + 1);
});

test('pa_viewonly cannot reach payments: the page sends it home and the menu has no Payments', async ({ page }) => {
  await signIn(page, 'pa_viewonly');
  await page.goto('/pa');
  const me = await api<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
  const accounts = await api<{ content: { cardNumber: string | null }[] }>(
    page,
    `/api/v1/accounts/company/${me.userData.userCompanyId}?size=20`,
  );
  const card = accounts.content.find((a) => a.cardNumber)!.cardNumber!;
  await page.goto(`/dashboard-cardholder/transactions?view=cardholder&cardNumber=${encodeURIComponent(card)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await page.goto(`/dashboard-cardholder/payments?view=cardholder&cardNumber=${encodeURIComponent(card)}`);
  await expect(page).toHaveURL(/\/pa$/);
});

test('a failing payment-info call says so in words with Try again, and the page recovers', async ({ page }) => {
  // The piece failed in the page's composed first round, and the call the page then makes for it fails too.
  await failComposedPieces(page, 'cardholder-payments', ['paymentInfo'], 503);
  await page.route('**/api/v1/payments/paymentinfo*', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' } }),
  );
  await openAs(page, 'cardholder', '/dashboard-cardholder/payments');
  await expect(page.getByRole('alert')).toContainText("We couldn't load your payment details just now");
  await expectAccessible(page, 'payments unavailable');
  await page.unroute('**/api/v1/payments/paymentinfo*');
  await unrouteComposed(page, 'cardholder-payments');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('tab', { name: 'Make a Payment' })).toHaveAttribute('aria-selected', 'true');
});
