import { expect, test } from './fixtures.js';
import { pageRoutes } from '../../shared/routes/routeTable.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import { expectAccessible, hostUrl, settled } from './support.js';

/**
 * Accessibility scan: axe-core in the browser over EVERY public page of the route table (on two brands in turn)
 * — the list comes from shared/routes/routeTable.ts, so pages added there are scanned without editing this file —
 * plus the states a page only reaches after interaction (vendor forms and payments, form errors, opened
 * FAQs), the non-client hosts and a phone-width pass. No serious or critical violation is allowed.
 */
/** Every page of the route table a visitor can open without logging in (public and viewer areas). */
const publicPaths = pageRoutes()
  .filter((r) => (r.area === 'public' || r.area === 'viewer') && r.guard !== 'login')
  .map((r) => r.path);

test('the route table yields the public pages of docs/requirements.md#spec-2-screens', () => {
  for (const p of [
    '/login',
    '/registerCard',
    '/activateCard',
    '/activate',
    '/forgotUserName',
    '/forgotPassword',
    '/pa/Registration',
    '/pa/HCRegistration',
    '/vendorPayment',
    '/enrollVendor',
    '/applynow',
    '/privacy-policy-viewer',
    '/paguide',
    '/page-not-found',
  ]) {
    expect(publicPaths).toContain(p);
  }
});

// Each page on one of two brands in turn: both brands' colours are scanned on the chrome every page shares (header,
// footer, buttons, links), and each page's own content once.
publicPaths.forEach((path, i) => {
  const brand = (['demo', 'grizzlies'] as const)[i % 2]!;
  test(`${brand}${path}: no serious or critical axe violations`, async ({ page }) => {
    await page.goto(`${hostUrl(brand)}${path}`);
    await expectAccessible(page, `${brand}${path}`);
  });
});

test('non-client hosts: welcome, bare, applynow and apex pages', async ({ page }) => {
  // Seven or more axe scans in one test: over 30 s on a loaded 2-core machine (as the step-by-step tests below).
  test.slow();
  for (const url of [
    `${hostUrl('welcome')}/`,
    `${hostUrl()}/`,
    `${hostUrl('applynow')}/applynow`,
    `${hostUrl('applynow')}/preterms`,
    `${hostUrl()}/contactUs`,
    `${hostUrl()}/aboutRewards`,
    `${hostUrl('apex')}/login`,
  ]) {
    await page.goto(url);
    await expectAccessible(page, url);
  }
});

test.describe('states reached by interaction', () => {
  const world = seedWorld();
  const pick = (status: 'ACTIVE' | 'PENDING') =>
    world.vendors
      .all()
      .filter(
        (v) =>
          v.brand === 'demo' &&
          v.status === status &&
          !v.bypassVCSecureCode &&
          (status === 'PENDING' || world.vendorPayments.by('vendor', v.vendorId).length >= 2),
      )
      .reverse()[status === 'PENDING' ? 5 : 5]!;

  test('vendor payment: security code error, payments table, card details — at desktop and phone width', async ({ page }) => {
    // Seven or more axe scans in one test: over 30 s on a loaded 2-core machine (as the step-by-step tests below).
    test.slow();
    const v = pick('ACTIVE');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/vendorPayment?companyId=${v.companyId}&key=${v.enrollmentKey}`);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByLabel('Security Code')).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `vendor verify error @${width}`);
      await page.getByLabel('Security Code').fill(v.securityCode);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page
        .getByRole('button', { name: /^View card for invoice/ })
        .first()
        .click();
      await expect(page.getByTestId('vendor-card-number')).toBeVisible();
      await expectAccessible(page, `vendor payments @${width}`);
    }
  });

  test('vendor enrollment: the form with every error shown', async ({ page }) => {
    const v = pick('PENDING');
    await page.goto(`/enrollVendor?companyId=${v.companyId}&key=${v.enrollmentKey}`);
    await page.getByLabel('Security Code').fill(v.securityCode);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'Enroll' }).click();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'vendor enrollment errors');
  });

  test('vendor pages: incomplete and unknown links, platform down', async ({ page }) => {
    // Three axe scans and a platform failure retried twice, 1 s apart: over 30 s on a loaded 2-core machine.
    test.slow();
    await page.goto('/vendorPayment');
    await expectAccessible(page, 'vendor incomplete link');
    await page.goto('/enrollVendor?companyId=1&key=nosuchkey');
    await expectAccessible(page, 'vendor unknown link');
    await page.route('**/api/vc/vendor/**', (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': 'status=500' } }),
    );
    await page.goto('/enrollVendor?companyId=1&key=nosuchkey');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page, 'vendor platform down');
  });

  test('FAQs with every answer open; terms refused for a forbidden product; phone-width content pages', async ({ page }) => {
    // Seven or more axe scans in one test: over 30 s on a loaded 2-core machine (as the step-by-step tests below).
    test.slow();
    await page.goto('/faqs');
    await settled(page);
    for (const d of await page.locator('details').all()) await d.evaluate((el) => el.setAttribute('open', ''));
    await expectAccessible(page, 'faqs open');
    await page.goto('/info/terms?productCode=108');
    await expectAccessible(page, 'terms forbidden');
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/contactUs', '/aboutRewards', '/applynow', '/paguide']) {
      await page.goto(path);
      await expectAccessible(page, `${path} @375`);
    }
  });
});
