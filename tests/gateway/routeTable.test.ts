import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type PageRoute } from '../../shared/routes/routeTable.js';
import { homeFor } from '../../shared/session/views.js';
import { bootstrapOf, titleOf } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';
import { STUB_USERS } from './helpers/stubPlatform.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

const CLIENT = 'demo.localhost';
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '42');
const get = (path: string, host = CLIENT, user?: keyof typeof STUB_USERS) => {
  const r = request(h.server).get(path).set('Host', host);
  return user ? r.set('Cookie', h.stub.cookieFor(user)) : r;
};
type Bootstrap = {
  page: { page: string; status: number };
  session: { loggedIn: boolean; user: { username?: string } | null; xsrfToken: string | null };
  brand: unknown;
  hostKind: string;
};

/** A user whose view the route's audience accepts, and one it refuses (null: every user fits). */
const fitting: Record<PageRoute['audience'], keyof typeof STUB_USERS> = {
  anyone: 'cardholder',
  cardholderView: 'cardholder',
  programAdminView: 'pa_admin',
  holdingCompanyView: 'hc_admin',
};
const refused: Record<PageRoute['audience'], keyof typeof STUB_USERS | null> = {
  anyone: null,
  cardholderView: 'pa_admin',
  programAdminView: 'cardholder',
  holdingCompanyView: 'pa_admin',
};

const pages = routes.filter((r): r is PageRoute => r.kind === 'page' && r.path !== '/');

describe('every page row of the route table, on a client host', () => {
  it.each(pages.map((r) => [r.path, r] as const))('%s', async (_path, route) => {
    const path = concrete(route.path);
    const expectedStatus = route.page === 'notFound' ? 404 : 200;
    const anon = await get(path);
    if (route.guard === 'login') {
      expect(anon.status).toBe(302);
      expect(anon.headers.location).toBe('/');
      expect(anon.headers['cache-control']).toBe('no-store');
      const ok = await get(path, CLIENT, fitting[route.audience]);
      expect(ok.status).toBe(200);
      const boot = bootstrapOf(ok.text) as Bootstrap;
      expect(boot.page.page).toBe(route.page);
      expect(boot.session.loggedIn).toBe(true);
      expect(boot.session.xsrfToken).toBe(`xsrf-${fitting[route.audience]}`);
      expect(titleOf(ok.text)).toBe(`${route.title} | Demo Bank`);
      const wrong = refused[route.audience];
      if (wrong) {
        const away = await get(path, CLIENT, wrong);
        expect(away.status).toBe(302);
        expect(away.headers.location).toBe(homeFor(STUB_USERS[wrong]!));
      }
      return;
    }
    expect(anon.status).toBe(expectedStatus);
    expect(anon.headers['cache-control']).toBe('no-store');
    const boot = bootstrapOf(anon.text) as Bootstrap;
    expect(boot.page.page).toBe(route.page);
    expect(boot.session.loggedIn).toBe(false);
    expect(titleOf(anon.text)).toBe(route.page === 'notFound' ? 'Page Not Found' : `${route.title} | Demo Bank`);
    for (const user of ['cardholder', 'pa_admin', 'hc_admin'] as const) {
      const res = await get(path, CLIENT, user);
      if (route.guard === 'publicOnly') {
        expect(res.status).toBe(302);
        expect(res.headers.location).toBe(homeFor(STUB_USERS[user]!));
        expect(res.headers['cache-control']).toBe('no-store');
      } else {
        expect(res.status).toBe(expectedStatus);
        expect((bootstrapOf(res.text) as Bootstrap).session.user?.username).toBe(user);
      }
    }
  });
});

