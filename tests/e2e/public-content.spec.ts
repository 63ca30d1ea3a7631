import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import type { VendorRecord } from '../../scripts/sandbox/world/types.js';
import { hostUrl, logIn, PORT } from './support.js';

/**
 * Public content pages: vendor enrollment and payment, apply now and its terms, rewards in the
 * client's variant, FAQs, privacy, security, contact us, info and terms, the viewer documents, not found
 * and the alias routes — on two client brands, each with its happy path and an error path.
 *
 * Vendor links come from the sandbox's seeded world (same seed as the gateway's embedded sandbox, which
 * starts from the seed for the test run). "Platform down" is the sandbox's documented per-request fault
 * injection (scripts/sandbox/README.md): the `X-Sandbox-Fault` header, which the gateway forwards.
 */
const world = seedWorld();
/** docs/requirements.md#spec-2-screens and #spec-8-errors, exactly. */
const NOT_FOUND_HEADING = 'Page Not Found';
const NOT_FOUND_MESSAGE = 'An unexpected error has occurred in the system';
const BRANDS = ['demo', 'grizzlies'] as const;

const displayName = (brand: string) => world.brands.get(brand)!.brandValueDisplay;

/** Vendors of a brand by status, from the end of the seeded list (other suites tend to use the first ones). */
function vendors(brand: string, status: VendorRecord['status'], withPayments = false): VendorRecord[] {
  return world.vendors
    .all()
    .filter((v) => v.brand === brand && v.status === status && !v.bypassVCSecureCode)
    .filter((v) => !withPayments || world.vendorPayments.by('vendor', v.vendorId).length >= 2)
    .reverse();
}
const link = (v: VendorRecord) => `companyId=${v.companyId}&key=${v.enrollmentKey}`;
const companyName = (v: VendorRecord) => world.companies.get(v.companyId)!.companyName;

