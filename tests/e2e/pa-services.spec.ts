import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, openAs } from './support.js';
import { api, me } from './pa-support.js';

/**
 * Services and Reporting on two brands as `pa_admin`: card activation (select, confirm, a result per
 * card), card shipping for a bulk-shipping product, the company contact and bank manager, and the Reporting entry
 * that opens the platform's reporting URL in a new tab.
 */
test.describe.configure({ timeout: 150_000 });

interface Unactivated {
  accountEntityId: number;
  cardNumber: string;
  cardNumberLast4: string;
  firstName: string;
  lastName: string;
}
const unactivated = async (page: Page) =>
  (await api<{ data: Unactivated[] }>(page, `/api/v1/cards/company/${(await me(page)).userCompanyId}/unactivated/`)).data;

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: services`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('the services hub: activation waiting, card shipping changed and back, the bank manager changed after a refused try', async ({
      page,
    }) => {
      await openAs(page, 'pa_admin', '/pa/services', brand);
      const cards = await unactivated(page);
      await expect(page.getByRole('region', { name: 'Card activation' })).toContainText(
        `${cards.length} cards are waiting to be activated.`,
      );
      await expectAccessible(page, `${brand} services`);

      const shipping = page.getByRole('region', { name: 'Card shipping' });
      await expect(shipping).toContainText('Cards are mailed to the company.');
      await shipping.getByLabel('To each cardholder').check();
      await shipping.getByRole('button', { name: 'Save card shipping' }).click();
      await expect(shipping.getByRole('status')).toHaveText('Cards are now mailed to each cardholder.');
      const { userCompanyId } = await me(page);
      expect((await api<{ data: { shipTo: string } }>(page, `/api/company/cardshipping/${userCompanyId}`)).data.shipTo).toBe('CARDHOLDER');
      await shipping.getByLabel('To the company').check();
      await shipping.getByRole('button', { name: 'Save card shipping' }).click();
      await expect(shipping.getByRole('status')).toHaveText('Cards are now mailed to the company.');

      const contact = page.getByRole('region', { name: 'Company contact and bank manager' });
      await contact.getByRole('button', { name: 'Change bank manager' }).click();
      await contact.getByLabel('Bank manager’s name').fill('');
      await contact.getByLabel('Bank manager’s email').fill('robin@');
      await contact.getByRole('button', { name: 'Save bank manager' }).click();
      await expect(contact.getByText('Enter the bank manager’s name.')).toBeVisible();
      await expect(contact.getByText('Enter a valid email address, like name@bank.com.')).toBeVisible();
      await expectAccessible(page, `${brand} bank manager with errors`);
      await contact.getByLabel('Bank manager’s name').fill(`Robin ${brand}`);
      await contact.getByLabel('Bank manager’s email').fill('robin@bank.example');
      await contact.getByRole('button', { name: 'Save bank manager' }).click();
      await expect(contact.getByRole('status')).toHaveText('The bank manager was saved.');
      await expect(contact).toContainText(`Robin ${brand}`);
      expect(
        (await api<{ data: { bankManagerName: string } }>(page, `/api/searchcompanyex?companyId=${userCompanyId}`)).data.bankManagerName,
      ).toBe(`Robin ${brand}`);
    });

    test('card activation: choose cards, confirm, and each card gets its own result (one refused by the platform)', async ({ page }) => {
      await openAs(page, 'pa_admin', '/pa/services', brand);
      await page.getByRole('link', { name: 'Go to card activation' }).click();
      await expect(page).toHaveURL(/\/pa\/services\/card-activation$/);
      const before = await unactivated(page);
      const table = page.getByRole('table', { name: 'Cards waiting to be activated' });
      await expect(page.locator('.dt-count')).toHaveText(`${before.length} cards`);
      await expectAccessible(page, `${brand} card activation`);
      const [ok, refused] = before;
      await page.route('**/api/v1/cards/activate', (route) =>
        (route.request().postDataJSON() as { cardNumbers: string[] }).cardNumbers[0] === refused!.cardNumber
          ? route.fulfill({
              status: 409,
              contentType: 'application/json',
              body: JSON.stringify({ error: 'Conflict', status: 409, message: 'The card is being reissued and cannot be activated.' }),
            })
          : route.continue(),
      );
      for (const c of [ok!, refused!])
        await table.getByLabel(`Select the card …${c.cardNumberLast4} of ${c.firstName} ${c.lastName}`).check();
      await page.getByRole('button', { name: 'Activate 2 selected cards' }).click();
      const dialog = page.getByRole('dialog', { name: 'Activate 2 cards?' });
      await expect(dialog).toContainText(`${ok!.firstName} ${ok!.lastName}, card …${ok!.cardNumberLast4}`);
      await expectAccessible(page, `${brand} card activation review`);
      await dialog.getByRole('button', { name: 'Activate' }).click();
      const results = page.getByRole('region', { name: 'Activation results' });
      await expect(results).toContainText('1 of 2 cards were activated; 1 could not be.');
      await expect(results).toContainText(`card …${ok!.cardNumberLast4}: Activated`);
      await expect(results).toContainText(
        `card …${refused!.cardNumberLast4}: Not activated: The card is being reissued and cannot be activated.`,
      );
      await expect(page.locator('.dt-count')).toHaveText(`${before.length - 1} cards`);
      const after = await unactivated(page);
      expect(after.map((c) => c.cardNumber)).not.toContain(ok!.cardNumber);
      expect(after.map((c) => c.cardNumber)).toContain(refused!.cardNumber);
    });

    test('Reporting opens the platform’s reporting URL in a new tab', async ({ page }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const { data } = await api<{ data: { url: string } }>(page, '/api/reporting');
      const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: /^Reporting/ });
      await expect(link).toHaveAttribute('href', data.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await page
        .context()
        .route(data.url, (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Reports</title><h1>Reports</h1>' }),
        );
      const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await expect(tab).toHaveURL(data.url);
      await expect(page).toHaveURL(/\/pa$/);
    });
  });
});

test('when the reporting URL can’t be had there is no Reporting entry, never an empty link', async ({ page }) => {
  await page.route('**/api/reporting', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=500' } }),
  );
  await openAs(page, 'pa_admin', '/pa');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Program Admin' })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Reporting/ })).toHaveCount(0);
  await expect(page.locator('a[href=""], a:not([href])')).toHaveCount(0);
});

test('an Admin-Tier 1, who may activate cards but not see the activation list (docs/requirements.md#spec-6-permissions), activates one from its account', async ({
  page,
}) => {
  await openAs(page, 'pa_admin', '/pa');
  const card = (await unactivated(page)).at(-1)!;
  await openAs(page, 'pa_tier1', `/pa/accounts/${card.accountEntityId}`);
  const panel = page.getByRole('region', { name: 'Card', exact: true });
  await expect(panel).toContainText('Activated');
  await expect(panel).toContainText('Not yet');
  await panel.getByRole('button', { name: 'Activate card' }).click();
  await page
    .getByRole('dialog', { name: `Activate the card …${card.cardNumberLast4}?` })
    .getByRole('button', { name: 'Activate card' })
    .click();
  await expect(panel.getByRole('status')).toHaveText(`The card …${card.cardNumberLast4} is now active.`);
  await expect(panel).not.toContainText('Not yet');
  await expect(panel.getByRole('button', { name: 'Activate card' })).toHaveCount(0);
});
