import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrandData } from '../../../shared/contract/brand.js';
import type { CheckResponse, User } from '../../../shared/contract/authentication.js';

/**
 * A tiny card platform the gateway tests control: brand lookups and the login check, with fault modes.
 * Sessions are the cookie `stub_session=<user name>`.
 */

export type StubMode = 'ok' | 'error500' | 'garbage' | 'hang' | 'wrongShape';

/** Every scope of docs/requirements.md#spec-6-permissions, as the demo admin managers hold them (docs/requirements.md#design-4-demo-data: pa_admin has every scope). */
const EVERY_SCOPE = ['*:account', '*:user', '*:spendmetadata', '*:spendalerts', '*:expensereport', '*:virtualcard'].map((name) => ({
  name,
}));

const user = (over: Partial<User> & Pick<User, 'userid' | 'username' | 'firstname'>): User => ({
  userType: { userType: 'CARDMEMBER' },
  userCompanyId: 1001,
  userHoldingCompanyId: null,
  lastname: 'Tester',
  brands: [{ brand: 'demo' }],
  authorities: [],
  authorityLimit: null,
  userCookie: null,
  roles: [],
  scopes: [],
  ...over,
});

export { user as stubUser };

export const STUB_USERS: Record<string, User> = {
  cardholder: user({ userid: 1, username: 'cardholder', firstname: 'Casey' }),
  pa_admin: user({
    userid: 2,
    username: 'pa_admin',
    firstname: 'Pat',
    userType: { userType: 'PROGRAM ADMIN' },
    authorities: [{ name: 'ROLE_ADMIN_MANAGER', scopes: EVERY_SCOPE }],
    roles: ['ROLE_ADMIN_MANAGER'],
  }),
  hc_admin: user({
    userid: 3,
    username: 'hc_admin',
    firstname: 'Harper',
    userType: { userType: 'PROGRAM ADMIN' },
    userHoldingCompanyId: 77,
    authorities: [{ name: 'ROLE_ADMIN_MANAGER', scopes: EVERY_SCOPE }],
    roles: ['ROLE_ADMIN_MANAGER'],
  }),
};

export const STUB_BRANDS: Record<string, BrandData> = {
  demo: { brand: 'demo', brandValueDisplay: 'Demo Bank' },
  pnfp: { brand: 'pnfp', brandValueDisplay: 'Pinnacle <Card> & "Co"' },
};

export interface StubPlatform {
  url: string;
  /** Brand lookups seen, per subdomain. */
  brandCalls: Map<string, number>;
  checkCalls: number;
  /** Cookie headers the check saw. */
  checkCookies: string[];
  /** Request headers of every call the stub received, in order. */
  seenHeaders: http.IncomingHttpHeaders[];
  mode: StubMode;
  /** Delay before answering brand lookups (ms). */
  brandDelayMs: number;
  /** Set-Cookie values added to every check answer. */
  checkSetCookie: string[];
  /** Sessions ended by `POST /api/authentication/logout` (which, like some platforms, leaves the cookie alone). */
  ended: Set<string>;
  /** When set, a logout tells `arrived`, then waits for `release` before it ends the session and answers. */
  logoutGate: { arrived: () => void; release: Promise<void> } | null;
  /**
   * This many calls arriving on a connection that already served one find it closed under them (the platform closing
   * an idle kept-alive connection just as the call arrived): the connection is dropped without an answer.
   */
  dropOnReuse: number;
  /** More calls a test answers itself, by path (checked before the stub's 404). */
  routes: Map<string, (req: http.IncomingMessage, res: http.ServerResponse, url: URL) => void>;
  cookieFor(username: keyof typeof STUB_USERS): string;
  close(): Promise<void>;
}

