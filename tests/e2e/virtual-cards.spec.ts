import { readFile } from 'node:fs/promises';
import { PAYMENTS_CSV_HEADER, type Vendor, type VendorPayment } from '../../shared/contract/virtualCards.js';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { expectAccessible, hostUrl, loseFirstAnswer, openAs, PASSWORD, PORT, signIn } from './support.js';

/**
 * Virtual cards on two brands, as `pa_vconly` (virtual card only: may do all of it): the directory, a
 * vendor added with bad then good input (the docs/requirements.md#spec-5-validation parsing done by the portal: numbers sent as numbers, and saved),
 * edited, its enrollment email resent (ACTIVE), its security code revealed after the password is entered again (and
 * refused with a wrong one), paid (review, one card however often it is confirmed), the payment emailed, listed and
 * downloaded; a payment to a vendor that is no longer ACTIVE refused with the platform's reason; virtual accounts;
 * what `pa_viewonly` and `pa_tier2` may do. What the pages show is compared with what the platform answers for the same session.
 */

/** A platform call through the browser's session (the anti-forgery token from the login check on writes). */
async function platform<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; headers: Record<string, string> }> {
  return page.evaluate(
    async ({ method, path, body, headers }) => {
      const h: Record<string, string> = { Accept: 'application/json', ...headers };
      if (method !== 'GET') {
        const check = (await (await fetch('/api/authentication/check', { credentials: 'include' })).json()) as { xsrfToken: string };
        h['X-XSRF-TOKEN'] = check.xsrfToken;
      }
      if (body !== undefined) h['Content-Type'] = 'application/json';
      const res = await fetch(path, {
        method,
        headers: h,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // CSV and other text answers stay text
      }
      return { status: res.status, body: parsed as T, headers: Object.fromEntries(res.headers.entries()) };
    },
    { method, path, body, headers },
  );
}
const get = async <T>(page: Page, path: string): Promise<T> => {
  const r = await platform<T>(page, 'GET', path);
  expect(r.status, `GET ${path}`).toBe(200);
  return r.body;
};
const baseOf = async (page: Page): Promise<string> => {
  const me = await get<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
  return `/api/v1/virtualcard/company/${me.userData.userCompanyId}`;
};
const vendorsOf = (page: Page, base: string, q = '') =>
  get<{ content: Vendor[]; totalElements: number }>(page, `${base}/vendors?size=500${q}`);
const paymentsOf = (page: Page, base: string, q = '') =>
  get<{ content: VendorPayment[]; totalElements: number }>(page, `${base}/payments?size=500${q}`);

/** Fills vendor form fields by their labels (a select for State). */
async function fillVendor(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = page.getByLabel(label, { exact: true });
    if (label === 'State') await field.selectOption(value);
    else await field.fill(value);
  }
}

const directory = (page: Page) => page.getByRole('table', { name: 'Vendors' });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const fieldErrorOf = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator('xpath=..').locator('.field-error');

