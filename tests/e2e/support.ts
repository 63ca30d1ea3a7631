import AxeBuilder from '@axe-core/playwright';
import { expect, type APIResponse, type Locator, type Page, type Route } from '@playwright/test';

/**
 * This worker's gateway port (tests/e2e/fixtures.ts starts it): E2E_PORT (default 8181) plus the worker's
 * parallel index, as in playwright.config.ts.
 */
export const PORT = Number(process.env.E2E_PORT ?? 8181) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
export const PASSWORD = 'Password1!';
/** Host of a brand or host kind, e.g. hostUrl('apex') → http://apex.localhost:8181 */
export const hostUrl = (label?: string) => `http://${label ? `${label}.` : ''}localhost:${PORT}`;

/** Fills and submits the login form (labels exactly as docs/requirements.md#spec-2-screens). */
export async function submitLogin(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('User Name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * At a login's verification step: chooses where the code goes (`contact`, e.g. /^Email/; else the first offered)
 * and has it sent (step two), leaving the page at the code's field. The sandbox sends 123456.
 */
export async function sendTwoFactorCode(page: Page, contact?: RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeFocused();
  if (contact) await page.getByRole('radio', { name: contact }).check();
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
}

/** A login's way home (the login, the offers check on the way, the home's shell): several round trips, more than one step's wait. */
export const ARRIVAL = { timeout: 15_000 };

export async function logIn(page: Page, username: string, home: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(new RegExp(`${home}$`), ARRIVAL);
}

type Cookie = Parameters<ReturnType<Page['context']>['addCookies']>[0][number];
/** Session cookies by brand and user name, reused across the tests of this worker (its own gateway). */
const sessions = new Map<string, Cookie[]>();

/** Cookies of a Set-Cookie answer, for the brand's host (Node can't resolve *.localhost: calls go to 127.0.0.1 with the Host header). */
export function cookiesOf(setCookies: string[], brand: string): Cookie[] {
  return setCookies.map((line) => {
    const [pair = '', ...attrs] = line.split(';').map((p) => p.trim());
    const at = pair.indexOf('=');
    const flags = attrs.map((a) => a.toLowerCase());
    const sameSite = flags.find((f) => f.startsWith('samesite='))?.slice(9);
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: `${brand}.localhost`,
      path: '/',
      httpOnly: flags.includes('httponly'),
      secure: false,
      sameSite: sameSite === 'strict' ? 'Strict' : sameSite === 'none' ? 'None' : 'Lax',
    };
  });
}

/**
 * Signs `username` in through the platform's login call (the login form has its own tests in login.spec.ts), on this
 * worker's gateway or the one on `port`,
 * and reuses the session for the next test of this worker that asks for the same user: the stored cookies
 * are checked with one cheap call and the login repeated only when that session has ended (a test logged out).
 */
export async function signIn(page: Page, username: string, brand = 'demo', port = PORT): Promise<void> {
  const context = page.context();
  const api = `http://127.0.0.1:${port}`;
  const host = { Host: `${brand}.localhost:${port}` };
  const key = `${port}/${brand}/${username}`;
  const saved = sessions.get(key);
  if (saved) {
    const cookie = saved.map((c) => `${c.name}=${c.value}`).join('; ');
    const check = await context.request.get(`${api}/api/authentication/check`, { headers: { ...host, Cookie: cookie } });
    if (check.ok()) {
      await context.addCookies(saved);
      return;
    }
  }
  const res = await context.request.post(`${api}/api/authentication/login`, {
    headers: host,
    data: { username, password: PASSWORD, brand },
  });
  expect(res.ok(), `login of ${username} on ${brand}`).toBe(true);
  const cookies = cookiesOf(
    res
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value),
    brand,
  );
  await context.addCookies(cookies);
  sessions.set(key, cookies);
}

/** Signs in (signIn) and opens `path` on the brand's host as a full page load. */
export async function openAs(page: Page, username: string, path: string, brand = 'demo'): Promise<void> {
  await signIn(page, username, brand);
  await page.goto(`${hostUrl(brand)}${path}`);
}

export const banner = (page: Page) => page.getByRole('banner');

