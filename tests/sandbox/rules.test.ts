import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../shared/contract/accounts.js';
import type { User } from '../../shared/contract/authentication.js';
import type { CardholderDashboard } from '../../shared/contract/cards.js';
import type { UserSearchResponse } from '../../shared/contract/user.js';
import type { Vendor } from '../../shared/contract/virtualCards.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

let clock = Date.now();
const f = new Fixture();
beforeAll(async () => {
  await f.start({ now: () => clock });
});
afterAll(async () => {
  await f.stop();
});

const userOf = async (c: Client): Promise<User> => (await c.get('/api/authentication/check')).body.userData as User;
const companyOf = async (c: Client): Promise<number> => (await userOf(c)).userCompanyId!;
const accountsOf = async (c: Client, companyId: number): Promise<AccountDetail[]> =>
  (await c.get(`/api/v1/accounts/company/${companyId}?size=500`)).body.content as AccountDetail[];
const vendorBody = (over: Record<string, unknown> = {}) => ({
  legalName: `Vendor ${Math.random().toString(36).slice(2, 8)} Inc`,
  shortName: 'Vendor',
  addressLine1: '1 Main St',
  city: 'Austin',
  stateOrProvince: 'TX',
  postalCode: '78701',
  contactFirstname: 'A',
  contactLastname: 'B',
  contactEmail: 'ap@vendor.example',
  defaultVcUsesAllowed: 1,
  defaultVcValidDays: null,
  tolerancePercent: 0,
  ...over,
});

