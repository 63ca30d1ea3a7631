import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/contract/authentication.js';
import { CompanyVirtualCardResponse } from '../../shared/contract/company.js';
import {
  PAYMENTS_CSV_HEADER,
  type Vendor,
  type VendorPayment,
  type VirtualCardSearchResponse,
} from '../../shared/contract/virtualCards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * Virtual cards: one vendor and one payment by id, the `sort` of the vendor and payment lists, the
 * download filtered like the list, vendors saved only with numbers where numbers are due (the portal parses the form,
 * docs/requirements.md#spec-5-validation), the card search, the company's program, and the `Idempotency-Key` of the calls that issue cards (a double
 * submit issues one card).
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
const vendorsOf = async (c: Client, base: string, q = ''): Promise<Vendor[]> =>
  (await c.get(`${base}/vendors?size=500${q}`)).body.content as Vendor[];
const paymentsOf = async (c: Client, base: string, q = ''): Promise<VendorPayment[]> =>
  (await c.get(`${base}/payments?size=500${q}`)).body.content as VendorPayment[];
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

  const vendorBody = (over: Record<string, unknown> = {}) => ({
    legalName: `Parsing Check ${Math.random().toString(36).slice(2, 8)} LLC`,
    shortName: 'Parsing',
    addressLine1: '1 Main St',
    city: 'Austin',
    stateOrProvince: 'TX',
    postalCode: '78701',
    contactFirstname: 'Pat',
    contactLastname: 'Lee',
    contactEmail: 'ap@parsing.example',
    defaultVcUsesAllowed: 3,
    defaultVcValidDays: null,
    tolerancePercent: 0,
    ...over,
  });

  it('saves the vendor as the portal parsed it (docs/requirements.md#spec-5-validation): whole numbers, no validity limit as null, optional texts left out saved empty', async () => {
    const pa = await f.as('pa_vconly');
    const base = await baseOf(pa);
    const res = await pa.post(`${base}/vendors`, vendorBody());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      defaultVcUsesAllowed: 3,
      defaultVcValidDays: null,
      tolerancePercent: 0,
      addressLine2: '',
      contactEmail2: '',
      contactEmail3: '',
      notes: '',
      invoiceAmountOnly: false,
      status: 'PENDING',
    });
    const stored = await pa.get(`${base}/vendors/${res.body.data.vendorId}`);
    expect(stored.body.data).toMatchObject({ defaultVcUsesAllowed: 3, defaultVcValidDays: null, tolerancePercent: 0 });
    const updated = await pa.put(
      `${base}/vendors/${res.body.data.vendorId}`,
      vendorBody({ legalName: stored.body.data.legalName, defaultVcValidDays: 45, tolerancePercent: 2.5, addressLine2: 'Suite 9' }),
    );
    expect(updated.body.data).toMatchObject({ defaultVcValidDays: 45, tolerancePercent: 2.5, addressLine2: 'Suite 9' });
  });

  it.each([
    ['defaultVcUsesAllowed', '3', /defaultVcUsesAllowed must be a whole number \(a JSON number, not text\)/],
    ['defaultVcUsesAllowed', ' 3 ', /defaultVcUsesAllowed must be a whole number/],
    ['defaultVcUsesAllowed', '', /defaultVcUsesAllowed must be a whole number/],
    ['defaultVcUsesAllowed', 2.5, /defaultVcUsesAllowed must be a whole number/],
    ['defaultVcUsesAllowed', undefined, /defaultVcUsesAllowed must be a whole number/],
    ['defaultVcValidDays', '45', /defaultVcValidDays must be a whole number \(a JSON number, not text\)/],
    ['defaultVcValidDays', '', /defaultVcValidDays must be a whole number/],
    ['defaultVcValidDays', 0, /defaultVcValidDays must be from 1 to 365/],
    ['tolerancePercent', '', /tolerancePercent must be a number \(a JSON number, not text\)/],
    ['tolerancePercent', '5', /tolerancePercent must be a number/],
    ['tolerancePercent', 101, /tolerancePercent must be from 0 to 100/],
  ])('refuses %s = %j with 400 naming the field, on add and on update, and saves nothing', async (field, value, message) => {
    const pa = await f.as('pa_vconly');
    const base = await baseOf(pa);
    const all = '&status=ACTIVE,PENDING,INACTIVE,DELETED';
    const before = (await vendorsOf(pa, base, all)).length;
    const added = await pa.post(`${base}/vendors`, vendorBody({ [field]: value }));
    expect(added.status).toBe(400);
    expect(added.body.message).toMatch(message);
    expect(added.body.message).toContain(`at ${field}`);
    expect((await vendorsOf(pa, base, all)).length).toBe(before);
    const existing = (await vendorsOf(pa, base, '&status=PENDING'))[0]!;
    const changed = await pa.put(`${base}/vendors/${existing.vendorId}`, { ...existing, [field]: value });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toMatch(message);
    expect((await pa.get(`${base}/vendors/${existing.vendorId}`)).body.data).toEqual(existing);
  });
});

