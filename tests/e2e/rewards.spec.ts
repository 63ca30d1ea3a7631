import { acrossBrands, expect, test, type Page } from './fixtures.js';
import {
  buttonAt,
  composedRoute,
  doubleClickWithLateSecondPress,
  expectAccessible,
  hostUrl,
  loseFirstAnswer,
  openAs,
  signIn,
} from './support.js';

/**
 * Rewards on two brands: the program named by the client's variant, the balance and its cash value as
 * the platform answers them, a statement-credit redemption through its review step lowering the points by the
 * right amount without a reload, refusals beside their fields, a card that may not redeem saying who does, and a
 * card without a rewards product refused.
 */
interface Description {
  programName: string;
  pointsBalance: number;
  cashValue: number;
  canRedeem: boolean;
}

async function api<T>(page: Page, path: string, headers: Record<string, string> = {}): Promise<T> {
  return page.evaluate(
    async ({ path, headers }) => {
      const res = await fetch(path, { credentials: 'include', headers });
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      return res.json();
    },
    { path, headers },
  );
}
const describeCard = async (page: Page, card?: string) =>
  (await api<{ data: Description }>(page, '/api/v1/rewards/rewarddescription', card ? { cardNumber: card } : {})).data;
const count = (n: number) => n.toLocaleString('en-US');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const points = (page: Page) => page.getByRole('region', { name: 'Your points' });

const PROGRAMS = { demo: 'Demo Bank Rewards', pnfp: 'Pinnacle Rewards' } as const;