/*
 * Accessibility (axe-core in the browser): every page and every step a test reaches is scanned with this.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Finding {
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** `within`: scan only that part (a walk of many pages with the same chrome scans the chrome once). */
export async function seriousViolations(page: Page, within?: string): Promise<Finding[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

/** Waits until the page has painted its heading and finished loading what it shows first. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.loading-state')).toHaveCount(0, { timeout: 15_000 });
}

/** No serious or critical axe violation (WCAG 2.2 AA tags) on the page as it stands, once it has settled. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  await settled(page);
  const found = await seriousViolations(page);
  expect(found, `${what}: ${JSON.stringify(found, null, 2)}`).toEqual([]);
}

/**
 * A routed request sent on to the gateway as the page sent it, for a test that reads or changes the answer on its
 * way. Node can't resolve *.localhost, so it asks the gateway on 127.0.0.1 with the page's Host.
 */
export async function fetchRouted(route: Route): Promise<APIResponse> {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  return route.fetch({ url: url.toString(), headers: { ...(await route.request().allHeaders()), host } });
}

/**
 * A money move whose first answer is lost: the first POST to `pattern` reaches the platform (the move is made) and
 * the page gets a time-out instead; later ones go through. `keys`: the Idempotency-Key each POST carried; `first()`:
 * the answer the page never got.
 */
export async function loseFirstAnswer<T>(page: Page, pattern: string): Promise<{ keys: string[]; first: () => T | undefined }> {
  const keys: string[] = [];
  let first: T | undefined;
  await page.route(pattern, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (keys.length > 1) return route.continue();
    first = (await (await fetchRouted(route)).json()) as T;
    return route.abort('timedout');
  });
  return { keys, first: () => first };
}

/** The composed pages (the gateway's `GET /bff/<recipe>`: a page's calls made next to the platform) a test can fail pieces of. */
export type ComposedPage =
  | 'cardholder-home'
  | 'cardholder-payments'
  | 'cardholder-rewards'
  | 'cardholder-alerts'
  | 'cardholder-services'
  | 'company-account'
  | 'company-controls';
/** The route of a composed page's call, with its query or without (a cardholder's own card). */
export const composedRoute = (recipe: ComposedPage) => `**/bff/${recipe}*`;

/**
 * A composed answer with these pieces failed (each `{status, body}` as a platform's refusal), the rest as the platform
 * answered: the page then asks each failed piece with its own call.
 */
export async function failComposedPieces(page: Page, recipe: ComposedPage, pieces: readonly string[], status = 500): Promise<void> {
  await page.route(composedRoute(recipe), async (r) => {
    const answer = await fetchRouted(r);
    const body = (await answer.json()) as { first: unknown; pieces: Record<string, unknown> };
    const failed = { status, body: { error: status === 503 ? 'Service Unavailable' : 'Internal Server Error', message: 'down', status } };
    await r.fulfill({
      response: answer,
      json: { ...body, pieces: { ...body.pieces, ...Object.fromEntries(pieces.map((p) => [p, failed])) } },
    });
  });
}

/**
 * Makes the sandbox fail one of the calls the gateway makes for a composed page: the sandbox's fault header aimed at
 * that call's path (`status=…; path=…`), which the gateway passes on with every call of the page (SANDBOX_TEST_HEADERS).
 */
export async function faultComposedCall(page: Page, recipe: ComposedPage, path: string, status: number): Promise<void> {
  await page.route(composedRoute(recipe), (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-sandbox-fault': `status=${status}; path=${path}` } }),
  );
}

/** Stops `failComposedPieces` and `faultComposedCall` for a page. */
export async function unrouteComposed(page: Page, recipe: ComposedPage): Promise<void> {
  await page.unroute(composedRoute(recipe));
}

/** A layout-shift entry the page recorded: its score and the elements that moved. */
export interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout-shift entry from the page's first paint on (read with `shiftsOf`); call before `goto`. */
export async function observeShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => {
          const el = s.node as Element | null | undefined;
          return el
            ? `${el.nodeName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : ''}`
            : '?';
        });
        w.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

/**
 * A double click on `target` whose second press reaches the page only after `between` has passed, as a busy machine
 * can deliver it (Playwright's dblclick sends both presses at once, and checks only the first lands on its target):
 * the first press at the centre of `target`, the second at the same point with a double click's click count. `between`
 * gets that point, to check what is under it by then.
 */
export async function doubleClickWithLateSecondPress(
  page: Page,
  target: Locator,
  between: (point: { x: number; y: number }) => Promise<void>,
): Promise<void> {
  const box = await target.boundingBox();
  expect(box, 'the button to double click is on the screen').not.toBeNull();
  const point = { x: box!.x + box!.width / 2, y: box!.y + box!.height / 2 };
  await page.mouse.move(point.x, point.y);
  await page.mouse.down({ clickCount: 1 });
  await page.mouse.up({ clickCount: 1 });
  await between(point);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

/** The text of the button under a point of the viewport (null: none). */
export const buttonAt = (page: Page, { x, y }: { x: number; y: number }): Promise<string | null> =>
  page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('button')?.textContent?.trim() ?? null, [x, y]);
