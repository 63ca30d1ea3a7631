import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import type { FleetCodesResponse } from '../../shared/contract/fleet.js';
import type { MccGroupInUseBody } from '../../shared/contract/mcc.js';
import type { BulkConflictBody, Contact, Control, ControlEvaluationResponse } from '../../shared/contract/spendControls.js';
import type { UserSearchResponse } from '../../shared/contract/user.js';
import type { Client } from './client.js';
import { Fixture, companyOf } from './fixture.js';

/**
 * Program-admin alerts and controls, MCC groups and fleet codes: the test transaction, the bulk
 * conflict, the group rules and the fleet codes call, each as an integrator would call them.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const accountsOf = async (c: Client, companyId: number): Promise<AccountDetail[]> =>
  (await c.get(`/api/v1/accounts/search/native?companyId=${companyId}`)).body.data as AccountDetail[];
const controlsOf = async (c: Client, companyId: number): Promise<Control[]> =>
  (await c.get(`/api/v1/spendcontrols/control/company/${companyId}`)).body.data as Control[];
const evaluate = (c: Client, id: number, q: string) =>
  c.get<ControlEvaluationResponse>(`/api/v1/spendcontrols/control/consumer/${id}/evaluate?${q}`);

/** Open-card Sub accounts of the company without any alert or control of their own. */
async function bareAccounts(c: Client, companyId: number): Promise<AccountDetail[]> {
  const controls = await controlsOf(c, companyId);
  return (await accountsOf(c, companyId)).filter(
    (a) =>
      a.accountEntityType === 'Sub' &&
      a.cardNumber &&
      a.externalCardStatusCommonName === 'Open' &&
      !controls.some((x) => x.accountEntityId === a.accountEntityId),
  );
}