/** Opens Rewards as the cardholder, asks for a statement credit of `amount` and goes on to the review step: the Redeem points panel. */
async function reviewStatementCredit(page: Page, brand: 'demo' | 'pnfp', amount: string) {
  await openAs(page, 'cardholder', '/dashboard-cardholder/cardholder-rewards', brand);
  await page.getByRole('radio', { name: /^Statement credit/ }).check();
  await page.getByLabel('Amount').fill(amount);
  await page.getByRole('button', { name: 'Review redemption' }).click();
  const review = page.getByRole('region', { name: 'Redeem points' });
  await expect(review.getByRole('heading', { name: /Review your redemption/ })).toBeFocused();
  return review;
}

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: rewards`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('the program by its client name, the points and their value as the platform says, bonus points and history', async ({ page }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/cardholder-rewards', brand);
      const d = await describeCard(page);
      await expect(page.getByText(PROGRAMS[brand], { exact: true })).toBeVisible();
      await expect(points(page)).toContainText(count(d.pointsBalance));
      await expect(points(page)).toContainText(usd.format(d.cashValue));
      const bonus = await api<{ data: unknown[]; totalBonusPoints: number }>(page, '/api/v1/rewards/findbonuspoints');
      await expect(page.getByText(`Total bonus points: ${count(bonus.totalBonusPoints)}`)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Bonus points' }).locator('tbody tr')).toHaveCount(Math.min(10, bonus.data.length));
      await expect(page.getByRole('table', { name: 'Redemption history' })).toBeVisible();
      await expectAccessible(page, `${brand} rewards`);
    });

    test('a statement-credit redemption lowers the points by the right amount, on the page and on the platform', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      const review = await reviewStatementCredit(page, brand, '26.50');
      const before = await describeCard(page);
      await expect(review).toContainText('$26.50');
      await expect(review).toContainText('2,650');
      await expectAccessible(page, `${brand} redemption review`);
      await review.getByRole('button', { name: 'Redeem points' }).dblclick();
      await expect(review.getByRole('heading', { name: /Points redeemed/ })).toBeVisible();
      await expectAccessible(page, `${brand} redemption confirmation`);
      const after = await describeCard(page);
      expect(after.pointsBalance).toBe(before.pointsBalance - 2650);
      await expect(review).toContainText(`You have ${count(after.pointsBalance)} points left`);
      await expect(points(page)).toContainText(count(after.pointsBalance));
      const confirmation = (await review.getByText(/^Confirmation number RDM/).innerText()).replace('Confirmation number ', '').trim();
      await expect(
        page.getByRole('table', { name: 'Redemption history' }).getByRole('row', { name: new RegExp(confirmation) }),
      ).toContainText('Statement credit');
      const history = await api<{ data: { confirmationNumber: string }[] }>(page, '/api/v1/rewards/findrewardredemptionhistory');
      expect(history.data.filter((r) => r.confirmationNumber === confirmation)).toHaveLength(1);
    });

    test('a double click whose second press arrives after the confirmation keeps the confirmation, and redeems once', async ({ page }) => {
      const review = await reviewStatementCredit(page, brand, '25');
      const before = await describeCard(page);
      const done = review.getByRole('heading', { name: /Points redeemed/ });
      // The CI failure of the test above: the confirmation's own button sits where Redeem points was, so the second
      // press of its double click, taken late, pressed Redeem more points and the panel went back to step 1.
      await doubleClickWithLateSecondPress(page, review.getByRole('button', { name: 'Redeem points' }), async (point) => {
        await expect(done).toBeFocused();
        expect(await buttonAt(page, point)).toBe('Redeem more points');
      });
      await expect(done).toBeFocused();
      await expect(review.getByRole('heading', { name: /Choose how to redeem/ })).toHaveCount(0);
      expect((await describeCard(page)).pointsBalance).toBe(before.pointsBalance - 2500);
    });

    test('after a try that was not answered, going back and reviewing the same redemption keeps its key: it redeems once', async ({
      page,
    }) => {
      test.slow();
      const review = await reviewStatementCredit(page, brand, '25.10');
      const before = await describeCard(page);
      const { keys, first } = await loseFirstAnswer<{ data: { redemption: { confirmationNumber: string } } }>(
        page,
        '**/api/v1/rewards/redeem/statementcredit',
      );
      await review.getByRole('button', { name: 'Redeem points' }).click();
      await expect(review.getByRole('alert')).toContainText('We couldn’t confirm your redemption');
      await review.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('button', { name: 'Review redemption' }).click();
      await expect(review.getByRole('heading', { name: /Review your redemption/ })).toBeFocused();
      await expectAccessible(page, `${brand} redemption reviewed again`);
      await review.getByRole('button', { name: 'Redeem points' }).click();
      await expect(review.getByText(`Confirmation number ${first()!.data.redemption.confirmationNumber}`)).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect((await describeCard(page)).pointsBalance).toBe(before.pointsBalance - 2510);
    });

    test('a refresh that fails after a redemption leaves the confirmation on screen, under the failure', async ({ page }) => {
      const review = await reviewStatementCredit(page, brand, '25');
      const before = await describeCard(page);
      // The card account's refresh after the redemption (the page's composed call) fails; the points' own call answers.
      await page.route(composedRoute('cardholder-rewards'), (route) =>
        route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'down', status: 503 } }),
      );
      await review.getByRole('button', { name: 'Redeem points' }).click();
      await expect(review.getByRole('heading', { name: /Points redeemed/ })).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: /couldn.t load your card account/ })).toContainText(
        'What is shown here is from before.',
      );
      await expect(points(page)).toContainText(count(before.pointsBalance - 2500));
      await expectAccessible(page, `${brand} redemption with a failed refresh`);
    });

    test('the points’ own refresh failing, then the composed call’s answer putting them back, leaves the confirmation', async ({
      page,
    }) => {
      const review = await reviewStatementCredit(page, brand, '25');
      // After the redemption the description's own call fails, and the composed call, which brings the description too,
      // answers only once that failure is on the page: it puts the description back with setQueryData.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        '**/api/v1/rewards/rewarddescription',
        (route) => route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'down', status: 503 } }),
        { times: 1 },
      );
      await page.route(composedRoute('cardholder-rewards'), async (route) => {
        await released;
        await route.fallback();
      });
      await review.getByRole('button', { name: 'Redeem points' }).click();
      await expect(points(page).getByRole('alert')).toContainText('rewards balance');
      release();
      await expect(points(page).getByRole('alert')).toHaveCount(0);
      await expect(review.getByRole('heading', { name: /Points redeemed/ })).toBeFocused();
    });

    test("a direct deposit (bank numbers masked on the review) and a GiveBack under the program's name lower the points", async ({
      page,
    }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      await openAs(page, 'cardholder', '/dashboard-cardholder/cardholder-rewards', brand);
      const before = await describeCard(page);
      const review = page.getByRole('region', { name: 'Redeem points' });
      await page.getByRole('radio', { name: /^Direct deposit/ }).check();
      await page.getByLabel('Amount').fill('25');
      await page.getByLabel('Routing number').fill('021000021');
      await page.getByLabel('Account number', { exact: true }).fill('000123456789');
      await page.getByLabel('Confirm account number').fill('000123456789');
      await page.getByRole('button', { name: 'Review redemption' }).click();
      await expect(review.getByRole('heading', { name: /Review your redemption/ })).toBeFocused();
      await expect(review).toContainText('Routing number…0021');
      await expect(review).toContainText('Account number…6789');
      await expect(review).not.toContainText('000123456789');
      await expectAccessible(page, `${brand} direct deposit review`);
      await review.getByRole('button', { name: 'Redeem points' }).click();
      await expect(review.getByRole('heading', { name: /Points redeemed/ })).toBeVisible();
      const afterDeposit = await describeCard(page);
      expect(afterDeposit.pointsBalance).toBe(before.pointsBalance - 2500);
      await expect(points(page)).toContainText(count(afterDeposit.pointsBalance));
      const deposit = (await review.getByText(/^Confirmation number RDM/).innerText()).replace('Confirmation number ', '').trim();
      await expect(page.getByRole('table', { name: 'Redemption history' }).getByRole('row', { name: new RegExp(deposit) })).toContainText(
        'Direct deposit',
      );

      await review.getByRole('button', { name: 'Redeem more points' }).click();
      // Both clients' programs have GiveBack, each under its own name (the program's own minimum applies).
      await page.getByRole('radio', { name: brand === 'pnfp' ? /^GiveBack to local charities/ : /^GiveBack \(/ }).check();
      await page.getByLabel('Amount').fill('4.99');
      await page.getByRole('button', { name: 'Review redemption' }).click();
      await expect(page.getByLabel('Amount')).toHaveAccessibleDescription(/The smallest giveback donation is \$5\.00\./);
      await page.getByLabel('Amount').fill('5');
      await page.getByRole('button', { name: 'Review redemption' }).click();
      await review.getByRole('button', { name: 'Redeem points' }).click();
      await expect(review.getByRole('heading', { name: /Points redeemed/ })).toBeVisible();
      expect((await describeCard(page)).pointsBalance).toBe(afterDeposit.pointsBalance - 500);
    });

    test('amounts below the minimum or above the points, and a bad routing number, are refused beside their fields', async ({ page }) => {
      // Several steps, each scanned with axe: slow on a busy machine.
      test.slow();
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes('/api/v1/rewards/redeem')) posts.push(r.url());
      });
      await openAs(page, 'cardholder', '/dashboard-cardholder/cardholder-rewards', brand);
      const d = await describeCard(page);
      const amount = page.getByLabel('Amount');
      await page.getByRole('radio', { name: /^Statement credit/ }).check();
      await amount.fill('24.99');
      await page.getByRole('button', { name: 'Review redemption' }).click();
      await expect(amount).toHaveAccessibleDescription(/The smallest statement credit is \$25\.00\./);
      await amount.fill(String(d.cashValue + 1));
      await page.getByRole('button', { name: 'Review redemption' }).click();
      await expect(amount).toHaveAccessibleDescription(new RegExp(`You have \\${usd.format(d.cashValue)} in points to redeem`));
      await page.getByRole('radio', { name: /^Direct deposit/ }).check();
      await amount.fill('25');
      await page.getByLabel('Routing number').fill('123456789');
      await page.getByLabel('Account number', { exact: true }).fill('000123456789');
      await page.getByLabel('Confirm account number').fill('000123456789');
      await page.getByRole('button', { name: 'Review redemption' }).click();
      await expect(page.getByLabel('Routing number')).toHaveAccessibleDescription(/This isn’t a valid routing number/);
      await expectAccessible(page, `${brand} redemption errors`);
      expect(posts).toEqual([]);
    });

    test('a card that may not redeem says who redeems for the account', async ({ page }) => {
      await signIn(page, 'cardholder', brand);
      await page.goto('/dashboard-cardholder');
      const dash = await api<{
        data: {
          accountEntitySummary: { cardNumber: string; firstName: string; lastName: string; cardNumberLast4: string };
          cardReplacementInfo: { cardHolders: { cardNumber: string }[] };
        };
      }>(page, '/api/v1/cards/cardholder/dashboard');
      const me = dash.data.accountEntitySummary;
      // The authorized user on the cardholder's own account: sees the points, the primary redeems them.
      const other = dash.data.cardReplacementInfo.cardHolders.find((h) => h.cardNumber !== me.cardNumber)!.cardNumber;
      expect((await describeCard(page, other)).canRedeem).toBe(false);
      await page.goto(`/dashboard-cardholder/cardholder-rewards?cardNumber=${encodeURIComponent(other)}`);
      const redeem = page.getByRole('region', { name: 'Redeem points' });
      await expect(redeem).toContainText(
        `Points on this account are redeemed by ${me.firstName} ${me.lastName} (card ending in ${me.cardNumberLast4}), the primary cardholder.`,
      );
      await expect(redeem.getByRole('button', { name: 'Review redemption' })).toHaveCount(0);
      await expectAccessible(page, `${brand} rewards, may not redeem`);
    });
  });
});

test('a card without a rewards product: no Rewards in the menu, and the page refuses', async ({ page }) => {
  await signIn(page, 'pa_admin');
  await page.goto('/pa');
  const me = await api<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
  const accounts = await api<{ content: { cardNumber: string | null }[] }>(
    page,
    `/api/v1/accounts/company/${me.userData.userCompanyId}?size=20`,
  );
  const card = encodeURIComponent(accounts.content.find((a) => a.cardNumber)!.cardNumber!);
  await page.goto(`/dashboard-cardholder/transactions?view=cardholder&cardNumber=${card}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payments' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Rewards' })).toHaveCount(0);
  await page.goto(`/dashboard-cardholder/cardholder-rewards?view=cardholder&cardNumber=${card}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toHaveCount(0);
  await expect(page).not.toHaveURL(/cardholder-rewards/);
});