describe('roles and scopes', () => {
  it('a view-only admin can read but change nothing', async () => {
    const v = await f.as('pa_viewonly');
    const companyId = await companyOf(v);
    const sub = (await accountsOf(v, companyId)).find((a) => a.accountEntityType === 'Sub')!;
    expect((await v.get(`/api/account/${sub.accountId}/subaccount/${sub.accountEntityId}`)).status).toBe(200);
    expect((await v.put(`/api/account/${sub.accountId}/subaccount/${sub.accountEntityId}/udf`, { udf1: 'x' })).status).toBe(403);
    expect((await v.put(`/api/account/subaccount/${sub.accountEntityId}/creditline`, { creditLimit: 100 })).status).toBe(403);
    expect((await v.get(`/api/v1/virtualcard/company/${companyId}/vendors`)).status).toBe(200);
    expect((await v.post(`/api/v1/virtualcard/company/${companyId}/vendors`, vendorBody())).status).toBe(403);
    expect(
      (
        await v.post('/api/v1/mcc/group', {
          companyId,
          name: 'X',
          description: '',
          mccCodeRanges: [{ startMccCode: '5411', endMccCode: '5411' }],
        })
      ).status,
    ).toBe(403);
    expect((await v.post('/api/v1/spendcontrols/company/control', { companyId, spendControlAlertTypeId: 4, contactIds: [] })).status).toBe(
      403,
    );
    expect((await v.get(`/api/v1/users/search?companyId=${companyId}`)).status).toBe(200);
    const someone = (
      (await v.get(`/api/v1/users/search?companyId=${companyId}&userType=PROGRAM%20ADMIN`)).body as UserSearchResponse
    ).content.find((u) => u.username !== 'pa_viewonly')!;
    expect((await v.put(`/api/v1/users/${someone.userid}`, { firstname: 'Hacked' })).status).toBe(403);
    expect((await v.del(`/api/v1/users/pauser/${someone.userid}`)).status).toBe(403);
  });

  it('roles open only their areas', async () => {
    const companyId = await companyOf(await f.as('pa_admin'));
    const t2 = await f.as('pa_tier2');
    expect((await t2.get(`/api/v1/virtualcard/company/${companyId}/cards`)).status).toBe(403);
    const vc = await f.as('pa_vconly');
    expect((await vc.get(`/api/v1/virtualcard/company/${companyId}/cards`)).status).toBe(200);
    expect((await vc.get(`/api/v1/accounts/company/${companyId}`)).status).toBe(403);
    const pay = await f.as('pa_payments');
    expect((await pay.get('/api/reporting')).status).toBe(403);
    expect((await (await f.as('pa_reporting')).get('/api/reporting')).status).toBe(200);
    expect((await (await f.as('pa_tier1')).get(`/api/v1/users/search?companyId=${companyId}`)).status).toBe(403);
    const ch = await f.as('cardholder');
    expect((await ch.get(`/api/v1/users/search`)).status).toBe(403);
    expect((await ch.get(`/api/v1/mcc/codes`)).status).toBe(403);
  });

  it('delegates see only the accounts assigned to them', async () => {
    const d = await f.as('pa_delegate');
    const me = await userOf(d);
    const seen = await accountsOf(d, me.userCompanyId!);
    const assigned = (await d.get(`/api/v2/users/${me.userid}/managedaccounts?size=500`)).body.totalElements as number;
    expect(seen.length).toBe(assigned);
    const all = await accountsOf(await f.as('pa_admin'), me.userCompanyId!);
    const other = all.find((a) => !seen.some((s) => s.accountEntityId === a.accountEntityId))!;
    expect((await d.get(`/api/account/${other.accountId}/subaccount/${other.accountEntityId}`)).status).toBe(403);
  });

  it("nobody reads another company's or another cardholder's data by changing an id", async () => {
    const pa = await f.as('pa_admin');
    const fleetCompany = await companyOf(await f.as('pa_fleet'));
    expect((await pa.get(`/api/searchcompany?companyId=${fleetCompany}`)).status).toBe(403);
    expect((await pa.get(`/api/v1/accounts/company/${fleetCompany}`)).status).toBe(403);
    expect((await pa.get(`/api/searchcompany?companyId=999999`)).status).toBe(404);
    const otherBrand = await companyOf(await f.as('pa_admin', 'pnfp'));
    expect((await pa.get(`/api/v1/spendcontrols/control/company/${otherBrand}`)).status).toBe(403);
    const fleetSub = (await accountsOf(await f.as('pa_fleet'), fleetCompany)).find((a) => a.cardNumber)!;
    expect((await pa.get(`/api/v1/cards/cardholder/dashboard?cardNumber=${fleetSub.cardNumber}`)).status).toBe(403);

    const casey = await f.as('cardholder');
    const morgan = (await (await f.as('cardholder', 'bhg')).get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;
    expect((await casey.get(`/api/v1/cards/cardholder/dashboard?cardNumber=${morgan.accountEntitySummary.cardNumber}`)).status).toBe(403);
    expect((await casey.get(`/api/v1/cards/encrypted/${morgan.accountEntitySummary.cardNumber}/transactions`)).status).toBe(403);
    expect((await casey.get(`/api/user/profile?accountEntityId=${morgan.accountEntitySummary.accountEntityId}`)).status).toBe(403);
    expect((await casey.get(`/api/v1/cards/encrypted/not-a-real-reference-at-all/transactions`)).status).toBe(404);
    expect((await casey.get(`/api/v1/cards/encrypted/4111111111111111/transactions`)).status).toBe(400);
    const hc = await f.as('hc_admin');
    const hcUser = await userOf(hc);
    expect((await pa.get(`/api/v1/brands/holdingcompany/${hcUser.userHoldingCompanyId}`)).status).toBe(403);
    const assoc = (await hc.get(`/api/v1/brands/holdingcompany/${hcUser.userHoldingCompanyId}/associations`)).body.data as Array<{
      companyId: number;
    }>;
    for (const { companyId } of assoc) expect((await hc.get(`/api/searchcompany?companyId=${companyId}`)).status).toBe(200);
  });
});

describe('sessions and tokens', () => {
  it('missing or wrong XSRF token → 403; logged-out cookie replayed → 401; expired session → 401', async () => {
    const c = f.client();
    await c.login('pa_admin', 'grizzlies');
    const token = c.xsrf!;
    c.xsrf = null;
    expect((await c.put('/api/user/updateUserLogin', {})).status).toBe(403);
    expect((await c.put('/api/user/updateUserLogin', {}, { 'x-xsrf-token': 'nope' })).status).toBe(403);
    c.xsrf = token;
    expect((await c.put('/api/user/updateUserLogin', {})).status).toBe(200);
    const cookie = c.cookies.get('CSSESSION')!;
    await c.post('/api/authentication/logout', {});
    const replay = f.client();
    replay.cookies.set('CSSESSION', cookie);
    replay.xsrf = token;
    expect((await replay.get('/api/v1/users/accountsummary')).status).toBe(401);
    expect((await replay.put('/api/user/updateUserLogin', {})).status).toBe(401);

    const idle = f.client();
    await idle.login('cardholder', 'grizzlies');
    clock += 15 * 60_000 + 1;
    f.forget();
    expect((await idle.get('/api/v1/cards/cardholder/dashboard')).status).toBe(401);
  });

  it('the vault needs a fresh security token; statement documents need a data token', async () => {
    const pa = f.client();
    await pa.login('pa_admin', 'bhgmore');
    const companyId = await companyOf(pa);
    const vendor = ((await pa.get(`/api/v1/virtualcard/company/${companyId}/vendors`)).body.content as Vendor[])[0]!;
    const body = { companyId, vendorId: vendor.vendorId, type: 'SECURITY_CODE' };
    expect((await pa.post('/api/vault/decrypt', body)).status).toBe(401);
    expect((await pa.post('/api/user/securitytoken', { username: 'pa_admin', password: 'wrong', brand: 'bhgmore' })).status).toBe(401);
    const t = (await pa.post('/api/user/securitytoken', { username: 'pa_admin', password: 'Password1!', brand: 'bhgmore' })).body.data
      .token as string;
    const ok = await pa.post('/api/vault/decrypt', body, { 'x-security-token': t });
    expect(ok.status).toBe(200);
    expect(ok.body.data.value).toMatch(/^\d{6}$/);
    expect(vendor.securityCode).not.toBe(ok.body.data.value);
    clock += 10 * 60_000 + 1;
    f.forget();
    await pa.get('/api/authentication/keepalive');
    expect((await pa.post('/api/vault/decrypt', body, { 'x-security-token': t })).status).toBe(401);

    const ch = f.client();
    await ch.login('cardholder', 'bhgmore');
    const ref = ((await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).accountEntitySummary.cardNumber!;
    const cycle = (await ch.get(`/api/v1/cards/encrypted/${ref}/statements`)).body.data[0].cycleCode as string;
    expect((await ch.get(`/api/v1/cards/encrypted/${ref}/statements/${cycle}/document`)).status).toBe(401);
    const dt = (await ch.get('/api/user/datatoken')).body.data.token as string;
    const doc = await ch.get(`/api/v1/cards/encrypted/${ref}/statements/${cycle}/document?dataToken=${dt}`);
    expect(doc.status).toBe(200);
    expect(doc.body).not.toMatch(/\d{16}/);
  });
});

describe('platform rules', () => {
  it('card replacement availability follows docs/requirements.md#spec-4-states and #spec-5-validation, and a replacement request makes it unavailable', async () => {
    const pa = await f.as('pa_admin', 'pnfp');
    const accounts = await accountsOf(pa, await companyOf(pa));
    const avail = async (refs: string[]) =>
      (await pa.get(`/api/card/replace/avail?cards=${refs.join(',')}&channel=WEB`)).body.data as Array<{
        available: boolean;
        accountEntityId: number;
        recentAddressChange: boolean;
      }>;
    const openSubs = accounts.filter((a) => a.accountEntityType === 'Sub' && a.status === 'OPEN' && a.externalCardStatus === 'OPEN');
    const results = await avail(openSubs.map((a) => a.cardNumber!));
    expect(results.some((r) => r.available)).toBe(true);
    for (const r of results.filter((x) => x.recentAddressChange)) expect(r.available).toBe(false);
    const vsub = accounts.find((a) => a.accountEntityType === 'Virtual Sub' && a.cardNumber)!;
    const ghost = accounts.find((a) => a.accountEntityType === 'Ghost Sub' && a.cardNumber)!;
    const closed = accounts.find((a) => a.status === 'CLOSED' && a.cardNumber)!;
    for (const r of await avail([vsub.cardNumber!, ghost.cardNumber!, closed.cardNumber!])) expect(r.available).toBe(false);
    expect((await pa.get(`/api/card/replace/avail?cards=${vsub.cardNumber}`)).status).toBe(400);
    expect((await pa.post('/api/card/replace', { cards: [closed.cardNumber], reason: 'DAMAGED' })).status).toBe(409);
    const target = results.find((r) => r.available)!;
    const ref = openSubs.find((a) => a.accountEntityId === target.accountEntityId)!.cardNumber!;
    expect((await pa.post('/api/card/replace', { cards: [ref], reason: 'DAMAGED' })).status).toBe(200);
    expect((await avail([ref]))[0]!.available).toBe(false);
    expect((await pa.post('/api/card/replace', { cards: [ref], reason: 'DAMAGED' })).status).toBe(409);
    expect((await (await f.as('pa_viewonly', 'pnfp')).get(`/api/card/replace/avail?cards=${ref}&channel=WEB`)).status).toBe(403);
  });

  it('vendor add/update (docs/requirements.md#spec-5-validation): numbers as the portal parsed them, optional texts left out saved empty; typed text where a number is due is refused', async () => {
    const pa = await f.as('pa_admin');
    const base = `/api/v1/virtualcard/company/${await companyOf(pa)}/vendors`;
    const a = await pa.post(base, vendorBody({ defaultVcUsesAllowed: 3, defaultVcValidDays: null, tolerancePercent: 0 }));
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({
      defaultVcUsesAllowed: 3,
      defaultVcValidDays: null,
      tolerancePercent: 0,
      addressLine2: '',
      contactEmail2: '',
      contactEmail3: '',
      contactEmail4: '',
      status: 'PENDING',
    });
    const b = await pa.put(
      `${base}/${a.body.data.vendorId}`,
      vendorBody({ defaultVcUsesAllowed: 2, defaultVcValidDays: 45, tolerancePercent: 7.5, addressLine2: 'Suite 9' }),
    );
    expect(b.body.data).toMatchObject({ defaultVcUsesAllowed: 2, defaultVcValidDays: 45, tolerancePercent: 7.5, addressLine2: 'Suite 9' });
    expect((await pa.post(base, vendorBody({ defaultVcUsesAllowed: 2.5 }))).status).toBe(400);
    expect((await pa.post(base, vendorBody({ defaultVcValidDays: 'soon' }))).status).toBe(400);
    const missing = await pa.post(base, { ...vendorBody(), legalName: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/legalName/);
  });

  it('vendor statuses: delete, status change, resend enrollment sets ACTIVE, security code enrollment', async () => {
    const pa = await f.as('pa_admin');
    const companyId = await companyOf(pa);
    const base = `/api/v1/virtualcard/company/${companyId}/vendors`;
    const statuses = new Set(
      ((await pa.get(`${base}?status=ACTIVE,PENDING,INACTIVE,DELETED&size=100`)).body.content as Vendor[]).map((v) => v.status),
    );
    expect([...statuses].sort()).toEqual(['ACTIVE', 'DELETED', 'INACTIVE', 'PENDING']);
    expect(((await pa.get(`${base}?size=100`)).body.content as Vendor[]).some((v) => v.status === 'DELETED')).toBe(false);
    const v = (await pa.post(base, vendorBody())).body.data as Vendor;
    expect((await pa.put(`${base}/${v.vendorId}/status`, { status: 'INACTIVE' })).body.data.status).toBe('INACTIVE');
    const resent = await pa.post(`/api/vc/company/${companyId}/vendor/${v.vendorId}/enroll/email`, {});
    expect(resent.body.data.status).toBe('ACTIVE');
    expect((await pa.del(`${base}/${v.vendorId}`)).body.data.status).toBe('DELETED');
    expect((await pa.put(`${base}/${v.vendorId}/status`, { status: 'ACTIVE' })).status).toBe(409);
    expect((await pa.post(`/api/vc/company/${companyId}/vendor/${v.vendorId}/enroll/email`, {})).status).toBe(409);

    const links = (await f.client().get('/__sandbox/vendors/demo')).body.vendors as Array<{
      companyId: number;
      status: string;
      enrollmentKey: string;
      securityCode: string;
    }>;
    const pending = links.find((l) => l.status === 'PENDING' && l.companyId === companyId)!;
    const pub = f.client();
    const vb = `/api/vc/vendor/${pending.companyId}/${pending.enrollmentKey}`;
    expect(
      (await pub.post(`${vb}/enroll`, { contactFirstname: 'A', contactLastname: 'B', contactEmail: 'a@b.example', acceptTerms: true }))
        .status,
    ).toBe(401);
    expect((await pub.post(`${vb}/verify`, { securityCode: '000000' })).status).toBe(401);
    const t = (await pub.post(`${vb}/verify`, { securityCode: pending.securityCode })).body.data.vendorToken as string;
    const enrolled = await pub.post(
      `${vb}/enroll`,
      { contactFirstname: 'A', contactLastname: 'B', contactEmail: 'a@b.example', acceptTerms: true },
      { 'x-vendor-token': t },
    );
    expect(enrolled.body.data.status).toBe('ACTIVE');
    expect((await pub.get(`/api/vc/vendor/${pending.companyId}/nosuchkey/check`)).status).toBe(404);
    const deleted = links.find((l) => l.status === 'DELETED')!;
    expect((await pub.get(`/api/vc/vendor/${deleted.companyId}/${deleted.enrollmentKey}/check`)).status).toBe(404);
  });

  it("bulk alert creation answers 409 'Conflict' and creates nothing when any account already has it", async () => {
    const pa = await f.as('pa_admin', 'grizzlies');
    const companyId = await companyOf(pa);
    const contactId = (await pa.get(`/api/v1/spendcontrols/contacts/company/${companyId}`)).body.data[0].contactId as number;
    const subs = (await accountsOf(pa, companyId))
      .filter((a) => a.accountEntityType === 'Sub' && a.cardNumber)
      .map((a) => a.accountEntityId);
    const before = (await pa.get(`/api/v1/spendcontrols/control/company/${companyId}`)).body.data as Array<{
      spendControlAlertTypeId: number;
      accountEntityId: number | null;
    }>;
    const free = subs.filter((id) => !before.some((c) => c.accountEntityId === id && c.spendControlAlertTypeId === 3)).slice(0, 4);
    const first = await pa.post('/api/v1/spendcontrols/company/control/bulk', {
      companyId,
      spendControlAlertTypeId: 3,
      contactIds: [contactId],
      accountEntityIds: free.slice(0, 2),
    });
    expect(first.status).toBe(200);
    const again = await pa.post('/api/v1/spendcontrols/company/control/bulk', {
      companyId,
      spendControlAlertTypeId: 3,
      contactIds: [contactId],
      accountEntityIds: free,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'Conflict', status: 409 });
    const after = ((await pa.get(`/api/v1/spendcontrols/control/company/${companyId}`)).body.data as unknown[]).length;
    expect(after).toBe(before.length + 2);
  });

  it('virtual subs get no alerts and controls', async () => {
    const vs = await f.as('virtualsub');
    const dash = (await vs.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;
    expect(dash.accountEntitySummary.accountEntityType).toBe('Virtual Sub');
    expect(dash.accountEntitySummary.status).toBe('ACTIVE');
    expect(dash.expenseReportingEnabled).toBe(false);
    expect((await vs.get(`/api/v1/spendcontrols/control/consumer/${dash.accountEntitySummary.accountEntityId}`)).status).toBe(403);
  });

  it('user search defaults: page 0, size 10, sort username,ASC, statuses ACTIVE and PENDING; page = offset / size', async () => {
    const pa = await f.as('pa_admin', 'bhg');
    const r = (await pa.get('/api/v1/users/search')).body as UserSearchResponse;
    expect(r).toMatchObject({ page: 0, size: 10, sort: 'username,ASC', status: ['ACTIVE', 'PENDING'] });
    expect(r.content).toHaveLength(10);
    expect(r.totalElements).toBeGreaterThan(100);
    expect(r.content.every((u) => u.status === 'ACTIVE' || u.status === 'PENDING')).toBe(true);
    const names = r.content.map((u) => u.username.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const byOffset = (await pa.get('/api/v1/users/search?offset=20&size=10')).body as UserSearchResponse;
    const byPage = (await pa.get('/api/v1/users/search?page=2&size=10')).body as UserSearchResponse;
    expect(byOffset.page).toBe(2);
    expect(byOffset.content).toEqual(byPage.content);
    const all = (await pa.get('/api/v1/users/search?status=ACTIVE,PENDING,INACTIVE,DELETED&size=500&sort=lastname,DESC'))
      .body as UserSearchResponse;
    expect(all.totalElements).toBeGreaterThan(r.totalElements);
    expect((await pa.get('/api/v1/users/search?size=0')).status).toBe(400);
    expect((await pa.get('/api/v1/users/search?sort=password,ASC')).status).toBe(400);
  });

  it('internal API users are shown as SYSTEM and never listed', async () => {
    const pa = await f.as('pa_admin', 'bhg');
    const all = (await pa.get('/api/v1/users/search?status=ACTIVE,PENDING,INACTIVE,DELETED&size=500')).body as UserSearchResponse;
    expect(all.content.some((u) => u.username.startsWith('api.integration'))).toBe(false);
    expect(all.content.some((u) => u.createdBy === 'SYSTEM')).toBe(true);
    const audit = (await pa.get('/api/v1/users/pauseraudit?size=500')).body.content as Array<{ changedBy: string }>;
    expect(audit.some((a) => a.changedBy === 'SYSTEM')).toBe(true);
    expect(audit.some((a) => a.changedBy.startsWith('API'))).toBe(false);
  });

  it('processor values override database values with useProcessorData', async () => {
    const pa = await f.as('pa_admin', 'bhg');
    const id = await companyOf(pa);
    const proc = (await pa.get(`/api/searchcompany?companyId=${id}&useProcessorData=true`)).body.data;
    const db = (await pa.get(`/api/searchcompany?companyId=${id}&useProcessorData=false`)).body.data;
    expect(proc.dataSource).toBe('PROCESSOR');
    expect(db.dataSource).toBe('DATABASE');
    expect(proc.outstandingBalance).not.toBe(db.outstandingBalance);
    const processor = (await pa.get(`/api/v1/cards/company/${id}/accounts/${proc.accountId}/processor`)).body.data;
    expect(processor.outstandingBalance).toBe(proc.outstandingBalance);
  });

  it('redemptions lower the balance; consolidation rules and insufficient points refuse', async () => {
    const ch = f.client();
    await ch.login('cardholder', 'grizzlies');
    const before = (await ch.get('/api/v1/rewards/rewarddescription')).body.data.pointsBalance as number;
    const r = await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 30 });
    expect(r.status).toBe(200);
    expect(r.body.data.pointsBalance).toBe(before - 3000);
    expect((await ch.get('/api/v1/rewards/rewarddescription')).body.data.pointsBalance).toBe(before - 3000);
    const hist = (await ch.get('/api/v1/rewards/findrewardredemptionhistory')).body.data as Array<{ redemptionId: number }>;
    expect(hist.some((h) => h.redemptionId === r.body.data.redemption.redemptionId)).toBe(true);
    expect((await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 99_999 })).status).toBe(400);
    expect(
      (await ch.post('/api/v1/rewards/redeem/directdeposit', { bankAccountNumber: '12345678', routing: '123456789', amount: 25 })).status,
    ).toBe(400);
    expect((await ch.post('/api/v1/rewards/redeem/statementcredit', { amount: 1 })).status).toBe(400);

    // A Sub cardholder of a company that consolidates rewards (the holding company's world elite company) cannot redeem.
    const hc = await f.as('hc_admin', 'grizzlies');
    const companyId = await companyOf(hc);
    const users = (
      (await hc.get(`/api/v1/users/search?companyId=${companyId}&userType=CARDMEMBER&size=50`)).body as UserSearchResponse
    ).content.filter((u) => u.status === 'ACTIVE');
    const sub = f.client();
    expect((await sub.login(users[0]!.username, 'grizzlies')).status).toBe(200);
    expect((await sub.get('/api/v1/rewards/rewarddescription')).body.data.canRedeem).toBe(false);
    expect((await sub.post('/api/v1/rewards/redeem/statementcredit', { amount: 25 })).status).toBe(403);
    // Non-rewards products have no rewards calls.
    expect((await (await f.as('pa_admin', 'grizzlies')).get('/api/v1/rewards/rewarddescription')).status).toBe(400);
  });

  it('payments: a payment lowers the balance and shows in history and transactions; bad input is refused', async () => {
    const ch = f.client();
    await ch.login('cardholder', 'communitycard');
    const info = (await ch.get('/api/v1/payments/paymentinfo')).body.data;
    const ref = ((await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).accountEntitySummary.cardNumber!;
    const paid = await ch.post('/api/v1/payments', {
      cardNumber: ref,
      paymentAccountId: info.paymentAccounts[0].paymentAccountId,
      amount: 12.34,
    });
    expect(paid.status).toBe(200);
    const after = (await ch.get('/api/v1/payments/paymentinfo')).body.data;
    expect(after.currentBalance).toBeCloseTo(info.currentBalance - 12.34, 2);
    expect(after.history[0].paymentId).toBe(paid.body.data.paymentId);
    const tx = (await ch.get(`/api/v1/cards/encrypted/${ref}/transactions?cycle=011900`)).body.content as Array<{
      transactionId: string;
      amount: number;
    }>;
    expect(tx.some((t) => t.transactionId === `P${paid.body.data.paymentId}` && t.amount === -12.34)).toBe(true);
    expect((await ch.post('/api/v1/payments', { cardNumber: ref, paymentAccountId: 999999, amount: 5 })).status).toBe(404);
    expect(
      (
        await ch.post('/api/v1/payments', {
          cardNumber: ref,
          paymentAccountId: info.paymentAccounts[0].paymentAccountId,
          amount: 10_000_000,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await ch.post('/api/v1/payments/accounts', {
          cardNumber: ref,
          nickname: 'x',
          bankName: 'y',
          accountType: 'checking',
          accountNumber: '1234567',
          routingNumber: '123456789',
        })
      ).status,
    ).toBe(400);
    expect((await (await f.as('pa_viewonly')).get('/api/v1/payments/paymentinfo?cardNumber=' + ref)).status).toBe(403);
  });

  it('expense reporting needs an enabled company; fleet codes need a fleet company', async () => {
    const fleet = await f.as('pa_fleet');
    const fleetCompany = await companyOf(fleet);
    expect((await fleet.get(`/api/v1/expensereport/company/${fleetCompany}/defaults`)).status).toBe(403);
    const pa = await f.as('pa_admin');
    const companyId = await companyOf(pa);
    const sub = (await accountsOf(pa, companyId)).find((a) => a.accountEntityType === 'Sub')!;
    expect((await pa.get(`/api/v1/fleet/${companyId}/subaccounts/${sub.accountEntityId}/codes`)).status).toBe(400);
    expect((await (await f.as('pa_payments')).get(`/api/v1/expensereport/company/${companyId}/glaccounts`)).status).toBe(403);
    const vs = await f.as('virtualsub');
    expect((await vs.get(`/api/v1/expensereport/company/${companyId}/defaults`)).status).toBe(403);
  });

  it('bad input is answered 400 with a clear message, unknown calls 404 and wrong methods 405', async () => {
    const pa = await f.as('pa_admin');
    const bad = await pa.post('/api/v1/mcc/group', { companyId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/companyId/);
    const junk = await pa.call('POST', '/api/v1/mcc/group', undefined, { 'content-type': 'application/json' });
    expect(junk.status).toBe(400);
    expect((await pa.get('/api/v1/nothing/here')).status).toBe(404);
    expect((await pa.del('/api/authentication/check')).status).toBe(405);
  });

  it('an address change makes card replacement wait (docs/requirements.md#spec-4-states and #spec-5-validation)', async () => {
    const ch = f.client();
    await ch.login('cardholder', 'bhgmore');
    const dash = (await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard;
    const ref = dash.accountEntitySummary.cardNumber!;
    expect(dash.cardReplacementInfo.displayReplaceCard).toBe(true);
    expect((await ch.get(`/api/card/replace/avail?cards=${ref}&channel=WEB`)).body.data[0].available).toBe(true);
    const moved = await ch.put('/api/user/profile', {
      address: { address1: '1 New Road', address2: '', city: 'Omaha', state: 'NE', zipCode: '68102' },
    });
    expect(moved.status).toBe(200);
    const after = (await ch.get(`/api/card/replace/avail?cards=${ref}&channel=WEB`)).body.data[0];
    expect(after).toMatchObject({ available: false, recentAddressChange: true, address: { addressLine1: '1 New Road', zip5: '68102' } });
    expect(
      ((await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).cardReplacementInfo.displayReplaceCard,
    ).toBe(false);
    expect(
      (
        await (
          await f.as('pa_viewonly', 'bhgmore')
        ).put('/api/user/profile', { accountEntityId: dash.accountEntitySummary.accountEntityId, paperless: true })
      ).status,
    ).toBe(403);
  });

  it('transaction search ignores $ and , and matches dates as MM/dd/yyyy', async () => {
    const ch = await f.as('cardholder');
    const ref = ((await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).accountEntitySummary.cardNumber!;
    const all = (await ch.get(`/api/v1/cards/encrypted/${ref}/transactions?size=500`)).body.content as Array<{
      transactionDate: string;
      amount: number;
      transactionId: string;
    }>;
    const t = all.find((x) => x.amount > 0)!;
    const us = `${t.transactionDate.slice(5, 7)}/${t.transactionDate.slice(8, 10)}/${t.transactionDate.slice(0, 4)}`;
    const byDate = (await ch.get(`/api/v1/cards/encrypted/${ref}/transactions?size=500&query=${encodeURIComponent(us)}`)).body
      .content as typeof all;
    expect(byDate.length).toBeGreaterThan(0);
    expect(byDate.some((x) => x.transactionId === t.transactionId)).toBe(true);
    expect(byDate.length).toBeLessThan(all.length);
    const money = `$${t.amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    const byAmount = (await ch.get(`/api/v1/cards/encrypted/${ref}/transactions?size=500&query=${encodeURIComponent(money)}`)).body
      .content as typeof all;
    expect(byAmount.some((x) => x.transactionId === t.transactionId)).toBe(true);
  });

  it('expense report steps go to the right roles, in order', async () => {
    const pa = await f.as('pa_admin', 'pnfp');
    const companyId = await companyOf(pa);
    const reports = (await pa.get(`/api/v1/expensereport/company/${companyId}/reports?size=100`)).body.content as Array<{
      reportId: number;
      status: string;
      accountEntityId: number;
    }>;
    expect(new Set(reports.map((r) => r.status))).toEqual(new Set(['draft', 'submitted', 'mgr-approved', 'acctg-approved', 'complete']));
    const of = (status: string) => reports.find((r) => r.status === status)!;
    const manager = await f.as('pa_manager', 'pnfp');
    const accounting = await f.as('pa_accounting', 'pnfp');
    const seenByManager = (await manager.get(`/api/v1/expensereport/company/${companyId}/reports?size=100`)).body.content as Array<{
      accountEntityId: number;
    }>;
    const managed = (await manager.get(`/api/v2/users/${(await userOf(manager)).userid}/managedaccounts?size=500`)).body.content as Array<{
      accountEntityId: number;
    }>;
    expect(seenByManager.length).toBeGreaterThan(0);
    expect(seenByManager.every((r) => managed.some((m) => m.accountEntityId === r.accountEntityId))).toBe(true);

    const submitted = of('submitted');
    expect((await (await f.as('pa_tier1', 'pnfp')).get(`/api/v1/expensereport/reports/${submitted.reportId}`)).status).toBe(200);
    expect((await (await f.as('pa_tier1', 'pnfp')).post(`/api/v1/expensereport/reports/${submitted.reportId}/approve`, {})).status).toBe(
      403,
    );
    expect((await (await f.as('pa_payments', 'pnfp')).get(`/api/v1/expensereport/reports/${submitted.reportId}`)).status).toBe(403);
    expect((await pa.post(`/api/v1/expensereport/reports/${of('draft').reportId}/approve`, {})).status).toBe(409);
    expect((await pa.post(`/api/v1/expensereport/reports/${of('complete').reportId}/reject`, { note: 'x' })).status).toBe(409);
    expect((await pa.post(`/api/v1/expensereport/reports/${submitted.reportId}/reject`, {})).status).toBe(400);
    expect((await pa.put(`/api/v1/expensereport/reports/${submitted.reportId}`, { name: 'x' })).status).toBe(409);
    // Each reviewer sees the reports of their assigned accounts, and only their own step passes.
    const visible = async (c: Client, status: string) =>
      (
        (await c.get(`/api/v1/expensereport/company/${companyId}/reports?size=100&status=${status}`)).body.content as Array<{
          reportId: number;
        }>
      )[0];
    const forManager = (await visible(manager, 'mgr-approved'))!;
    expect((await manager.post(`/api/v1/expensereport/reports/${forManager.reportId}/approve`, {})).status).toBe(403);
    const forAccounting = (await visible(accounting, 'mgr-approved'))!;
    const byAccounting = await accounting.post(`/api/v1/expensereport/reports/${forAccounting.reportId}/approve`, {});
    expect(byAccounting.body.data.status).toBe('acctg-approved');
    expect((await accounting.post(`/api/v1/expensereport/reports/${forAccounting.reportId}/approve`, {})).body.data.status).toBe(
      'complete',
    );
    const approved = await pa.post(`/api/v1/expensereport/reports/${submitted.reportId}/approve`, { note: 'ok' });
    expect(approved.body.data.status).toBe('mgr-approved');
    expect(approved.body.data.history.at(-1)).toMatchObject({ status: 'mgr-approved', by: 'Pat Admin', note: 'ok' });

    const casey = await f.as('cardholder', 'pnfp');
    expect((await casey.get('/api/v1/expensereport/reports')).status).toBe(403);
    expect((await casey.get(`/api/v1/expensereport/reports/${submitted.reportId}`)).status).toBe(403);
    const fleet = await f.as('pa_fleet', 'pnfp');
    expect((await fleet.get(`/api/v1/expensereport/company/${await companyOf(fleet)}/reports`)).status).toBe(403);
  });
});

describe('a sandbox that runs past midnight', () => {
  const late = new Fixture();
  // The world is seeded for the day the sandbox starts (by the machine's date); its clock reads 23:55 that day.
  const today = new Date();
  let clock = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 23, 55);
  beforeAll(async () => {
    await late.start({ now: () => clock });
  });
  afterAll(async () => {
    await late.stop();
  });

  it("counts a payment made after midnight in the balance (the platform's day, not the day the world was seeded)", async () => {
    const ch = late.client();
    await ch.login('cardholder', 'communitycard');
    const info = (await ch.get('/api/v1/payments/paymentinfo')).body.data;
    clock += 10 * 60_000; // 00:05 the next day, inside the session's idle limit
    const ref = ((await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as CardholderDashboard).accountEntitySummary.cardNumber!;
    const paid = await ch.post('/api/v1/payments', {
      cardNumber: ref,
      paymentAccountId: info.paymentAccounts[0].paymentAccountId,
      amount: 7.5,
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data.paymentDate).toBe(new Date(clock).toISOString().slice(0, 10));
    const after = (await ch.get('/api/v1/payments/paymentinfo')).body.data;
    expect(after.currentBalance).toBeCloseTo(info.currentBalance - 7.5, 2);
  });
});
