import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/contract/authentication.js';
import { PAYMENTS_CSV_HEADER, type Vendor, type VendorPayment } from '../../shared/contract/virtualCards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Virtual cards (issue 17): one vendor and one payment by id, the `sort` of the vendor and payment lists, the
 * download filtered like the list, spec §5's vendor parsing as saved, and the `Idempotency-Key` of the calls that
 * issue cards (a double submit issues one card).
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const baseOf = async (c: Client): Promise<string> => {
  const user = (await c.get('/api/authentication/check')).body.userData as User;
  return `/api/v1/virtualcard/company/${user.userCompanyId}`;
};
const vendorsOf = async (c: Client, base: string, q = ''): Promise<Vendor[]> => (await c.get(`${base}/vendors?size=500${q}`)).body.content as Vendor[];
const paymentsOf = async (c: Client, base: string, q = ''): Promise<VendorPayment[]> => (await c.get(`${base}/payments?size=500${q}`)).body.content as VendorPayment[];
const key = () => `test-${Math.random().toString(36).slice(2)}-${Date.now()}`;

describe('virtual cards: vendors', () => {
  it('answers one vendor by id, of any status; another company’s or an unknown id is 404', async () => {
    const pa = await f.as('pa_admin');
    const base = await baseOf(pa);
    const all = await vendorsOf(pa, base, '&status=ACTIVE,PENDING,INACTIVE,DELETED');
    const deleted = all.find((v) => v.status === 'DELETED')!;
    const one = await pa.get(`${base}/vendors/${deleted.vendorId}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(deleted);
    expect((await pa.get(`${base}/vendors/999999`)).status).toBe(404);
    const other = await f.as('pa_admin', 'pnfp');
    const theirs = (await vendorsOf(other, await baseOf(other)))[0]!;
    expect((await pa.get(`${base}/vendors/${theirs.vendorId}`)).status).toBe(404);
  });

  it('sorts by name (default), by status or by creation date either way; an unknown sort is refused', async () => {
    const pa = await f.as('pa_admin');
    const base = await baseOf(pa);
    const names = (await vendorsOf(pa, base)).map((v) => v.shortName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const newest = (await vendorsOf(pa, base, '&sort=createdDate,DESC')).map((v) => v.createdDate);
    expect(newest).toEqual([...newest].sort().reverse());
    const byStatus = (await vendorsOf(pa, base, '&sort=status,ASC')).map((v) => v.status);
    expect(byStatus).toEqual([...byStatus].sort());
    const bad = await pa.get(`${base}/vendors?sort=securityCode,ASC`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/sort must be one of/);
  });

  it('saves a vendor as spec §5 parses it: integers from text, no validity limit when empty, tolerance 0, optional texts empty', async () => {
    const pa = await f.as('pa_vconly');
    const base = await baseOf(pa);
    const res = await pa.post(`${base}/vendors`, {
      legalName: 'Parsing Check LLC', shortName: 'Parsing', addressLine1: '1 Main St', city: 'Austin', stateOrProvince: 'TX', postalCode: '78701',
      contactFirstname: 'Pat', contactLastname: 'Lee', contactEmail: 'ap@parsing.example', defaultVcUsesAllowed: ' 3 ', defaultVcValidDays: '', tolerancePercent: '',
      addressLine2: null, contactEmail2: '   ',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ defaultVcUsesAllowed: 3, defaultVcValidDays: null, tolerancePercent: 0, addressLine2: '', contactEmail2: '', contactEmail3: '', status: 'PENDING' });
    const stored = await pa.get(`${base}/vendors/${res.body.data.vendorId}`);
    expect(stored.body.data).toMatchObject({ defaultVcUsesAllowed: 3, defaultVcValidDays: null, tolerancePercent: 0 });
    const bad = await pa.put(`${base}/vendors/${res.body.data.vendorId}`, { ...stored.body.data, defaultVcUsesAllowed: '2.5' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/defaultVcUsesAllowed must be a whole number/);
  });
});

describe('virtual cards: payments', () => {
  it('answers one payment by id; sorts newest first by default, or by amount', async () => {
    const pa = await f.as('pa_admin');
    const base = await baseOf(pa);
    const list = await paymentsOf(pa, base);
    expect(list.map((p) => p.createdDate)).toEqual(list.map((p) => p.createdDate).sort().reverse());
    const one = await pa.get(`${base}/payments/${list[0]!.paymentId}`);
    expect(one.body.data).toEqual(list[0]);
    expect((await pa.get(`${base}/payments/999999`)).status).toBe(404);
    const amounts = (await paymentsOf(pa, base, '&sort=amount,ASC')).map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('downloads every payment that matches the list’s filters, in its order', async () => {
    const pa = await f.as('pa_admin');
    const base = await baseOf(pa);
    const vendorId = (await paymentsOf(pa, base))[0]!.vendorId;
    const filtered = await paymentsOf(pa, base, `&vendorId=${vendorId}&sort=amount,DESC`);
    const csv = await pa.get(`${base}/payments/download?vendorId=${vendorId}&sort=amount,DESC`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = String(csv.body).trim().split('\n');
    expect(lines[0]).toBe(PAYMENTS_CSV_HEADER);
    expect(lines.slice(1).map((l) => Number(l.split(',')[0]))).toEqual(filtered.map((p) => p.paymentId));
    const used = await paymentsOf(pa, base, '&status=Used');
    const usedCsv = String((await pa.get(`${base}/payments/download?status=Used`)).body).trim().split('\n');
    expect(usedCsv).toHaveLength(used.length + 1);
  });

  it('a payment sent twice with one Idempotency-Key issues one card; the repeat gets the first answer', async () => {
    const pa = await f.as('pa_vconly');
    const base = await baseOf(pa);
    const vendor = (await vendorsOf(pa, base, '&status=ACTIVE'))[0]!;
    const before = (await paymentsOf(pa, base)).length;
    const body = { vendorId: vendor.vendorId, amount: 250.75, invoiceNumber: 'INV-IDEM', sendEmail: false };
    const k = key();
    const [a, b] = await Promise.all([pa.post(`${base}/payments`, body, { 'idempotency-key': k }), pa.post(`${base}/payments`, body, { 'idempotency-key': k })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.paymentId).toBe(b.body.data.paymentId);
    expect([a.headers.get('idempotent-replayed'), b.headers.get('idempotent-replayed')].filter(Boolean)).toEqual(['true']);
    const third = await pa.post(`${base}/payments`, body, { 'idempotency-key': k });
    expect(third.body.data.paymentId).toBe(a.body.data.paymentId);
    expect((await paymentsOf(pa, base)).length).toBe(before + 1);
    expect((await pa.post(`${base}/payments`, { ...body, amount: 1 }, { 'idempotency-key': k })).status).toBe(422);
    // Without a key, each request is its own payment.
    await pa.post(`${base}/payments`, body);
    expect((await paymentsOf(pa, base)).length).toBe(before + 2);
  });

  it('a refused payment (vendor not ACTIVE) is kept as the answer to its key, with the reason', async () => {
    const pa = await f.as('pa_vconly');
    const base = await baseOf(pa);
    const pending = (await vendorsOf(pa, base, '&status=PENDING'))[0]!;
    const k = key();
    const first = await pa.post(`${base}/payments`, { vendorId: pending.vendorId, amount: 10 }, { 'idempotency-key': k });
    expect(first.status).toBe(409);
    expect(first.body.message).toBe('The vendor is PENDING; only an ACTIVE vendor can be paid.');
    const again = await pa.post(`${base}/payments`, { vendorId: pending.vendorId, amount: 10 }, { 'idempotency-key': k });
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('new virtual accounts and ghost cards honour the Idempotency-Key too', async () => {
    const pa = await f.as('pa_admin');
    const base = await baseOf(pa);
    for (const kind of ['subaccounts', 'ghostcards']) {
      const before = ((await pa.get(`${base}/${kind}`)).body.data as unknown[]).length;
      const k = key();
      const body = { firstName: 'Travel', lastName: `Desk ${kind}`, creditLimit: 1500 };
      const a = await pa.post(`${base}/${kind}`, body, { 'idempotency-key': k });
      const b = await pa.post(`${base}/${kind}`, body, { 'idempotency-key': k });
      expect(b.body.data.accountEntityId).toBe(a.body.data.accountEntityId);
      expect(((await pa.get(`${base}/${kind}`)).body.data as unknown[]).length).toBe(before + 1);
    }
  });

  it('a view-only admin reads vendors and payments but issues nothing; tier 2 sees none of it', async () => {
    const vo = await f.as('pa_viewonly');
    const base = await baseOf(vo);
    const vendor = (await vendorsOf(vo, base, '&status=ACTIVE'))[0]!;
    expect((await vo.get(`${base}/vendors/${vendor.vendorId}`)).status).toBe(200);
    const payment = (await paymentsOf(vo, base))[0]!;
    expect((await vo.get(`${base}/payments/${payment.paymentId}`)).status).toBe(200);
    expect((await vo.post(`${base}/payments`, { vendorId: vendor.vendorId, amount: 5 }, { 'idempotency-key': key() })).status).toBe(403);
    expect((await vo.post(`${base}/payments/${payment.paymentId}/email`, {})).status).toBe(403);
    const t2 = await f.as('pa_tier2');
    expect((await t2.get(`${base}/vendors/${vendor.vendorId}`)).status).toBe(403);
    expect((await t2.get(`${base}/payments/${payment.paymentId}`)).status).toBe(403);
  });
});
