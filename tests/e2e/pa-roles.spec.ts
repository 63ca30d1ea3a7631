import { expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, openAs } from './support.js';
import { accounts, api, me } from './pa-support.js';

/**
 * Each docs/requirements.md#spec-6-permissions role sees and may do exactly what docs/requirements.md#spec-6-permissions gives it on the program-admin screens — in the page
 * (what is shown, which actions are offered) and on the platform (a write it may not do is refused; one it may do
 * gets past the role check and is stopped only by its deliberately bad input, so nothing changes). Written out by
 * hand from docs/requirements.md#spec-6-permissions for each brand's purchasing company (1102 on demo, 2102 on pnfp: 108, bulk shipping, expense reporting enabled):
 *
 * - Company summary: AM, T1, T2, delegate, payments only, view only. Editing accounts and adding them: AM, T1.
 * - The accounts: those roles plus managers (delegates and managers: only their assigned accounts).
 * - Card details: AM, payments only. Card replacement: AM, T1, T2. The cardholder view (transactions and
 *   statements): AM, T1, T2, delegate, payments only, view only.
 * - Program admin section: view list and activity AM, view only; add, edit, select, upload AM.
 * - Card activation: view AM, T2, view only; submit AM, T1, T2. Card shipping: view AM, T2, view only; edit AM, T2.
 *   Company contact and bank manager: view AM, view only; bank manager edit AM. Services menu: not payments only.
 * - Reporting: AM, manager, T1, T2, view only (and accounting, reporting only).
 */
test.describe.configure({ timeout: 180_000 });

interface Expected {
  summary: boolean;
  assignedOnly: boolean;
  addAccount: boolean;
  editAccount: boolean;
  cardDetails: boolean;
  replace: boolean;
  cardholderView: boolean;
  programAdmin: boolean;
  manageAdmins: boolean;
  services: boolean;
  activationView: boolean;
  activationSubmit: boolean;
  shippingView: boolean;
  shippingEdit: boolean;
  contactView: boolean;
  bankManagerEdit: boolean;
  reporting: boolean;
}
const none: Expected = {
  summary: false,
  assignedOnly: false,
  addAccount: false,
  editAccount: false,
  cardDetails: false,
  replace: false,
  cardholderView: false,
  programAdmin: false,
  manageAdmins: false,
  services: true,
  activationView: false,
  activationSubmit: false,
  shippingView: false,
  shippingEdit: false,
  contactView: false,
  bankManagerEdit: false,
  reporting: false,
};

const ROLES: [user: string, expected: Expected][] = [
  [
    'pa_admin',
    {
      ...none,
      summary: true,
      addAccount: true,
      editAccount: true,
      cardDetails: true,
      replace: true,
      cardholderView: true,
      programAdmin: true,
      manageAdmins: true,
      activationView: true,
      activationSubmit: true,
      shippingView: true,
      shippingEdit: true,
      contactView: true,
      bankManagerEdit: true,
      reporting: true,
    },
  ],
  [
    'pa_tier1',
    {
      ...none,
      summary: true,
      addAccount: true,
      editAccount: true,
      replace: true,
      cardholderView: true,
      activationSubmit: true,
      reporting: true,
    },
  ],
  [
    'pa_tier2',
    {
      ...none,
      summary: true,
      replace: true,
      cardholderView: true,
      activationView: true,
      activationSubmit: true,
      shippingView: true,
      shippingEdit: true,
      reporting: true,
    },
  ],
  ['pa_delegate', { ...none, summary: true, assignedOnly: true, cardholderView: true }],
  [
    'pa_viewonly',
    {
      ...none,
      summary: true,
      cardholderView: true,
      programAdmin: true,
      activationView: true,
      shippingView: true,
      contactView: true,
      reporting: true,
    },
  ],
  ['pa_payments', { ...none, summary: true, cardDetails: true, cardholderView: true, services: false }],
  ['pa_manager', { ...none, assignedOnly: true, reporting: true }],
];

/** A write through the page's session, with the anti-forgery token: its status only. */
async function write(page: Page, method: string, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const check = await (await fetch('/api/authentication/check', { credentials: 'include' })).json();
      const res = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'X-XSRF-TOKEN': check.xsrfToken },
        body: JSON.stringify(body),
      });
      return res.status;
    },
    { method, path, body },
  );
}
/** 400: the role check passed and only the bad input stopped it; 403: the role may not. */
const allowedStatus = (may: boolean) => (may ? 400 : 403);
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const shown = async (locator: ReturnType<Page['getByRole']>, expected: boolean) => {
  if (expected) await expect(locator).toBeVisible();
  else await expect(locator).toHaveCount(0);
};