/** Makes every platform call whose URL matches fail as if the platform were down (sandbox fault injection). */
async function platformDown(page: Page, glob: string, fault = 'status=503'): Promise<void> {
  await page.route(glob, (route) => route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': fault } }));
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const main = (page: Page) => page.getByRole('main');

/** No card number longer than first six / last four may ever be painted. */
async function expectNoFullCardNumber(page: Page): Promise<void> {
  const text = (await main(page).innerText()).replace(/[\s-]/g, '');
  expect(text).not.toMatch(/\d{11,}/);
}

async function expectRealCopy(page: Page): Promise<void> {
  await expect(main(page)).not.toContainText(/lorem|ipsum|coming soon|TODO/i);
}

acrossBrands(BRANDS, (brand) => {
  test.describe(`${brand}: vendor enrollment`, () => {
    const base = hostUrl(brand);

    test('a pending vendor verifies its security code, fixes the form errors and enrolls; then its payments page opens without a second code', async ({
      page,
    }) => {
      const v = vendors(brand, 'PENDING')[0]!;
      await page.goto(`${base}/enrollVendor?${link(v)}`);
      await expect(h1(page)).toHaveText('Vendor Enrollment');
      await expect(page.getByTestId('vendor-status')).toHaveText(/Pending/);
      await expect(main(page)).toContainText(companyName(v));
      await expect(main(page)).toContainText(displayName(brand)); // provider help: the issuing client
      await page.getByLabel('Security Code').fill(v.securityCode);
      await page.getByRole('button', { name: 'Verify' }).click();

      await expect(page.getByRole('heading', { name: 'Confirm your payment contact' })).toBeVisible();
      await page.getByRole('button', { name: 'Enroll' }).click();
      await expect(page.getByLabel('First Name')).toHaveAccessibleDescription(/first name/);
      await expect(page.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
      await expect(main(page)).toContainText('Accept the virtual card payment terms to enroll.');
      await expect(page.getByLabel('First Name')).toBeFocused();

      await page.getByLabel('First Name').fill('Jordan');
      await page.getByLabel('Last Name').fill('Reyes');
      await page.getByLabel('Email Address').fill('not-an-email');
      await page.getByLabel(/I accept the virtual card payment terms/).check();
      await page.getByRole('button', { name: 'Enroll' }).click();
      await expect(page.getByLabel('Email Address')).toHaveAccessibleDescription(/payables@yourcompany\.com/);
      await page.getByLabel('Email Address').fill('payables@vendor.example');
      await page.getByRole('button', { name: 'Enroll' }).click();

      await expect(page.getByRole('status').filter({ hasText: "You're enrolled" })).toBeVisible();
      await expect(page.getByTestId('vendor-status')).toHaveText(/Active/);
      await page.getByRole('link', { name: 'View your payments' }).click();
      await expect(page).toHaveURL(/\/vendorPayment\?/);
      await expect(h1(page)).toHaveText('Vendor Payment');
      await expect(page.getByRole('heading', { name: 'Your payments' })).toBeVisible();
      await expect(page.getByLabel('Security Code')).toHaveCount(0);
      await expectRealCopy(page);
    });

    test('a wrong security code is explained beside the field and nothing is enrolled', async ({ page }) => {
      const v = vendors(brand, 'PENDING')[1]!;
      await page.goto(`${base}/enrollVendor?${link(v)}`);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByLabel('Security Code')).toHaveAccessibleDescription(/Enter the security code/);
      const wrong = v.securityCode === '111111' ? '222222' : '111111';
      await page.getByLabel('Security Code').fill(wrong);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByLabel('Security Code')).toHaveAccessibleDescription(/doesn’t match/);
      await expect(page.getByLabel('Security Code')).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Confirm your payment contact' })).toHaveCount(0);
      await expect(page.getByTestId('vendor-status')).toHaveText(/Pending/);
    });

    test('each vendor status (docs/requirements.md#spec-4-states) gets its own answer: ACTIVE already enrolled, INACTIVE paused, DELETED and unknown links not found, incomplete links explained', async ({
      page,
    }) => {
      const active = vendors(brand, 'ACTIVE', true)[3]!;
      await page.goto(`${base}/enrollVendor?${link(active)}`);
      await expect(page.getByText("You're already enrolled")).toBeVisible();
      await expect(page.getByTestId('vendor-status')).toHaveText(/Active/);
      await expect(page.getByRole('link', { name: 'View your payments' })).toHaveAttribute('href', `/vendorPayment?${link(active)}`);

      const inactive = vendors(brand, 'INACTIVE')[0]!;
      await page.goto(`${base}/enrollVendor?${link(inactive)}`);
      await expect(page.getByText('This vendor account is inactive')).toBeVisible();
      await expect(page.getByLabel('Security Code')).toHaveCount(0);
      await page.goto(`${base}/vendorPayment?${link(inactive)}`);
      await expect(page.getByText('This vendor account is inactive')).toBeVisible();

      const deleted = vendors(brand, 'DELETED')[0]!;
      await page.goto(`${base}/enrollVendor?${link(deleted)}`);
      await expect(page.getByRole('alert')).toContainText("We couldn't find this vendor link");

      await page.goto(`${base}/vendorPayment?companyId=${active.companyId}&key=vunknownkey1`);
      await expect(page.getByRole('alert')).toContainText("We couldn't find this vendor link");

      await page.goto(`${base}/enrollVendor`);
      await expect(page.getByRole('alert')).toContainText('This link is incomplete');
      await expect(page.getByRole('alert')).toContainText('enrollment email');
    });
  });

  test.describe(`${brand}: vendor payment`, () => {
    const base = hostUrl(brand);

    test('an active vendor verifies, sees its payments and the masked card of one (first six / last four at most)', async ({ page }) => {
      const v = vendors(brand, 'ACTIVE', true)[0]!;
      const seeded = world.vendorPayments.by('vendor', v.vendorId);
      await page.goto(`${base}/vendorPayment?${link(v)}`);
      await expect(h1(page)).toHaveText('Vendor Payment');
      await expect(page.getByTestId('vendor-status')).toHaveText(/Active/);
      await page.getByLabel('Security Code').fill(v.securityCode);
      await page.getByLabel('Security Code').press('Enter');

      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(Math.min(10, seeded.length));
      const first = seeded[0]!;
      const row = table.getByRole('row').filter({ hasText: first.invoiceNumber });
      await expect(row).toContainText(`•••• ${world.cards.get(first.cardId)!.last4}`);
      await row.getByRole('button', { name: `View card for invoice ${first.invoiceNumber}` }).click();

      const card = page.getByRole('region', { name: `Card for invoice ${first.invoiceNumber}` });
      await expect(card.getByRole('heading')).toBeFocused();
      const pan = world.cards.get(first.cardId)!.pan;
      await expect(page.getByTestId('vendor-card-number')).toHaveText(new RegExp(`^${pan.slice(0, 6)} •+ ${pan.slice(-4)}$`));
      await expect(card).toContainText('Amount to charge');
      await expectNoFullCardNumber(page);
      await card.getByRole('button', { name: 'Hide card details' }).click();
      await expect(card).toHaveCount(0);
    });

    test('a wrong security code keeps the payments hidden', async ({ page }) => {
      const v = vendors(brand, 'ACTIVE', true)[1]!;
      await page.goto(`${base}/vendorPayment?${link(v)}`);
      await page.getByLabel('Security Code').fill(v.securityCode === '999999' ? '888888' : '999999');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByLabel('Security Code')).toHaveAccessibleDescription(/doesn’t match/);
      await expect(page.getByRole('table')).toHaveCount(0);
    });

    test('a vendor whose company waived the security code goes straight to its payments', async ({ page }) => {
      const v = world.vendors.all().find((x) => x.brand === brand && x.status === 'ACTIVE' && x.bypassVCSecureCode)!;
      await page.goto(`${base}/vendorPayment?${link(v)}`);
      await expect(page.getByRole('heading', { name: 'Your payments' })).toBeVisible();
      await expect(page.getByLabel('Security Code')).toHaveCount(0);
    });

    test('too many wrong codes (platform lock, 423) is explained', async ({ page }) => {
      const v = vendors(brand, 'ACTIVE', true)[4]!;
      await page.goto(`${base}/vendorPayment?${link(v)}`);
      await platformDown(page, '**/api/vc/vendor/**/verify', 'status=423');
      await page.getByLabel('Security Code').fill('123123');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert')).toContainText('Too many incorrect codes');
      await expect(page.getByRole('alert')).toContainText('locked for 15 minutes');
    });

    test('a pending vendor is sent to enroll first', async ({ page }) => {
      const v = vendors(brand, 'PENDING')[3]!;
      await page.goto(`${base}/vendorPayment?${link(v)}`);
      await expect(page.getByText('Finish enrolling first')).toBeVisible();
      await page.getByRole('link', { name: 'Enroll now' }).click();
      await expect(page).toHaveURL(new RegExp(`/enrollVendor\\?${link(v)}$`));
      await expect(h1(page)).toHaveText('Vendor Enrollment');
    });

    test('platform down: a clear message and a retry that works once the platform is back', async ({ page }) => {
      const v = vendors(brand, 'ACTIVE', true)[0]!;
      await platformDown(page, '**/api/vc/vendor/**/check');
      await page.goto(`${base}/vendorPayment?${link(v)}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText("We couldn't check your vendor link", { timeout: 15_000 });
      await expect(alert).toContainText('try again in a few minutes');
      await page.unrouteAll({ behavior: 'wait' });
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByLabel('Security Code')).toBeVisible();
    });

    test('payments that fail to load say so; on a phone they show as cards that fit the screen', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      const v = vendors(brand, 'ACTIVE', true)[2]!;
      await page.goto(`${base}/vendorPayment?${link(v)}`);
      await page.getByLabel('Security Code').fill(v.securityCode);
      await platformDown(page, '**/api/vc/vendor/**/payments', 'status=500');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('alert')).toContainText("We couldn't load your payments");
      await page.unrouteAll({ behavior: 'wait' });
      await page.getByRole('button', { name: 'Try again' }).click();
      const cards = page.getByRole('table').locator('tbody tr');
      // Wait for the reload to paint before counting (a one-shot count can run while it is still loading).
      await expect(cards.first()).toBeVisible();
      // On a phone each payment is its own card: every row's cells stack, label beside value (no table to scroll sideways).
      expect(await cards.first().evaluate((tr) => getComputedStyle(tr).display)).toBe('block');
      expect(await cards.count()).toBeGreaterThanOrEqual(Math.min(10, world.vendorPayments.by('vendor', v.vendorId).length));
      await cards
        .first()
        .getByRole('button', { name: /^View card for invoice/ })
        .click();
      await expect(page.getByTestId('vendor-card-number')).toHaveText(/^\d{6} •+ \d{4}$/);
      await expectNoFullCardNumber(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });

  test.describe(`${brand}: rewards, help and info pages`, () => {
    const base = hostUrl(brand);
    const name = displayName(brand);
    const program = brand === 'grizzlies' ? 'Grizzlies Fan Rewards' : `${name} Rewards`;

    test('rewards information and terms show the client’s own program; the aliases lead there', async ({ page }) => {
      await page.goto(`${base}/about-rewards`);
      await expect(page).toHaveURL(`${base}/aboutRewards`);
      await expect(h1(page)).toHaveText('About Rewards');
      await expect(page.getByTestId('rewards-program-name')).toHaveText(program);
      await expect(main(page)).toContainText(brand === 'grizzlies' ? '3 points per $1' : '1 point per $1');
      await expect(main(page)).toContainText('Statement credit');
      await expect(main(page)).toContainText(world.brands.get(brand)!.phone);
      await page.getByRole('link', { name: `${program} terms and conditions` }).click();
      await expect(page).toHaveURL(`${base}/aboutRewards/rewardsTerms`);
      await expect(page.getByTestId('rewards-program-name')).toContainText(program);
      await expect(page.getByRole('heading', { name: 'Expiration and forfeiture' })).toBeVisible();
      await page.goto(`${base}/rewards-terms`);
      await expect(page).toHaveURL(`${base}/aboutRewards/rewardsTerms`);
      await expectRealCopy(page);
    });

    test('rewards page with the brand call down still shows the program and says what is missing', async ({ page }) => {
      await platformDown(page, `**/api/brand/${brand}`);
      await page.goto(`${base}/aboutRewards`);
      await expect(page.getByTestId('rewards-program-name')).toHaveText(program, { timeout: 15_000 });
      await expect(main(page)).toContainText(`We couldn't load ${name}'s contact details just now`);
    });

    test('FAQs open with the keyboard; privacy, security and the privacy policy viewer name the client (sample text until it supplies its own)', async ({
      page,
      context,
    }) => {
      await page.goto(`${base}/faqs`);
      await expect(h1(page)).toHaveText('FAQs');
      const question = page.getByText('How do I make a payment?');
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Online payments are free.')).toBeVisible();

      await page.goto(`${base}/privacy`);
      await expect(h1(page)).toHaveText('Privacy');
      await expect(main(page)).toContainText(`${name}'s privacy policy explains`);
      await expect(page.getByTestId('sample-note')).toBeVisible();
      const policyLink = page.getByRole('link', { name: /Read our full privacy policy/ });
      await expect(policyLink).toHaveAttribute('target', '_blank');
      const [policy] = await Promise.all([context.waitForEvent('page'), policyLink.click()]);
      await expect(policy.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
      await expect(policy.getByRole('main')).toContainText(name);
      await expect(policy.getByRole('banner')).toHaveCount(0);
      await expect(policy.getByRole('contentinfo')).toHaveCount(0);
      await policy.close();

      await page.goto(`${base}/security`);
      await expect(h1(page)).toHaveText('Security');
      await expect(main(page)).toContainText('Every page is sent over an encrypted connection.');
      await expect(page.getByTestId('sample-note')).toContainText(`${name} has not supplied its own wording`);
      await expectRealCopy(page);
    });

    test('contact us shows the client’s addresses by type from the platform; the alias leads there', async ({ page }) => {
      const b = world.brands.get(brand)!;
      await page.goto(`${base}/contact-us`);
      await expect(page).toHaveURL(`${base}/contactUs`);
      await expect(h1(page)).toHaveText('Contact Us');
      const addresses = page.getByTestId('contact-addresses');
      for (const [type, heading] of [
        ['CUSTOMER_SERVICE', 'Customer Service'],
        ['PAYMENT', 'Payments by Mail'],
        ['OVERNIGHT', 'Overnight Payments'],
        ['MAILING', 'General Correspondence and Billing Inquiries'],
      ] as const) {
        const a = b.addresses.find((x) => x.addressType === type)!;
        const section = addresses.getByRole('region', { name: heading });
        await expect(section).toContainText(a.addressLine1);
        await expect(section).toContainText(`${a.city}, ${a.state} ${a.zip5}`);
      }
      await expect(main(page)).toContainText(b.email);
    });

    test('contact us with the address call down: a clear message and a retry', async ({ page }) => {
      await platformDown(page, `**/api/brand/${brand}/addressByType`);
      await page.goto(`${base}/contactUs`);
      await expect(page.getByRole('alert')).toContainText("We couldn't load our addresses", { timeout: 15_000 });
      await page.unrouteAll({ behavior: 'wait' });
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByTestId('contact-addresses')).toBeVisible();
    });

    test('info and terms: shown for a permitted product, refused for a terms-forbidden one, unknown codes explained; /services leads to info', async ({
      page,
    }) => {
      await page.goto(`${base}/services`);
      await expect(page).toHaveURL(`${base}/info`);
      await expect(h1(page)).toHaveText('Card Information');
      await page.goto(`${base}/info?productCode=101`);
      await page.getByRole('link', { name: 'Terms and Conditions, Rates and Fees' }).click();
      await expect(page).toHaveURL(`${base}/info/terms?productCode=101`);
      await expect(page.getByRole('heading', { name: 'Your billing rights' })).toBeVisible();
      await expect(main(page)).toContainText('Terms for card program 101');

      for (const code of [106, 107, 108, 114, 116]) {
        await page.goto(`${base}/info/terms?productCode=${code}`);
        await expect(page.getByTestId('terms-forbidden')).toContainText(`product ${code}`);
        await expect(page.getByRole('heading', { name: 'Your billing rights' })).toHaveCount(0);
      }
      await page.goto(`${base}/info/terms/rewards?productCode=114`);
      await expect(page.getByTestId('terms-forbidden')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Earning points' })).toHaveCount(0);
      await page.goto(`${base}/info/terms/rewards?productCode=101`);
      await expect(page.getByTestId('rewards-program-name')).toContainText(program);

      await page.goto(`${base}/info/terms?productCode=abc`);
      await expect(page.getByRole('alert')).toContainText("We don't recognise this link's card program");
    });

    test('apply now, its terms and terms of service; the apply-now footer shows only the copyright', async ({ page }) => {
      await page.goto(`${base}/applynow`);
      await expect(h1(page)).toHaveText('Apply Now');
      await expect(main(page)).toContainText(`Apply for a ${name} credit card`);
      await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${name}`);
      await expect(page.getByRole('link', { name: 'See if you prequalify' })).toHaveAttribute('href', '/prequal');
      await page.getByRole('link', { name: 'Review rates and terms' }).click();
      await expect(h1(page)).toHaveText('Terms Before You Apply');
      await expect(main(page)).toContainText(name);
      await page.goto(`${base}/postterms`);
      await expect(h1(page)).toHaveText('Terms of Your Account');
      await page.goto(`${base}/terms-of-service`);
      await expect(h1(page)).toHaveText('Terms of Service');
      await expect(main(page)).toContainText(`provided by ${name}`);
      await expectRealCopy(page);
    });
  });
});

test('the content pages load their code lazily and run without console errors or CSP violations', async ({ page }) => {
  // Seventeen pages in turn: the usual 30 s is for one page's steps.
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  const v = vendors('demo', 'ACTIVE', true)[5]!;
  for (const path of [
    '/aboutRewards',
    '/aboutRewards/rewardsTerms',
    '/faqs',
    '/privacy',
    '/security',
    '/contactUs',
    '/info',
    '/info/terms',
    '/info/terms/rewards',
    '/applynow',
    '/preterms',
    '/postterms',
    '/terms-of-service',
    '/privacy-policy-viewer',
    '/paguide',
    `/vendorPayment?${link(v)}`,
    `/enrollVendor?${link(v)}`,
  ]) {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    await expect(page.locator('.loading-state')).toHaveCount(0);
    await expectRealCopy(page);
  }
  expect(errors).toEqual([]);
});

test.describe('logged-in users and the terms gate', () => {
  test('a purchasing-card administrator (108) is told terms are not shown; a rewards cardholder (101) sees them', async ({
    page,
    browser,
  }) => {
    await logIn(page, 'pa_admin', '/pa');
    await page.goto('/info/terms');
    await expect(page.getByTestId('terms-forbidden')).toContainText('product 108');
    const other = await browser.newPage();
    await logIn(other, 'cardholder', '/dashboard-cardholder');
    await other.goto('/info/terms');
    await expect(other.getByRole('main')).toContainText('Terms for card program 101, the program of the account you are logged in with');
    await other.close();
  });

  test('the company lookup failing keeps terms hidden and offers a retry', async ({ page }) => {
    await logIn(page, 'pa_admin', '/pa');
    await platformDown(page, '**/api/searchcompany?*');
    await page.goto('/info/terms');
    await expect(page.getByRole('alert')).toContainText("We couldn't confirm your card program", { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Your billing rights' })).toHaveCount(0);
  });
});

test.describe('hosts, viewer documents, not found, external and alias routes', () => {
  test('every rewards variant has its own program name', async ({ page }) => {
    for (const [brand, program] of [
      ['pnfp', 'Pinnacle Rewards'],
      ['grizzlies', 'Grizzlies Fan Rewards'],
      ['communitycard', 'Community Card Plus Rewards'],
      ['bhg', 'BHG Rewards'],
      ['bhgmore', 'BHG More Rewards'],
      ['demo', 'Demo Bank Rewards'],
    ] as const) {
      await page.goto(`${hostUrl(brand)}/aboutRewards`);
      await expect(page.getByTestId('rewards-program-name')).toHaveText(program);
    }
  });

  test('the applynow host shows apply now with only the copyright in the footer', async ({ page }) => {
    await page.goto(`${hostUrl('applynow')}/`);
    await expect(h1(page)).toHaveText('Apply Now');
    await expect(main(page)).toContainText('Questions? Call your bank');
    await page.goto(`${hostUrl('applynow')}/applynow`);
    await expect(h1(page)).toHaveText('Apply Now');
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  });

  test('prequal is an external redirect to /apply/prequal', async ({ request }) => {
    const res = await request.get(`http://127.0.0.1:${PORT}/prequal`, { headers: { host: `demo.localhost:${PORT}` }, maxRedirects: 0 });
    expect(res.status()).toBeGreaterThanOrEqual(301);
    expect(res.status()).toBeLessThanOrEqual(308);
    expect(new URL(res.headers()['location']!, 'http://x').pathname).toBe('/apply/prequal');
  });

  for (const brand of BRANDS) {
    test(`${brand}: the administrator guide opens in its own tab without layout, contents work from the keyboard`, async ({ page }) => {
      await page.goto(`${hostUrl(brand)}/faqs`);
      await page.getByText("I'm a program administrator. Where is the administrator guide?").click();
      const guideLink = page.getByRole('link', { name: /administrator guide/ });
      await expect(guideLink).toHaveAttribute('target', '_blank');
      const [guide] = await Promise.all([page.context().waitForEvent('page'), guideLink.click()]);
      await expect(guide).toHaveURL(/\/paguide$/);
      await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Administrator Guide');
      await expect(guide.getByRole('main')).toContainText(displayName(brand));
      await expect(guide.getByRole('banner')).toHaveCount(0);
      await expect(guide.getByRole('contentinfo')).toHaveCount(0);
      await guide.getByRole('link', { name: 'Virtual cards and vendors' }).focus();
      await guide.keyboard.press('Enter');
      await expect(guide).toHaveURL(/#virtual$/);
    });

    test(`${brand}: the not-found page says 'Page Not Found' and 'An unexpected error has occurred in the system'`, async ({ page }) => {
      const res = await page.goto(`${hostUrl(brand)}/page-not-found`);
      expect(res?.status()).toBe(404);
      await expect(h1(page)).toHaveText(NOT_FOUND_HEADING);
      await expect(main(page)).toContainText(NOT_FOUND_MESSAGE);
      await expect(page).toHaveTitle('Page Not Found');
    });

    test(`${brand}: the alias routes of docs/requirements.md#spec-2-screens lead to the same pages (301)`, async ({ page, request }) => {
      const aliases: [string, string][] = [
        ['/forgot-username', '/forgotUserName'],
        ['/forgot-password', '/forgotPassword'],
        ['/register-card', '/registerCard'],
        ['/activate-card', '/activateCard'],
        ['/about-rewards', '/aboutRewards'],
        ['/rewards-terms', '/aboutRewards/rewardsTerms'],
        ['/contact-us', '/contactUs'],
        ['/services', '/info'],
      ];
      for (const [from, to] of aliases) {
        const res = await request.get(`http://127.0.0.1:${PORT}${from}`, {
          headers: { host: `${brand}.localhost:${PORT}` },
          maxRedirects: 0,
        });
        expect(res.status(), from).toBe(301);
        expect(new URL(res.headers()['location']!, 'http://x').pathname, from).toBe(to);
      }
      await page.goto(`${hostUrl(brand)}/contact-us`);
      await expect(page).toHaveURL(`${hostUrl(brand)}/contactUs`);
      await expect(h1(page)).toHaveText('Contact Us');
    });
  }

  test('the apex host goes to the not-found page', async ({ page }) => {
    await page.goto(`${hostUrl('apex')}/login`);
    await expect(h1(page)).toHaveText(NOT_FOUND_HEADING);
    await expect(page).toHaveTitle('Page Not Found');
  });
});
