import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardholderServicesResponse, type CardholderDashboard } from '../../shared/contract/cards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';
import { companyAccounts, dashboardAlone, expectRefusedAsTheDashboard, pieceOf } from './pieces.js';

/**
 * GET /api/v1/cards/cardholder/services (issue 21: the Services page in one round): the dashboard, its card's
 * replacement availability and its account's alerts and controls; each piece exactly what its own call answers.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

/** The calls one after the other, as the Services page made them before. */
async function separately(c: Client, cardNumber?: string) {
  const dashboard = await dashboardAlone(c, cardNumber);
  const { cardNumber: ref, accountEntityId } = (dashboard.body.data as CardholderDashboard).accountEntitySummary;
  return {
    dashboard: dashboard.body.data,
    replacement: pieceOf(await c.get(`/api/card/replace/avail?cards=${ref}&channel=WEB`)),
    controls: pieceOf(await c.get(`/api/v1/spendcontrols/control/consumer/${accountEntityId}`)),
  };
}

describe('the Services page in one call', () => {
  it("answers a cardholder's own dashboard, replacement availability and controls, the same as the calls on their own", async () => {
    const ch = await f.as('cardholder');
    const answer = await ch.get('/api/v1/cards/cardholder/services');
    expect(answer.status).toBe(200);
    expect(CardholderServicesResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toEqual(await separately(ch));
    expect(answer.body.data.replacement.data[0].available).toEqual(expect.any(Boolean));
  });

  it("an admin names the card and gets each piece as the calls answer them; a view-only admin the replacement call's refusal", async () => {
    const pa = await f.as('pa_admin');
    const ref = (await companyAccounts(pa)).find((a) => a.cardNumber)!.cardNumber!;
    const answer = await pa.get(`/api/v1/cards/cardholder/services?cardNumber=${ref}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(await separately(pa, ref));
    const viewOnly = await f.as('pa_viewonly');
    const seen = await viewOnly.get(`/api/v1/cards/cardholder/services?cardNumber=${ref}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.replacement).toEqual({ error: expect.objectContaining({ status: 403 }) });
    expect(seen.body.data).toEqual(await separately(viewOnly, ref));
  });

  it("a card outside the admin's companies is refused as the dashboard refuses it; a blank cardNumber is a bad request; it needs a session", async () => {
    await expectRefusedAsTheDashboard(f, 'services');
  });
});
