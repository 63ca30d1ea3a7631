import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardholderAlertsResponse, type CardholderDashboard } from '../../shared/contract/cards.js';
import type { ConsumerControlsResponse } from '../../shared/contract/spendControls.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';
import { companyAccounts, dashboardAlone, expectRefusedAsTheDashboard, pieceOf } from './pieces.js';

/**
 * GET /api/v1/cards/cardholder/alerts (issue 21: the Alerts and Controls page in one round): the dashboard, its
 * account type's alert types, its account's alerts and controls and, when one names a merchant category group, the
 * standard groups; each piece exactly what its own call answers.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

/** The calls one after the other, as the Alerts and Controls page made them before. */
async function separately(c: Client, cardNumber?: string) {
  const dashboard = await dashboardAlone(c, cardNumber);
  const { accountType, accountEntityId } = (dashboard.body.data as CardholderDashboard).accountEntitySummary;
  const controls = await c.get(`/api/v1/spendcontrols/control/consumer/${accountEntityId}`);
  const namesGroup = controls.status === 200 && (controls.body as ConsumerControlsResponse).data.controls.some((x) => x.controlAttributes.mccGroupId !== undefined);
  return {
    dashboard: dashboard.body.data,
    alertTypes: pieceOf(await c.get(`/api/v1/spendcontrols/alerttypes?accountTypes=${accountType}`)),
    controls: pieceOf(controls),
    ...(namesGroup ? { standardMccGroups: pieceOf(await c.get('/api/v1/mcc/groups?categories=Standard')) } : {}),
  };
}

describe('the Alerts and Controls page in one call', () => {
  it("answers a cardholder's own dashboard, alert types and controls, the same as the calls on their own", async () => {
    const ch = await f.as('cardholder');
    const answer = await ch.get('/api/v1/cards/cardholder/alerts');
    expect(answer.status).toBe(200);
    expect(CardholderAlertsResponse.safeParse(answer.body).success).toBe(true);
    expect(answer.body.data).toEqual(await separately(ch));
    expect(answer.body.data.alertTypes.data.length).toBeGreaterThan(0);
  });

  it('brings the standard merchant category groups once a control names one, and not before', async () => {
    const ch = await f.as('cardholder');
    const before = (await ch.get('/api/v1/cards/cardholder/alerts')).body.data;
    const { accountEntityId } = before.dashboard.accountEntitySummary;
    const groupType = (before.alertTypes.data as { spendControlAlertTypeId: number; attributes?: unknown; name: string }[]).find((t) => /merchant|category/i.test(t.name));
    if (!groupType) throw new Error('the sandbox offers consumers no merchant category control');
    expect(before.standardMccGroups).toBeUndefined();
    const group = ((await ch.get('/api/v1/mcc/groups?categories=Standard')).body.data as { mccGroupId: number }[])[0]!;
    const enrolled = await ch.post('/api/v1/spendcontrols/consumer/control', { accountEntityId, spendControlAlertTypeId: groupType.spendControlAlertTypeId, contactIds: before.controls.data.contacts.slice(0, 1).map((c: { contactId: number }) => c.contactId), controlAttributes: { mccGroupId: group.mccGroupId }, encryptedCardNumber: null });
    expect(enrolled.status).toBe(200);
    const after = (await ch.get('/api/v1/cards/cardholder/alerts')).body.data;
    expect(after.standardMccGroups).toHaveProperty('data');
    expect(after).toEqual(await separately(ch));
  });

  it("an admin names the card; a card outside the admin's companies is refused as the dashboard refuses it; a blank cardNumber is a bad request; it needs a session", async () => {
    const pa = await f.as('pa_admin');
    const ref = (await companyAccounts(pa)).find((a) => a.cardNumber)!.cardNumber!;
    const answer = await pa.get(`/api/v1/cards/cardholder/alerts?cardNumber=${ref}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(await separately(pa, ref));
    await expectRefusedAsTheDashboard(f, 'alerts');
  });
});
