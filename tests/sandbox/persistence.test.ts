import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import type { User } from '../../shared/contract/authentication.js';
import type { Vendor } from '../../shared/contract/virtualCards.js';
import { startSandbox } from '../../scripts/sandbox/startSandbox.js';
import { Client } from './client.js';
import { Fixture } from './fixture.js';

const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

async function snapshot(): Promise<{ balance: number; history: number[]; vendor: Vendor | undefined; points: number }> {
  const ch = await f.as('cardholder');
  const info = (await ch.get('/api/v1/payments/paymentinfo')).body.data;
  const pa = await f.as('pa_admin');
  const companyId = ((await pa.get('/api/authentication/check')).body.userData as User).userCompanyId!;
  const vendors = (
    await pa.get(`/api/v1/virtualcard/company/${companyId}/vendors?status=ACTIVE,PENDING,INACTIVE,DELETED&size=500&query=Persistent`)
  ).body.content as Vendor[];
  const points = (await ch.get('/api/v1/rewards/rewarddescription')).body.data.pointsBalance as number;
  return { balance: info.currentBalance, history: info.history.map((p: { paymentId: number }) => p.paymentId), vendor: vendors[0], points };
}

describe('state that changes and stays changed', () => {
  it('a payment, a vendor change and a redemption survive a restart; reset restores the seed', async () => {
    const seed = await snapshot();
    expect(seed.vendor).toBeUndefined();

    const ch = await f.as('cardholder');
    const dash = (await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;
    const info = (await ch.get('/api/v1/payments/paymentinfo')).body.data;
    const paid = await ch.post('/api/v1/payments', {
      cardNumber: dash.accountEntitySummary.cardNumber,
      paymentAccountId: info.paymentAccounts[0].paymentAccountId,
      amount: 42,
    });
    expect(paid.status).toBe(200);
    expect((await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 25 })).status).toBe(200);
    const pa = await f.as('pa_admin');
    const companyId = ((await pa.get('/api/authentication/check')).body.userData as User).userCompanyId!;
    const base = `/api/v1/virtualcard/company/${companyId}/vendors`;
    const added = await pa.post(base, {
      legalName: 'Persistent Supplies LLC',
      shortName: 'Persistent',
      addressLine1: '9 Elm St',
      city: 'Omaha',
      stateOrProvince: 'NE',
      postalCode: '68102',
      contactFirstname: 'P',
      contactLastname: 'S',
      contactEmail: 'ap@persistent.example',
      defaultVcUsesAllowed: 1,
      defaultVcValidDays: 30,
      tolerancePercent: 0,
    });
    expect(added.status).toBe(200);
    expect((await pa.put(`${base}/${added.body.data.vendorId}/status`, { status: 'INACTIVE' })).status).toBe(200);
    const changed = await snapshot();
    expect(changed.balance).toBeCloseTo(seed.balance - 42 - 25, 2);
    expect(changed.history[0]).toBe(paid.body.data.paymentId);
    expect(changed.vendor?.status).toBe('INACTIVE');
    expect(changed.points).toBe(seed.points - 2500);

    await f.restart();
    const restarted = await snapshot();
    expect(restarted).toEqual(changed);

    await f.restart({ reset: true });
    expect(await snapshot()).toEqual(seed);
  });

  it('POST /__sandbox/reset drops changes and sessions', async () => {
    const seed = await snapshot();
    const pa = await f.as('pa_admin');
    const companyId = ((await pa.get('/api/authentication/check')).body.userData as User).userCompanyId!;
    await pa.post(`/api/v1/virtualcard/company/${companyId}/vendors`, {
      legalName: 'Persistent Two LLC',
      shortName: 'Persistent 2',
      addressLine1: '9 Elm St',
      city: 'Omaha',
      stateOrProvince: 'NE',
      postalCode: '68102',
      contactFirstname: 'P',
      contactLastname: 'S',
      contactEmail: 'ap@persistent.example',
      defaultVcUsesAllowed: 1,
      defaultVcValidDays: null,
      tolerancePercent: 0,
    });
    expect((await snapshot()).vendor).toBeDefined();
    expect((await f.client().post('/__sandbox/reset', {})).status).toBe(200);
    expect((await pa.get('/api/authentication/check')).status).toBe(401);
    f.forget();
    expect(await snapshot()).toEqual(seed);
    await f.restart();
    expect(await snapshot()).toEqual(seed);
  });

  it('the world is deterministic for a seed and different for another', async () => {
    const look = async (seed: number) => {
      const s = await startSandbox({ seed });
      const c = new Client(s.url);
      await c.login('cardholder');
      const d = (await c.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;
      const tx = (await c.get(`/api/v1/cards/encrypted/${d.accountEntitySummary.cardNumber}/transactions?size=50`)).body;
      await s.close();
      return { d, tx };
    };
    const a = await look(7);
    const b = await look(7);
    const c = await look(8);
    expect(b).toEqual(a);
    expect(c.d.accountEntitySummary.cardNumber).not.toBe(a.d.accountEntitySummary.cardNumber);
  });

  it('starts in under 2 seconds with the full world and answers a dashboard call in a few milliseconds', async () => {
    // CPU time, not wall time: the machine is shared, and other processes' load must not fail this test.
    const cpu = process.cpuUsage();
    const t = performance.now();
    const s = await startSandbox({});
    const used = process.cpuUsage(cpu);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
    expect(performance.now() - t).toBeLessThan(6000);
    const c = new Client(s.url);
    await c.login('cardholder');
    await c.get('/api/v1/cards/cardholder/dashboard');
    // The fastest of 50 calls: robust against other processes' load on a shared machine.
    let fastest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < 50; i++) {
      const t2 = performance.now();
      await c.get('/api/v1/cards/cardholder/dashboard');
      fastest = Math.min(fastest, performance.now() - t2);
    }
    expect(fastest).toBeLessThan(10);
    await s.close();
  });
});
