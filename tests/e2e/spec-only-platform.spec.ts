import type { ConsoleMessage, Page } from '@playwright/test';
import { findCall } from '../../shared/contract/platformCall.js';
import { PLATFORM_CALLS } from '../../shared/contract/platformCalls.js';
import type { FeatureArea } from '../../shared/permissions/pageRules.js';
import { pageRoutes, type Area, type PageRoute } from '../../shared/routes/routeTable.js';
import { statusSaysNotOffered } from '../../shared/session/missingCalls.js';
import { expect, test } from './spec-profile-fixtures.js';
import { seriousViolations, settled, signIn } from './support.js';

/**
 * The portal in front of a bank's platform that answers only the calls the product specification lists
 * (`SANDBOX_PROFILE=spec`): every signed-in screen of the route table is opened once, by a user who may open it, with
 * an axe scan. A screen whose data comes from listed calls shows it; a piece whose portal-defined call is missing says
 * the bank does not offer it, and the rest of the page works. Nothing is blank, no error panel, no uncaught error.
 * The screens come from the route table, so a new one is walked without touching this file (a new path parameter
 * fails until `PARAMS` says where its value comes from).
 */

interface Walker {
  username: string;
  brand: string;
  /** The area whose screens this user walks. */
  area: Area;
  /** Only the screens behind these rules (the users who have them); none: every other screen of the area. */
  rules?: readonly FeatureArea[];
}

// Brands alternate across the users: each brand's chrome and words are seen on both kinds of screen.
const WALKERS: readonly Walker[] = [
  { username: 'cardholder', brand: 'demo', area: 'cardholder' },
  { username: 'er_cardholder', brand: 'pnfp', area: 'cardholder', rules: ['cardholderExpenseReporting'] },
  { username: 'pa_admin', brand: 'pnfp', area: 'pa' },
  { username: 'pa_fleet', brand: 'demo', area: 'pa', rules: ['fleet'] },
  { username: 'hc_admin', brand: 'pnfp', area: 'holdingCompany' },
];

/** The login-guarded pages outside the three areas (the statement viewer) are the cardholder's. */
const areaOf = (r: PageRoute): Area => (r.area === 'viewer' ? 'cardholder' : r.area);

