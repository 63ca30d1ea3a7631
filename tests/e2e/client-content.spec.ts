import { readFileSync } from 'node:fs';
import { acrossBrands, expect, test, type Page } from './fixtures.js';
import { seedWorld } from '../../scripts/sandbox/world/seedWorld.js';
import type { ContactContent, FaqsContent, RewardsContent } from '../../shared/content/contentPieces.js';
import { expectAccessible, hostUrl, openAs } from './support.js';

/**
 * Each bank's words are its own (static/cdn/{client}/content/*.json): on two brands, the terms, FAQs, contact and
 * rewards pages show that client's words, and the small sample note wherever the shared defaults stand in for a
 * piece the client has not supplied — pnfp supplies its terms, demo does not. A content file that fails its schema
 * on the way to the browser is explained, never shown.
 */
const world = seedWorld();
const content = <T>(client: string, piece: string): T =>
  JSON.parse(readFileSync(`static/cdn/${client}/content/${piece}.json`, 'utf8')) as T;
const main = (page: Page) => page.getByRole('main');
const sampleNote = (page: Page) => page.getByTestId('sample-note');

/** What each brand's own files say, and one thing only the other brand's say. */
const BRANDS = {
  pnfp: {
    ownLegal: true,
    termsWords: 'Foreign transaction: 2% of each purchase in U.S. dollars.',
    faq: 'Which purchases earn 2 points per $1?',
    otherFaq: 'Is this a real bank?',
  },
  demo: {
    ownLegal: false,
    termsWords: 'The fees that can apply to your account, and their amounts, are listed in your cardholder agreement.',
    faq: 'Is this a real bank?',
    otherFaq: 'Which purchases earn 2 points per $1?',
  },
} as const;

