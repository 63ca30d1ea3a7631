import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardholderRewardsResponse, type CardholderDashboard } from '../../shared/contract/cards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';
import { companyAccounts, dashboardAlone, expectRefusedAsTheDashboard, pieceOf } from './pieces.js';

/**
 * GET /api/v1/cards/cardholder/rewards (issue 21: the Rewards page in one round): the dashboard and its card's reward
 * description, bonus points and redemption history, which need the dashboard's card reference (in their `cardNumber`
 * header); each piece exactly what its own call answers.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

/** The four calls one after the other, as the Rewards page made them before. */
async function separately(c: Client, cardNumber?: string) {
  const dashboard = await dashboardAlone(c, cardNumber);
  const ref = (dashboard.body.data as CardholderDashboard).accountEntitySummary.cardNumber!;
  const card = { cardNumber: ref };
  return {
    dashboard: dashboard.body.data,
    rewardDescription: pieceOf(await c.get('/api/v1/rewards/rewarddescription', card)),
    bonusPoints: pieceOf(await c.get('/api/v1/rewards/findbonuspoints', card), true),
    redemptionHistory: pieceOf(await c.get('/api/v1/rewards/findrewardredemptionhistory', card)),
  };
}

describe('the Rewards page in one call', () => {
  it("answers a cardholder's own dashboard and rewards, the same as the four calls", async () => {
    const ch = await f.as('cardholder');
    const answer = await ch.get('/api/v1/cards/cardholder/rewards');
    expect(answer.status).toBe(200);
    expect(CardholderRewardsResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toEqual(await separately(ch));
    expect(answer.body.data.bonusPoints.data.totalBonusPoints).toBeGreaterThan(0);
    expect(answer.body.data.rewardDescription.data.programName).toBeTruthy();
  });

  it("an admin names the card; a card without a rewards product gets the dashboard and the rewards calls' refusals", async () => {
    const pa = await f.as('pa_admin');
    const ref = (await companyAccounts(pa)).find((a) => a.cardNumber)!.cardNumber!;
    const answer = await pa.get(`/api/v1/cards/cardholder/rewards?cardNumber=${ref}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.dashboard.accountEntitySummary.cardNumber).toBe(ref);
    expect(answer.body.data).toEqual(await separately(pa, ref));

    // The grizzlies bank's business product has no rewards program: the rewards calls refuse its cards.
    const noRewards = await f.as('pa_admin', 'grizzlies');
    const card = ((await noRewards.get('/api/v1/accounts/company/3102?size=50')).body.content as { cardNumber: string | null }[]).find((a) => a.cardNumber)!.cardNumber!;
    const refused = await noRewards.get(`/api/v1/cards/cardholder/rewards?cardNumber=${card}`);
    expect(refused.status).toBe(200);
    expect(refused.body.data.rewardDescription).toEqual({ error: expect.objectContaining({ status: 403, message: 'This card has no rewards program.' }) });
    expect(refused.body.data).toEqual(await separately(noRewards, card));
  });

  it("a card outside the admin's companies is refused as the dashboard refuses it; a blank cardNumber is a bad request; it needs a session", async () => {
    await expectRefusedAsTheDashboard(f, 'rewards');
  });
});