describe('alias and external rows', () => {
  const aliases = routes.filter((r) => r.kind === 'alias');
  it.each(aliases.map((r) => [r.path, r.to] as const))('%s → 301 %s, query kept', async (path, to) => {
    const res = await get(`${path}?a=1&b=two`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(`${to}?a=1&b=two`);
    expect(res.headers['cache-control']).toBe('no-store');
  });
  it('/prequal → 302 /apply/prequal', async () => {
    const res = await get('/prequal');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/apply/prequal');
  });
  it('paths match case-insensitively and without a trailing slash', async () => {
    expect((await get('/LOGIN/')).status).toBe(200);
    expect((await get('/Dashboard-Cardholder/', CLIENT, 'cardholder')).status).toBe(200);
  });
});

describe("'/' and unknown paths per host kind", () => {
  it("client host: '/' → /login (query kept)", async () => {
    const res = await get('/?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login?x=1');
  });
  it.each(['localhost', 'localhost:8080', 'welcome.localhost', '127.0.0.1:8080'])("'%s' '/' shows welcome", async (host) => {
    const res = await get('/', host);
    expect(res.status).toBe(200);
    const boot = bootstrapOf(res.text) as Bootstrap;
    expect(boot.page.page).toBe('welcome');
    expect(boot.brand).toBeNull();
    expect(titleOf(res.text)).toBe('Welcome | Card Services');
  });
  it("applynow host '/' shows the apply-now page", async () => {
    const res = await get('/', 'applynow.localhost');
    expect(res.status).toBe(200);
    const boot = bootstrapOf(res.text) as Bootstrap;
    expect(boot.page.page).toBe('applyNow');
    expect(boot.hostKind).toBe('applynow');
  });
  it('unknown path: client → /login, bare/welcome/applynow → /', async () => {
    expect((await get('/no/such/page')).headers.location).toBe('/login');
    for (const host of ['localhost', 'welcome.localhost', 'applynow.localhost']) {
      const res = await get('/no/such/page', host);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/');
    }
  });
  it('unknown path on a client host never builds a redirect from the path', async () => {
    const res = await get('//evil.example/x');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/login');
  });
  it("a session on the bare host is no session (no brand's users log in there): '/' is the welcome page", async () => {
    const res = await get('/', 'localhost', 'pa_admin');
    expect(res.status).toBe(200);
    expect((bootstrapOf(res.text) as { session: { loggedIn: boolean } }).session.loggedIn).toBe(false);
  });
});

describe('apex hosts', () => {
  it.each(['/', '/login', '/anything/at/all', '/dashboard-cardholder'])('apex.localhost%s → not-found shell, 404', async (path) => {
    for (const host of ['apex.localhost', 'myapex2.localhost:8080']) {
      const res = await get(path, host, 'cardholder');
      expect(res.status).toBe(404);
      expect(titleOf(res.text)).toBe('Page Not Found');
      const boot = bootstrapOf(res.text) as Bootstrap;
      expect(boot.page.page).toBe('notFound');
      expect(boot.hostKind).toBe('apex');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('registration routes under /pa are public', () => {
  it.each(['/pa/Registration', '/pa/HCRegistration', '/pa/registration'])('%s renders for a logged-out user', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(['paRegistration', 'hcRegistration']).toContain((bootstrapOf(res.text) as Bootstrap).page.page);
    expect((bootstrapOf(res.text) as Bootstrap).page).toMatchObject({ status: 200 });
  });
});

describe('views and audiences (docs/requirements.md#spec-4-states)', () => {
  const cases: [keyof typeof STUB_USERS, string, number, string?][] = [
    ['cardholder', '/pa', 302, '/dashboard-cardholder'],
    ['cardholder', '/holding-company', 302, '/dashboard-cardholder'],
    ['cardholder', '/dashboard-cardholder?view=cardholder', 200],
    ['pa_admin', '/holding-company', 302, '/pa'],
    ['pa_admin', '/dashboard-cardholder', 302, '/pa'],
    ['pa_admin', '/dashboard-cardholder?view=cardholder', 200],
    ['pa_admin', '/pa?view=cardholder', 302, '/pa'],
    ['pa_admin', '/pa?company=5', 200],
    ['hc_admin', '/pa', 302, '/holding-company'],
    ['hc_admin', '/pa?company=1', 200],
    ['hc_admin', '/holding-company?company=1', 302, '/holding-company'],
    ['hc_admin', '/dashboard-cardholder?view=cardholder', 200],
    ['hc_admin', '/holding-company/123', 200],
    ['hc_admin', '/statement-viewer', 200],
  ];
  it.each(cases)('%s opening %s → %i %s', async (user, path, status, location) => {
    const res = await get(path, CLIENT, user);
    expect(res.status).toBe(status);
    if (location) expect(res.headers.location).toBe(location);
  });
});

describe('the login check', () => {
  it("forwards the browser's cookies and strips Domain from cookies it sets", async () => {
    h.stub.checkSetCookie = ['refresh=1; Domain=.localhost; Path=/; HttpOnly', 'other=2; Path=/; domain=evil.example'];
    try {
      // Cookies no earlier test sent, so no recent answer is reused (the login-check cache has its own tests).
      const cookie = `${h.stub.cookieFor('cardholder')}; seen=forwarding`;
      const res = await request(h.server).get('/dashboard-cardholder').set('Host', CLIENT).set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(h.stub.checkCookies.at(-1)).toBe(cookie);
      const cookies = res.headers['set-cookie'] as unknown as string[];
      expect(cookies).toHaveLength(2);
      for (const c of cookies) expect(c).not.toMatch(/domain/i);
    } finally {
      h.stub.checkSetCookie = [];
    }
  });
  it('is not called for a request without cookies', async () => {
    const before = h.stub.checkCalls;
    await get('/login');
    expect(h.stub.checkCalls).toBe(before);
  });
});

it('supertest can drive createGateway(config) directly (a request listener)', async () => {
  const res = await request(h.gateway).get('/login').set('Host', CLIENT);
  expect(res.status).toBe(200);
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});
