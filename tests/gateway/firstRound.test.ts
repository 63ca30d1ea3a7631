import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_ROUND_GLOBAL } from '../../shared/session/earlyCalls.js';
import { startHarness, type Harness } from './helpers/harness.js';

/**
 * Data in the first round: a signed-in shell begins the page's first calls from an inline script (with the request's
 * nonce) before its styles and code — a page whose calls need the dashboard's answer by its composed call (the
 * gateway's `GET /bff/<recipe>`, which makes them next to the platform); public and not-found shells carry none.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const HOST = 'demo.localhost';
const shell = (path: string, who?: string) => {
  const req = request(h.server).get(path).set('Host', HOST);
  return who ? req.set('Cookie', h.stub.cookieFor(who)) : req;
};

/** The URLs the starter begins, and where it stands in the head. */
function starterOf(html: string, csp: string): { urls: string[]; beforeStyles: boolean } | null {
  const m = /<script nonce="([^"]+)">(\(function\(w,u\)\{var r=w\.(\w+)=[^<]*)<\/script>/.exec(html);
  if (!m) return null;
  expect(csp).toContain(`'nonce-${m[1]}'`);
  expect(m[3]).toBe(FIRST_ROUND_GLOBAL);
  const urls = JSON.parse(/\}\)\(window,(\[.*\])\)$/.exec(m[2]!)![1]!) as string[];
  return { urls, beforeStyles: html.indexOf(m[0]) < html.indexOf('<link rel="stylesheet"') };
}