acrossBrands(Object.entries(BRANDS), ([brand, want]) => {
  const base = hostUrl(brand);
  const name = world.brands.get(brand)!.brandValueDisplay;

  test.describe(`${brand}: the bank's own words`, () => {
    test('terms, rates and fees: the bank’s own, or the sample with its note; never the other bank’s', async ({ page }) => {
      await page.goto(`${base}/info/terms`);
      await expect(page.getByRole('heading', { name: 'Your billing rights' })).toBeVisible();
      await expect(main(page)).toContainText(want.termsWords);
      if (want.ownLegal) {
        await expect(sampleNote(page)).toHaveCount(0);
        await expect(main(page)).toContainText('before 5 p.m. Central Time');
      } else {
        await expect(sampleNote(page)).toContainText(`Sample text. ${name} has not supplied its own wording`);
        // The defaults promise nothing a bank did not: no cut-off time, grace period or fee.
        await expect(main(page)).not.toContainText(/p\.m\.|25 days|does not charge a fee/);
      }
      await expectAccessible(page, `${brand} terms`);
    });

    test('FAQs are the bank’s own, their links work, and the other bank’s questions are not there', async ({ page }) => {
      await page.goto(`${base}/faqs`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQs');
      await expect(sampleNote(page)).toHaveCount(0);
      const faqs = content<FaqsContent>(brand, 'faqs');
      await expect(page.locator('summary')).toHaveCount(faqs.groups.reduce((n, g) => n + g.items.length, 0));
      await expect(page.getByText(want.otherFaq)).toHaveCount(0);
      const question = page.getByText(want.faq);
      await question.focus();
      await page.keyboard.press('Enter');
      await expect(question.locator('xpath=..').getByRole('paragraph').first()).toBeVisible();
      await expectAccessible(page, `${brand} FAQs`);
      const lost = page.locator('details', { hasText: 'My card is lost or stolen. What should I do?' });
      await lost.locator('summary').click();
      await lost.getByRole('link', { name: 'Contact Us', exact: true }).click();
      await expect(page).toHaveURL(`${base}/contactUs`);
    });

    test('contact us: the platform’s phone, email and addresses, then the bank’s own numbers and hours', async ({ page }) => {
      const b = world.brands.get(brand)!;
      const own = content<ContactContent>(brand, 'contact');
      await page.goto(`${base}/contactUs`);
      await expect(main(page)).toContainText(b.phone);
      await expect(main(page)).toContainText(b.email);
      const phones = page.getByTestId('contact-phones');
      for (const p of own.phones) {
        await expect(phones.getByRole('link', { name: p.number })).toHaveAttribute('href', `tel:${p.number.replace(/[^\d+]/g, '')}`);
        await expect(phones).toContainText(p.label);
      }
      await expect(page.getByTestId('contact-hours')).toHaveText(own.hours!);
      await expect(page.getByTestId('contact-addresses').getByRole('region')).toHaveCount(4);
      await expect(page.getByTestId('contact-other-addresses')).toHaveCount(own.addresses ? 1 : 0);
      await expect(sampleNote(page)).toHaveCount(0);
      await expectAccessible(page, `${brand} contact us`);
    });

    test('about rewards and the rewards terms: the bank’s program for its variant', async ({ page }) => {
      const programs = content<RewardsContent>(brand, 'rewards').programs;
      const program = Object.values(programs)[0]!;
      await page.goto(`${base}/aboutRewards`);
      await expect(page.getByTestId('rewards-program-name')).toHaveText(program.name);
      await expect(main(page)).toContainText(program.earning[0]!.rate);
      await expect(main(page)).toContainText(program.expiry);
      await expect(sampleNote(page)).toHaveCount(0);
      await expectAccessible(page, `${brand} about rewards`);
      await page.getByRole('link', { name: `${program.name} terms and conditions` }).click();
      await expect(page.getByRole('heading', { name: 'Expiration and forfeiture' })).toBeVisible();
      await expect(main(page)).toContainText(program.expiry);
      await expectAccessible(page, `${brand} rewards terms`);
    });

    test('security and privacy: the sample note exactly where the defaults stand in', async ({ page }) => {
      for (const path of ['/security', '/privacy']) {
        await page.goto(`${base}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.loading-state')).toHaveCount(0);
        await expect(sampleNote(page)).toHaveCount(want.ownLegal ? 0 : 1);
      }
      await expectAccessible(page, `${brand} privacy`);
    });

    test('signed in: the account’s rates from the platform above the bank’s terms; help links stay in the cardholder area', async ({
      page,
    }) => {
      await openAs(page, 'cardholder', '/dashboard-cardholder/services/terms-and-conditions', brand);
      const rates = page.getByRole('region', { name: "Your account's rates" });
      await expect(rates).toContainText(/Purchase APR\s*\d+\.\d\d%/);
      await expect(main(page)).toContainText(want.termsWords);
      await expect(sampleNote(page)).toHaveCount(want.ownLegal ? 0 : 1);
      await expectAccessible(page, `${brand} cardholder terms`);
      await page.goto(`${base}/dashboard-cardholder/faqs`);
      await expect(page.getByText(want.faq)).toBeVisible();
      const lost = page.locator('details', { hasText: 'My card is lost or stolen. What should I do?' });
      await lost.locator('summary').click();
      await expect(lost.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/dashboard-cardholder/contact-us');
    });
  });
});

test.describe('content that fails its schema on its way to the browser', () => {
  test('is explained with a way to try again, and none of it reaches the page', async ({ page }) => {
    let hostile = true;
    await page.route('**/cdn/pnfp/content/faqs.json', async (route) => {
      if (!hostile) return route.continue();
      await route.fulfill({
        json: {
          groups: [
            {
              heading: '<img src=x onerror="window.__pwned=1">',
              items: [{ question: '<script>window.__pwned=2</script>', answer: ['[x](javascript:window.__pwned=3)'] }],
            },
          ],
        },
      });
    });
    await page.goto(`${hostUrl('pnfp')}/faqs`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We couldn't load our FAQs just now");
    await expect(page.locator('main img, main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectAccessible(page, 'pnfp FAQs refused');
    hostile = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText(BRANDS.pnfp.faq)).toBeVisible();
  });
});
