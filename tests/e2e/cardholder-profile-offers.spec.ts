import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { api, dashboardOf } from './support-api.js';
import { expectAccessible, hostUrl, openAs, signIn, submitLogin } from './support.js';

/**
 * Card services, profile and offers on two brands: alerts and controls with their history, the profile in both areas (bad input stays
 * beside its field and nothing is sent), offers after login (accepted, declined, remembered), the help pages with
 * the client's own content, and virtual subs without alerts.
 */
const dialog = (page: Page) => page.getByRole('dialog');
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: alerts, profile, offers, help`, () => {
    test.use({ baseURL: hostUrl(brand) });

    test('an alert enrolled with a checked amount, shown in the history, then unenrolled', async ({ page }) => {
      test.slow();
      await openAs(page, 'ch_services', '/dashboard-cardholder/services/alerts-and-controls', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Alerts and Controls' })).toBeVisible();
      const types = await api<{ data: { name: string }[] }>(page, '/api/v1/spendcontrols/alerttypes?accountTypes=CONSUMER');
      await expect(page.getByRole('table', { name: /^Alerts and controls/ }).locator('tbody tr')).toHaveCount(
        Math.min(10, types.data.length),
      );
      await expectAccessible(page, `${brand} alerts`);
      await page.getByRole('button', { name: 'Enroll in Transaction Over Amount' }).click();
      await expect(dialog(page)).toBeVisible();
      await dialog(page).getByLabel('Amount (US dollars)').fill('abc');
      await dialog(page)
        .getByLabel(/^Email/)
        .uncheck();
      await dialog(page).getByRole('button', { name: 'Review' }).click();
      await expect(dialog(page).getByText('Enter an amount in dollars, like 250 or 250.00.')).toBeVisible();
      await expect(dialog(page).getByText('Choose email, text or both.')).toBeVisible();
      await expectAccessible(page, `${brand} alert form errors`);
      await dialog(page).getByLabel('Amount (US dollars)').fill('0');
      await dialog(page).getByRole('button', { name: 'Review' }).click();
      await expect(dialog(page).getByText('Enter an amount more than $0.00.')).toBeVisible();
      await dialog(page).getByLabel('Amount (US dollars)').fill('$1,250.50');
      await dialog(page)
        .getByLabel(/^Text message/)
        .check();
      await dialog(page).getByRole('button', { name: 'Review' }).click();
      await expect(page.getByTestId('alert-review')).toContainText('$1,250.50');
      await expectAccessible(page, `${brand} alert review`);
      await dialog(page).getByRole('button', { name: 'Enroll', exact: true }).click();
      await expect(page.getByText('The card is enrolled in Transaction Over Amount.')).toBeVisible();
      const row = page.getByRole('row', { name: /Transaction Over Amount/ });
      await expect(row).toContainText('Enrolled');
      await expect(row).toContainText('$1,250.50 · by text');

      // The services hub says what the card is enrolled in, as the platform answers it.
      const d = await dashboardOf(page);
      const controls = (
        await api<{ data: { controls: { kind: string }[] } }>(
          page,
          `/api/v1/spendcontrols/control/consumer/${d.accountEntitySummary.accountEntityId}`,
        )
      ).data.controls;
      const alerts = controls.filter((c) => c.kind === 'ALERT').length;
      const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
      expect(alerts).toBeGreaterThanOrEqual(1);
      await page.goto('/dashboard-cardholder/services');
      await expect(page.getByTestId('alerts-summary')).toContainText(
        `Enrolled: ${plural(alerts, 'alert')}, ${plural(controls.length - alerts, 'control')}`,
      );
      await page.getByRole('link', { name: 'Manage alerts and controls' }).click();

      await page.getByRole('link', { name: 'Enrollment and notification history' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Enrollment and Notification History' })).toBeVisible();
      await expect(page.getByRole('table', { name: /^Enrollments/ }).getByRole('row', { name: /Transaction Over Amount/ })).toContainText(
        'Enrolled',
      );
      await expect(page.getByRole('button', { name: 'Download CSV' }).first()).toBeVisible();
      await expectAccessible(page, `${brand} alert history`);

      await page.getByRole('link', { name: 'Back to Alerts and Controls' }).click();
      await page.getByRole('button', { name: 'Unenroll from Transaction Over Amount' }).click();
      await dialog(page).getByRole('button', { name: 'Unenroll' }).click();
      await expect(page.getByRole('row', { name: /Transaction Over Amount/ })).toContainText('Not enrolled');
    });

    test('a control with a merchant category group: the group chosen, named on the review and in the list, then unenrolled', async ({
      page,
    }) => {
      test.slow();
      await openAs(page, 'ch_services', '/dashboard-cardholder/services/alerts-and-controls', brand);
      const name = 'Block Merchant Category Group';
      await page.getByRole('button', { name: `Enroll in ${name}` }).click();
      await dialog(page).getByRole('button', { name: 'Review' }).click();
      await expect(dialog(page).getByLabel('Merchant category group')).toHaveAccessibleDescription(/Choose a merchant category group\./);
      const groups = await api<{ data: { mccGroupId: number; name: string }[] }>(page, '/api/v1/mcc/groups?categories=Standard');
      const group = groups.data[0]!;
      await dialog(page).getByLabel('Merchant category group').selectOption(String(group.mccGroupId));
      await dialog(page).getByRole('button', { name: 'Review' }).click();
      await expect(page.getByTestId('alert-review')).toContainText(`Merchant category group${group.name}`);
      await expectAccessible(page, `${brand} control review`);
      await dialog(page).getByRole('button', { name: 'Enroll', exact: true }).click();
      await expect(page.getByText(`The card is enrolled in ${name}.`)).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('Enrolled');
      await expect(row).toContainText(`${group.name} · by email`);
      const d = await dashboardOf(page);
      const mine = await api<{ data: { controls: { spendControlAlertTypeId: number; controlAttributes: { mccGroupId?: number } }[] } }>(
        page,
        `/api/v1/spendcontrols/control/consumer/${d.accountEntitySummary.accountEntityId}`,
      );
      expect(mine.data.controls.filter((c) => c.spendControlAlertTypeId === 7).map((c) => c.controlAttributes.mccGroupId)).toEqual([
        group.mccGroupId,
      ]);
      await page.getByRole('button', { name: `Unenroll from ${name}` }).click();
      await dialog(page).getByRole('button', { name: 'Unenroll' }).click();
      await expect(row).toContainText('Not enrolled');
    });

    test('profile: bad contact details and address stay beside their fields; a new address is confirmed with its effect on replacement', async ({
      page,
    }) => {
      test.slow();
      await openAs(page, 'ch_services', '/dashboard-cardholder/profile', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      const profile = await api<{ data: { email: string; username: string; address: { address1: string } } }>(page, '/api/user/profile');
      await expect(page.getByLabel('Email')).toHaveValue(profile.data.email);
      await expect(page.getByText(profile.data.username, { exact: true })).toBeVisible();
      await expectAccessible(page, `${brand} profile`);

      const puts: string[] = [];
      page.on('request', (r) => r.method() === 'PUT' && r.url().includes('/api/user/profile') && puts.push(r.url()));
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Phone').fill('12');
      await page.getByRole('button', { name: 'Save contact details' }).click();
      await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
      await expect(page.getByText('Enter a 10-digit US phone number, like 555-123-4567.')).toBeVisible();
      await expect(page.getByLabel('Email')).toBeFocused();
      await page.getByLabel('State').selectOption('');
      await page.getByLabel('ZIP code').fill('4321');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Choose a state.')).toBeVisible();
      await expect(page.getByText('Enter a 5-digit ZIP code, or ZIP+4 like 43215-1234.')).toBeVisible();
      await expectAccessible(page, `${brand} profile errors`);
      expect(puts).toEqual([]);

      await page.getByLabel('Email').fill(`sam.${brand}@example.com`);
      await page.getByLabel('Phone').fill('(555) 123-4567');
      await page.getByRole('button', { name: 'Save contact details' }).click();
      await expect(page.getByText('Your contact details were saved.')).toBeVisible();
      expect((await api<{ data: { email: string } }>(page, '/api/user/profile')).data.email).toBe(`sam.${brand}@example.com`);

      await expect(page.getByTestId('address-replacement-note')).toContainText('replacement card can’t be ordered online for a while');
      await page.getByLabel('Street address').fill('400 Market Street');
      await page.getByLabel('City').fill('Columbus');
      await page.getByLabel('State').selectOption('OH');
      await page.getByLabel('ZIP code').fill('43215-1234');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(dialog(page)).toContainText('400 Market Street, Columbus, OH 43215-1234');
      await expect(dialog(page)).toContainText('replacement card can’t be ordered online for a while');
      await expectAccessible(page, `${brand} address confirm`);
      await dialog(page).getByRole('button', { name: 'Change address' }).click();
      await expect(page.getByText('Your mailing address was changed.')).toBeVisible();
      // What the page said before saving is what the platform now does.
      await page.goto('/dashboard-cardholder/services/replace-card');
      await expect(page.getByTestId('replacement-refused')).toContainText('right after an address change');
    });

    test("password: the current one checked, the new one twice with the platform's rules, then changed back", async ({ page }) => {
      test.slow();
      await openAs(page, 'ch_services', '/dashboard-cardholder/profile', brand);
      const pw = (label: string) => page.getByLabel(label, { exact: true });
      await pw('Current password').fill('Password1!');
      await pw('New password').fill('short');
      await pw('New password again').fill('other');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your password must be at least 8 characters long.')).toBeVisible();
      await expect(page.getByText("The new passwords don't match.")).toBeVisible();
      await pw('Current password').fill('Wrong-password1');
      await pw('New password').fill('Brighter2025');
      await pw('New password again').fill('Brighter2025');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your current password is not correct.')).toBeVisible();
      await expectAccessible(page, `${brand} password errors`);
      await pw('Current password').fill('Password1!');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your password was changed.')).toBeVisible();
      await pw('Current password').fill('Brighter2025');
      await pw('New password').fill('Password1!');
      await pw('New password again').fill('Password1!');
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(page.getByText('Your password was changed.')).toBeVisible();
    });

    test("a program admin's profile: roles in display labels, the company, names with a suffix", async ({ page }) => {
      test.slow();
      await openAs(page, 'pa_admin', '/pa/profile', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      const me = await api<{ userData: { userid: number } }>(page, '/api/authentication/check');
      const detail = await api<{ data: { companyName: string } }>(page, `/api/v1/users/${me.userData.userid}`);
      await expect(page.getByTestId('profile-roles')).toHaveText('Admin-Manager');
      await expect(page.getByText(detail.data.companyName, { exact: true })).toBeVisible();
      await expectAccessible(page, `${brand} admin profile`);
      await page.getByLabel('First name').fill('P4t');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByText('Use letters, spaces, apostrophes, dots and hyphens.')).toBeVisible();
      await page.getByLabel('First name').fill('Pat');
      await page.getByLabel('Suffix (optional)').selectOption('Jr');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByText('Your name was saved.')).toBeVisible();
      expect((await api<{ data: { suffix: string } }>(page, `/api/v1/users/${me.userData.userid}`)).data.suffix).toBe('Jr');
    });

    // Before the login test below answers them: ch_offers still has every offer pending here.
    test('the pre-approved offer as its own page (offer-preempt): full page without the menu; deciding later answers nothing', async ({
      page,
    }) => {
      await openAs(page, 'ch_offers', '/dashboard-cardholder/offer-preempt', brand);
      const offer = page.getByTestId('offer');
      await expect(offer.getByRole('heading', { level: 1 })).toHaveText('You are pre-approved for a higher credit line');
      await expect(page.getByText('You’re pre-approved', { exact: true })).toBeVisible();
      await expect(offer.getByRole('button', { name: 'Accept offer' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      await expectAccessible(page, `${brand} offer-preempt`);
      await page.getByRole('link', { name: 'Decide later' }).click();
      await expect(page).toHaveURL(/\/dashboard-cardholder\/offer$/);
      const row = page.getByRole('table', { name: /^All offers/ }).getByRole('row', { name: /higher credit line/ });
      await expect(row).toContainText('Waiting for your answer');
    });

    test('offers after login: the pre-approved offer accepted, the promotion declined, the notice read, then home; answers remembered', async ({
      page,
    }) => {
      test.slow();
      await page.goto('/login');
      await submitLogin(page, 'ch_offers');
      await expect(page).toHaveURL(/\/pre-dashboard\/preemptive-offer$/);
      const before = await dashboardOf(page);
      const offer = page.getByTestId('offer');
      await expect(offer.getByRole('heading', { level: 1 })).toHaveText('You are pre-approved for a higher credit line');
      await expectAccessible(page, `${brand} preemptive offer`);
      await offer.getByRole('button', { name: 'Accept offer' }).click();
      await expect(dialog(page)).toContainText(
        `from ${usd.format(before.balances.creditLimit)} to ${usd.format(before.balances.creditLimit + 2500)}`,
      );
      await expectAccessible(page, `${brand} accept confirm`);
      await dialog(page).getByRole('button', { name: 'Accept offer' }).click();
      await expect(page.getByTestId('offer-answer')).toHaveText('Your new credit line is ready to use.');
      expect((await dashboardOf(page)).balances.creditLimit).toBe(before.balances.creditLimit + 2500);
      await page.getByRole('link', { name: 'Continue to your account' }).click();

      await expect(page).toHaveURL(/\/dashboard-cardholder\/offer-inter$/);
      await expect(page.getByTestId('offer').getByRole('heading', { level: 1 })).toHaveText('0% intro APR on balance transfers');
      await expectAccessible(page, `${brand} interstitial offer`);
      await page.getByRole('button', { name: 'No, thanks' }).click();
      await expect(page.getByTestId('offer-answer')).toHaveText('We won’t show you this offer again.');
      await page.getByRole('link', { name: 'Continue to your account' }).click();

      await expect(page).toHaveURL(/\/pre-dashboard\/informational$/);
      await expectAccessible(page, `${brand} informational`);
      await page.getByRole('button', { name: 'I’ve read this' }).click();
      await page.getByRole('link', { name: 'Continue to your account' }).click();
      await expect(page).toHaveURL(/\/dashboard-cardholder$/);

      await page.goto('/dashboard-cardholder/offer');
      const table = page.getByRole('table', { name: /^All offers/ });
      await expect(table.getByRole('row', { name: /higher credit line/ })).toContainText('Accepted on');
      await expect(table.getByRole('row', { name: /balance transfers/ })).toContainText('Declined on');
      await expect(page.getByText('No offers are waiting for an answer.')).toBeVisible();
      await expectAccessible(page, `${brand} offers`);

      // The answers are remembered: the next login goes straight home.
      await page.context().clearCookies();
      await page.goto('/login');
      await submitLogin(page, 'ch_offers');
      await expect(page).toHaveURL(/\/dashboard-cardholder$/);
    });

    test("the help pages in both areas show the client's content, and Contact Us the card's service number", async ({ page }) => {
      test.slow();
      await openAs(page, 'ch_services', '/dashboard-cardholder/contact-us', brand);
      const d = await dashboardOf(page);
      const brandDetail = await api<{ data: { brandValueDisplay: string; phone: string } }>(page, `/api/brand/${brand}`);
      const addresses = await api<{ data: { addressLine1: string }[] }>(page, `/api/brand/${brand}/addressByType`);
      await expect(page.getByTestId('card-service-phone')).toContainText(d.productSummary.customerServicePhone!);
      await expect(page.getByTestId('card-service-phone')).toContainText(d.accountEntitySummary.cardNumberLast4);
      for (const a of addresses.data) await expect(page.getByTestId('contact-addresses')).toContainText(a.addressLine1);
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expectAccessible(page, `${brand} cardholder contact us`);
      await page.goto('/dashboard-cardholder/faqs');
      await expect(page.getByRole('main')).toContainText(
        `Answers to the questions ${brandDetail.data.brandValueDisplay} cardholders ask most`,
      );
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
        'href',
        '/dashboard-cardholder/contact-us',
      );
      await expectAccessible(page, `${brand} cardholder faqs`);
      await page.goto('/dashboard-cardholder/privacy');
      // pnfp supplies its own privacy summary; demo shows the defaults' sample, which names it.
      const privacy =
        brand === 'pnfp'
          ? `${brandDetail.data.brandValueDisplay} collects only the information needed`
          : `${brandDetail.data.brandValueDisplay}'s privacy policy explains`;
      await expect(page.getByRole('main')).toContainText(privacy);
      await expectAccessible(page, `${brand} cardholder privacy`);

      await signIn(page, 'pa_admin', brand);
      for (const [path, text] of [
        ['/pa/faqs', 'cardholders ask most'],
        ['/pa/privacy', privacy],
        ['/pa/contact-us', brandDetail.data.phone],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('main')).toContainText(text);
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        await expectAccessible(page, `${brand} ${path}`);
      }
      await expect(page.getByTestId('card-service-phone')).toHaveCount(0);
    });

    test('a virtual sub sees no alerts and controls: not on Services, and the page sends them home', async ({ page }) => {
      await openAs(page, 'virtualsub', '/dashboard-cardholder/services', brand);
      await expect(page.getByText('Alerts and controls are not available for virtual cards.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Manage alerts and controls' })).toHaveCount(0);
      await page.goto('/dashboard-cardholder/services/alerts-and-controls');
      await expect(page).toHaveURL(/\/dashboard-cardholder$/);
    });
  });
});

