import { expect, test, type Page } from './fixtures.js';
import { banner, expectAccessible, hostUrl, seriousViolations, signIn } from './support.js';

/**
 * The header comes with the HTML (issue 21, gateway/src/pages/headerFrame.ts): it is on screen before the area's code
 * has run — here, with that code never arriving — and the page's own header then stands exactly where it stood, on a
 * laptop and on a phone. Its buttons wait, disabled, for the code.
 */
const VIEWPORTS = { laptop: { width: 1280, height: 720 }, phone: { width: 412, height: 823 } } as const;

interface Boxes {
  header: unknown;
  logo: unknown;
  greeting: unknown;
}

async function boxes(page: Page): Promise<Boxes> {
  const header = banner(page);
  return {
    header: await header.boundingBox(),
    logo: await header.locator('.site-logo img').boundingBox(),
    greeting: await header.locator('.greeting').boundingBox(),
  };
}

/** The page as its HTML paints it: every script of the build refused. */
async function frameOnly(page: Page, url: string): Promise<Boxes> {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(url);
  await expect(banner(page)).toBeVisible();
  const found = await seriousViolations(page);
  expect(found, `the header frame of ${url}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
  const painted = await boxes(page);
  await page.unroute('**/assets/*.js');
  return painted;
}

for (const brand of ['demo', 'pnfp'] as const) {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${brand}, ${device}: the login page's header is painted from the HTML, where the page's own header then stands`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const url = `${hostUrl(brand)}/login`;
      const frame = await frameOnly(page, url);
      const header = banner(page);
      await expect(header.getByText('Welcome!')).toBeVisible();
      await expect(header.getByText('This page is secure')).toBeVisible();
      const alt = await header.locator('.site-logo img').getAttribute('alt');

      await page.goto(url);
      await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
      await expectAccessible(page, `${brand} login`);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(header.locator('.site-logo img')).toHaveAttribute('alt', alt ?? '');
      expect(await boxes(page)).toEqual(frame);
    });

    test(`${brand}, ${device}: a signed-in home's header is painted from the HTML with the user's greeting, its buttons waiting for the code`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signIn(page, 'cardholder', brand);
      const url = `${hostUrl(brand)}/dashboard-cardholder`;
      const frame = await frameOnly(page, url);
      const header = banner(page);
      await expect(header.getByText(/^Hi, \S+/)).toBeVisible();
      const greeting = await header.locator('.greeting').textContent();
      await expect(header.getByRole('button', { name: 'My Account' })).toBeDisabled();
      if (device === 'phone') await expect(header.getByRole('button', { name: 'Menu' })).toBeDisabled();
      await expect(header.getByText('This page is secure')).toHaveCount(0);

      await page.goto(url);
      await expect(page.getByText('Current balance', { exact: true })).toBeVisible();
      await expectAccessible(page, `${brand} cardholder home`);
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(header.locator('.greeting')).toHaveText(greeting ?? '');
      await expect(header.getByRole('button', { name: 'My Account' })).toBeEnabled();
      expect(await boxes(page)).toEqual(frame);
    });
  }
}
