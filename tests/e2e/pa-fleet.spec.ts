import { call } from './pa-support.js';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, openAs } from './support.js';

/**
 * Fleet: a fleet company's (114) cards with their codes, edited by the Admin-Manager; a failing codes
 * call is 'not available' for that card only (docs/requirements.md#spec-8-errors); an admin of a purchasing company has no fleet page.
 */

interface Account {
  accountEntityId: number;
  accountEntityType: string;
  firstName: string;
  lastName: string;
  cardNumberLast4: string | null;
}
interface Codes {
  vehicleNumber: string;
  driverIdRequired: boolean;
  odometerRequired: boolean;
  fuelOnly: boolean;
  codes: { codeType: string; code: string; description: string }[];
}

const get = async <T>(page: Page, path: string): Promise<T> => (await call<T>(page, 'GET', path)).body;
const nameOf = (a: Account) => `${a.firstName} ${a.lastName}`;
const cards = (page: Page) => page.getByRole('table', { name: 'Fleet cards and their codes' });
const rowOf = (page: Page, a: Account) =>
  cards(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: nameOf(a), exact: true }) });

acrossBrands(['demo', 'grizzlies'] as const, (brand) => {
  test.describe(`${brand}: fleet`, () => {
    test.use({ baseURL: hostUrl(brand) });
    // Several platform round trips and an accessibility scan per step.
    test.beforeEach(() => test.slow());

    test('pa_fleet sees the fleet cards (not the control account) with each card’s codes as the platform answers them', async ({
      page,
    }) => {
      await openAs(page, 'pa_fleet', '/pa', brand);
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Fleet' }).click();
      await expect(page).toHaveURL(/\/pa\/fleet$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
      const companyId = (await get<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check')).userData.userCompanyId;
      const all = (await get<{ data: Account[] }>(page, `/api/v1/accounts/search/native?companyId=${companyId}&useProcessorData=false`))
        .data;
      const fleetCards = all.filter((a) => a.accountEntityType !== 'Control' && a.accountEntityType !== 'Virtual Sub');
      expect(all.some((a) => a.accountEntityType === 'Control')).toBe(true);
      await expect(page.locator('.dt-count')).toHaveText(`${fleetCards.length} fleet cards`);
      const first = fleetCards.sort((a, b) => nameOf(a).localeCompare(nameOf(b)))[0]!;
      const codes = (await get<{ data: Codes }>(page, `/api/v1/fleet/${companyId}/subaccounts/${first.accountEntityId}/codes`)).data;
      const vehicle = codes.codes.find((c) => c.codeType === 'VEHICLE')!;
      const driver = codes.codes.find((c) => c.codeType === 'DRIVER')!;
      const r = rowOf(page, first);
      await expect(r.locator('td').nth(3)).toHaveText(`${vehicle.code}, ${vehicle.description}`);
      await expect(r.locator('td').nth(4)).toHaveText(`${driver.code}, ${driver.description}`);
      await expect(r.locator('td').nth(5)).toContainText(codes.fuelOnly ? 'fuel only' : 'Asks for');
      await expect(cards(page)).not.toContainText('Control');
      await expectAccessible(page, `${brand} fleet`);
    });

    test('a failing codes call shows “Not available” for that card only, and Try again loads it', async ({ page }) => {
      await openAs(page, 'pa_fleet', '/pa/fleet', brand);
      const companyId = (await get<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check')).userData.userCompanyId;
      const all = (await get<{ data: Account[] }>(page, `/api/v1/accounts/search/native?companyId=${companyId}&useProcessorData=false`))
        .data;
      const [a, b] = all
        .filter((x) => x.accountEntityType !== 'Control' && x.accountEntityType !== 'Virtual Sub')
        .sort((x, y) => nameOf(x).localeCompare(nameOf(y)));
      await page.route(`**/api/v1/fleet/*/subaccounts/${a!.accountEntityId}/codes`, (route) =>
        route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=503' } }),
      );
      await page.reload();
      await expect(rowOf(page, a!).locator('td').nth(3)).toContainText('Not available', { timeout: 15_000 });
      await expect(rowOf(page, a!).getByRole('button', { name: `Edit codes for ${nameOf(a!)}` })).toBeDisabled();
      await expect(rowOf(page, b!).locator('td').nth(3)).toHaveText(/^VH-|^[A-Z0-9-]+, /);
      await expectAccessible(page, `${brand} fleet with a card not available`);
      await page.unrouteAll();
      await rowOf(page, a!)
        .getByRole('button', { name: `Try again for ${nameOf(a!)}` })
        .click();
      await expect(rowOf(page, a!).locator('td').nth(3)).not.toContainText('Not available');
    });

    test('the Admin-Manager edits a card’s vehicle, driver and prompts; bad codes are refused beside their fields', async ({ page }) => {
      await openAs(page, 'pa_fleet', '/pa/fleet', brand);
      const companyId = (await get<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check')).userData.userCompanyId;
      const all = (await get<{ data: Account[] }>(page, `/api/v1/accounts/search/native?companyId=${companyId}&useProcessorData=false`))
        .data;
      const card = all.filter((x) => x.accountEntityType === 'Sub').sort((x, y) => nameOf(x).localeCompare(nameOf(y)))[2]!;
      await page.getByLabel('Search fleet cards').fill(nameOf(card));
      await rowOf(page, card)
        .getByRole('button', { name: `Edit codes for ${nameOf(card)}` })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Vehicle number', { exact: true }).fill('truck 7!');
      await dialog.getByLabel('Driver ID', { exact: true }).fill('12');
      await dialog.getByLabel('Driver name', { exact: true }).fill('');
      await dialog.getByRole('button', { name: 'Save codes' }).click();
      await expect(dialog.getByText('Use 1 to 12 letters, digits or dashes, like TRUCK-7.')).toBeVisible();
      await expect(dialog.getByText('Enter 4 to 6 digits.')).toBeVisible();
      await expect(dialog.getByText('Enter the driver’s name.')).toBeVisible();
      await expectAccessible(page, `${brand} fleet codes form with errors`);
      await dialog.getByLabel('Vehicle number', { exact: true }).fill('truck-7');
      await dialog.getByLabel('Vehicle description (optional)').fill('Ford F-250');
      await dialog.getByLabel('Driver ID', { exact: true }).fill('204817');
      await dialog.getByLabel('Driver name', { exact: true }).fill('Sam Rivera');
      await dialog.getByLabel('Ask for the driver ID').check();
      await dialog.getByLabel('Ask for the odometer reading').uncheck();
      await dialog.getByLabel('Fuel only').check();
      await dialog.getByRole('button', { name: 'Save codes' }).click();
      await expect(page.getByRole('status').filter({ hasText: `The fleet codes of ${nameOf(card)}’s card are saved.` })).toBeVisible();
      const r = rowOf(page, card);
      await expect(r.locator('td').nth(3)).toHaveText('TRUCK-7, Ford F-250');
      await expect(r.locator('td').nth(4)).toHaveText('204817, Sam Rivera');
      await expect(r.locator('td').nth(5)).toHaveText('Asks for driver ID; fuel only');
      const saved = (await get<{ data: Codes }>(page, `/api/v1/fleet/${companyId}/subaccounts/${card.accountEntityId}/codes`)).data;
      expect(saved).toMatchObject({ vehicleNumber: 'TRUCK-7', driverIdRequired: true, odometerRequired: false, fuelOnly: true });
      await page.reload();
      await expect(rowOf(page, card).locator('td').nth(3)).toHaveText('TRUCK-7, Ford F-250');
    });

    test('pa_admin (a purchasing company, not fleet) has no Fleet menu entry and no fleet page', async ({ page }) => {
      await openAs(page, 'pa_admin', '/pa', brand);
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('link', { name: 'Alerts and Controls' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Fleet' })).toHaveCount(0);
      await page.goto('/pa/fleet');
      await expect(page).toHaveURL(/\/pa$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toHaveCount(0);
    });
  });
});

test('docs/requirements.md#spec-6-permissions on the fleet page: view only reads every card’s codes and changes nothing; a delegate sees the cards assigned to them and edits their codes, not the prompts', async ({
  page,
}) => {
  test.slow();
  await openAs(page, 'pa_fleet', '/pa/fleet');
  const companyId = (await get<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check')).userData.userCompanyId;
  const all = (await get<{ data: Account[] }>(page, `/api/v1/accounts/search/native?companyId=${companyId}&useProcessorData=false`)).data;
  const fleetCards = all.filter((a) => a.accountEntityType !== 'Control' && a.accountEntityType !== 'Virtual Sub');
  // Two other active administrators of the fleet company take the roles under test (their own accounts are not used elsewhere).
  const admins = (
    await get<{ content: { userid: number; username: string }[] }>(
      page,
      `/api/v1/users/search?companyId=${companyId}&userType=PROGRAM%20ADMIN&status=ACTIVE&size=50`,
    )
  ).content.filter((u) => u.username !== 'pa_fleet' && !u.username.startsWith('api.'));
  const [viewer, delegate] = admins;
  expect(delegate, 'two other active admins on the fleet company').toBeDefined();
  const card = fleetCards.filter((a) => a.accountEntityType === 'Sub').sort((x, y) => nameOf(x).localeCompare(nameOf(y)))[4]!;
  expect((await call(page, 'PUT', `/api/v1/users/${viewer!.userid}`, { roles: ['ROLE_PA_VIEW_ONLY'] })).status).toBe(200);
  expect((await call(page, 'PUT', `/api/v1/users/${delegate!.userid}`, { roles: ['ROLE_PA_DELEGATE'] })).status).toBe(200);
  expect(
    (await call(page, 'PUT', `/api/v1/users/${delegate!.userid}/managedaccounts`, { accountEntityIds: [card.accountEntityId] })).status,
  ).toBe(200);

  await test.step('view only: every fleet card with its codes, no change offered, and the platform refuses one anyway', async () => {
    await openAs(page, viewer!.username, '/pa');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Fleet' }).click();
    await expect(page).toHaveURL(/\/pa\/fleet$/);
    await expect(page.getByText('You can view fleet codes; your role doesn’t change them.')).toBeVisible();
    await expect(page.locator('.dt-count')).toHaveText(`${fleetCards.length} fleet cards`);
    await page.getByLabel('Search fleet cards').fill(nameOf(card));
    const codes = (await get<{ data: Codes }>(page, `/api/v1/fleet/${companyId}/subaccounts/${card.accountEntityId}/codes`)).data;
    const vehicle = codes.codes.find((c) => c.codeType === 'VEHICLE')!;
    await expect(rowOf(page, card).locator('td').nth(3)).toHaveText(`${vehicle.code}, ${vehicle.description}`);
    await expect(page.getByRole('button', { name: /^Edit codes/ })).toHaveCount(0);
    await expectAccessible(page, 'view-only fleet');
    expect(
      (
        await call(page, 'PUT', `/api/v1/fleet/${companyId}/subaccounts/${card.accountEntityId}/codes`, {
          driver: { code: '2222', description: 'B' },
        })
      ).status,
    ).toBe(403);
  });

  await test.step('delegate: only the assigned card; its vehicle and driver edited; the prompts are not theirs', async () => {
    await openAs(page, delegate!.username, '/pa/fleet');
    await expect(page.getByRole('heading', { level: 1, name: 'Fleet' })).toBeVisible();
    await expect(page.locator('.dt-count')).toHaveText('1 fleet card');
    await rowOf(page, card)
      .getByRole('button', { name: `Edit codes for ${nameOf(card)}` })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Only an Admin-Manager changes what the pump asks.')).toBeVisible();
    await expect(dialog.getByLabel('Fuel only')).toBeDisabled();
    await expectAccessible(page, 'delegate fleet codes form');
    await dialog.getByLabel('Vehicle number', { exact: true }).fill('VAN-12');
    await dialog.getByLabel('Vehicle description (optional)').fill('Ford Transit');
    await dialog.getByRole('button', { name: 'Save codes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The fleet codes of ${nameOf(card)}’s card are saved.` })).toBeVisible();
    await expect(rowOf(page, card).locator('td').nth(3)).toHaveText('VAN-12, Ford Transit');
    const saved = (await get<{ data: Codes }>(page, `/api/v1/fleet/${companyId}/subaccounts/${card.accountEntityId}/codes`)).data;
    expect(saved.vehicleNumber).toBe('VAN-12');
  });
});
