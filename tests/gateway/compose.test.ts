import http, { createServer } from 'node:http';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import { createGateway, type Gateway } from '../../gateway/src/createGateway.js';
import { createApiProxy } from '../../gateway/src/proxy/createApiProxy.js';
import { createFakeBuild, testConfig, type FakeBuild } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';
import { startStubPlatform, type StubPlatform } from './helpers/stubPlatform.js';

/**
 * The compose step (`GET /bff/<recipe>`): a page's platform calls made next to the platform, answered in one round —
 * the first call, then the calls that need its answer together, each as the platform answered it.
 */
const HOST = 'demo.localhost';
const REF = 'ENC-REF-1';

const dashboard: CardholderDashboard = {
  accountEntitySummary: {
    accountEntityId: 500_001,
    accountEntityType: 'Primary',
    accountId: 9001,
    userid: 1,
    firstName: 'Casey',
    lastName: 'Tester',
    cardNumber: REF,
    cardNumberLast4: '1234',
    consolidatorRedeemer: false,
    companyConsolidateRewards: false,
    externalStatusCommonName: 'Open',
    accountType: 'CONSUMER',
    status: 'OPEN',
  },
  productSummary: { productTypeCode: 101, rewardsEnabled: true, productName: 'Demo Rewards' },
  inactiveCards: [],
  expenseReportingEnabled: false,
  companyId: 1001,
  companyName: 'Demo Co',
  balances: {
    currentBalance: 10,
    availableCredit: 990,
    creditLimit: 1000,
    statementBalance: 5,
    minimumPaymentDue: 1,
    paymentDueDate: '2026-01-01',
    lastPaymentAmount: null,
    lastPaymentDate: null,
  },
  rewardsPointsBalance: 100,
  cardReplacementInfo: {
    displayReplaceCard: false,
    address: { address1: '1 Main', address2: '', city: 'Town', state: 'TN', zipCode: '37203' },
    cardHolders: [],
  },
  lockedCard: false,
  paperless: true,
};

const PATHS = {
  dashboard: '/api/v1/cards/cardholder/dashboard',
  description: '/api/v1/rewards/rewarddescription',
  bonus: '/api/v1/rewards/findbonuspoints',
  history: '/api/v1/rewards/findrewardredemptionhistory',
} as const;

type Seen = { path: string; headers: http.IncomingHttpHeaders };

/** The stub answers the Rewards page's calls: the dashboard, then its card's three rewards calls. */
function rewardsPlatform(stub: StubPlatform, over: Partial<Record<keyof typeof PATHS, (res: http.ServerResponse) => void>> = {}): Seen[] {
  const seen: Seen[] = [];
  const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string | string[]> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const answers: Record<keyof typeof PATHS, (res: http.ServerResponse) => void> = {
    dashboard: (res) => json(res, 200, { data: dashboard }),
    description: (res) =>
      json(res, 200, {
        data: {
          programName: 'P',
          description: 'D',
          rewardsVariant: 'cash',
          pointsBalance: 100,
          cashValue: 1,
          earnRatePerDollar: 1,
          pointsPerDollarRedeemed: 100,
          canRedeem: true,
          minimums: { statementCredit: 25, directDeposit: 25, giveBack: null },
          redeemer: null,
        },
      }),
    bonus: (res) => json(res, 200, { data: [], totalBonusPoints: 0 }),
    history: (res) => json(res, 200, { data: [] }),
    ...over,
  };
  for (const [key, path] of Object.entries(PATHS) as [keyof typeof PATHS, string][]) {
    stub.routes.set(path, (req, res) => {
      seen.push({ path: req.url ?? '', headers: req.headers });
      req.resume();
      answers[key](res);
    });
  }
  return seen;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());
afterEach(() => h.stub.routes.clear());

const bff = (path: string, who: 'cardholder' | 'pa_admin' | null = 'cardholder', host = HOST) => {
  const req = request(h.server).get(path).set('Host', host);
  return who ? req.set('Cookie', `${h.stub.cookieFor(who)}; other=1`) : req;
};

