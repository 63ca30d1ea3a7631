import http from 'node:http';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import { CURRENT_CYCLE, type CardholderDashboard } from '../../shared/contract/cards.js';
import { sandboxGateways } from './helpers/sandboxGateways.js';

/**
 * The composed pages in front of the real sandbox: each piece is exactly what its own call answers through the /api
 * proxy (status and body), its refusals included, and the first call's refusal is the page's. What the sandbox's own
 * combined calls were tested for, now that the platform offers only its real calls.
 */
const { gateway, listening } = sandboxGateways();
let server: http.Server;
beforeAll(async () => {
  server = await listening(http.createServer(gateway()));
});

const HOST = 'demo.localhost';
const sessions = new Map<string, string>();
async function cookieOf(username: string): Promise<string> {
  const known = sessions.get(username);
  if (known) return known;
  const res = await request(server)
    .post('/api/authentication/login')
    .set('Host', HOST)
    .send({ username, password: 'Password1!', brand: 'demo' });
  expect(res.status, username).toBe(200);
  const cookie = (res.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  sessions.set(username, cookie);
  return cookie;
}
const get = async (who: string, url: string, headers: Record<string, string> = {}) =>
  request(server)
    .get(url)
    .set('Host', HOST)
    .set('Cookie', await cookieOf(who))
    .set(headers);
/** A call's own answer as a composed page carries it. */
const alone = async (who: string, url: string, headers: Record<string, string> = {}) => {
  const res = await get(who, url, headers);
  return { status: res.status, body: res.body as unknown };
};
/** The processor's figures without their moment (`asOf`), which differs between two asks. */
const asOfAway = (piece: { status: number; body: unknown }) => {
  const body = piece.body as { data?: Record<string, unknown> };
  return body.data ? { ...piece, body: { ...body, data: { ...body.data, asOf: 'now' } } } : piece;
};
const dashboardOf = async (who: string, cardNumber?: string) =>
  (await get(who, `/api/v1/cards/cardholder/dashboard${cardNumber ? `?cardNumber=${encodeURIComponent(cardNumber)}` : ''}`)).body
    .data as CardholderDashboard;
const companyAccounts = async (who: string) =>
  (await get(who, '/api/v1/accounts/company/1102?size=50&useProcessorData=true')).body.content as AccountDetail[];

describe('composed pages against the sandbox', () => {
  it("the cardholder home: the dashboard, its card's reward description and newest transactions, the same as their own calls", async () => {
    const page = await get('cardholder', '/bff/cardholder-home');
    expect(page.status).toBe(200);
    const d = await dashboardOf('cardholder');
    const ref = d.accountEntitySummary.cardNumber!;
    expect(page.body.first).toEqual({ data: d });
    expect(page.body.pieces).toEqual({
      rewardDescription: await alone('cardholder', '/api/v1/rewards/rewarddescription', { cardNumber: ref }),
      recentTransactions: await alone(
        'cardholder',
        `/api/v1/cards/encrypted/${encodeURIComponent(ref)}/transactions?cycle=${CURRENT_CYCLE}&page=0&size=10`,
      ),
    });
    expect(page.body.pieces.recentTransactions.body.content.length).toBeGreaterThan(0);
  });

  it("the home where the company has expense reporting brings the expense panel's enablement and open purchases", async () => {
    const page = await get('er_cardholder', '/bff/cardholder-home');
    const d = await dashboardOf('er_cardholder');
    expect(d.expenseReportingEnabled).toBe(true);
    expect(page.body.pieces.expenseReportEnabled).toEqual(
      await alone('er_cardholder', `/api/company/expensereport/${d.companyId}/enabled`),
    );
    expect(page.body.pieces.expenseReportEnabled.body.data).toMatchObject({
      expenseReportingEnabled: true,
      activationAcknowledgement: true,
    });
    expect(page.body.pieces.expensePurchases).toEqual(await alone('er_cardholder', '/api/v1/expensereport/transactions'));
    expect(page.body.pieces.expensePurchases.body.data.length).toBeGreaterThan(0);
  });

  it('a piece its own call refuses is that refusal, the rest answered (a card without a rewards program)', async () => {
    const page = await get('virtualsub', '/bff/cardholder-rewards');
    expect(page.status).toBe(200);
    expect(page.body.pieces.rewardDescription).toMatchObject({ status: 403, body: { message: 'This card has no rewards program.' } });
    const ref = page.body.first.data.accountEntitySummary.cardNumber as string;
    expect(page.body.pieces.rewardDescription).toEqual(await alone('virtualsub', '/api/v1/rewards/rewarddescription', { cardNumber: ref }));
  });

  it('Payments, Rewards, Alerts and Controls and Services for an admin naming a card: each piece as its own call answers it', async () => {
    const ref = (await companyAccounts('pa_admin')).find((a) => a.cardNumber && a.accountEntityType === 'Sub')!.cardNumber!;
    const q = `?cardNumber=${encodeURIComponent(ref)}`;
    const d = await dashboardOf('pa_admin', ref);
    const card = { cardNumber: ref };
    const controls = await alone('pa_admin', `/api/v1/spendcontrols/control/consumer/${d.accountEntitySummary.accountEntityId}`);
    const expected: Record<string, Record<string, unknown>> = {
      'cardholder-payments': { paymentInfo: await alone('pa_admin', `/api/v1/payments/paymentinfo${q}`) },
      'cardholder-rewards': {
        rewardDescription: await alone('pa_admin', '/api/v1/rewards/rewarddescription', card),
        bonusPoints: await alone('pa_admin', '/api/v1/rewards/findbonuspoints', card),
        redemptionHistory: await alone('pa_admin', '/api/v1/rewards/findrewardredemptionhistory', card),
      },
      'cardholder-alerts': {
        alertTypes: await alone('pa_admin', `/api/v1/spendcontrols/alerttypes?accountTypes=${d.accountEntitySummary.accountType}`),
        controls,
        standardMccGroups: await alone('pa_admin', '/api/v1/mcc/groups?categories=Standard'),
      },
      'cardholder-services': {
        replacement: await alone('pa_admin', `/api/card/replace/avail?cards=${encodeURIComponent(ref)}&channel=WEB`),
        controls,
      },
    };
    for (const [recipe, pieces] of Object.entries(expected)) {
      const page = await get('pa_admin', `/bff/${recipe}${q}`);
      expect(page.status, recipe).toBe(200);
      expect(page.body.first, recipe).toEqual({ data: d });
      expect(page.body.pieces, recipe).toEqual(pieces);
    }
  });

  it("a card outside the admin's companies is refused as the dashboard refuses it", async () => {
    const own = (await dashboardOf('cardholder')).accountEntitySummary.cardNumber!;
    const q = `?cardNumber=${encodeURIComponent(own)}`;
    const page = await get('pa_admin', `/bff/cardholder-home${q}`);
    const dashboard = await alone('pa_admin', `/api/v1/cards/cardholder/dashboard${q}`);
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect({ status: page.status, body: page.body }).toEqual(dashboard);
  });

  it("a company account: the account, as it stands, its profile, addresses, extras, its company's processor figures and its card's summary and replacement", async () => {
    const account = (await companyAccounts('pa_admin')).find((a) => a.cardNumber)!;
    const id = account.accountEntityId;
    const page = await get('pa_admin', `/bff/company-account?accountEntityId=${id}`);
    expect(page.status).toBe(200);
    expect(page.body.first).toEqual(
      (await alone('pa_admin', `/api/v1/accounts/search/native?accountEntityId=${id}&useProcessorData=true`)).body,
    );
    const base = `/api/v1/accounts/${account.accountId}/subaccounts/${id}`;
    expect({ ...page.body.pieces, processor: asOfAway(page.body.pieces.processor) }).toEqual({
      subaccount: await alone('pa_admin', base),
      profile: await alone('pa_admin', `${base}/profile`),
      addresses: await alone('pa_admin', `${base}/addresses`),
      extras: await alone('pa_admin', `/api/account/${account.accountId}/subaccount/${id}`),
      processor: asOfAway(await alone('pa_admin', `/api/v1/cards/company/${account.companyId}/accounts/${account.accountId}/processor`)),
      cardSummary: await alone('pa_admin', `/api/cards/${encodeURIComponent(account.cardNumber!)}/accountSummary`),
      replacement: await alone('pa_admin', `/api/card/replace/avail?cards=${encodeURIComponent(account.cardNumber!)}&channel=WEB`),
    });
    expect(page.body.pieces.processor.status).toBe(200);
    // A role that may not see card details gets the account all the same, and the card call's own refusal.
    const viewOnly = await get('pa_viewonly', `/bff/company-account?accountEntityId=${id}`);
    expect(viewOnly.status).toBe(200);
    expect(viewOnly.body.pieces.cardSummary).toMatchObject({ status: 403 });
  });

  it('an account without a card yet has no card pieces; an account the admin may not read is refused as the search refuses it', async () => {
    const cardless = (await companyAccounts('pa_admin')).find((a) => !a.cardNumber)!;
    const page = await get('pa_admin', `/bff/company-account?accountEntityId=${cardless.accountEntityId}`);
    expect(Object.keys(page.body.pieces).sort()).toEqual(['addresses', 'extras', 'processor', 'profile', 'subaccount']);
    const outside = (await dashboardOf('cardholder')).accountEntitySummary.accountEntityId;
    const refused = await get('pa_admin', `/bff/company-account?accountEntityId=${outside}`);
    const search = await alone('pa_admin', `/api/v1/accounts/search/native?accountEntityId=${outside}&useProcessorData=true`);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect({ status: refused.status, body: refused.body }).toEqual(search);
  });

  it("the admin's alerts and controls: the company's control dashboard, then each listed type's summary", async () => {
    const page = await get('pa_admin', '/bff/company-controls?companyId=1102');
    expect(page.status).toBe(200);
    const dashboard = await alone('pa_admin', '/api/v1/spendcontrols/control/company/1102/dashboard');
    expect(page.body.first).toEqual(dashboard.body);
    const types = (dashboard.body as { data: { byType: { spendControlAlertTypeId: number }[] } }).data.byType.map(
      (t) => t.spendControlAlertTypeId,
    );
    expect(types.length).toBeGreaterThan(0);
    const expected: Record<string, unknown> = {};
    for (const t of types) expected[`summary.${t}`] = await alone('pa_admin', `/api/v1/spendcontrols/control/${t}/company/1102/summary`);
    expect(page.body.pieces).toEqual(expected);
    // A cardholder may not see a company's controls: the dashboard's refusal is the page's.
    const cardholder = await get('cardholder', '/bff/company-controls?companyId=1102');
    expect({ status: cardholder.status, body: cardholder.body }).toEqual(
      await alone('cardholder', '/api/v1/spendcontrols/control/company/1102/dashboard'),
    );
  });

  it('needs a session: the first call answers 401 and nothing else is asked', async () => {
    const res = await request(server).get('/bff/cardholder-home').set('Host', HOST);
    expect(res.status).toBe(401);
  });

  it("the sandbox's fault header aimed at one call's path fails that piece only, and only where the gateway passes test headers on", async () => {
    const fault = { 'X-Sandbox-Fault': 'status=404; path=/api/v1/expensereport/transactions' };
    const testing = await listening(http.createServer(gateway({ SANDBOX_TEST_HEADERS: 'true' })));
    const page = await request(testing)
      .get('/bff/cardholder-home')
      .set('Host', HOST)
      .set('Cookie', await cookieOf('er_cardholder'))
      .set(fault);
    expect(page.status).toBe(200);
    expect(page.body.pieces.expensePurchases).toMatchObject({ status: 404, body: { fault: { faultCode: 'CSSFAULT' } } });
    expect(page.body.pieces.expenseReportEnabled.status).toBe(200);
    expect(page.body.pieces.recentTransactions.status).toBe(200);
    // Without SANDBOX_TEST_HEADERS the gateway keeps the test hook from the platform.
    expect((await get('er_cardholder', '/bff/cardholder-home', fault)).body.pieces.expensePurchases.status).toBe(200);
  });
});