describe('the test transaction (GET …/control/consumer/{id}/evaluate)', () => {
  let pa: Client;
  let companyId: number;
  let account: AccountDetail;
  let contacts: Contact[];
  beforeAll(async () => {
    pa = await f.as('pa_admin');
    companyId = await companyOf(pa);
    account = (await bareAccounts(pa, companyId))[0]!;
    contacts = (await pa.get(`/api/v1/spendcontrols/contacts/company/${companyId}`)).body.data as Contact[];
  });
  const add = async (spendControlAlertTypeId: number, controlAttributes: Record<string, number> = {}): Promise<Control> => {
    const a = await pa.post('/api/v1/spendcontrols/company/control', {
      companyId,
      accountEntityId: account.accountEntityId,
      spendControlAlertTypeId,
      contactIds: [contacts[0]!.contactId],
      controlAttributes,
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    return a.body.data as Control;
  };

  it('approves a purchase no control stops, after checking the card and the company-wide controls', async () => {
    const a = await evaluate(pa, account.accountEntityId, 'merchantCategoryCode=5812&amount=25');
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({
      decision: 'APPROVE',
      decidedBy: null,
      merchantCategoryCode: '5812',
      mccDescription: 'Eating Places and Restaurants',
      amount: 25,
    });
    expect(a.body.data.checks[0]).toMatchObject({ kind: 'CARD', outcome: 'PASS', reason: 'The card is open.' });
    // The seeded company-wide "Block Cash Advances" is applied to every account of the company.
    expect(a.body.data.checks.find((k) => k.spendControlAlertTypeId === 11)).toMatchObject({ scope: 'COMPANY', outcome: 'PASS' });
  });

  it('declines over a per-transaction limit and names the rule; a company-wide block decides a cash withdrawal', async () => {
    const limit = await add(8, { amount: 100 });
    const over = await evaluate(pa, account.accountEntityId, 'merchantCategoryCode=5812&amount=250');
    expect(over.body.data.decision).toBe('DECLINE');
    expect(over.body.data.decidedBy).toMatchObject({
      controlId: limit.controlId,
      name: 'Per Transaction Limit',
      scope: 'ACCOUNT',
      reason: '$250.00 is over the $100.00 per-transaction limit.',
    });
    // The company's "Declined Transaction" alert would tell its contacts.
    expect(over.body.data.checks.find((k) => k.spendControlAlertTypeId === 4)).toMatchObject({
      kind: 'ALERT',
      outcome: 'ALERT',
      scope: 'COMPANY',
    });
    expect((await evaluate(pa, account.accountEntityId, 'merchantCategoryCode=5812&amount=100')).body.data.decision).toBe('APPROVE');
    const cash = await evaluate(pa, account.accountEntityId, 'merchantCategoryCode=6011&amount=20');
    expect(cash.body.data.decidedBy).toMatchObject({
      spendControlAlertTypeId: 11,
      scope: 'COMPANY',
      reason: 'Cash disbursements are blocked.',
    });
  });

  it('a blocked merchant category group decides before a limit; a paused control is shown but not applied', async () => {
    const group = await pa.post('/api/v1/mcc/group', {
      companyId,
      name: 'Diners',
      description: 'Restaurants',
      mccCodeRanges: [{ startMccCode: '5812', endMccCode: '5814' }],
    });
    expect(group.status).toBe(200);
    const block = await add(7, { mccGroupId: group.body.data.mccGroupId });
    const both = await evaluate(pa, account.accountEntityId, 'merchantCategoryCode=5814&amount=250');
    expect(both.body.data.decidedBy).toMatchObject({
      controlId: block.controlId,
      reason: 'Merchant category 5814 is in the blocked group “Diners”.',
    });
    expect(both.body.data.checks.filter((k) => k.outcome === 'DECLINE').map((k) => k.spendControlAlertTypeId)).toEqual([7, 8]);
    expect((await evaluate(pa, account.accountEntityId, 'merchantCategoryCode=5411&amount=50')).body.data.decision).toBe('APPROVE');
    expect((await pa.put(`/api/v1/spendcontrols/control/${block.controlId}`, { status: 'Off' })).status).toBe(200);
    const paused = await evaluate(pa, account.accountEntityId, 'merchantCategoryCode=5814&amount=50');
    expect(paused.body.data.decision).toBe('APPROVE');
    expect(paused.body.data.checks.find((k) => k.controlId === block.controlId)).toMatchObject({ outcome: 'PAUSED' });
  });

  it('international and card-not-present purchases meet their controls and alerts; a locked card declines everything', async () => {
    await add(10);
    await add(3);
    const abroad = await evaluate(
      pa,
      account.accountEntityId,
      'merchantCategoryCode=5411&amount=10&international=true&cardNotPresent=true',
    );
    expect(abroad.body.data).toMatchObject({ decision: 'DECLINE', international: true, cardNotPresent: true });
    expect(abroad.body.data.decidedBy).toMatchObject({
      name: 'Block International',
      reason: 'Purchases outside the United States are blocked.',
    });
    expect(abroad.body.data.checks.find((k) => k.spendControlAlertTypeId === 3)).toMatchObject({ outcome: 'ALERT' });
    expect((await pa.put(`/api/v1/cards/encrypted/${account.cardNumber}/lock`, { locked: true })).status).toBe(200);
    const locked = await evaluate(pa, account.accountEntityId, 'merchantCategoryCode=5411&amount=10');
    expect(locked.body.data.decidedBy).toMatchObject({ kind: 'CARD', reason: 'The card is locked.' });
    expect((await pa.put(`/api/v1/cards/encrypted/${account.cardNumber}/lock`, { locked: false })).status).toBe(200);
  });

  it('refuses bad input with the reason, and follows the roles: view only may test, a virtual sub has no controls', async () => {
    const id = account.accountEntityId;
    for (const [q, words] of [
      ['merchantCategoryCode=581&amount=10', 'four-digit'],
      ['merchantCategoryCode=1234&amount=10', '1234 is not a merchant category code.'],
      ['merchantCategoryCode=5812&amount=0', 'more than zero'],
      ['merchantCategoryCode=5812&amount=12.345', 'whole cents'],
      ['merchantCategoryCode=5812&amount=abc', 'amount'],
      ['merchantCategoryCode=5812&amount=2000000', '1,000,000'],
    ] as const) {
      const a = await evaluate(pa, id, q);
      expect(a.status, q).toBe(400);
      expect((a.body as unknown as { message: string }).message, q).toContain(words);
    }
    const v = await f.as('pa_viewonly');
    expect((await evaluate(v, id, 'merchantCategoryCode=5812&amount=10')).status).toBe(200);
    const virtual = (await accountsOf(pa, companyId)).find((a) => a.accountEntityType === 'Virtual Sub')!;
    expect((await evaluate(pa, virtual.accountEntityId, 'merchantCategoryCode=5812&amount=10')).status).toBe(403);
    expect((await evaluate(await f.as('pa_admin', 'pnfp'), id, 'merchantCategoryCode=5812&amount=10')).status).toBe(403);
    expect((await evaluate(await f.as('pa_payments'), id, 'merchantCategoryCode=5812&amount=10')).status).toBe(403);
  });
});

describe('bulk controls are all or nothing', () => {
  it('a 409 Conflict lists the accounts that already have the type and why, and creates nothing', async () => {
    const pa = await f.as('pa_admin', 'bhg');
    const companyId = await companyOf(pa);
    const contactId = ((await pa.get(`/api/v1/spendcontrols/contacts/company/${companyId}`)).body.data as Contact[])[0]!.contactId;
    const fresh = (await bareAccounts(pa, companyId)).slice(0, 4).map((a) => a.accountEntityId);
    const body = { companyId, spendControlAlertTypeId: 8, contactIds: [contactId], controlAttributes: { amount: 300 } };
    expect((await pa.post('/api/v1/spendcontrols/company/control/bulk', { ...body, accountEntityIds: fresh.slice(0, 2) })).status).toBe(
      200,
    );
    const before = (await controlsOf(pa, companyId)).length;
    const again = await pa.post<BulkConflictBody>('/api/v1/spendcontrols/company/control/bulk', { ...body, accountEntityIds: fresh });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'Conflict', conflicts: fresh.slice(0, 2) });
    expect(again.body.existing!.map((x) => [x.accountEntityId, x.controlAttributes.amount])).toEqual([
      [fresh[0], 300],
      [fresh[1], 300],
    ]);
    expect((await controlsOf(pa, companyId)).length).toBe(before);
    expect((await pa.post('/api/v1/spendcontrols/company/control/bulk', { ...body, accountEntityIds: [] })).status).toBe(400);
  });

  it('an account control alerts the company’s contacts or the account’s own, never someone else’s', async () => {
    const pa = await f.as('pa_admin', 'bhg');
    const companyId = await companyOf(pa);
    const control = (await controlsOf(pa, companyId)).find((c) => c.accountEntityId !== null)!;
    const contacts = (await pa.get(`/api/v1/spendcontrols/contacts/company/${companyId}`)).body.data as Contact[];
    expect((await pa.put(`/api/v1/spendcontrols/control/${control.controlId}`, { contactIds: [contacts[1]!.contactId] })).status).toBe(200);
    const bad = await pa.put(`/api/v1/spendcontrols/control/${control.controlId}`, { contactIds: [999_999] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown contacts: 999999.');
  });
});

describe('merchant category groups', () => {
  it('checks the ranges against the code list, refuses a duplicate name, and names the controls that keep a group', async () => {
    const pa = await f.as('pa_tier2', 'communitycard');
    const companyId = await companyOf(pa);
    const post = (name: string, ranges: [string, string][]) =>
      pa.post('/api/v1/mcc/group', {
        companyId,
        name,
        description: '',
        mccCodeRanges: ranges.map(([startMccCode, endMccCode]) => ({ startMccCode, endMccCode })),
      });
    const reversed = await post('Backwards', [['5814', '5812']]);
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({
      message: 'Range 1: The range ends before it starts: 5812 is lower than 5814.',
      problems: [{ index: 0, field: 'endMccCode' }],
    });
    const unknown = await post('Nothing', [
      ['5812', '5812'],
      ['1234', '1250'],
    ]);
    expect(unknown.body.message).toBe('Range 2: No merchant category code falls in 1234–1250.');
    expect((await post('Letters', [['58a2', '5812']])).status).toBe(400);
    const good = await post('Coffee', [
      ['5812', '5814'],
      ['5462', '5462'],
    ]);
    expect(good.status).toBe(200);
    const dup = await post('  coffee ', [['5812', '5812']]);
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ reason: 'NAME_TAKEN', message: 'An MCC group named “coffee” already exists in this company.' });

    const accounts = await bareAccounts(pa, companyId);
    const control = (
      await pa.post('/api/v1/spendcontrols/company/control', {
        companyId,
        accountEntityId: accounts[0]!.accountEntityId,
        spendControlAlertTypeId: 7,
        contactIds: [],
        controlAttributes: { mccGroupId: good.body.data.mccGroupId },
      })
    ).body.data as Control;
    const refused = await pa.del<MccGroupInUseBody>(`/api/v1/mcc/group/${good.body.data.mccGroupId}`);
    expect(refused.status).toBe(409);
    const name = `${accounts[0]!.firstName} ${accounts[0]!.lastName}`;
    expect(refused.body.usedBy).toEqual([
      {
        controlId: control.controlId,
        accountEntityId: accounts[0]!.accountEntityId,
        accountName: name,
        name: 'Block Merchant Category Group',
      },
    ]);
    expect(refused.body.message).toBe(
      `“Coffee” can’t be deleted while a control uses it: ${name} (account ${accounts[0]!.accountEntityId}). Remove that control first.`,
    );
    expect((await pa.del(`/api/v1/spendcontrols/control/${control.controlId}`)).status).toBe(200);
    expect((await pa.del(`/api/v1/mcc/group/${good.body.data.mccGroupId}`)).status).toBe(200);
  });

  it('every standard group covers codes of the list, so a clone can be saved as it is', async () => {
    const pa = await f.as('pa_admin');
    const standard = (await pa.get('/api/v1/mcc/groups?categories=Standard')).body.data as { mccGroupId: number; name: string }[];
    const companyId = await companyOf(pa);
    const clones = await pa.post('/api/v1/mcc/clonegroups', { companyId, mccGroupsIds: standard.map((g) => g.mccGroupId) });
    expect(clones.status).toBe(200);
    for (const g of clones.body.data as { mccGroupId: number; name: string; description: string; mccCodeRanges: unknown[] }[]) {
      const saved = await pa.put(`/api/v1/mcc/group/${g.mccGroupId}`, {
        companyId,
        name: g.name,
        description: g.description,
        mccCodeRanges: g.mccCodeRanges,
      });
      expect(saved.status, `${g.name}: ${JSON.stringify(saved.body)}`).toBe(200);
    }
  });
});

