import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_CYCLE, CardholderHomeResponse, type CardholderDashboard } from '../../shared/contract/cards.js';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

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

/** The three calls one by one, as the home made them before (card reference from the dashboard). */
async function separately(c: Client, cardNumber?: string) {
  const dashboard = await c.get(`/api/v1/cards/cardholder/dashboard${cardNumber ? `?cardNumber=${cardNumber}` : ''}`);
  const ref = (dashboard.body.data as CardholderDashboard).accountEntitySummary.cardNumber!;
  const rewards = await c.get('/api/v1/rewards/rewarddescription', { cardNumber: ref });
  const recent = await c.get(`/api/v1/cards/encrypted/${ref}/transactions?cycle=${CURRENT_CYCLE}&page=0&size=10`);
  return {
    dashboard: dashboard.body.data,
    rewardDescription: rewards.status === 200 ? { data: rewards.body.data } : { error: rewards.body },
    recentTransactions: recent.status === 200 ? { data: recent.body } : { error: recent.body },
  };
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
    const accounts = (await pa.get('/api/v1/accounts/company/1102?size=50&useProcessorData=true')).body.content as AccountDetail[];
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

  it('needs a session', async () => {
    expect((await f.client().get('/api/v1/cards/cardholder/home')).status).toBe(401);
  });
});