// The roles alternate between two brands (each brand's seed has the same roles on its own company).
for (const [i, [username, x]] of ROLES.entries()) {
  const brand = i % 2 === 0 ? 'demo' : 'pnfp';
  test.describe(brand, () => {
    test.use({ baseURL: hostUrl(brand) });
    test(`${username} sees and may do exactly what docs/requirements.md#spec-6-permissions gives it`, async ({ page }) => {
      await openAs(page, username, '/pa', brand);
      const { userCompanyId } = await me(page);
      const main = page.getByRole('main');

      await test.step('Company page', async () => {
        await expect(main.getByRole('region', { name: 'Accounts', exact: true })).toBeVisible();
        await shown(main.getByRole('region', { name: 'Company', exact: true }), x.summary);
        const mine = await accounts(page, userCompanyId);
        await expect(page.locator('.dt-count').first()).toHaveText(`${mine.totalElements} accounts`);
        await shown(main.getByText('You see the accounts assigned to you.'), x.assignedOnly);
        await shown(main.getByRole('button', { name: 'Add account' }), x.addAccount);
        await shown(menu(page).getByRole('link', { name: /^Reporting/ }), x.reporting);
        await shown(menu(page).getByRole('link', { name: 'Program Admin' }), x.programAdmin);
        await shown(menu(page).getByRole('link', { name: 'Services' }), x.services);
        await expectAccessible(page, `${username} company`);
      });

      await test.step('an account of theirs', async () => {
        const account = (await accounts(page, userCompanyId, 'type=Sub&status=OPEN')).content.find((a) => a.cardNumber)!;
        await page.goto(`/pa/accounts/${account.accountEntityId}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${account.firstName} ${account.lastName}`);
        await expect(main.getByRole('region', { name: 'Profile' })).toBeVisible();
        await shown(main.getByRole('button', { name: 'Edit fields' }), x.editAccount);
        await shown(main.getByLabel('New credit limit'), x.editAccount);
        await shown(main.getByRole('button', { name: 'Review status change' }), x.editAccount);
        await shown(main.getByRole('region', { name: 'Card details' }), x.cardDetails);
        await shown(main.getByRole('region', { name: 'Card replacement' }), x.replace);
        await shown(main.getByRole('link', { name: 'View as the cardholder' }), x.cardholderView);
        await expectAccessible(page, `${username} account detail`);
        const base = `/api/account/${account.accountId}/subaccount/${account.accountEntityId}`;
        expect(await write(page, 'PUT', `${base}/udf`, { udf1: 'x'.repeat(41) }), 'udf edit').toBe(allowedStatus(x.editAccount));
        expect(
          await write(page, 'PUT', `/api/account/subaccount/${account.accountEntityId}/creditline`, { creditLimit: -1 }),
          'credit limit',
        ).toBe(allowedStatus(x.editAccount));
        expect(await write(page, 'PUT', `${base}/status/processor?closeStatus=NOPE`, {}), 'status change').toBe(
          allowedStatus(x.editAccount),
        );
      });

      await test.step('Program Admin', async () => {
        await page.goto('/pa/program-admin');
        if (!x.programAdmin) {
          await expect(page).toHaveURL(/\/pa$/);
        } else {
          await expect(page.getByRole('table', { name: 'Program administrators' })).toBeVisible();
          await expect(page.getByRole('tab', { name: 'Maintenance activity' })).toBeVisible();
          await shown(main.getByRole('button', { name: 'Add administrator' }), x.manageAdmins);
          await shown(page.getByRole('tab', { name: 'Upload administrators' }), x.manageAdmins);
          await shown(main.getByRole('button', { name: /^Edit / }).first(), x.manageAdmins);
          await expectAccessible(page, `${username} program admin`);
        }
        expect(await write(page, 'POST', '/api/v1/users/programAdmin', { companyId: userCompanyId }), 'add administrator').toBe(
          allowedStatus(x.manageAdmins),
        );
      });

      await test.step('Services and card activation', async () => {
        await page.goto('/pa/services');
        if (!x.services) {
          await expect(page).toHaveURL(/\/pa$/);
        } else {
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
          await shown(main.getByRole('region', { name: 'Card activation' }), x.activationView);
          await shown(main.getByRole('region', { name: 'Card shipping' }), x.shippingView);
          await shown(main.getByRole('button', { name: 'Save card shipping' }), x.shippingEdit);
          await shown(main.getByRole('region', { name: 'Company contact and bank manager' }), x.contactView);
          await shown(main.getByRole('button', { name: 'Change bank manager' }), x.bankManagerEdit);
          await shown(main.getByText('No services for your role'), !x.activationView && !x.shippingView && !x.contactView);
          await expectAccessible(page, `${username} services`);
        }
        await page.goto('/pa/services/card-activation');
        if (!x.activationView) {
          await expect(page).toHaveURL(/\/pa$/);
        } else {
          await expect(page.getByRole('table', { name: 'Cards waiting to be activated' })).toBeVisible();
          await shown(main.getByRole('button', { name: /^Activate/ }), x.activationSubmit);
        }
        expect(await write(page, 'POST', '/api/v1/cards/activate', { cardNumbers: [] }), 'card activation').toBe(
          allowedStatus(x.activationSubmit),
        );
        expect(await write(page, 'PUT', `/api/company/cardshipping/${userCompanyId}`, { shipTo: 'NOWHERE' }), 'card shipping').toBe(
          allowedStatus(x.shippingEdit),
        );
        expect(await write(page, 'PUT', `/api/company/bankmanager/${userCompanyId}`, {}), 'bank manager').toBe(
          allowedStatus(x.bankManagerEdit),
        );
        const reporting = await page.evaluate(async () => (await fetch('/api/reporting', { credentials: 'include' })).status);
        expect(reporting, 'reporting URL').toBe(x.reporting ? 200 : 403);
      });
    });
  });
}

test('a delegate opening an account not assigned to them is told so, never shown it', async ({ page }) => {
  await openAs(page, 'pa_admin', '/pa');
  const { userCompanyId } = await me(page);
  const every = (await accounts(page, userCompanyId, 'type=Sub')).content.map((a) => a.accountEntityId);
  await openAs(page, 'pa_delegate', '/pa');
  const mine = new Set((await accounts(page, userCompanyId)).content.map((a) => a.accountEntityId));
  const other = every.find((id) => !mine.has(id))!;
  await page.goto(`/pa/accounts/${other}`);
  await expect(page.getByRole('alert')).toContainText("You don't have access to this account.");
  expect(
    await api<unknown>(page, `/api/v1/accounts/search/native?accountEntityId=${other}`).then(
      () => 'shown',
      () => 'refused',
    ),
  ).toBe('refused');
});