describe('the compose step', () => {
  it('makes the first call, then its pieces with the browser’s cookies and the tenant headers, and answers each as the platform did', async () => {
    const seen = rewardsPlatform(h.stub);
    const res = await bff('/bff/cardholder-rewards').set('traceparent', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.first).toEqual({ data: dashboard });
    expect(Object.keys(res.body.pieces).sort()).toEqual(['bonusPoints', 'redemptionHistory', 'rewardDescription']);
    expect(res.body.pieces.bonusPoints).toEqual({ status: 200, body: { data: [], totalBonusPoints: 0 } });
    expect(seen.map((s) => s.path)).toEqual([
      PATHS.dashboard,
      ...[PATHS.description, PATHS.bonus, PATHS.history].sort(
        (a, b) => seen.findIndex((s) => s.path === a) - seen.findIndex((s) => s.path === b),
      ),
    ]);
    for (const s of seen) {
      expect(s.headers.cookie, s.path).toBe('stub_session=cardholder; other=1');
      expect(s.headers['x-portal-brand'], s.path).toBe('demo');
      expect(s.headers['x-portal-client'], s.path).toBe('127.0.0.1');
      expect(s.headers['x-request-id'], s.path).toBe(res.headers['x-request-id']);
      expect(s.headers.traceparent, s.path).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      expect(s.headers.accept, s.path).toBe('application/json');
    }
    // The rewards calls take the card in their `cardNumber` header, from the dashboard's answer.
    expect(seen.filter((s) => s.path !== PATHS.dashboard).every((s) => s.headers.cardnumber === REF)).toBe(true);
    expect(seen[0]!.headers.cardnumber).toBeUndefined();
  });

  it('starts every piece before any of them is answered', async () => {
    const held: (() => void)[] = [];
    const hold = (answer: (res: http.ServerResponse) => void) => (res: http.ServerResponse) => {
      held.push(() => answer(res));
      // The pieces answer only once all three have arrived: made one after the other, the call would never end.
      if (held.length === 3) for (const go of held) go();
    };
    const ok = (body: unknown) => (res: http.ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    rewardsPlatform(h.stub, {
      description: hold(ok({ nope: 1 })),
      bonus: hold(ok({ data: [], totalBonusPoints: 0 })),
      history: hold(ok({ data: [] })),
    });
    const res = await bff('/bff/cardholder-rewards');
    expect(res.status).toBe(200);
    expect(held).toHaveLength(3);
  });

  it("keeps a piece's failure to that piece: a refusal, a missing call (404) and a 501 each come as the platform answered them", async () => {
    const fail = (status: number) => (res: http.ServerResponse) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'e', message: `answered ${status}`, status }));
    };
    rewardsPlatform(h.stub, { description: fail(403), bonus: fail(404), history: fail(501) });
    const res = await bff('/bff/cardholder-rewards');
    expect(res.status).toBe(200);
    expect(res.body.first).toEqual({ data: dashboard });
    expect(res.body.pieces).toEqual({
      rewardDescription: { status: 403, body: { error: 'e', message: 'answered 403', status: 403 } },
      bonusPoints: { status: 404, body: { error: 'e', message: 'answered 404', status: 404 } },
      redemptionHistory: { status: 501, body: { error: 'e', message: 'answered 501', status: 501 } },
    });
  });

  it("answers the first call's failure as the proxy would: its status, type and body, and asks nothing more", async () => {
    const seen = rewardsPlatform(h.stub, {
      dashboard: (res) => {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Not Found', message: 'No such card.', status: 404 }));
      },
    });
    const res = await bff('/bff/cardholder-rewards?cardNumber=nope');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not Found', message: 'No such card.', status: 404 });
    expect(seen.map((s) => s.path)).toEqual([`${PATHS.dashboard}?cardNumber=nope`]);
    // A first answer of another shape than the recipe reads is relayed as it came, too.
    h.stub.routes.clear();
    rewardsPlatform(h.stub, {
      dashboard: (res) => (res.writeHead(200, { 'content-type': 'application/json' }), res.end('{"data":{"odd":true}}')),
    });
    const odd = await bff('/bff/cardholder-rewards');
    expect(odd.status).toBe(200);
    expect(odd.body).toEqual({ data: { odd: true } });
  });

  it('relays every Set-Cookie of the calls host-only, HttpOnly, with a SameSite, once per cookie', async () => {
    const cookie = (value: string) => (res: http.ServerResponse) => {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': [`SESSION=${value}; Domain=.localhost; Path=/`] });
      res.end(JSON.stringify({ data: [] }));
    };
    rewardsPlatform(h.stub, {
      dashboard: (res) => {
        res.writeHead(200, {
          'content-type': 'application/json',
          'set-cookie': ['XSRF-TOKEN=t1; Domain=localhost; Path=/; SameSite=Strict'],
        });
        res.end(JSON.stringify({ data: dashboard }));
      },
      history: cookie('s2'),
    });
    const res = await bff('/bff/cardholder-rewards');
    expect(res.status).toBe(200);
    const set = res.headers['set-cookie'] as unknown as string[];
    expect(set).toEqual(['XSRF-TOKEN=t1; Path=/; HttpOnly; SameSite=Strict', 'SESSION=s2; Path=/; HttpOnly; SameSite=Lax']);
  });

  it('refuses anything but GET, with Allow', async () => {
    const seen = rewardsPlatform(h.stub);
    for (const method of ['post', 'put', 'delete', 'head'] as const) {
      const res = await request(h.server)
        [method]('/bff/cardholder-rewards')
        .set('Host', HOST)
        .set('Cookie', h.stub.cookieFor('cardholder'));
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET');
    }
    expect(seen).toEqual([]);
  });

  it('is not there for a host that is no brand: bare, welcome, apex, an unknown subdomain', async () => {
    const seen = rewardsPlatform(h.stub);
    for (const host of ['localhost', 'welcome.localhost', 'apex.localhost', 'nosuchbank.localhost']) {
      const res = await bff('/bff/cardholder-rewards', 'cardholder', host);
      expect(res.status, host).toBe(404);
      expect(res.body.error, host).toBe('unknown_brand');
    }
    expect((await bff('/bff/cardholder-rewards', 'cardholder', 'evil.example')).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it('answers 404 for a page it does not compose and 400 for an input that is not one', async () => {
    rewardsPlatform(h.stub);
    expect((await bff('/bff/nothing')).status).toBe(404);
    expect((await bff('/bff/cardholder-rewards?cardNumber=')).status).toBe(400);
    expect((await bff('/bff/company-account?accountEntityId=abc')).status).toBe(400);
  });

  it('leaves every other path alone: /api still goes to the platform, pages still render', async () => {
    rewardsPlatform(h.stub);
    expect((await request(h.server).get(PATHS.dashboard).set('Host', HOST).set('Cookie', h.stub.cookieFor('cardholder'))).body).toEqual({
      data: dashboard,
    });
    expect((await request(h.server).get('/bffx').set('Host', HOST)).status).toBe(302);
  });
});

describe('the compose step under the proxy’s rule for a GET', () => {
  let stub: StubPlatform;
  let build: FakeBuild;
  let gateway: Gateway;
  let server: http.Server;
  beforeAll(async () => {
    stub = await startStubPlatform();
    build = createFakeBuild();
    // The proxy's time-out map and retry rule (short, for the test) are the compose step's too.
    const proxy = createApiProxy({
      upstreamUrl: stub.url,
      logger: pino({ level: 'silent' }),
      timeouts: { '/api/v1/rewards/findbonuspoints': 300, '/api/v1/cards/cardholder/dashboard?cardNumber=slow': 300 },
      retryDelayMs: 20,
      reportRetries: false,
    });
    gateway = createGateway(testConfig(build, stub.url), { proxy });
    server = createServer(gateway);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await gateway.close();
    await stub.close();
    build.cleanup();
  });
  afterEach(() => stub.routes.clear());
  const g = {
    get server() {
      return server;
    },
    get stub() {
      return stub;
    },
  };

  it('a piece that does not answer by its deadline is a 504 piece; the rest of the page is answered', async () => {
    rewardsPlatform(g.stub, { bonus: () => undefined });
    const started = Date.now();
    const res = await request(g.server).get('/bff/cardholder-rewards').set('Host', HOST).set('Cookie', g.stub.cookieFor('cardholder'));
    expect(res.status).toBe(200);
    expect(res.body.pieces.bonusPoints).toMatchObject({ status: 504, body: { error: 'gateway_timeout' } });
    expect(res.body.pieces.redemptionHistory).toEqual({ status: 200, body: { data: [] } });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('retries a piece on the status list (503), not on a refusal (404)', async () => {
    let bonusTries = 0;
    let historyTries = 0;
    const seen = rewardsPlatform(g.stub, {
      bonus: (res) => {
        bonusTries++;
        res.writeHead(bonusTries === 1 ? 503 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(bonusTries === 1 ? { error: 'busy', message: 'busy' } : { data: [], totalBonusPoints: 7 }));
      },
      history: (res) => {
        historyTries++;
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'Not Found', message: 'No such call on the card platform.' }));
      },
    });
    const res = await request(g.server).get('/bff/cardholder-rewards').set('Host', HOST).set('Cookie', g.stub.cookieFor('cardholder'));
    expect(res.body.pieces.bonusPoints).toEqual({ status: 200, body: { data: [], totalBonusPoints: 7 } });
    expect(res.body.pieces.redemptionHistory.status).toBe(404);
    expect(bonusTries).toBe(2);
    expect(historyTries).toBe(1);
    expect(seen.filter((s) => s.path === PATHS.dashboard)).toHaveLength(1);
  });

  it("a first call that does not answer by its deadline is the proxy's 504, and nothing more is asked", async () => {
    const seen = rewardsPlatform(g.stub, { dashboard: () => undefined });
    const res = await request(g.server)
      .get('/bff/cardholder-rewards?cardNumber=slow')
      .set('Host', HOST)
      .set('Cookie', g.stub.cookieFor('cardholder'));
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ error: 'gateway_timeout', requestId: res.headers['x-request-id'] });
    expect(seen.map((x) => x.path)).toEqual([`${PATHS.dashboard}?cardNumber=slow`]);
  });
});