// The vendor's life, each step on what the step before made (a serial chain): driven whole on one brand. The
// tests after it take the brands in turn.
{
  const brand = 'pnfp';
  test.describe(`${brand}: virtual cards as a virtual-card-only admin`, () => {
    test.use({ baseURL: hostUrl(brand) });
    // Long flows with an accessibility scan at every step: more time than a one-look test.
    test.describe.configure({ mode: 'serial', timeout: 90_000 });

    const legalName = `Acme Widgets ${brand} ${Date.now().toString(36)} LLC`;
    const shortName = `Acme ${brand}`;
    let vendorId = 0;
    let paymentId = 0;

    test('the directory: the platform’s vendors, searched by name and filtered by status (all but deleted by default)', async ({
      page,
    }) => {
      await openAs(page, 'pa_vconly', '/pa/virtual-cards', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Virtual Cards' })).toBeVisible();
      const base = await baseOf(page);
      const all = await vendorsOf(page, base);
      expect(all.content.some((v) => v.status === 'DELETED')).toBe(false);
      await expect(page.locator('.dt-count')).toHaveText(`${all.totalElements} vendors`);
      await expectAccessible(page, `${brand} vendor directory`);

      const target = all.content[3]!;
      await page.getByLabel('Search vendors').fill(target.shortName);
      const matching = await vendorsOf(page, base, `&query=${encodeURIComponent(target.shortName)}`);
      await expect(directory(page).locator('tbody tr')).toHaveCount(Math.min(10, matching.totalElements));
      await expect(directory(page).getByRole('link', { name: target.shortName }).first()).toBeVisible();
      await expect(page).toHaveURL(/[?&]v\.q=/);

      await page.getByLabel('Search vendors').fill('');
      await page.getByLabel('Status', { exact: true }).selectOption('DELETED');
      const deleted = await vendorsOf(page, base, '&status=DELETED');
      await expect(page.locator('.dt-count')).toHaveText(`${deleted.totalElements} vendors`);
      for (const s of await directory(page).locator('tbody tr td:nth-child(4)').allInnerTexts()) expect(s).toBe('Deleted');
      await page.reload();
      await expect(page.getByLabel('Status', { exact: true })).toHaveValue('DELETED');

      await page.getByLabel('Status', { exact: true }).selectOption('');
      await directory(page).getByRole('link', { name: target.shortName }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: target.shortName })).toBeVisible();
      await expect(page.getByText(target.legalName, { exact: true })).toBeVisible();
      await expectAccessible(page, `${brand} vendor page`);
    });

    test('add a vendor: bad input is refused beside each field and nothing is sent; good input is saved as docs/requirements.md#spec-5-validation parses it', async ({
      page,
    }) => {
      await openAs(page, 'pa_vconly', '/pa/virtual-cards', brand);
      const base = await baseOf(page);
      const before = (await vendorsOf(page, base, '&status=ACTIVE,PENDING,INACTIVE,DELETED')).totalElements;
      await page.getByRole('link', { name: 'Add a vendor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Add a Vendor' })).toBeVisible();

      let posts = 0;
      let sent: unknown = null;
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith(`${base}/vendors`)) {
          posts++;
          sent = r.postDataJSON();
        }
      });
      await page.getByRole('button', { name: 'Add vendor' }).click();
      await expect(fieldErrorOf(page, 'Legal name')).toHaveText('Enter the vendor’s legal name.');
      await expect(fieldErrorOf(page, 'State')).toHaveText('Choose the state.');
      await expect(fieldErrorOf(page, 'ZIP code')).toHaveText('Enter the ZIP code.');
      await expect(page.getByLabel('Legal name', { exact: true })).toBeFocused();
      await expectAccessible(page, `${brand} add vendor, errors`);

      await fillVendor(page, {
        'Legal name': legalName,
        'Short name': shortName,
        'Address line 1': '100 Congress Avenue',
        City: 'Austin',
        State: 'TX',
        'ZIP code': '7870',
        'First name': 'Wile',
        'Last name': 'Coyote',
        Email: 'payables-at-acme.example',
        'Phone (optional)': '555-12',
        'Second email (optional)': 'not an email',
        'Uses allowed (optional)': '2.5',
        'Valid days (optional)': '400',
        'Tolerance percent (optional)': '101',
      });
      await page.getByRole('button', { name: 'Add vendor' }).click();
      await expect(fieldErrorOf(page, 'ZIP code')).toHaveText('Enter a 5-digit ZIP code, like 78701, or ZIP+4, like 78701-1234.');
      await expect(fieldErrorOf(page, 'Email')).toHaveText('Enter an email address like payables@vendor.com.');
      await expect(fieldErrorOf(page, 'Phone (optional)')).toHaveText(
        'Enter a 10-digit phone number, like 555-123-4567, or leave it empty.',
      );
      await expect(fieldErrorOf(page, 'Second email (optional)')).toContainText('Enter an email address');
      await expect(fieldErrorOf(page, 'Uses allowed (optional)')).toHaveText(
        'Enter a whole number from 1 to 99, or leave it empty for 1 use.',
      );
      await expect(fieldErrorOf(page, 'Valid days (optional)')).toContainText('from 1 to 365');
      await expect(fieldErrorOf(page, 'Tolerance percent (optional)')).toContainText('from 0 to 100');
      await expect(fieldErrorOf(page, 'Legal name')).toHaveCount(0);
      expect(posts).toBe(0);

      // Good input: uses typed with spaces, valid days and tolerance left empty, no line 2 or extra emails.
      await fillVendor(page, {
        'ZIP code': '78701',
        Email: 'payables@acme.example',
        'Phone (optional)': '(512) 555-0142',
        'Second email (optional)': '',
        'Uses allowed (optional)': ' 3 ',
        'Valid days (optional)': '',
        'Tolerance percent (optional)': '',
      });
      await page.getByRole('button', { name: 'Add vendor' }).click();

      await expect(page.getByRole('heading', { level: 1, name: shortName })).toBeVisible();
      await expect(page.getByText(`${shortName} was added as a pending vendor.`)).toBeVisible();
      vendorId = Number(/\/vendors\/(\d+)/.exec(page.url())![1]);
      // The portal parsed the form (docs/requirements.md#spec-5-validation): numbers go as numbers, never as the typed text.
      expect(sent).toMatchObject({
        defaultVcUsesAllowed: 3,
        defaultVcValidDays: null,
        tolerancePercent: 0,
        addressLine2: '',
        contactEmail2: '',
        legalName,
      });
      const saved = await get<{ data: Vendor }>(page, `${base}/vendors/${vendorId}`);
      expect(saved.data).toMatchObject({
        legalName,
        status: 'PENDING',
        defaultVcUsesAllowed: 3,
        defaultVcValidDays: null,
        tolerancePercent: 0,
        addressLine2: '',
        contactEmail2: '',
      });
      const defaults = page.locator('section', { has: page.getByRole('heading', { name: 'Virtual card defaults' }) });
      await expect(defaults).toContainText('Uses allowed3');
      await expect(defaults).toContainText('Valid daysNo limit');
      await expect(defaults).toContainText('Tolerance percent0%');
      await expect(page.locator('.summary-list').filter({ hasText: 'Other emails' })).toContainText('Other emailsNone');
      await expect(page.getByText('100 Congress Avenue, Austin, Texas 78701')).toBeVisible();
      await expect(page.locator('.vc-status')).toHaveText('Pending');
      expect((await vendorsOf(page, base, '&status=ACTIVE,PENDING,INACTIVE,DELETED')).totalElements).toBe(before + 1);
      await expectAccessible(page, `${brand} new vendor`);

      // The platform refuses a second vendor with the same legal name: said beside the field.
      await page.goto('/pa/virtual-cards/vendors/new');
      await fillVendor(page, {
        'Legal name': legalName,
        'Short name': 'Copy',
        'Address line 1': '1 Main Street',
        City: 'Austin',
        State: 'TX',
        'ZIP code': '78701',
        'First name': 'A',
        'Last name': 'B',
        Email: 'ap@copy.example',
      });
      await page.getByRole('button', { name: 'Add vendor' }).click();
      await expect(fieldErrorOf(page, 'Legal name')).toContainText('A vendor with that legal name exists.');
    });

    test('edit the vendor: the form holds what is saved, and the change shows', async ({ page }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/vendors/${vendorId}`, brand);
      await page.getByRole('link', { name: 'Edit vendor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit Vendor' })).toBeVisible();
      await expect(page.getByLabel('Legal name', { exact: true })).toHaveValue(legalName);
      await expect(page.getByLabel('Uses allowed (optional)', { exact: true })).toHaveValue('3');
      await expect(page.getByLabel('Valid days (optional)', { exact: true })).toHaveValue('');
      await expectAccessible(page, `${brand} edit vendor`);
      await page.getByLabel('Valid days (optional)', { exact: true }).fill('45');
      await page.getByLabel('Address line 2 (optional)', { exact: true }).fill('Suite 200');
      await page.getByLabel('Second email (optional)', { exact: true }).fill('treasury@acme.example');
      await page.getByLabel('Notes (optional)', { exact: true }).fill('Net 30. Call before large orders.');
      const put = page.waitForRequest((r) => r.method() === 'PUT' && /\/vendors\/\d+$/.test(r.url()));
      await page.getByRole('button', { name: 'Save changes' }).click();
      expect((await put).postDataJSON()).toMatchObject({ defaultVcUsesAllowed: 3, defaultVcValidDays: 45, addressLine2: 'Suite 200' });
      await expect(page.getByText(`Your changes to ${shortName} were saved.`)).toBeVisible();
      const defaults = page.locator('section', { has: page.getByRole('heading', { name: 'Virtual card defaults' }) });
      await expect(defaults).toContainText('Valid days45');
      await expect(page.getByText('100 Congress Avenue, Suite 200, Austin, Texas 78701')).toBeVisible();
      await expect(page.getByText('Net 30. Call before large orders.')).toBeVisible();
      const saved = await get<{ data: Vendor }>(page, `${await baseOf(page)}/vendors/${vendorId}`);
      expect(saved.data).toMatchObject({ defaultVcValidDays: 45, addressLine2: 'Suite 200', contactEmail2: 'treasury@acme.example' });
    });

    test('resending the enrollment email, after a confirmation, makes the vendor ACTIVE', async ({ page }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/vendors/${vendorId}`, brand);
      await expect(page.locator('.vc-status')).toHaveText('Pending');
      await expect(page.getByRole('link', { name: 'Pay this vendor' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Resend enrollment email' }).click();
      const confirm = dialog(page, 'Resend the enrollment email?');
      await expect(confirm).toContainText('payables@acme.example');
      await expect(confirm).toContainText('makes');
      await expectAccessible(page, `${brand} resend enrollment`);
      await confirm.getByRole('button', { name: 'Resend email' }).click();
      await expect(page.getByText(`Enrollment email sent to payables@acme.example. ${shortName} is now Active.`)).toBeVisible();
      await expect(page.locator('.vc-status')).toHaveText('Active');
      expect((await get<{ data: Vendor }>(page, `${await baseOf(page)}/vendors/${vendorId}`)).data.status).toBe('ACTIVE');
    });

    test('the security code shows only after the password is entered again; a wrong password is refused; it hides on leaving', async ({
      page,
    }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/vendors/${vendorId}`, brand);
      const secrets = page.locator('.vc-secrets');
      await expect(secrets).toContainText('Security code••••••Hidden');
      let decrypts = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/vault/decrypt')) decrypts++;
      });
      await page.getByRole('button', { name: 'Show security code' }).click();
      const stepUp = dialog(page, 'Confirm it’s you');
      await expect(stepUp).toBeVisible();
      await expect(stepUp.getByLabel('Password')).toBeFocused();
      await stepUp.getByLabel('Password').fill('not-my-password');
      await stepUp.getByRole('button', { name: 'Continue' }).click();
      await expect(stepUp.locator('.field-error')).toHaveText('That password isn’t correct. Please try again.');
      await expectAccessible(page, `${brand} step-up, wrong password`);
      expect(decrypts).toBe(0);
      await expect(secrets).not.toContainText(/\d{6}/);

      await stepUp.getByLabel('Password').fill(PASSWORD);
      await stepUp.getByRole('button', { name: 'Continue' }).click();
      await expect(stepUp).toBeHidden();
      const code = (await secrets.locator('.vc-secret-value').first().innerText()).trim();
      expect(code).toMatch(/^\d{6}$/);
      await expectAccessible(page, `${brand} security code shown`);

      // Within 10 minutes the next secret needs no password again; a vendor that never enrolled has no bank account.
      await page.getByRole('button', { name: 'Show bank account number' }).click();
      await expect(secrets).toContainText('None on file yet');
      await expect(stepUp).toBeHidden();

      // A decrypt that fails says it could not be shown, never a blank.
      await page.route('**/api/vault/decrypt', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            error: 'Service Unavailable',
            message: 'down',
            status: 503,
            fault: { faultCode: 'CSSFAULT', faultString: 'down' },
          }),
        }),
      );
      await page.getByRole('button', { name: 'Show routing number' }).click();
      await expect(secrets.getByRole('alert')).toHaveText(
        'The routing number couldn’t be shown just now. Please try again in a few minutes.',
      );
      await page.unroute('**/api/vault/decrypt');

      await page.getByRole('link', { name: '← Virtual Cards' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Virtual Cards' })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: shortName })).toBeVisible();
      await expect(secrets).toContainText('Security code••••••Hidden');
      await expect(secrets).not.toContainText(code);

      // What was shown is the platform's secret: asked again with a token of our own (which replaces the page's).
      const token = await platform<{ data: { token: string } }>(page, 'POST', '/api/user/securitytoken', {
        username: 'pa_vconly',
        password: PASSWORD,
        brand,
        useDefaultTimeLimit: true,
      });
      const me = await get<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
      const clear = await platform<{ data: { value: string } }>(
        page,
        'POST',
        '/api/vault/decrypt',
        { companyId: me.userData.userCompanyId, vendorId, type: 'SECURITY_CODE' },
        { 'X-Security-Token': token.body.data.token },
      );
      expect(code).toBe(clear.body.data.value);

      // The page's token is no longer the platform's: it asks for the password again rather than failing.
      await page.getByRole('button', { name: 'Show security code' }).click();
      await expect(stepUp).toBeVisible();
      await expect(stepUp).toContainText('Your confirmation has expired.');
      await stepUp.getByLabel('Password').fill(PASSWORD);
      await stepUp.getByRole('button', { name: 'Continue' }).click();
      await expect(secrets.locator('.vc-secret-value').first()).toHaveText(code);
    });

    test('pay the vendor: defaults prefilled, bad amount refused, review, one card issued, emailed, listed and in the CSV', async ({
      page,
    }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/vendors/${vendorId}`, brand);
      const base = await baseOf(page);
      await page.getByRole('link', { name: 'Pay this vendor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pay a Vendor' })).toBeVisible();
      await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue(String(vendorId));
      await expect(page.getByLabel('Valid days (optional)')).toHaveValue('45');
      await expect(page.getByLabel('Uses allowed')).toHaveValue('3');
      await expectAccessible(page, `${brand} pay a vendor`);

      await page.getByLabel('Amount').fill('12.345');
      await page.getByRole('button', { name: 'Review payment' }).click();
      await expect(fieldErrorOf(page, 'Amount')).toHaveText('The amount must be in whole cents (no fractions of a cent).');
      await expect(fieldErrorOf(page, 'Invoice number')).toHaveText('Enter the invoice number this payment is for.');
      await expect(dialog(page, 'Review the payment')).toBeHidden();
      // Over the admin's own authority limit (what the platform would refuse too), said beside the field.
      const limit = await page.evaluate(
        async () =>
          ((await (await fetch('/api/authentication/check')).json()) as { userData: { authorityLimit: number } }).userData.authorityLimit,
      );
      await page.getByLabel('Amount').fill(String(limit + 1));
      await page.getByRole('button', { name: 'Review payment' }).click();
      await expect(fieldErrorOf(page, 'Amount')).toHaveText(
        `The amount is more than your authority limit of $${limit.toLocaleString('en-US', { minimumFractionDigits: 2 })}. Ask an administrator with a higher limit to make it.`,
      );

      await page.getByLabel('Amount').fill('$1,234.56');
      await page.getByLabel('Invoice number').fill(`INV-${brand}-1`);
      await page.getByLabel('Uses allowed').fill('2');
      await page.getByRole('button', { name: 'Review payment' }).click();
      const review = dialog(page, 'Review the payment');
      await expect(review).toContainText(shortName);
      await expect(review).toContainText('$1,234.56');
      await expect(review).toContainText(/45 days, until \d{2}\/\d{2}\/\d{4}/);
      await expectAccessible(page, `${brand} payment review`);
      const before = (await paymentsOf(page, base, `&vendorId=${vendorId}`)).totalElements;
      await review.getByRole('button', { name: 'Issue virtual card' }).click();
      await expect(page.getByRole('heading', { name: 'Virtual card issued' })).toBeFocused();

      const mine = await paymentsOf(page, base, `&vendorId=${vendorId}`);
      expect(mine.totalElements).toBe(before + 1);
      const paid = mine.content[0]!;
      paymentId = paid.paymentId;
      expect(paid).toMatchObject({
        amount: 1234.56,
        invoiceNumber: `INV-${brand}-1`,
        usesAllowed: 2,
        status: 'Not Used',
        emailSentDate: null,
      });
      await expect(
        page.getByText(`Payment ${paid.paymentId} to ${shortName} for $1,234.56 is on a virtual card ending ${paid.cardNumberLast4}.`),
      ).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/\d{13,19}/);
      await expectAccessible(page, `${brand} virtual card issued`);

      await page.getByRole('button', { name: 'Email the payment to the vendor' }).click();
      await expect(page.getByText(/^Emailed to payables@acme\.example, treasury@acme\.example on \d{2}\/\d{2}\/\d{4} /)).toBeVisible();
      expect((await get<{ data: VendorPayment }>(page, `${base}/payments/${paid.paymentId}`)).data.emailSentDate).not.toBeNull();

      // In the list, filtered by the vendor, and in the platform's CSV of that filter.
      await page.goto(`/pa/virtual-cards?tab=payments&p.vendor=${vendorId}`);
      const rows = page.getByRole('table', { name: 'Vendor payments' }).locator('tbody tr');
      await expect(rows).toHaveCount(before + 1);
      await expect(rows.first()).toContainText(`${paid.paymentId}`);
      await expect(rows.first()).toContainText('$1,234.56');
      await expect(rows.first()).toContainText(`…${paid.cardNumberLast4}`);
      await expectAccessible(page, `${brand} payments`);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      const lines = (await readFile((await download.path())!, 'utf8'))
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe(PAYMENTS_CSV_HEADER);
      expect(lines).toHaveLength(mine.totalElements + 1);
      expect(lines).toContain(
        `${paid.paymentId},${vendorId},${shortName},1234.56,INV-${brand}-1,${paid.cardNumberLast4},Not Used,${paid.createdDate}`,
      );

      // Filtered by status instead (every vendor): the platform's payments of that status, and that filter's CSV.
      await page.getByLabel('Vendor', { exact: true }).selectOption('');
      await page.getByLabel('Payment status').selectOption('Not Used');
      await expect(page).toHaveURL(/[?&]p\.status=Not(\+|%20)Used/);
      await expect(page).not.toHaveURL(/[?&]p\.vendor=/);
      const notUsed = await paymentsOf(page, base, `&status=${encodeURIComponent('Not Used')}`);
      const closed = await paymentsOf(page, base, '&status=closed');
      const all = await paymentsOf(page, base);
      expect(notUsed.totalElements).toBeGreaterThan(0);
      expect(notUsed.totalElements).toBeLessThan(all.totalElements);
      await expect(page.locator('.dt-count')).toHaveText(`${notUsed.totalElements} payments`);
      for (const s of await rows.locator('td').allInnerTexts()) expect(s).not.toMatch(/^(Used|Closed)$/);
      await page.getByLabel('Payment status').selectOption('closed');
      await expect(page.locator('.dt-count')).toHaveText(closed.totalElements === 1 ? '1 payment' : `${closed.totalElements} payments`);
      const [closedCsv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
      const closedLines = (await readFile((await closedCsv.path())!, 'utf8'))
        .replace(/^\ufeff/, '')
        .trim()
        .split(/\r\n/);
      expect(closedLines).toHaveLength(closed.totalElements + 1);
      for (const line of closedLines.slice(1)) expect(line.split(',')).toContain('closed');
    });

    test('a double-clicked pay, even when its request is sent again, issues one card', async ({ page }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/pay?vendorId=${vendorId}`, brand);
      const base = await baseOf(page);
      const before = (await paymentsOf(page, base)).totalElements;
      await page.getByLabel('Amount').fill('75');
      await page.getByLabel('Invoice number').fill(`INV-${brand}-2`);
      await page.getByRole('button', { name: 'Review payment' }).click();
      // What the browser sends is kept, to be sent again afterwards as a retried or replayed request would be.
      const sent: { headers: Record<string, string>; body: string | null }[] = [];
      await page.route(`**${base}/payments`, async (route) => {
        if (route.request().method() === 'POST')
          sent.push({ headers: await route.request().allHeaders(), body: route.request().postData() });
        await route.continue();
      });
      await dialog(page, 'Review the payment').getByRole('button', { name: 'Issue virtual card' }).dblclick();
      await expect(page.getByRole('heading', { name: 'Virtual card issued' })).toBeVisible();
      expect(sent.length).toBeGreaterThanOrEqual(1);
      const keys = new Set(sent.map((r) => r.headers['idempotency-key']));
      expect(keys.size).toBe(1);
      expect([...keys][0]).toMatch(/^[A-Za-z0-9_.:-]{8,200}$/);
      const issued = (await paymentsOf(page, base)).content.find((p) => p.invoiceNumber === `INV-${brand}-2`)!;
      const replay = await page.context().request.post(`http://127.0.0.1:${PORT}${base}/payments`, {
        headers: { ...sent[0]!.headers, host: `${brand}.localhost:${PORT}` },
        data: sent[0]!.body ?? '',
      });
      expect(replay.status()).toBe(200);
      expect(replay.headers()['idempotent-replayed']).toBe('true');
      expect(((await replay.json()) as { data: VendorPayment }).data.paymentId).toBe(issued.paymentId);
      const after = await paymentsOf(page, base);
      expect(after.totalElements).toBe(before + 1);
      expect(after.content.filter((p) => p.invoiceNumber === `INV-${brand}-2`)).toHaveLength(1);
    });

    test('after a try that was not answered, going back and reviewing the same payment keeps its key: one card', async ({ page }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/pay?vendorId=${vendorId}`, brand);
      const base = await baseOf(page);
      const before = (await paymentsOf(page, base)).totalElements;
      const { keys, first } = await loseFirstAnswer<{ data: VendorPayment }>(page, `**${base}/payments`);
      await page.getByLabel('Amount').fill('61.20');
      await page.getByLabel('Invoice number').fill(`INV-${brand}-3`);
      await page.getByRole('button', { name: 'Review payment' }).click();
      await dialog(page, 'Review the payment').getByRole('button', { name: 'Issue virtual card' }).click();
      await expect(dialog(page, 'Review the payment')).toContainText('trying again can’t do it twice');
      await dialog(page, 'Review the payment').getByRole('button', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Review payment' }).click();
      await expectAccessible(page, `${brand} vendor payment reviewed again`);
      await dialog(page, 'Review the payment').getByRole('button', { name: 'Issue virtual card' }).click();
      await expect(page.getByRole('heading', { name: 'Virtual card issued' })).toBeVisible();
      await expect(page.getByText(`Payment ${first()!.data.paymentId} to`)).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      const after = await paymentsOf(page, base);
      expect(after.totalElements).toBe(before + 1);
      expect(after.content.filter((p) => p.invoiceNumber === `INV-${brand}-3`)).toHaveLength(1);
    });

    test('a payment to a vendor that is no longer ACTIVE is refused with the platform’s reason', async ({ page }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/pay?vendorId=${vendorId}`, brand);
      const base = await baseOf(page);
      await page.getByLabel('Amount').fill('10');
      await page.getByLabel('Invoice number').fill(`INV-${brand}-3`);
      await page.getByRole('button', { name: 'Review payment' }).click();
      // Meanwhile the vendor is made PENDING (another admin, another tab).
      expect((await platform(page, 'PUT', `${base}/vendors/${vendorId}/status`, { status: 'PENDING' })).status).toBe(200);
      const before = (await paymentsOf(page, base)).totalElements;
      const review = dialog(page, 'Review the payment');
      await review.getByRole('button', { name: 'Issue virtual card' }).click();
      await expect(review.getByRole('alert')).toHaveText(
        'The payment was refused: The vendor is PENDING; only an ACTIVE vendor can be paid.',
      );
      await expectAccessible(page, `${brand} payment refused`);
      expect((await paymentsOf(page, base)).totalElements).toBe(before);

      // Arriving to pay a PENDING vendor says why it can't be paid.
      await page.goto(`/pa/virtual-cards/pay?vendorId=${vendorId}`);
      await expect(page.getByText(`${shortName} can’t be paid`)).toBeVisible();
      await expect(page.getByText(/It is pending: Waiting for the vendor to enroll/)).toBeVisible();
      await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue('');
    });

    test('the payment’s card detail and authorizations; closing its card, confirmed', async ({ page }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/payments/${paymentId}`, brand);
      const base = await baseOf(page);
      const p = (await get<{ data: VendorPayment }>(page, `${base}/payments/${paymentId}`)).data;
      await expect(page.getByRole('heading', { level: 1, name: `Payment ${paymentId}` })).toBeVisible();
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Card', exact: true }) });
      await expect(card).toContainText(`Virtual card …${p.cardNumberLast4}`);
      await expect(card).toContainText('Uses left2 of 2');
      const auths = await get<{ data: unknown[] }>(page, `${base}/cards/${encodeURIComponent(p.cardNumber)}/authorizations`);
      if (auths.data.length)
        await expect(page.getByRole('table', { name: 'Provider authorizations' }).locator('tbody tr')).toHaveCount(
          Math.min(10, auths.data.length),
        );
      else await expect(page.getByText('The vendor hasn’t charged this card yet.')).toBeVisible();
      await expectAccessible(page, `${brand} payment detail`);

      await page.getByRole('button', { name: 'Close the card' }).click();
      const confirm = dialog(page, `Close the card ending ${p.cardNumberLast4}?`);
      await expectAccessible(page, `${brand} close card`);
      await confirm.getByRole('button', { name: 'Close card' }).click();
      await expect(page.getByText(`The card ending ${p.cardNumberLast4} was closed.`)).toBeVisible();
      await expect(card).toContainText('Card statusClosed');
      expect((await get<{ data: VendorPayment }>(page, `${base}/payments/${paymentId}`)).data.status).toBe('closed');
      await expect(page.getByRole('button', { name: 'Close the card' })).toHaveCount(0);
    });

    test('status changes and delete, each confirmed; a deleted vendor is final', async ({ page }) => {
      await openAs(page, 'pa_vconly', `/pa/virtual-cards/vendors/${vendorId}`, brand);
      const base = await baseOf(page);
      await page.getByLabel('New status').selectOption('INACTIVE');
      await page.getByRole('button', { name: 'Change status' }).click();
      const confirm = dialog(page, `Make ${shortName} inactive?`);
      await expect(confirm).toContainText('can’t be paid');
      await confirm.getByRole('button', { name: 'Change status' }).click();
      await expect(page.locator('.vc-status')).toHaveText('Inactive');

      await page.getByRole('button', { name: 'Delete vendor' }).click();
      const del = dialog(page, `Delete ${shortName}?`);
      await expect(del).toContainText('Deleting is final');
      await expectAccessible(page, `${brand} delete vendor`);
      await del.getByRole('button', { name: 'Delete vendor' }).click();
      await expect(page.getByText(`${shortName} was deleted.`)).toBeVisible();
      await expect(page.locator('.vc-status')).toHaveText('Deleted');
      for (const name of ['Edit vendor', 'Delete vendor', 'Resend enrollment email', 'Change status'])
        await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toHaveCount(0);
      expect((await get<{ data: Vendor }>(page, `${base}/vendors/${vendorId}`)).data.status).toBe('DELETED');
      await page.goto(`/pa/virtual-cards/vendors/${vendorId}/edit`);
      await expect(page.getByText(`${shortName} was deleted, and a deleted vendor can’t be changed.`)).toBeVisible();
    });

    test('an enrolled vendor’s bank details show only after the password, as the platform holds them, and never in the page before', async ({
      page,
    }) => {
      await openAs(page, 'pa_vconly', '/pa/virtual-cards', brand);
      const base = await baseOf(page);
      const me = await get<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
      // The platform's own answer, with a token of our own (the page's step-up below replaces it).
      const token = (
        await platform<{ data: { token: string } }>(page, 'POST', '/api/user/securitytoken', {
          username: 'pa_vconly',
          password: PASSWORD,
          brand,
          useDefaultTimeLimit: true,
        })
      ).body.data.token;
      const secret = async (id: number, type: string) =>
        (
          await platform<{ data: { value: string } }>(
            page,
            'POST',
            '/api/vault/decrypt',
            { companyId: me.userData.userCompanyId, vendorId: id, type },
            { 'X-Security-Token': token },
          )
        ).body.data.value;
      let enrolled: { vendor: Vendor; account: string; routing: string } | undefined;
      for (const v of (await vendorsOf(page, base, '&status=ACTIVE')).content) {
        const account = await secret(v.vendorId, 'BANK_ACCOUNT');
        if (account) {
          enrolled = { vendor: v, account, routing: await secret(v.vendorId, 'ROUTING_NUMBER') };
          break;
        }
      }
      expect(enrolled, 'an ACTIVE seeded vendor with bank details').toBeDefined();
      const { vendor, account, routing } = enrolled!;

      await page.goto(`/pa/virtual-cards/vendors/${vendor.vendorId}`);
      await expect(page.getByRole('heading', { level: 1, name: vendor.shortName })).toBeVisible();
      const secrets = page.locator('.vc-secrets');
      await expect(secrets).toContainText('Bank account number••••••Hidden');
      await expect(page.locator('main')).not.toContainText(account);
      await page.getByRole('button', { name: 'Show bank account number' }).click();
      const stepUp = dialog(page, 'Confirm it’s you');
      await stepUp.getByLabel('Password').fill(PASSWORD);
      await stepUp.getByRole('button', { name: 'Continue' }).click();
      await expect(stepUp).toBeHidden();
      await expect(secrets.locator('.vc-secret-value')).toHaveText(account);
      // Within the token's ten minutes the routing number needs no password again.
      await page.getByRole('button', { name: 'Show routing number' }).click();
      await expect(stepUp).toBeHidden();
      await expect(secrets.locator('.vc-secret-value')).toHaveText([account, routing]);
      await expectAccessible(page, `${brand} bank details shown`);
      await page.getByRole('button', { name: 'Hide bank account number' }).click();
      await expect(page.locator('main')).not.toContainText(account);
    });

    test('virtual accounts: open one (bad, then good input, reviewed) and close its card', async ({ page }) => {
      await openAs(page, 'pa_vconly', '/pa/virtual-cards?tab=accounts', brand);
      const base = await baseOf(page);
      const before = await get<{ data: AccountDetail[] }>(page, `${base}/subaccounts`);
      const list = page.getByRole('table', { name: 'Virtual accounts' });
      await expect(list.locator('xpath=../..').locator('.dt-count')).toHaveText(`${before.data.length} virtual accounts`);
      await expectAccessible(page, `${brand} virtual accounts`);

      await page.getByRole('button', { name: 'Open a virtual account' }).click();
      const form = dialog(page, 'Open a virtual account');
      await form.getByRole('button', { name: 'Review' }).click();
      await expect(form.getByText('Enter the first name on the account.')).toBeVisible();
      await form.getByLabel('First name').fill('Travel');
      await form.getByLabel('Last name').fill(`Desk ${brand}`);
      await form.getByLabel('Credit limit').fill('abc');
      await form.getByRole('button', { name: 'Review' }).click();
      await expect(form.getByText('Enter a credit limit from $1.00 to $1,000,000.00, like 5,000.')).toBeVisible();
      await expectAccessible(page, `${brand} open a virtual account, errors`);
      await form.getByLabel('Credit limit').fill('2,500');
      await form.getByRole('button', { name: 'Review' }).click();
      const review = dialog(page, 'Review the new virtual account');
      await expect(review).toContainText('$2,500.00');
      await review.getByRole('button', { name: 'Open virtual account' }).click();
      await expect(
        page.getByText(/^Opened virtual account Travel Desk .* with card ending \d{4} and a credit limit of \$2,500\.00\.$/),
      ).toBeVisible();
      const after = await get<{ data: AccountDetail[] }>(page, `${base}/subaccounts`);
      expect(after.data).toHaveLength(before.data.length + 1);
      const opened = after.data.find((a) => a.lastName === `Desk ${brand}`)!;
      expect(opened.creditLimit).toBe(2500);

      await page.getByLabel('Search virtual accounts').fill(`Desk ${brand}`);
      await expect(list.locator('tbody tr')).toHaveCount(1);
      await list.getByRole('button', { name: `Close card ending ${opened.cardNumberLast4} of Travel Desk ${brand}` }).click();
      await dialog(page, `Close card ending ${opened.cardNumberLast4}?`).getByRole('button', { name: 'Close card' }).click();
      await expect(page.getByText(`Closed card ending ${opened.cardNumberLast4} of Travel Desk ${brand}.`)).toBeVisible();
      await expect(list.locator('tbody tr').first()).toContainText('Closed');
      const closed = (await get<{ data: AccountDetail[] }>(page, `${base}/subaccounts`)).data.find(
        (a) => a.accountEntityId === opened.accountEntityId,
      )!;
      expect(closed.externalCardStatus).toBe('CLOSED');

      // A ghost card (a company card with no cardholder): its own list, as the platform has it.
      const ghosts = page.getByRole('table', { name: 'Ghost cards' });
      const ghostsBefore = await get<{ data: AccountDetail[] }>(page, `${base}/ghostcards`);
      await expect(ghosts.locator('xpath=../..').locator('.dt-count')).toHaveText(
        ghostsBefore.data.length === 1 ? '1 ghost card' : `${ghostsBefore.data.length} ghost cards`,
      );
      await page.getByRole('button', { name: 'Open a virtual account' }).click();
      await form.getByLabel('Kind of account').selectOption('ghostcards');
      await form.getByLabel('First name').fill('Fuel');
      await form.getByLabel('Last name').fill(`Pool ${brand}`);
      await form.getByLabel('Credit limit').fill('750');
      await form.getByRole('button', { name: 'Review' }).click();
      const ghostReview = dialog(page, 'Review the new ghost card');
      await expect(ghostReview).toContainText('$750.00');
      await ghostReview.getByRole('button', { name: 'Open ghost card' }).click();
      await expect(
        page.getByText(/^Opened ghost card Fuel Pool .* with card ending \d{4} and a credit limit of \$750\.00\.$/),
      ).toBeVisible();
      const ghostsAfter = await get<{ data: AccountDetail[] }>(page, `${base}/ghostcards`);
      expect(ghostsAfter.data).toHaveLength(ghostsBefore.data.length + 1);
      const ghost = ghostsAfter.data.find((a) => a.lastName === `Pool ${brand}`)!;
      expect(ghost).toMatchObject({ creditLimit: 750, accountEntityType: 'Ghost Sub' });
      await page.getByLabel('Search ghost cards').fill(`Pool ${brand}`);
      await expect(ghosts.locator('tbody tr')).toHaveCount(1);
      await expect(ghosts.locator('tbody tr')).toContainText(`…${ghost.cardNumberLast4}`);
      await expect(page.locator('main')).not.toContainText(/\d{13,19}/);
    });
  });
}

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  test.describe(`${brand}: virtual cards when something fails`, () => {
    test.use({ baseURL: hostUrl(brand) });
    // Several pages each, with an accessibility scan on most: more time than a one-look test.
    test.describe.configure({ timeout: 90_000 });

    test('a failing list says so with Try again; a vendor or payment that is not there is said, never a blank page', async ({ page }) => {
      await signIn(page, 'pa_vconly', brand);
      let failing = true;
      await page.route('**/api/v1/virtualcard/company/*/vendors?*', (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({
                error: 'Service Unavailable',
                message: 'down',
                status: 503,
                fault: { faultCode: 'CSSFAULT', faultString: 'down' },
              }),
            })
          : route.continue(),
      );
      await page.goto('/pa/virtual-cards');
      await expect(page.getByText("We couldn't load the vendors just now.", { exact: false })).toBeVisible();
      await expectAccessible(page, `${brand} vendors failed`);
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(directory(page).locator('tbody tr').first()).toBeVisible();

      await page.goto('/pa/virtual-cards/vendors/999999');
      await expect(page.getByText("We couldn't find this vendor. No such vendor.")).toBeVisible();
      await page.goto('/pa/virtual-cards/vendors/abc');
      await expect(page.getByText('We couldn’t find this vendor: the link is not a vendor’s.', { exact: false })).toBeVisible();
      await page.goto('/pa/virtual-cards/payments/999999');
      await expect(page.getByText("We couldn't find this payment. No such payment.")).toBeVisible();
      await expectAccessible(page, `${brand} payment not found`);
    });
  });

  test.describe(`${brand}: who may see and change virtual cards`, () => {
    test.use({ baseURL: hostUrl(brand) });
    // Several pages each, with an accessibility scan on most: more time than a one-look test.
    test.describe.configure({ timeout: 90_000 });

    test('a view-only admin sees vendors, payments and accounts but is offered no change, and the change pages send them home', async ({
      page,
    }) => {
      await openAs(page, 'pa_viewonly', '/pa/virtual-cards', brand);
      await expect(page.getByRole('heading', { level: 1, name: 'Virtual Cards' })).toBeVisible();
      await expect(page.getByText('Your role can view virtual cards but not change them.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Pay a vendor' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Add a vendor' })).toHaveCount(0);
      await expect(directory(page).locator('tbody tr').first()).toBeVisible();
      await expectAccessible(page, `${brand} virtual cards, view only`);

      const base = await baseOf(page);
      const active = (await vendorsOf(page, base, '&status=ACTIVE')).content[0]!;
      await page.goto(`/pa/virtual-cards/vendors/${active.vendorId}`);
      await expect(page.getByRole('heading', { level: 1, name: active.shortName })).toBeVisible();
      await expect(page.getByText('Only administrators who can change virtual cards can reveal these details.')).toBeVisible();
      for (const name of [
        'Edit vendor',
        'Pay this vendor',
        'Resend enrollment email',
        'Delete vendor',
        'Change status',
        'Show security code',
      ]) {
        await expect(page.getByRole('button', { name }).or(page.getByRole('link', { name }))).toHaveCount(0);
      }
      await expectAccessible(page, `${brand} vendor, view only`);

      await page.goto('/pa/virtual-cards?tab=accounts');
      await expect(page.getByRole('table', { name: 'Virtual accounts' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open a virtual account' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Close card/ })).toHaveCount(0);

      const payment = (await paymentsOf(page, base)).content[0]!;
      await page.goto(`/pa/virtual-cards/payments/${payment.paymentId}`);
      await expect(page.getByRole('heading', { level: 1, name: `Payment ${payment.paymentId}` })).toBeVisible();
      await expect(page.getByRole('button', { name: /Email the payment|Close the card/ })).toHaveCount(0);

      for (const path of ['/pa/virtual-cards/pay', '/pa/virtual-cards/vendors/new', `/pa/virtual-cards/vendors/${active.vendorId}/edit`]) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/pa$/);
      }
    });

    test('a tier 2 admin is refused: no menu entry, and the page sends them home', async ({ page }) => {
      await signIn(page, 'pa_tier2', brand);
      await page.goto('/pa');
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Alerts and Controls' })).toBeVisible();
      await expect(page.getByRole('navigation').getByRole('link', { name: 'Virtual Cards' })).toHaveCount(0);
      for (const path of ['/pa/virtual-cards', '/pa/virtual-cards/vendors/1', '/pa/virtual-cards/pay']) {
        await page.goto(path);
        await expect(page).toHaveURL(/\/pa$/);
      }
      const me = await get<{ userData: { userCompanyId: number } }>(page, '/api/authentication/check');
      expect((await platform(page, 'GET', `/api/v1/virtualcard/company/${me.userData.userCompanyId}/vendors`)).status).toBe(403);
    });

    test('an admin manager can also pay (the rule is AM, T1, virtual card only), shown in the page they open', async ({ page }) => {
      await openAs(page, 'pa_admin', '/pa/virtual-cards', brand);
      await expect(page.getByRole('link', { name: 'Pay a vendor' })).toBeVisible();
      await page.getByRole('link', { name: 'Pay a vendor' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Pay a Vendor' })).toBeVisible();
      const base = await baseOf(page);
      const active = await vendorsOf(page, base, '&status=ACTIVE');
      await expect(page.getByLabel('Vendor', { exact: true }).locator('option')).toHaveCount(active.totalElements + 1);
    });
  });
});
