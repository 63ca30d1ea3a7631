import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { ownPlatform } from './ownPlatform.js';
import { PASSWORD, cookiesOf, expectAccessible } from './support.js';

/**
 * The signed-in Rewards page shows the program as the platform's `rewarddescription` answers it, not as any text
 * says: when the bank changes its program on the platform (here the sandbox's control call, which the gateway never
 * proxies, so this spec runs its own sandbox and a gateway in front of it), the page shows the new name, earning,
 * point value, ways to redeem and minimums — and counts points at the new rate.
 */
const own = ownPlatform(40);
const OWN_PORT = own.port;

async function openRewards(page: Page, brand: string): Promise<void> {
  const res = await page.context().request.post(`http://127.0.0.1:${OWN_PORT}/api/authentication/login`, {
    headers: { Host: `${brand}.localhost:${OWN_PORT}` },
    data: { username: 'cardholder', password: PASSWORD, brand },
  });
  expect(res.ok()).toBe(true);
  await page.context().addCookies(
    cookiesOf(
      res
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'set-cookie')
        .map((h) => h.value),
      brand,
    ),
  );
  await page.goto(`http://${brand}.localhost:${OWN_PORT}/dashboard-cardholder/cardholder-rewards`);
}

interface Description {
  programName: string;
  description: string;
  pointsBalance: number;
  cashValue: number;
  pointsPerDollarRedeemed: number;
}
const describeCard = (page: Page): Promise<Description> =>
  page.evaluate(
    async () =>
      ((await (await fetch('/api/v1/rewards/rewarddescription', { credentials: 'include' })).json()) as { data: Description }).data,
  );

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = (n: number) => n.toLocaleString('en-US');

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test(`${brand}: the program, point value and ways to redeem are what rewarddescription answers, before and after the bank changes them`, async ({
    page,
  }) => {
    test.slow();
    await openRewards(page, brand);
    const before = await describeCard(page);
    const program = page.getByTestId('rewards-program');
    const points = page.getByRole('region', { name: 'Your points' });
    await expect(program).toHaveText(`${before.programName}: ${before.description}`);
    await expect(points).toContainText('100 points = $1.00');
    await expect(page.getByRole('radio', { name: /GiveBack/ })).toHaveCount(1);

    const change = {
      programName: `${brand === 'pnfp' ? 'Pinnacle' : 'Demo'} Cash Back`,
      description: 'Earn 3 points per $1 at grocery stores and 1 point per $1 on everything else.',
      pointsPerDollarRedeemed: 125,
      minimums: { statementCredit: 10, directDeposit: 50, giveBack: null },
    };
    const put = await fetch(`${own.sandbox().url}/__sandbox/rewards-program/${brand}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change),
    });
    expect(put.status).toBe(200);

    await page.reload();
    const after = await describeCard(page);
    expect(after).toMatchObject({
      programName: change.programName,
      pointsPerDollarRedeemed: 125,
      cashValue: Math.floor((before.pointsBalance * 100) / 125) / 100,
    });
    await expect(program).toHaveText(`${change.programName}: ${change.description}`);
    await expect(points).toContainText('125 points = $1.00');
    await expect(points).toContainText(usd.format(after.cashValue));
    await expect(page.getByRole('radio', { name: 'Statement credit (from $10.00)' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Direct deposit.* \(from \$50\.00\)$/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /GiveBack/ })).toHaveCount(0);
    await expectAccessible(page, `${brand} rewards after the change`);

    await page.getByRole('radio', { name: /^Statement credit/ }).check();
    await page.getByLabel('Amount').fill('10');
    await page.getByRole('button', { name: 'Review redemption' }).click();
    const review = page.getByRole('region', { name: 'Redeem points' });
    await expect(review.getByRole('heading', { name: /Review your redemption/ })).toBeFocused();
    await expect(review).toContainText(count(1250));
  });
});
