import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { banner, expectAccessible, hostUrl, observeShifts, PORT, seriousViolations, shiftsOf, signIn } from './support.js';

/**
 * The header comes with the HTML (gateway/src/pages/headerFrame.ts): it is on screen before the area's code
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

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    test(`${brand}, ${device}: the login page's header is painted from the HTML, where the page's own header then stands`, async ({
      page,
    }) => {
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

    test(`${brand}, ${device}: a signed-in home's header is painted from the HTML with the user's greeting, its buttons waiting for the code`, async ({
      page,
    }) => {
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
});

/**
 * A page whose HTML arrives in two pieces, the first ending inside the header: a stand-in for the network (or the
 * browser's parser) pausing there. Passes everything to the worker's gateway; a shell is held after `splitAfter`
 * until the test calls `release`.
 */
async function splitServer(
  splitAfter: string,
): Promise<{ origin: (brand: string) => string; release: () => void; close: () => Promise<void> }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: String(req.headers.host).replace(/:\d+$/, `:${PORT}`), 'accept-encoding': 'identity' };
    const upstream = http.request({ host: '127.0.0.1', port: PORT, path: req.url, method: req.method, headers }, (answer) => {
      const html = String(answer.headers['content-type']).startsWith('text/html');
      if (!html) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const cut = body.indexOf(splitAfter);
        const { 'content-length': _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, rest);
        if (cut < 0) {
          res.end(`${body}<!-- ${splitAfter} not found -->`);
          return;
        }
        res.write(body.slice(0, cut + splitAfter.length));
        void held.then(() => res.end(body.slice(cut + splitAfter.length)));
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: (brand) => `http://${brand}.localhost:${port}`,
    release,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const HALVES = [
  { name: "the login page's header, its padlock before its words", who: null, path: '/login', splitAfter: '</svg>' },
  {
    name: "a signed-in home's header, inside its profile button",
    who: 'cardholder',
    path: '/dashboard-cardholder',
    splitAfter: '>My Account',
  },
] as const;

acrossBrands(['demo', 'pnfp'] as const, (brand) => {
  for (const { name, who, path, splitAfter } of HALVES) {
    test(`${brand}: ${name}, shows nothing of itself until all of it has arrived, and then does not move`, async ({ page }) => {
      if (who) await signIn(page, who, brand);
      const server = await splitServer(splitAfter);
      try {
        await observeShifts(page);
        await page.goto(`${server.origin(brand)}${path}`, { waitUntil: 'commit' });
        // The first piece has been parsed and painted (the header is in the page, the rest of the HTML is not).
        await expect(banner(page)).toHaveCount(1);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        await expect(page.locator('#root + noscript')).toHaveCount(0);
        await expect.soft(page.locator('.site-header-inner')).toBeHidden();
        server.release();
        await expect(banner(page).locator('.greeting')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await shiftsOf(page)).toEqual([]);
        await expectAccessible(page, `${brand} ${path} after its HTML arrived in two pieces`);
      } finally {
        server.release();
        await server.close();
      }
    });
  }
});
