import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_CYCLE, CardholderHomeResponse, type CardholderDashboard } from '../../shared/contract/cards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';
import { companyAccounts, pieceOf } from './pieces.js';

/**
 * GET /api/v1/cards/cardholder/home (issue 21: the cardholder home in one round): the dashboard and the two calls
 * that need its card reference, each piece exactly what its own call answers, refusals per piece.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

/**
 * The calls one by one, as the home made them before (card reference and company from the dashboard): the expense
 * panel's where the dashboard says its company has expense reporting, its purchases for a cardholder where it is on.
 */
async function separately(c: Client, cardNumber?: string, cardholder = true) {
  const dashboard = await c.get(`/api/v1/cards/cardholder/dashboard${cardNumber ? `?cardNumber=${cardNumber}` : ''}`);
  const d = dashboard.body.data as CardholderDashboard;
  const ref = d.accountEntitySummary.cardNumber!;
  const rewards = await c.get('/api/v1/rewards/rewarddescription', { cardNumber: ref });
  const recent = await c.get(`/api/v1/cards/encrypted/${ref}/transactions?cycle=${CURRENT_CYCLE}&page=0&size=10`);
  const expense: Record<string, unknown> = {};
  if (d.expenseReportingEnabled) {
    const enabled = await c.get(`/api/company/expensereport/${d.companyId}/enabled`);
    expense.expenseReportEnabled = pieceOf(enabled);
    const on = enabled.status === 200 && enabled.body.data.expenseReportingEnabled && enabled.body.data.activationAcknowledgement;
    if (on && cardholder) expense.expensePurchases = pieceOf(await c.get('/api/v1/expensereport/transactions'));
  }
  return { dashboard: dashboard.body.data, rewardDescription: pieceOf(rewards), recentTransactions: pieceOf(recent, true), ...expense };
}

describe('the cardholder home in one call', () => {
  it("answers a cardholder's own dashboard, reward description and newest transactions, the same as the three calls", async () => {
    const ch = await f.as('cardholder');
    const home = await ch.get('/api/v1/cards/cardholder/home');
    expect(home.status).toBe(200);
    expect(CardholderHomeResponse.safeParse(home.body).success).toBe(true);
    expect(home.body.data).toEqual(await separately(ch));
    expect(home.body.data.recentTransactions.data.content.length).toBeGreaterThan(0);
    expect(home.body.data.rewardDescription.data.pointsBalance).toBeGreaterThanOrEqual(0);
  });

  it('a piece its own call refuses is that refusal, the rest still answered (a card without a rewards program)', async () => {
    const vs = await f.as('virtualsub');
    const home = await vs.get('/api/v1/cards/cardholder/home');
    expect(home.status).toBe(200);
    expect(home.body.data.rewardDescription).toEqual({ error: expect.objectContaining({ status: 403, message: 'This card has no rewards program.' }) });
    expect(home.body.data.recentTransactions.data.page).toBe(0);
    expect(home.body.data).toEqual(await separately(vs));
  });

  it("an admin names the card (cardNumber); a card outside the admin's companies is refused as the dashboard refuses it; size is checked", async () => {
    const pa = await f.as('pa_admin');
    const accounts = await companyAccounts(pa);
    const ref = accounts.find((a) => a.cardNumber)!.cardNumber!;
    const home = await pa.get(`/api/v1/cards/cardholder/home?cardNumber=${ref}&size=3`);
    expect(home.status).toBe(200);
    expect(home.body.data.dashboard.accountEntitySummary.cardNumber).toBe(ref);
    expect(home.body.data.recentTransactions.data.size).toBe(3);

    const own = (await (await f.as('cardholder')).get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;
    const foreign = await pa.get(`/api/v1/cards/cardholder/home?cardNumber=${own.accountEntitySummary.cardNumber}`);
    const alone = await pa.get(`/api/v1/cards/cardholder/dashboard?cardNumber=${own.accountEntitySummary.cardNumber}`);
    expect(foreign.status).toBe(alone.status);
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect((await pa.get(`/api/v1/cards/cardholder/home?cardNumber=${ref}&size=0`)).status).toBe(400);
  });

  it("brings the expense panel where the company has expense reporting: its enablement and the cardholder's open purchases, the same as their own calls", async () => {
    const er = await f.as('er_cardholder');
    const home = await er.get('/api/v1/cards/cardholder/home');
    expect(home.status).toBe(200);
    expect(CardholderHomeResponse.safeParse(home.body).success).toBe(true);
    expect(home.body.data.expenseReportEnabled.data).toMatchObject({ expenseReportingEnabled: true, activationAcknowledgement: true });
    expect(home.body.data.expensePurchases.data.length).toBeGreaterThan(0);
    expect(home.body.data).toEqual(await separately(er));
    // A company without expense reporting: neither piece is asked.
    const consumer = (await (await f.as('cardholder')).get('/api/v1/cards/cardholder/home')).body.data;
    expect(consumer.dashboard.expenseReportingEnabled).toBe(false);
    expect(consumer).not.toHaveProperty('expenseReportEnabled');
    expect(consumer).not.toHaveProperty('expensePurchases');
  });

  it("an admin viewing a card of an expense-reporting company gets the company's enablement, not purchases (an admin has none of its own)", async () => {
    const pa = await f.as('pa_admin');
    const accounts = await companyAccounts(pa);
    const ref = accounts.find((a) => a.cardNumber && a.accountEntityType !== 'Virtual Sub')!.cardNumber!;
    const home = (await pa.get(`/api/v1/cards/cardholder/home?cardNumber=${ref}`)).body.data;
    expect(home.expenseReportEnabled.data.companyId).toBe(1102);
    expect(home).not.toHaveProperty('expensePurchases');
    expect(home).toEqual(await separately(pa, ref, false));
  });

  it('needs a session', async () => {
    expect((await f.client().get('/api/v1/cards/cardholder/home')).status).toBe(401);
  });
});