/** Each signed-in screen once (its first path), with the walker who opens it. */
function screensOf(walker: Walker): PageRoute[] {
  const seen = new Set<string>();
  return pageRoutes().filter((r) => {
    if (r.guard !== 'login' || areaOf(r) !== walker.area) return false;
    const key = `${r.area}:${r.page}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const special = WALKERS.find((w) => w.area === walker.area && w.rules && r.rule && w.rules.includes(r.rule));
    return walker.rules ? special === walker : special === undefined;
  });
}

const menuEntry = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: label, exact: true });

const NOT_OFFERED = /doesn’t offer this service online yet|doesn't offer this service online yet/;

interface Visit {
  /** Portal-defined calls the platform answered as missing during the visit. */
  missing: Set<string>;
  /** Portal-defined calls whose path names a record, answered 404: the made-up record of PARAMS is not there. */
  gone: Set<string>;
  /** Listed calls that failed (they should not: every one is served). */
  failedListed: string[];
  errors: string[];
}

interface Api {
  get(path: string): Promise<unknown>;
}

/** Where each path parameter's value comes from, asked of the platform as the walker (listed calls only). */
const PARAMS: Readonly<
  Record<string, (api: Api, user: { userCompanyId: number | null; userHoldingCompanyId: number | null }) => Promise<string>>
> = {
  accountEntityId: async (api, u) => {
    const page = (await api.get(`/api/v1/accounts/company/${u.userCompanyId}?page=0&size=1`)) as { content: { accountEntityId: number }[] };
    return String(page.content[0]!.accountEntityId);
  },
  companyId: async (api, u) => {
    const hc = (await api.get(`/api/v1/brands/holdingcompany/${u.userHoldingCompanyId}`)) as { data: { companyIds: number[] } };
    return String(hc.data.companyIds[0]);
  },
  // Read by portal-defined calls only (a vendor, a payment, a report), whose 404 says that record is not there.
  vendorId: async () => '1',
  paymentId: async () => '1',
  reportId: async () => '1',
};

async function pathFor(
  route: PageRoute,
  api: Api,
  user: { userCompanyId: number | null; userHoldingCompanyId: number | null },
): Promise<string> {
  let path = route.path;
  for (const [, name] of route.path.matchAll(/:([A-Za-z]+)/g)) {
    const value = PARAMS[name!];
    if (!value) throw new Error(`${route.path}: no value for :${name} (add it to PARAMS)`);
    path = path.replace(`:${name}`, encodeURIComponent(await value(api, user)));
  }
  return path;
}

/** Chromium logs each answered 404 of a fetch as a console error: those of the calls the platform lacks are expected. */
const isMissingCallLog = (m: ConsoleMessage): boolean =>
  m.text().startsWith('Failed to load resource') && /\/(api|bff)\//.test(m.location().url);

function watch(page: Page): { visit: Visit; reset(): void } {
  const state = { visit: { missing: new Set<string>(), gone: new Set<string>(), failedListed: [], errors: [] } as Visit };
  page.on('pageerror', (e) => state.visit.errors.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && !isMissingCallLog(m)) state.visit.errors.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/api/')) return;
    const call = findCall(PLATFORM_CALLS, r.request().method(), url.pathname);
    if (!call) return;
    // A 404 of a call whose path names a record (the made-up ids of PARAMS) says the record is not there.
    if (call.source === 'portal' && r.status() === 404 && call.recordInPath) state.visit.gone.add(call.id);
    else if (statusSaysNotOffered(call, r.status())) state.visit.missing.add(call.id);
    if (call.source === 'spec-7' && r.status() >= 500) state.visit.failedListed.push(`${call.id} ${r.status()}`);
  });
  return {
    get visit() {
      return state.visit;
    },
    reset() {
      state.visit = { missing: new Set(), gone: new Set(), failedListed: [], errors: [] };
    },
  };
}

test.describe('a platform answering only the specification’s calls', () => {
  for (const walker of WALKERS) {
    test(`${walker.username} (${walker.brand}) walks every ${walker.rules ? walker.rules.join(', ') : walker.area} screen`, async ({
      page,
      specGateway,
    }) => {
      const screens = screensOf(walker);
      test.setTimeout(30_000 + screens.length * 15_000);
      expect(screens.length).toBeGreaterThan(0);
      const origin = `http://${walker.brand}.localhost:${specGateway}`;
      const host = { Host: `${walker.brand}.localhost:${specGateway}` };
      await signIn(page, walker.username, walker.brand, specGateway);
      const cookie = (await page.context().cookies(origin)).map((c) => `${c.name}=${c.value}`).join('; ');
      const api: Api = {
        async get(path) {
          const res = await page.context().request.get(`http://127.0.0.1:${specGateway}${path}`, { headers: { ...host, Cookie: cookie } });
          expect(res.ok(), `${path} on the spec-only platform`).toBe(true);
          return res.json();
        },
      };
      const { userData } = (await api.get('/api/authentication/check')) as {
        userData: { userCompanyId: number | null; userHoldingCompanyId: number | null };
      };
      const watcher = watch(page);
      const hidden: string[] = [];
      const scannedChrome = new Set<PageRoute['layout']>();

      for (const route of screens) {
        const path = await pathFor(route, api, userData);
        watcher.reset();
        await test.step(`${route.area}:${route.page} ${path}`, async () => {
          await page.goto(`${origin}${path}`);
          await settled(page);
          const where = `${walker.username} on ${path} (now ${new URL(page.url()).pathname})`;
          const visit = watcher.visit;
          const text = await page.locator('body').innerText();
          expect.soft(text.trim().length, `${where}: a blank page`).toBeGreaterThan(40);
          const panels = await page.locator('.alert-error').allInnerTexts();
          // A record the platform cannot list, asked by a made-up id, is one it could not find: said so, nothing else.
          if (visit.gone.size) expect.soft(panels.join(' '), `${where}: says the record is not there`).toMatch(/couldn't find/);
          else expect.soft(panels, `${where}: error panels`).toEqual([]);
          expect.soft(visit.failedListed, `${where}: listed calls failed`).toEqual([]);
          // A screen that asked a call the platform lacks, and stayed, says what is not offered.
          if (visit.missing.size && new URL(page.url()).pathname === path)
            expect.soft(text, `${where}: says ${[...visit.missing].join(', ')} is not offered`).toMatch(NOT_OFFERED);
          // A screen whose every declared call is missing says so, and its menu entry goes.
          if (route.calls?.every((id) => visit.missing.has(id))) {
            expect.soft(text, `${where}: says the service is not offered`).toMatch(NOT_OFFERED);
            await expect.soft(menuEntry(page, route.title), `${where}: its menu entry is hidden`).toHaveCount(0);
            hidden.push(route.title);
          }
          // The whole page once per layout (its chrome is the same on every screen of it); after that, what the screen shows.
          const whole = !scannedChrome.has(route.layout) || !(await page.locator('main').count());
          scannedChrome.add(route.layout);
          expect.soft(await seriousViolations(page, whole ? undefined : 'main'), `${where}: axe`).toEqual([]);
          expect.soft(visit.errors, `${where}: page errors`).toEqual([]);
        });
      }
      // What the session learned stays for the tab: a full load of the area's home shows the menu without them.
      const home = screens.find((r) => r.layout === 'sidebar');
      if (hidden.length && home) {
        await page.goto(`${origin}${home.path}`);
        await settled(page);
        for (const title of hidden) await expect(menuEntry(page, title), `${title} stays hidden`).toHaveCount(0);
      }
    });
  }
});
