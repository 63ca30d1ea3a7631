import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ControlOverviewResponse, type ControlDashboardResponse } from '../../shared/contract/spendControls.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';
import { pieceOf } from './pieces.js';

/**
 * GET /api/v1/spendcontrols/control/company/:id/overview (issue 21: the admin's alerts and controls overview in one
 * round): the dashboard and each listed type's summary; each piece exactly what its own call answers.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const BASE = '/api/v1/spendcontrols/control';

/** The dashboard, then a summary per type it lists, as the page asked them before. */
async function separately(c: Client, companyId: number) {
  const dashboard = (await c.get(`${BASE}/company/${companyId}/dashboard`)).body as ControlDashboardResponse;
  const summaries = [];
  for (const t of dashboard.data.byType) summaries.push({ spendControlAlertTypeId: t.spendControlAlertTypeId, summary: pieceOf(await c.get(`${BASE}/${t.spendControlAlertTypeId}/company/${companyId}/summary`)) });
  return { dashboard: dashboard.data, summaries };
}

describe("the admin's alerts and controls overview in one call", () => {
  it('answers the dashboard with each listed type’s summary, the same as the calls on their own', async () => {
    const pa = await f.as('pa_admin');
    const answer = await pa.get(`${BASE}/company/1102/overview`);
    expect(answer.status).toBe(200);
    expect(ControlOverviewResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toEqual(await separately(pa, 1102));
    expect(answer.body.data.summaries.length).toBe(answer.body.data.dashboard.byType.length);
    expect(answer.body.data.summaries.length).toBeGreaterThan(0);
  });

  it("is refused as the dashboard refuses it: another company's, a cardholder, no session", async () => {
    const pa = await f.as('pa_admin');
    for (const [c, id] of [[pa, 3102], [await f.as('cardholder'), 1102]] as const) {
      const combined = await c.get(`${BASE}/company/${id}/overview`);
      const alone = await c.get(`${BASE}/company/${id}/dashboard`);
      expect(combined.status).toBeGreaterThanOrEqual(400);
      expect(combined.status).toBe(alone.status);
      expect(combined.body).toEqual(alone.body);
    }
    expect((await f.client().get(`${BASE}/company/1102/overview`)).status).toBe(401);
  });
});