describe('fleet codes (PUT /v1/fleet/{companyId}/subaccounts/{id}/codes)', () => {
  let fleet: Client;
  let companyId: number;
  let card: AccountDetail;
  const path = () => `/api/v1/fleet/${companyId}/subaccounts/${card.accountEntityId}/codes`;
  beforeAll(async () => {
    fleet = await f.as('pa_fleet', 'grizzlies');
    companyId = await companyOf(fleet);
    card = (await accountsOf(fleet, companyId)).find((a) => a.accountEntityType === 'Sub')!;
  });

  it('saves the vehicle, the driver and the prompts, and the read answers them from then on', async () => {
    const saved = await fleet.put<FleetCodesResponse>(path(), {
      vehicle: { code: 'truck-7', description: 'Ford F-250' },
      driver: { code: '204817', description: 'Sam Rivera' },
      prompts: { driverIdRequired: true, odometerRequired: false, fuelOnly: true },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = (await fleet.get<FleetCodesResponse>(path())).body.data;
    expect(read).toMatchObject({ vehicleNumber: 'TRUCK-7', driverIdRequired: true, odometerRequired: false, fuelOnly: true });
    expect(read.codes).toEqual([
      { codeType: 'VEHICLE', code: 'TRUCK-7', description: 'Ford F-250' },
      { codeType: 'DRIVER', code: '204817', description: 'Sam Rivera' },
      { codeType: 'PROMPT', code: 'DRIVER_ID', description: 'Driver ID at the pump' },
    ]);
    // A part left out stays as it was.
    await fleet.put(path(), { driver: { code: '1111', description: 'Alex Kim' } });
    expect((await fleet.get<FleetCodesResponse>(path())).body.data).toMatchObject({ vehicleNumber: 'TRUCK-7', fuelOnly: true });
    await f.restart();
    fleet = await f.as('pa_fleet', 'grizzlies');
    expect((await fleet.get<FleetCodesResponse>(path())).body.data.codes[1]).toEqual({
      codeType: 'DRIVER',
      code: '1111',
      description: 'Alex Kim',
    });
  });

  it('refuses bad codes with every problem, the control account, and other companies', async () => {
    const bad = await fleet.put(path(), {
      vehicle: { code: 'truck 7!', description: 'x'.repeat(41) },
      driver: { code: '12', description: '' },
    });
    expect(bad.status).toBe(400);
    for (const words of ['vehicle.code', 'vehicle.description', 'driver.code', 'driver.description'])
      expect(bad.body.message).toContain(words);
    expect((await fleet.put(path(), {})).status).toBe(400);
    const control = (await accountsOf(fleet, companyId)).find((a) => a.accountEntityType === 'Control');
    if (control)
      expect(
        (
          await fleet.put(`/api/v1/fleet/${companyId}/subaccounts/${control.accountEntityId}/codes`, {
            driver: { code: '1234', description: 'A' },
          })
        ).status,
      ).toBe(400);
    const pa = await f.as('pa_admin', 'grizzlies');
    expect((await pa.put(path(), { driver: { code: '1234', description: 'A' } })).status).toBe(403);
    const own = await companyOf(pa);
    const sub = (await accountsOf(pa, own)).find((a) => a.accountEntityType === 'Sub')!;
    expect((await pa.get(`/api/v1/fleet/${own}/subaccounts/${sub.accountEntityId}/codes`)).status).toBe(400);
  });

  it('docs/requirements.md#spec-6-permissions: a view-only admin of the fleet company reads but changes nothing; a delegate edits codes of assigned cards but not the prompts', async () => {
    const admins = (
      await fleet.get<UserSearchResponse>(`/api/v1/users/search?companyId=${companyId}&userType=PROGRAM%20ADMIN&status=ACTIVE&size=50`)
    ).body.content.filter((u) => u.username !== 'pa_fleet' && !u.username.startsWith('api.'));
    const [viewer, delegate] = admins;
    expect(delegate, 'two active admins on the fleet company').toBeDefined();
    expect((await fleet.put(`/api/v1/users/${viewer!.userid}`, { roles: ['ROLE_PA_VIEW_ONLY'] })).status).toBe(200);
    expect((await fleet.put(`/api/v1/users/${delegate!.userid}`, { roles: ['ROLE_PA_DELEGATE'] })).status).toBe(200);
    expect(
      (await fleet.put(`/api/v1/users/${delegate!.userid}/managedaccounts`, { accountEntityIds: [card.accountEntityId] })).status,
    ).toBe(200);

    const v = await f.as(viewer!.username, 'grizzlies');
    expect((await v.get(path())).status).toBe(200);
    expect((await v.put(path(), { driver: { code: '2222', description: 'B' } })).status).toBe(403);
    const d = await f.as(delegate!.username, 'grizzlies');
    expect((await d.put(path(), { vehicle: { code: 'VAN-2', description: 'Ford Transit' } })).status).toBe(200);
    const prompts = await d.put(path(), { prompts: { driverIdRequired: false, odometerRequired: false, fuelOnly: false } });
    expect(prompts.status).toBe(403);
    expect(prompts.body.message).toBe('Your role does not allow changing fleet prompts.');
    const other = (await accountsOf(fleet, companyId)).find(
      (a) => a.accountEntityType === 'Sub' && a.accountEntityId !== card.accountEntityId,
    )!;
    expect(
      (
        await d.put(`/api/v1/fleet/${companyId}/subaccounts/${other.accountEntityId}/codes`, {
          vehicle: { code: 'VAN-3', description: '' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('the demo cardholder’s alerts', () => {
  it('on every seeded client, `cardholder` is enrolled in alerts and a control, and the alerts have sent a few notifications', async () => {
    for (const brand of ['demo', 'pnfp', 'grizzlies', 'communitycard', 'bhg', 'bhgmore']) {
      const ch = await f.as('cardholder', brand);
      const entity = (await ch.get('/api/v1/cards/cardholder/dashboard')).body.data.accountEntitySummary.accountEntityId as number;
      const history = (await ch.get(`/api/v1/spendcontrols/history/consumer/${entity}`)).body.data as {
        enrollments: { name: string; status: string }[];
        notifications: { name: string; sentTo: string }[];
      };
      expect(
        history.enrollments.filter((e) => e.status === 'enrolled').map((e) => e.name),
        brand,
      ).toEqual(expect.arrayContaining(['Transaction Over Amount', 'Payment Posted', 'Block International']));
      expect(history.notifications.length, brand).toBeGreaterThanOrEqual(3);
      expect(history.notifications.length, brand).toBeLessThanOrEqual(20);
      expect(['Transaction Over Amount', 'Payment Posted'], brand).toEqual(
        expect.arrayContaining([...new Set(history.notifications.map((n) => n.name))]),
      );
      expect(
        history.notifications.every((n) => /^\*\*\*|@/.test(n.sentTo)),
        brand,
      ).toBe(true);
    }
  });
});