describe('virtual cards: the card search', () => {
  const cardsOf = async (c: Client, base: string, q = ''): Promise<VirtualCardSearchResponse> => {
    const res = await c.get(`${base}/cards?size=500${q}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as VirtualCardSearchResponse;
  };

  it('answers the company’s virtual and ghost cards, newest first, sorted and paged as asked', async () => {
    const pa = await f.as('pa_admin');
    const base = await baseOf(pa);
    const all = await cardsOf(pa, base);
    expect(all.totalElements).toBeGreaterThan(10);
    expect(new Set(all.content.map((k) => k.cardKind))).toEqual(new Set(['VIRTUAL', 'GHOST']));
    const issued = all.content.map((k) => k.validFrom).filter((d) => d !== null);
    expect(issued).toEqual([...issued].sort().reverse());
    const amounts = (await cardsOf(pa, base, '&sort=amount,ASC')).content.map((k) => k.amount).filter((a) => a !== null);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const names = (await cardsOf(pa, base, '&sort=lastName,DESC')).content.map((k) => k.lastName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const second = (await pa.get(`${base}/cards?size=5&page=1&sort=cardNumberLast4,ASC`)).body as VirtualCardSearchResponse;
    const sorted = (await cardsOf(pa, base, '&sort=cardNumberLast4,ASC')).content;
    expect(second).toMatchObject({ page: 1, size: 5, totalElements: all.totalElements });
    expect(second.content.map((k) => k.cardNumber)).toEqual(sorted.slice(5, 10).map((k) => k.cardNumber));
  });

  it('filters by status, kind and vendor, and searches by card ending, name, vendor or amount', async () => {
    const pa = await f.as('pa_admin');
    const base = await baseOf(pa);
    const all = (await cardsOf(pa, base)).content;
    for (const status of ['active', 'Not Used', 'Used', 'closed'] as const) {
      const some = (await cardsOf(pa, base, `&status=${encodeURIComponent(status)}`)).content;
      expect(some.length, status).toBe(all.filter((k) => k.status === status).length);
    }
    expect((await cardsOf(pa, base, '&kind=GHOST')).content.every((k) => k.cardKind === 'GHOST')).toBe(true);
    const paid = all.find((k) => k.vendorId !== null && k.amount !== null)!;
    expect((await cardsOf(pa, base, `&vendorId=${paid.vendorId}`)).content.every((k) => k.vendorId === paid.vendorId)).toBe(true);
    const byEnding = (await cardsOf(pa, base, `&query=${paid.cardNumberLast4}`)).content;
    expect(byEnding.map((k) => k.cardNumber)).toContain(paid.cardNumber);
    const money = `$${paid.amount!.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    expect((await cardsOf(pa, base, `&query=${encodeURIComponent(money)}`)).content.map((k) => k.cardNumber)).toContain(paid.cardNumber);
    expect((await cardsOf(pa, base, '&query=zzzz-nothing')).totalElements).toBe(0);
  });

  it.each([
    ['sort=securityCode,ASC', 'sort'],
    ['sort=amount', 'sort'],
    ['status=ACTIVE', 'status'],
    ['kind=PHYSICAL', 'kind'],
    ['size=501', 'size'],
    ['page=-1', 'page'],
    ['vendorId=abc', 'vendorId'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const pa = await f.as('pa_admin');
    const res = await pa.get(`${await baseOf(pa)}/cards?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(`at ${field}`);
  });

  it('a view-only admin searches cards; tier 2 may not; another company’s is refused', async () => {
    const vo = await f.as('pa_viewonly');
    const base = await baseOf(vo);
    expect((await vo.get(`${base}/cards`)).status).toBe(200);
    expect((await (await f.as('pa_tier2')).get(`${base}/cards`)).status).toBe(403);
    const other = await f.as('pa_admin', 'pnfp');
    expect((await other.get(`${base}/cards`)).status).toBeGreaterThanOrEqual(403);
  });
});

describe('the company’s virtual card program (GET /company/virtualcard/{id})', () => {
  it('says whether it is enabled, the card defaults of its vendors, and its vendors by status as the vendor search counts them', async () => {
    const pa = await f.as('pa_admin');
    const companyId = (await pa.get('/api/authentication/check')).body.userData.userCompanyId as number;
    const res = await pa.get(`/api/company/virtualcard/${companyId}`);
    expect(res.status).toBe(200);
    const program = CompanyVirtualCardResponse.parse(res.body).data;
    expect(program).toMatchObject({ companyId, virtualCardEnabled: true });
    expect(program.defaultVcUsesAllowed).toBeGreaterThanOrEqual(1);
    const base = await baseOf(pa);
    const vendors = await vendorsOf(pa, base);
    expect(program.vendorCount).toBe(vendors.length);
    expect(program.activeVendorCount).toBe(vendors.filter((v) => v.status === 'ACTIVE').length);
    expect(program.pendingVendorCount).toBe(vendors.filter((v) => v.status === 'PENDING').length);
    expect((await pa.get(`/api/company/virtualcard/${companyId}`)).body).toEqual(res.body);
  });

  it('answers a company without virtual cards as not enabled; another bank’s company is refused', async () => {
    const ch = await f.as('cardholder');
    const own = (await ch.get('/api/authentication/check')).body.userData.userCompanyId as number;
    const res = await ch.get(`/api/company/virtualcard/${own}`);
    expect(res.status).toBe(200);
    expect(CompanyVirtualCardResponse.parse(res.body).data.companyId).toBe(own);
    const pa = await f.as('pa_admin', 'pnfp');
    expect((await pa.get(`/api/company/virtualcard/${own}`)).status).toBeGreaterThanOrEqual(403);
  });
});

describe('virtual cards: payments', () => {
  it('answers one payment by id; sorts newest first by default, or by amount', async () => {
    const pa = await f.as('pa_admin');
    const base = await baseOf(pa);
    const list = await paymentsOf(pa, base);
    expect(list.map((p) => p.createdDate)).toEqual(
      list
        .map((p) => p.createdDate)
        .sort()
        .reverse(),
    );
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
    const usedCsv = String((await pa.get(`${base}/payments/download?status=Used`)).body)
      .trim()
      .split('\n');
    expect(usedCsv).toHaveLength(used.length + 1);
  });

  it('the CSV download neutralises cells a spreadsheet would run as formulas', async () => {
    const pa = await f.as('pa_tier1');
    const base = await baseOf(pa);
    const vendor = (await vendorsOf(pa, base, '&status=ACTIVE'))[0]!;
    for (const invoiceNumber of ['=HYPERLINK("http://evil.example","pay")', '+1+1', '-2+3', '@SUM(A1)', '\tTAB']) {
      expect(
        (await pa.post(`${base}/payments`, { vendorId: vendor.vendorId, amount: 12.34, invoiceNumber, sendEmail: false })).status,
      ).toBe(200);
    }
    const csv = String((await pa.get(`${base}/payments/download?vendorId=${vendor.vendorId}`)).body);
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.example"",""pay"")",`);
    for (const cell of ["'+1+1", "'-2+3", "'@SUM(A1)", "'\tTAB"]) expect(csv).toContain(`,"${cell}",`);
    expect(csv.split('\n').some((line) => /,"?[=+\-@\t]/.test(line))).toBe(false);
  });

  it('a payment sent twice with one Idempotency-Key issues one card; the repeat gets the first answer', async () => {
    const pa = await f.as('pa_vconly');
    const base = await baseOf(pa);
    const vendor = (await vendorsOf(pa, base, '&status=ACTIVE'))[0]!;
    const before = (await paymentsOf(pa, base)).length;
    const body = { vendorId: vendor.vendorId, amount: 250.75, invoiceNumber: 'INV-IDEM', sendEmail: false };
    const k = key();
    const [a, b] = await Promise.all([
      pa.post(`${base}/payments`, body, { 'idempotency-key': k }),
      pa.post(`${base}/payments`, body, { 'idempotency-key': k }),
    ]);
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