describe('the first-round starter', () => {
  it("begins the cardholder home's calls, the dashboard composed with the home's pieces, ahead of the styles and code", async () => {
    const res = await shell('/dashboard-cardholder', 'cardholder');
    expect(res.status).toBe(200);
    const starter = starterOf(res.text, res.headers['content-security-policy'] as string);
    expect(starter).toEqual({
      urls: ['/api/brand/demo', '/api/searchcompany?companyId=1001&useProcessorData=true', '/bff/cardholder-home'],
      beforeStyles: true,
    });
    // An admin looking at a card names it.
    const card = await shell('/dashboard-cardholder?view=cardholder&cardNumber=REF%2F1+x', 'pa_admin');
    expect(starterOf(card.text, card.headers['content-security-policy'] as string)?.urls).toContain(
      '/bff/cardholder-home?cardNumber=REF%2F1+x',
    );
    // Other pages of the area: the plain dashboard (the home's pieces are not needed there).
    const other = await shell('/dashboard-cardholder/transactions', 'cardholder');
    expect(starterOf(other.text, other.headers['content-security-policy'] as string)?.urls).toContain('/api/v1/cards/cardholder/dashboard');
  });

  // The cardholder pages composed with the dashboard (shared/session/cardholderHome.ts `dashboardWith`): the dashboard
  // comes with what needs its answer, in one call; Services also lists a cardholder's own cards.
  it.each([
    ['Payments', '/dashboard-cardholder/payments', ['/bff/cardholder-payments']],
    ['Rewards', '/dashboard-cardholder/cardholder-rewards', ['/bff/cardholder-rewards']],
    ['Alerts and Controls', '/dashboard-cardholder/services/alerts-and-controls', ['/bff/cardholder-alerts']],
    ['Services', '/dashboard-cardholder/services', ['/bff/cardholder-services', '/api/v1/users/accountsummary']],
  ])('begins the %s page with the dashboard and its own calls composed in one call', async (_, path, own) => {
    const res = await shell(path, 'cardholder');
    expect(starterOf(res.text, res.headers['content-security-policy'] as string)?.urls).toEqual([
      '/api/brand/demo',
      '/api/searchcompany?companyId=1001&useProcessorData=true',
      ...own,
    ]);
  });

  it('the offer watcher after login also begins the pending offers', async () => {
    const res = await shell('/pre-dashboard', 'cardholder');
    expect(starterOf(res.text, res.headers['content-security-policy'] as string)?.urls).toEqual([
      '/api/brand/demo',
      '/api/searchcompany?companyId=1001&useProcessorData=true',
      '/bff/cardholder-home',
      '/api/v1/offers?status=PENDING',
    ]);
  });

  it("follows the view and the address: an admin's company home with its accounts' first page, another company's, none for a table state it cannot know", async () => {
    const csp = (r: request.Response) => r.headers['content-security-policy'] as string;
    const pa = await shell('/pa', 'pa_admin');
    expect(starterOf(pa.text, csp(pa))?.urls).toEqual([
      '/api/brand/demo',
      '/api/reporting',
      '/api/searchcompany?companyId=1001&useProcessorData=true',
      '/api/v1/accounts/company/1001?page=0&size=50&useProcessorData=true',
    ]);
    const hc = await shell('/holding-company', 'hc_admin');
    expect(starterOf(hc.text, csp(hc))?.urls).toEqual([
      '/api/brand/demo',
      '/api/reporting',
      '/api/v1/brands/holdingcompany/77',
      '/api/v1/brands/holdingcompany/77/associations',
    ]);
    const company = await shell('/pa?company=42', 'hc_admin');
    expect(starterOf(company.text, csp(company))?.urls).toContain('/api/searchcompany?companyId=42&useProcessorData=true');
    const searched = await shell('/pa?accounts.q=smith', 'pa_admin');
    expect(starterOf(searched.text, csp(searched))?.urls.some((u) => u.startsWith('/api/v1/accounts/'))).toBe(false);
  });

  it('cannot be broken out of by the address', async () => {
    const res = await shell(`/pa?company=${encodeURIComponent('</script><script>alert(1)</script>')}`, 'pa_admin');
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<script>alert(1)');
    expect(starterOf(res.text, res.headers['content-security-policy'] as string)?.urls).toContain(
      `/api/searchcompany?companyId=${encodeURIComponent('</script><script>alert(1)</script>')}&useProcessorData=true`,
    );
  });

  it('a card number in `cardNumber` is refused with a page saying why, before it reaches any script, URL or redirect', async () => {
    const spellings = ['4111111111111111', '4111+1111+1111+1111', '4111-1111-1111-1111', '4111%201111%201111%201111'];
    for (const [path, who] of [
      ['/dashboard-cardholder?view=cardholder&cardNumber=', 'pa_admin'],
      ['/login?cardNumber=', undefined],
      ['/?cardNumber=', undefined],
    ] as const) {
      for (const value of spellings) {
        const res = await shell(`${path}${value}`, who).set('Accept', 'text/html');
        expect(res.status, path + value).toBe(400);
        expect(res.headers.location).toBeUndefined();
        expect(res.text).toContain('looks like a card number');
        expect(res.text).not.toMatch(/4111/);
        expect(res.text).not.toContain(FIRST_ROUND_GLOBAL);
      }
    }
    // The composed page data the starter would ask for: refused too (JSON), the platform never asked.
    const asked = h.stub.seenHeaders.length;
    const bff = await request(h.server)
      .get('/bff/cardholder-home?cardNumber=4111111111111111')
      .set('Host', HOST)
      .set('Cookie', h.stub.cookieFor('pa_admin'));
    expect(bff.status).toBe(400);
    expect(bff.body.message).toMatch(/looks like a card number/);
    expect(JSON.stringify(bff.body)).not.toContain('4111');
    expect(h.stub.seenHeaders.length).toBe(asked);
  });

  it('public pages, signed-out answers and the not-found page carry none', async () => {
    for (const [path, who] of [
      ['/login', undefined],
      ['/faqs', 'cardholder'],
      ['/no/such/page', 'cardholder'],
    ] as const) {
      const res = await shell(path, who);
      expect(res.text, path).not.toContain(FIRST_ROUND_GLOBAL);
    }
  });
});
