import { REPLACEMENT_BLOCK_MESSAGES } from '../../shared/permissions/policies/cardReplacement.js';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { dashboardOf } from './support-api.js';
import { expectAccessible, hostUrl, openAs, signIn } from './support.js';

/**
 * Card services on two brands: the services hub, lock/unlock shown everywhere the card is, activation,
 * replacement allowed and refused for each reason (the sandbox's service demo users), paperless by the cardholder
 * and refused to a view-only admin. What the pages show is compared with the platform's answer for the same session.
 */
const dialog = (page: Page) => page.getByRole('dialog');

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: card services`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('lock and unlock, each confirmed, and the lock shows on the home and the transactions page too', async ({ page }) => {
      test.slow();
      await openAs(page, 'ch_services', '/dashboard-cardholder/services', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
      const d = await dashboardOf(page);
      expect(d.lockedCard).toBe(false);
      await expect(page.getByTestId('lock-state')).toContainText(`ending in ${d.accountEntitySummary.cardNumberLast4} is unlocked`);
      await expectAccessible(page, `${brand} services`);

      await page.getByRole('button', { name: 'Lock card' }).click();
      await expect(dialog(page)).toContainText('New purchases and cash advances will be declined');
      await expectAccessible(page, `${brand} lock confirm`);
      // Cancel changes nothing.
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      expect((await dashboardOf(page)).lockedCard).toBe(false);
      await page.getByRole('button', { name: 'Lock card' }).click();
      await dialog(page).getByRole('button', { name: 'Lock card' }).click();
      await expect(page.getByTestId('lock-state')).toContainText('is locked');
      expect((await dashboardOf(page)).lockedCard).toBe(true);
      await expect(page.getByTestId('card-locked-note')).toBeVisible();

      await page.goto('/dashboard-cardholder');
      await expect(page.getByText('Locked: new purchases are declined')).toBeVisible();
      await page.goto('/dashboard-cardholder/transactions');
      await expect(page.getByTestId('card-locked-note')).toContainText(d.accountEntitySummary.cardNumberLast4);

      await page.goto('/dashboard-cardholder/services');
      await page.getByRole('button', { name: 'Unlock card' }).click();
      await dialog(page).getByRole('button', { name: 'Unlock card' }).click();
      await expect(page.getByTestId('lock-state')).toContainText('is unlocked');
      expect((await dashboardOf(page)).lockedCard).toBe(false);
      await expect(page.getByTestId('card-locked-note')).toHaveCount(0);
    });

    test('a failed lock says so in the dialog and changes nothing', async ({ page }) => {
      await openAs(page, 'ch_services', '/dashboard-cardholder/services', brand);
      await page.route('**/api/v1/cards/encrypted/*/lock', (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' } }),
      );
      await page.getByRole('button', { name: 'Lock card' }).click();
      await dialog(page).getByRole('button', { name: 'Lock card' }).click();
      await expect(dialog(page).getByRole('alert')).toContainText('nothing has changed');
      await expectAccessible(page, `${brand} lock failure`);
      await dialog(page).getByRole('button', { name: 'Cancel' }).click();
      expect((await dashboardOf(page)).lockedCard).toBe(false);
    });

    test('the cards on the account carry their account buttons, and the second card is activated', async ({ page }) => {
      await openAs(page, 'ch_services', '/dashboard-cardholder/services', brand);
      const cards = page.getByTestId('your-cards');
      await expect(cards.getByRole('link', { name: /^Open: / })).toHaveCount(2);
      const before = await dashboardOf(page);
      expect(before.inactiveCards, "Jordan's card waits for activation (sandbox seed)").toHaveLength(1);
      const last4 = before.inactiveCards[0]!.cardNumberLast4;
      await page.getByRole('button', { name: `Activate the card ending in ${last4}` }).click();
      await expect(dialog(page)).toContainText('Activate only a card you have received');
      await expectAccessible(page, `${brand} activation confirm`);
      await dialog(page).getByRole('button', { name: 'Activate card' }).click();
      await expect(page.getByText(`The card ending in ${last4} is activated and ready to use.`)).toBeVisible();
      expect((await dashboardOf(page)).inactiveCards).toEqual([]);
      await expect(page.getByText('Every card on this account is activated.')).toBeVisible();
    });

    test('a replacement: the address from the platform, a reason (required), a review, and a lost card locked at once', async ({
      page,
    }) => {
      test.slow();
      await openAs(page, 'ch_replace', '/dashboard-cardholder/services', brand);
      await page.getByRole('link', { name: 'Order a replacement card' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Replace Your Card' })).toBeVisible();
      const d = await dashboardOf(page);
      const avail = await page.evaluate(
        async (ref) =>
          (await (await fetch(`/api/card/replace/avail?cards=${encodeURIComponent(ref)}&channel=WEB`)).json()) as {
            data: { address: { addressLine1: string; city: string; zip5: string } }[];
          },
        d.accountEntitySummary.cardNumber,
      );
      const address = avail.data[0]!.address;
      await expect(page.getByTestId('replacement-address')).toContainText(address.addressLine1);
      await expect(page.getByTestId('replacement-address')).toContainText(`${address.city}`);
      await expectAccessible(page, `${brand} replacement address`);
      await page.getByRole('button', { name: 'This address is correct' }).click();
      await page.getByRole('button', { name: 'Review' }).click();
      await expect(page.getByText('Choose why you need a new card.')).toBeVisible();
      await expectAccessible(page, `${brand} replacement reason error`);
      await page.getByLabel(/^Lost/).check();
      await page.getByRole('button', { name: 'Review' }).click();
      await expect(page.getByText('Step 3 of 3')).toBeVisible();
      await expectAccessible(page, `${brand} replacement review`);
      await page.getByRole('button', { name: 'Order replacement card' }).dblclick();
      await expect(page.getByTestId('replacement-done')).toContainText(
        `The card ending in ${d.accountEntitySummary.cardNumberLast4} is locked`,
      );
      await expectAccessible(page, `${brand} replacement done`);
      expect((await dashboardOf(page)).lockedCard).toBe(true);
      // Ordered once, and now refused as a recent request.
      await page.goto('/dashboard-cardholder/services');
      await expect(page.getByTestId('replacement-refused')).toHaveText(REPLACEMENT_BLOCK_MESSAGES.recentReplacementRequest);
    });

    for (const [user, reason] of [
      ['ch_moved', 'recentAddressChange'],
      ['ch_reissued', 'recentReplacementRequest'],
      ['ch_closed', 'entityNotOpen'],
      ['virtualsub', 'cardType'],
    ] as const) {
      test(`replacement refused for ${user}: ${reason}`, async ({ page }) => {
        await openAs(page, user, '/dashboard-cardholder/services/replace-card', brand);
        await expect(page.getByTestId('replacement-refused')).toHaveText(REPLACEMENT_BLOCK_MESSAGES[reason]);
        await expect(page.getByRole('button', { name: 'This address is correct' })).toHaveCount(0);
        await expectAccessible(page, `${brand} replacement refused ${reason}`);
      });
    }

    test('paperless on and off by the cardholder, the same on Services and Statements', async ({ page }) => {
      test.slow();
      await openAs(page, 'ch_services', '/dashboard-cardholder/services/paperless', brand);
      const was = (await dashboardOf(page)).paperless;
      await expect(page.getByTestId('paperless-state')).toContainText(was ? 'are on' : 'are off');
      await expectAccessible(page, `${brand} paperless`);
      for (const next of [!was, was]) {
        await page.getByRole('button', { name: next ? 'Turn on paperless statements' : 'Turn off paperless statements' }).click();
        await expectAccessible(page, `${brand} paperless confirm`);
        await dialog(page)
          .getByRole('button', { name: next ? 'Turn on' : 'Turn off' })
          .click();
        await expect(page.getByTestId('paperless-state')).toContainText(next ? 'are on' : 'are off');
        expect((await dashboardOf(page)).paperless).toBe(next);
      }
      await page.goto('/dashboard-cardholder/statements');
      await expect(page.getByText(`Paperless statements: ${was ? 'On' : 'Off'}`)).toBeVisible();
    });

    test("a view-only admin sees a card's paperless setting in the cardholder view but may not change it", async ({ page }) => {
      await signIn(page, 'pa_viewonly', brand);
      await page.goto('/pa');
      const me = await page.evaluate(
        async () => (await (await fetch('/api/authentication/check')).json()) as { userData: { userCompanyId: number } },
      );
      const accounts = await page.evaluate(
        async (id) =>
          (await (await fetch(`/api/v1/accounts/company/${id}?status=OPEN&size=50`)).json()) as {
            content: { accountEntityType: string; cardNumber: string | null }[];
          },
        me.userData.userCompanyId,
      );
      const card = accounts.content.find((a) => a.accountEntityType === 'Sub' && a.cardNumber)!.cardNumber!;
      await page.goto(`/dashboard-cardholder/services/paperless?view=cardholder&cardNumber=${encodeURIComponent(card)}`);
      await expect(page.getByTestId('paperless-read-only')).toBeVisible();
      await expect(page.getByRole('button', { name: /paperless statements/ })).toHaveCount(0);
      await expect(page.getByTestId('admin-view-banner')).toBeVisible();
      await expectAccessible(page, `${brand} view-only paperless`);
    });

    test('an admin in the cardholder view sees whose card it is and goes back to the program admin view', async ({ page }) => {
      test.slow();
      await signIn(page, 'pa_admin', brand);
      await page.goto('/pa');
      const me = await page.evaluate(
        async () => (await (await fetch('/api/authentication/check')).json()) as { userData: { userCompanyId: number } },
      );
      const accounts = await page.evaluate(
        async (id) =>
          (await (await fetch(`/api/v1/accounts/company/${id}?status=OPEN&size=50`)).json()) as {
            content: {
              accountEntityType: string;
              cardNumber: string | null;
              firstName: string;
              lastName: string;
              cardNumberLast4: string;
            }[];
          },
        me.userData.userCompanyId,
      );
      const a = accounts.content.find((x) => x.accountEntityType === 'Sub' && x.cardNumber)!;
      await page.goto(`/dashboard-cardholder/services?view=cardholder&cardNumber=${encodeURIComponent(a.cardNumber!)}`);
      const banner = page.getByTestId('admin-view-banner');
      await expect(banner).toContainText(`${a.firstName} ${a.lastName}’s card ending in ${a.cardNumberLast4}`);
      await expectAccessible(page, `${brand} admin banner`);
      // The banner follows the admin to every page of the cardholder view.
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Transactions' }).click();
      await expect(banner).toContainText(a.cardNumberLast4);
      await banner.getByRole('link', { name: 'Back to the program admin view' }).click();
      await expect(page).toHaveURL(new RegExp(`/pa\\?company=${me.userData.userCompanyId}$`));
      await expect(page.getByTestId('admin-view-banner')).toHaveCount(0);
    });

    test('terms are not shown for a purchasing card (product 108), and why', async ({ page }) => {
      await openAs(page, 'virtualsub', '/dashboard-cardholder/services/terms-and-conditions', brand);
      expect((await dashboardOf(page)).productSummary.productTypeCode).toBe(108);
      await expect(page.getByTestId('terms-forbidden')).toContainText('product 108');
      await expect(page.getByRole('heading', { name: 'Your billing rights' })).toHaveCount(0);
      await expectAccessible(page, `${brand} terms not shown`);
    });

    test("terms and conditions of the card's program", async ({ page }) => {
      await openAs(page, 'ch_services', '/dashboard-cardholder/services/terms-and-conditions', brand);
      const d = await dashboardOf(page);
      await expect(page.getByTestId('terms-program')).toContainText(`card program ${d.productSummary.productTypeCode}`);
      await expect(page.getByRole('heading', { name: 'Your billing rights' })).toBeVisible();
      await expectAccessible(page, `${brand} terms`);
    });
  });
});

test('a cardholder never sees the admin banner', async ({ page }) => {
  await openAs(page, 'ch_services', '/dashboard-cardholder/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByTestId('admin-view-banner')).toHaveCount(0);
});