test("a view-only admin in the cardholder view sees a card's alerts and controls but cannot set them up", async ({ page }) => {
  await signIn(page, 'pa_viewonly');
  await page.goto('/pa');
  const me = await api<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
  const accounts = await api<{ content: { accountEntityType: string; cardNumber: string | null }[] }>(
    page,
    `/api/v1/accounts/company/${me.userData.userCompanyId}?status=OPEN&size=50`,
  );
  const card = accounts.content.find((a) => a.accountEntityType === 'Sub' && a.cardNumber)!.cardNumber!;
  await page.goto(`/dashboard-cardholder/services/alerts-and-controls?view=cardholder&cardNumber=${encodeURIComponent(card)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts and Controls' })).toBeVisible();
  await expect(page.getByTestId('alerts-read-only')).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: /^Alerts and controls/ })
      .locator('tbody tr')
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Enroll in|Change|Unenroll from) / })).toHaveCount(0);
  await expectAccessible(page, 'view-only alerts');
});

test("offers follow docs/requirements.md#spec-6-permissions: an admin manager sees a card's offers in the cardholder view, a tier 2 admin does not", async ({
  page,
}) => {
  const cardOf = async () => {
    await page.goto('/pa');
    const me = await api<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
    const accounts = await api<{ content: { accountEntityType: string; cardNumber: string | null }[] }>(
      page,
      `/api/v1/accounts/company/${me.userData.userCompanyId}?status=OPEN&size=50`,
    );
    return encodeURIComponent(accounts.content.find((a) => a.accountEntityType === 'Sub' && a.cardNumber)!.cardNumber!);
  };
  await signIn(page, 'pa_admin');
  let card = await cardOf();
  await page.goto(`/dashboard-cardholder/offer?view=cardholder&cardNumber=${card}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  // What the platform answers the admin manager for this card is what the page shows.
  const offers = await api<{ data: unknown[] }>(page, `/api/v1/offers?cardNumber=${card}`);
  if (offers.data.length)
    await expect(page.getByRole('table', { name: /^All offers/ }).locator('tbody tr')).toHaveCount(Math.min(10, offers.data.length));
  else await expect(page.getByText('There are no offers for this card.')).toBeVisible();
  await expectAccessible(page, 'admin manager offers');
  await signIn(page, 'pa_tier2');
  card = await cardOf();
  await page.goto(`/dashboard-cardholder/services?view=cardholder&cardNumber=${card}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Offers for your card' })).toHaveCount(0);
  expect(await page.evaluate(async (c) => (await fetch(`/api/v1/offers?cardNumber=${c}`)).status, card)).toBe(403);
  await page.goto(`/dashboard-cardholder/offer?view=cardholder&cardNumber=${card}`);
  await expect(page).not.toHaveURL(/\/offer/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toHaveCount(0);
});