export async function startStubPlatform(): Promise<StubPlatform> {
  const sockets = new Set<import('node:net').Socket>();
  const state = {
    brandCalls: new Map<string, number>(),
    checkCalls: 0,
    checkCookies: [] as string[],
    seenHeaders: [] as http.IncomingHttpHeaders[],
    mode: 'ok' as StubMode,
    brandDelayMs: 0,
    checkSetCookie: [] as string[],
    ended: new Set<string>(),
    logoutGate: null as StubPlatform['logoutGate'],
    dropOnReuse: 0,
    routes: new Map() as StubPlatform['routes'],
  };
  const served = new WeakMap<import('node:net').Socket, number>();

  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };

  const sessionOf = (req: http.IncomingMessage) => /(?:^|;\s*)stub_session=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const before = served.get(req.socket) ?? 0;
    served.set(req.socket, before + 1);
    if (before > 0 && state.dropOnReuse > 0) {
      state.dropOnReuse--;
      req.socket.destroy();
      return;
    }
    state.seenHeaders.push(req.headers);
    const fault = (): boolean => {
      if (state.mode === 'hang') return true; // never answers
      if (state.mode === 'error500') {
        json(res, 500, { error: 'boom', message: 'internal' });
        return true;
      }
      if (state.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('<html>not json');
        return true;
      }
      return false;
    };
    const brandMatch = /^\/api\/brand\/subdomain\/([^/]+)$/.exec(url.pathname);
    if (brandMatch) {
      const sub = decodeURIComponent(brandMatch[1] ?? '');
      state.brandCalls.set(sub, (state.brandCalls.get(sub) ?? 0) + 1);
      setTimeout(() => {
        if (fault()) return;
        if (state.mode === 'wrongShape') return json(res, 200, { brand: sub });
        const brand = STUB_BRANDS[sub];
        if (!brand) return json(res, 404, { error: 'not_found', message: 'no such brand' });
        json(res, 200, { data: brand });
      }, state.brandDelayMs);
      return;
    }
    if (url.pathname === '/api/authentication/check') {
      state.checkCalls++;
      state.checkCookies.push(req.headers.cookie ?? '');
      if (fault()) return;
      const session = sessionOf(req);
      const found = session && !state.ended.has(session) ? STUB_USERS[session] : undefined;
      const headers: Record<string, string[]> = state.checkSetCookie.length ? { 'set-cookie': state.checkSetCookie } : {};
      if (state.mode === 'wrongShape') return json(res, 200, { success: true, userData: { nope: 1 } }, headers);
      if (!found) return json(res, 401, { error: 'unauthorized', message: 'not logged in' }, headers);
      const body: CheckResponse = {
        success: true,
        userData: found,
        xsrfToken: `xsrf-${found.username}`,
        logHash: 'h',
        timeouts: { '/api/authentication/check': 5000 },
      };
      return json(res, 200, body, headers);
    }
    if (url.pathname === '/api/authentication/logout' && req.method === 'POST') {
      const session = sessionOf(req);
      const gate = state.logoutGate;
      req.resume();
      gate?.arrived();
      void (gate?.release ?? Promise.resolve()).then(() => {
        if (session) state.ended.add(session);
        json(res, 200, { success: true });
      });
      return;
    }
    if (url.pathname === '/api/echo') {
      // `?delayMs=` holds the answer (drain tests); the body echoes what the gateway sent along.
      const delay = Number(url.searchParams.get('delayMs') ?? 0);
      setTimeout(
        () =>
          json(res, 200, {
            requestId: req.headers['x-request-id'] ?? null,
            traceparent: req.headers.traceparent ?? null,
            tracestate: req.headers.tracestate ?? null,
          }),
        delay,
      );
      return;
    }
    const route = state.routes.get(url.pathname);
    if (route) return route(req, res, url);
    json(res, 404, { error: 'not_found', message: 'stub has no such route' });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.once('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const stub: StubPlatform = Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    cookieFor: (username: keyof typeof STUB_USERS) => `stub_session=${String(username)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  });
  return stub;
}
