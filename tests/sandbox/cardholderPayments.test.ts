import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardholderPaymentsResponse, type CardholderDashboard } from '../../shared/contract/cards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';
import { companyAccounts, dashboardAlone, expectRefusedAsTheDashboard, pieceOf } from './pieces.js';

/**
 * GET /api/v1/cards/cardholder/payments (issue 21: the Payments page in one round): the dashboard and the payment
 * information of its card, which needs the dashboard's card reference; the piece exactly what its own call answers.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

/** The two calls one after the other, as the Payments page made them before. */
async function separately(c: Client, cardNumber?: string) {
  const dashboard = await dashboardAlone(c, cardNumber);
  const ref = (dashboard.body.data as CardholderDashboard).accountEntitySummary.cardNumber!;
  return { dashboard: dashboard.body.data, paymentInfo: pieceOf(await c.get(`/api/v1/payments/paymentinfo?cardNumber=${ref}`)) };
}

/** A card of the admins' company 1102 (one with a card reference). */
async function companyCard(c: Client): Promise<string> {
  return (await companyAccounts(c)).find((a) => a.cardNumber)!.cardNumber!;
}

describe('the Payments page in one call', () => {
  it("answers a cardholder's own dashboard and payment information, the same as the two calls", async () => {
    const ch = await f.as('cardholder');
    const answer = await ch.get('/api/v1/cards/cardholder/payments');
    expect(answer.status).toBe(200);
    expect(CardholderPaymentsResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toEqual(await separately(ch));
    expect(answer.body.data.paymentInfo.data.limits.maximumAmount).toBeGreaterThanOrEqual(0);
  });

  it('an admin names the card; a view-only admin gets the dashboard and the refusal the payment call gives it', async () => {
    const pa = await f.as('pa_admin');
    const ref = await companyCard(pa);
    const answer = await pa.get(`/api/v1/cards/cardholder/payments?cardNumber=${ref}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data.dashboard.accountEntitySummary.cardNumber).toBe(ref);
    expect(answer.body.data).toEqual(await separately(pa, ref));
    expect(answer.body.data.paymentInfo).toHaveProperty('data');

    const viewOnly = await f.as('pa_viewonly');
    const seen = await viewOnly.get(`/api/v1/cards/cardholder/payments?cardNumber=${ref}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.paymentInfo).toEqual({ error: expect.objectContaining({ status: 403 }) });
    expect(seen.body.data).toEqual(await separately(viewOnly, ref));
  });

  it("a card outside the admin's companies is refused as the dashboard refuses it; a blank cardNumber is a bad request; it needs a session", async () => {
    await expectRefusedAsTheDashboard(f, 'payments');
  });
});
