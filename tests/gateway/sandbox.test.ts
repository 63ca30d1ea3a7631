import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../../gateway/src/createGateway.js';
import { startSandbox } from '../../scripts/sandbox/startSandbox.js';
import { routes, type PageRoute } from '../../shared/routes/routeTable.js';
import { bootstrapOf, createFakeBuild, testConfig, titleOf, type FakeBuild } from './helpers/fakeBuild.js';

/** The gateway in front of the real sandbox platform on a loopback port (docs/requirements.md#design-6-screens). */
let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let build: FakeBuild;
let gateway: Gateway;
let server: http.Server;

beforeAll(async () => {
  sandbox = await startSandbox({});
  build = createFakeBuild();
  gateway = createGateway(testConfig(build, sandbox.url));
  server = http.createServer(gateway);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  expect((server.address() as AddressInfo).port).toBeGreaterThan(0);
});
afterAll(async () => {
  await new Promise<void>((r) => {
    server.close(() => r());
    server.closeAllConnections();
  });
  await gateway.close();
  await sandbox.close();
  build.cleanup();
});

type Boot = {
  brand: { brand: string; brandValueDisplay: string } | null;
  page: { page: string };
  session: { loggedIn: boolean; user: { firstname: string } | null; xsrfToken: string | null };
};

interface Browser {
  cookie: string;
  xsrf: string | null;
}

async function logIn(username: string, host = 'demo.localhost', brand = 'demo'): Promise<Browser> {
  const res = await request(server).post('/api/authentication/login').set('Host', host).send({ username, password: 'Password1!', brand });
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  expect(cookies.length).toBeGreaterThan(0);
  return { cookie: cookies.map((c) => c.split(';')[0]).join('; '), xsrf: res.body.xsrfToken as string | null };
}

const page = (path: string, browser?: Browser, host = 'demo.localhost') => {
  const r = request(server).get(path).set('Host', host);
  return browser ? r.set('Cookie', browser.cookie) : r;
};

describe('client brands of the sandbox', () => {
  it.each(['demo', 'pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore'])(
    "%s: '/' → /login, login page carries the brand",
    async (brand) => {
      const host = `${brand}.localhost:8080`;
      const root = await page('/', undefined, host);
      expect(root.status).toBe(302);
      expect(root.headers.location).toBe('/login');
      const login = await page('/login', undefined, host);
      expect(login.status).toBe(200);
      const boot = bootstrapOf(login.text) as Boot;
      expect(boot.brand?.brand).toBe(brand);
      expect(boot.brand?.brandValueDisplay).toBeTruthy();
      expect(titleOf(login.text)).toBe(`Log In | ${boot.brand?.brandValueDisplay}`.replace(/&/g, '&amp;'));
    },
  );
  it('an unknown client → not found (404)', async () => {
    const res = await page('/login', undefined, 'nosuchclient.localhost');
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toBe('Page Not Found');
  });
});

describe('demo users log in and land home', () => {
  const homes = { cardholder: '/dashboard-cardholder', pa_admin: '/pa', hc_admin: '/holding-company' } as const;
  it.each(Object.entries(homes))('%s → %s', async (username, home) => {
    const anon = await page(home);
    expect(anon.status).toBe(302);
    expect(anon.headers.location).toBe('/');
    const browser = await logIn(username);
    const login = await page('/login', browser);
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe(home);
    const res = await page(home, browser);
    expect(res.status).toBe(200);
    const boot = bootstrapOf(res.text) as Boot;
    expect(boot.session.loggedIn).toBe(true);
    expect(boot.session.user?.firstname).toBeTruthy();
    expect(boot.session.xsrfToken).toBeTruthy();
    // Log out through the proxy, then the guard sends the browser to '/'.
    const out = await request(server)
      .post('/api/authentication/logout')
      .set('Host', 'demo.localhost')
      .set('Cookie', browser.cookie)
      .set('X-XSRF-TOKEN', boot.session.xsrfToken ?? '')
      .send({});
    expect(out.status).toBeLessThan(300);
    const after = await page(home, browser);
    expect(after.status).toBe(302);
    expect(after.headers.location).toBe('/');
  });

  it('a session of one brand is not a session on another brand host', async () => {
    const browser = await logIn('cardholder');
    // The cookie is host-only; a browser would not send it to pnfp.localhost. Sent by hand, the platform refuses it.
    expect((await page('/dashboard-cardholder', browser, 'demo.localhost')).status).toBe(200);
    const other = await page('/dashboard-cardholder', browser, 'pnfp.localhost');
    expect(other.status).toBe(302);
    expect(other.headers.location).toBe('/');
  });
});

describe('every login-required and public-only row against the sandbox', () => {
  const users: Record<PageRoute['audience'], string> = {
    anyone: 'cardholder',
    cardholderView: 'cardholder',
    programAdminView: 'pa_admin',
    holdingCompanyView: 'hc_admin',
  };
  const sessions = new Map<string, Browser>();
  const session = async (user: string) => {
    let b = sessions.get(user);
    if (!b) {
      b = await logIn(user);
      sessions.set(user, b);
    }
    return b;
  };
  const rows = routes.filter((r): r is PageRoute => r.kind === 'page' && r.guard !== 'public' && r.path !== '/');
  it.each(rows.map((r) => [r.path, r] as const))('%s', async (_p, route) => {
    const path = route.path.replace(/:[A-Za-z]+/g, '42');
    const user = users[route.audience];
    const browser = await session(user);
    const res = await page(path, browser);
    if (route.guard === 'login') {
      expect(res.status).toBe(200);
      expect((bootstrapOf(res.text) as Boot).page.page).toBe(route.page);
      const anon = await page(path);
      expect(anon.status).toBe(302);
      expect(anon.headers.location).toBe('/');
    } else {
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe({ cardholder: '/dashboard-cardholder', pa_admin: '/pa', hc_admin: '/holding-company' }[user]);
      expect((await page(path)).status).toBe(200);
    }
  });
  it('audience redirects with real users', async () => {
    expect((await page('/pa', await session('cardholder'))).headers.location).toBe('/dashboard-cardholder');
    expect((await page('/holding-company', await session('pa_admin'))).headers.location).toBe('/pa');
    expect((await page('/pa', await session('hc_admin'))).headers.location).toBe('/holding-company');
    expect((await page('/pa?company=1', await session('hc_admin'))).status).toBe(200);
    expect((await page('/dashboard-cardholder?view=cardholder', await session('pa_admin'))).status).toBe(200);
  });
});
