import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, CompanyAccountsResponse, SubaccountAddressesResponse } from '../../shared/contract/accounts.js';
import type { User } from '../../shared/contract/authentication.js';
import type { CardShippingResponse, SearchCompanyResponse } from '../../shared/contract/company.js';
import type {
  CreateProgramAdminResponse,
  PaUserAuditResponse,
  UserDetailResponse,
  UserSearchResponse,
} from '../../shared/contract/user.js';
import type { Client } from './client.js';
import { Fixture } from './fixture.js';

/**
 * The calls the sandbox designs where docs/requirements.md#spec-7-calls only sketches them: adding a program administrator,
 * card shipping, the bank manager; and the company accounts list's type filter, sort and search by what is shown.
 */
const f = new Fixture();
beforeAll(async () => {
  await f.start();
});
afterAll(async () => {
  await f.stop();
});

const userOf = async (c: Client): Promise<User> => (await c.get('/api/authentication/check')).body.userData as User;
let seq = 0;
const newAdmin = (companyId: number, over: Record<string, unknown> = {}) => ({
  companyId,
  username: `new.admin.${++seq}`,
  firstname: 'Nia',
  lastname: 'Newman',
  email: `nia${seq}@example.com`,
  phone: '555-010-2030',
  roles: ['ROLE_PA_DELEGATE'],
  authorityLimit: 2500,
  ...over,
});

describe('GET /api/v1/users/pauseraudit', () => {
  it('fromDate and toDate are days in America/New_York, the days the activity is shown on', async () => {
    const am = await f.as('pa_admin');
    const companyId = (await userOf(am)).userCompanyId!;
    const all = (await am.get<PaUserAuditResponse>(`/api/v1/users/pauseraudit?companyId=${companyId}&size=500`)).body.content;
    // An entry made in the evening, Eastern time: its UTC day is already the next one.
    const late = all.find((e) => new Date(e.changedDate).getUTCHours() < 4)!;
    expect(late, 'a seeded entry between 00:00 and 04:00 UTC').toBeDefined();
    const utcDay = late.changedDate.slice(0, 10);
    const eastern = new Date(Date.parse(`${utcDay}T00:00:00.000Z`) - 86_400_000).toISOString().slice(0, 10);
    const on = async (day: string) =>
      (
        await am.get<PaUserAuditResponse>(
          `/api/v1/users/pauseraudit?companyId=${companyId}&userId=${late.userid}&fromDate=${day}&toDate=${day}&size=500`,
        )
      ).body.content.map((e) => e.auditId);
    expect(await on(eastern)).toContain(late.auditId);
    expect(await on(utcDay)).not.toContain(late.auditId);
  });
});

describe('POST /api/v1/users/programAdmin', () => {
  it('an admin manager invites a PENDING administrator: registration email sent, audited, and the invitation completes', async () => {
    const am = await f.as('pa_admin');
    const me = await userOf(am);
    const body = newAdmin(me.userCompanyId!);
    const a = await am.post<CreateProgramAdminResponse>('/api/v1/users/programAdmin', body);
    expect(a.status).toBe(200);
    expect(a.body.data.user).toMatchObject({
      username: body.username,
      status: 'PENDING',
      roles: ['ROLE_PA_DELEGATE'],
      roleLabel: 'PA-Delegate',
      authorityLimit: 2500,
      companyId: me.userCompanyId,
    });
    expect(a.body.data.sentTo).toBe(`n***@example.com`);
    const search = await am.get<UserSearchResponse>(`/api/v1/users/search?companyId=${me.userCompanyId}&status=PENDING&size=500`);
    expect(search.body.content.map((u) => u.username)).toContain(body.username);
    const audit = await am.get<PaUserAuditResponse>(
      `/api/v1/users/pauseraudit?companyId=${me.userCompanyId}&userId=${a.body.data.user.userid}`,
    );
    const self = (await am.get<UserDetailResponse>(`/api/v1/users/${me.userid}`)).body.data;
    const by = `${self.firstname} ${self.lastname}`;
    expect(audit.body.content.map((e) => [e.action, e.changedBy])).toEqual([
      ['REGISTRATION_EMAIL', by],
      ['CREATED', by],
    ]);
    expect(audit.body.content[1]!.detail).toBe('Invited as PA-Delegate');
    const { registrationToken } = (await f.client().get(`/__sandbox/registration/demo/${body.username}`)).body as {
      registrationToken: string;
    };
    const done = await f
      .client()
      .post('/api/v1/users/programAdmin/register', { registrationToken, username: body.username, password: 'Str0ngPassword' });
    expect(done.status).toBe(200);
    expect((await f.client().login(body.username, 'demo', 'Str0ngPassword')).status).toBe(200);
  });

  it('refuses a taken user name (409 USERNAME_TAKEN) and bad input with every problem named (400), creating nothing', async () => {
    const am = await f.as('pa_admin');
    const companyId = (await userOf(am)).userCompanyId!;
    const taken = await am.post('/api/v1/users/programAdmin', newAdmin(companyId, { username: 'PA_TIER1' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ reason: 'USERNAME_TAKEN' });
    const bad = await am.post(
      '/api/v1/users/programAdmin',
      newAdmin(companyId, { email: 'not-an-email', phone: 'x', roles: ['ROLE_CARDMEMBER'], authorityLimit: -1 }),
    );
    expect(bad.status).toBe(400);
    for (const field of ['email', 'phone', 'roles', 'authorityLimit']) expect(bad.body.message).toContain(field);
  });

  it('only admin managers add administrators, and only to companies they administer', async () => {
    const companyId = (await userOf(await f.as('pa_admin'))).userCompanyId!;
    for (const who of ['pa_viewonly', 'pa_tier1']) {
      expect((await (await f.as(who)).post('/api/v1/users/programAdmin', newAdmin(companyId))).status).toBe(403);
    }
    const fleetCompany = (await userOf(await f.as('pa_fleet'))).userCompanyId!;
    expect((await (await f.as('pa_admin')).post('/api/v1/users/programAdmin', newAdmin(fleetCompany))).status).toBe(403);
    // A holding-company admin adds to any company of the holding company.
    const hc = await f.as('hc_admin');
    const hcUser = await userOf(hc);
    const assoc = (await hc.get(`/api/v1/brands/holdingcompany/${hcUser.userHoldingCompanyId}/associations`)).body.data as {
      companyId: number;
    }[];
    const other = assoc.find((c) => c.companyId !== hcUser.userCompanyId)!;
    const added = await hc.post<CreateProgramAdminResponse>('/api/v1/users/programAdmin', newAdmin(other.companyId));
    expect(added.status).toBe(200);
    expect(added.body.data.user.companyId).toBe(other.companyId);
    const across = await hc.get<UserSearchResponse>(
      `/api/v1/users/search?holdingCompanyId=${hcUser.userHoldingCompanyId}&status=PENDING&size=500`,
    );
    expect(across.body.content.map((u) => u.userid)).toContain(added.body.data.user.userid);
    // The maintenance activity across the holding company has the invitation, by the holding-company admin.
    const audit = await hc.get<PaUserAuditResponse>(
      `/api/v1/users/pauseraudit?holdingCompanyId=${hcUser.userHoldingCompanyId}&userId=${added.body.data.user.userid}`,
    );
    expect(audit.body.content.map((e) => [e.action, e.companyId])).toEqual([
      ['REGISTRATION_EMAIL', other.companyId],
      ['CREATED', other.companyId],
    ]);
    expect((await hc.get(`/api/v1/users/pauseraudit?holdingCompanyId=${hcUser.userHoldingCompanyId! + 1}`)).status).toBe(403);
  });
});

describe('PUT /api/v1/users/:id status rules', () => {
  it('ACTIVE ⇄ INACTIVE only: a pending user registers, a deleted user stays deleted', async () => {
    const am = await f.as('pa_admin');
    const companyId = (await userOf(am)).userCompanyId!;
    const pending = (await am.post<CreateProgramAdminResponse>('/api/v1/users/programAdmin', newAdmin(companyId))).body.data.user;
    const toActive = await am.put(`/api/v1/users/${pending.userid}`, { status: 'ACTIVE' });
    expect(toActive.status).toBe(409);
    expect(toActive.body.message).toContain('registration');
    // Roles and limit of a pending user can still be changed.
    const roles = await am.put<UserDetailResponse>(`/api/v1/users/${pending.userid}`, {
      roles: ['ROLE_PA_VIEW_ONLY'],
      authorityLimit: null,
    });
    expect(roles.body.data).toMatchObject({ roles: ['ROLE_PA_VIEW_ONLY'], roleLabel: 'PA-View Only', authorityLimit: null });
    expect((await am.del(`/api/v1/users/pauser/${pending.userid}`)).status).toBe(200);
    expect((await am.del(`/api/v1/users/pauser/${pending.userid}`)).status).toBe(409);
    expect((await am.put(`/api/v1/users/${pending.userid}`, { roles: ['ROLE_ADMIN_TIER_2'] })).status).toBe(409);
    const active = (
      await am.get<UserSearchResponse>(`/api/v1/users/search?companyId=${companyId}&status=ACTIVE&size=500`)
    ).body.content.find((u) => u.username.includes('.pa'))!;
    expect((await am.put<UserDetailResponse>(`/api/v1/users/${active.userid}`, { status: 'INACTIVE' })).body.data.status).toBe('INACTIVE');
    expect((await am.put<UserDetailResponse>(`/api/v1/users/${active.userid}`, { status: 'ACTIVE' })).body.data.status).toBe('ACTIVE');
    expect((await am.put(`/api/v1/users/${active.userid}`, { status: 'PENDING' })).status).toBe(409);
  });
});

describe('card shipping and the bank manager', () => {
  it("bulk-shipping companies choose where cards go; the accounts' shipping address follows; T2 edits, VO reads, T1 neither", async () => {
    const am = await f.as('pa_admin');
    const companyId = (await userOf(am)).userCompanyId!;
    const before = await am.get<CardShippingResponse>(`/api/company/cardshipping/${companyId}`);
    expect(before.body.data).toMatchObject({ companyId, productTypeCode: 108, bulkShipping: true, shipTo: 'COMPANY' });
    const sub = (await am.get<CompanyAccountsResponse>(`/api/v1/accounts/company/${companyId}?type=Sub&status=OPEN&size=1`)).body
      .content[0]!;
    const shipping = async () =>
      (
        await am.get<SubaccountAddressesResponse>(`/api/v1/accounts/${sub.accountId}/subaccounts/${sub.accountEntityId}/addresses`)
      ).body.data.find((a) => a.addressType === 'SHIPPING')!;
    expect((await shipping()).address1).toBe(before.body.data.companyAddress.address1);
    const t2 = await f.as('pa_tier2');
    expect((await t2.put<CardShippingResponse>(`/api/company/cardshipping/${companyId}`, { shipTo: 'CARDHOLDER' })).body.data.shipTo).toBe(
      'CARDHOLDER',
    );
    const billing = (
      await am.get<SubaccountAddressesResponse>(`/api/v1/accounts/${sub.accountId}/subaccounts/${sub.accountEntityId}/addresses`)
    ).body.data.find((a) => a.addressType === 'BILLING')!;
    expect((await shipping()).address1).toBe(billing.address1);
    expect((await (await f.as('pa_viewonly')).get(`/api/company/cardshipping/${companyId}`)).status).toBe(200);
    expect((await (await f.as('pa_viewonly')).put(`/api/company/cardshipping/${companyId}`, { shipTo: 'COMPANY' })).status).toBe(403);
    expect((await (await f.as('pa_tier1')).get(`/api/company/cardshipping/${companyId}`)).status).toBe(403);
    expect((await am.put(`/api/company/cardshipping/${companyId}`, { shipTo: 'SOMEWHERE' })).status).toBe(400);
    expect((await am.put<CardShippingResponse>(`/api/company/cardshipping/${companyId}`, { shipTo: 'COMPANY' })).body.data.shipTo).toBe(
      'COMPANY',
    );
  });

  it('a product that does not ship in bulk always ships to the cardholder (409 on a change)', async () => {
    const hc = await f.as('hc_admin');
    const companyId = (await userOf(hc)).userCompanyId!; // world elite (109)
    expect((await hc.get<CardShippingResponse>(`/api/company/cardshipping/${companyId}`)).body.data).toMatchObject({
      bulkShipping: false,
      shipTo: 'CARDHOLDER',
    });
    const refused = await hc.put(`/api/company/cardshipping/${companyId}`, { shipTo: 'COMPANY' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('does not ship cards in bulk');
  });

  it('only an admin manager changes the bank manager; searchcompanyex shows it', async () => {
    const am = await f.as('pa_admin');
    const companyId = (await userOf(am)).userCompanyId!;
    const put = await am.put(`/api/company/bankmanager/${companyId}`, {
      bankManagerName: ' Robin Banks ',
      bankManagerEmail: 'robin@bank.example',
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ companyId, bankManagerName: 'Robin Banks', bankManagerEmail: 'robin@bank.example' });
    expect((await am.get(`/api/searchcompanyex?companyId=${companyId}`)).body.data).toMatchObject({ bankManagerName: 'Robin Banks' });
    expect((await am.put(`/api/company/bankmanager/${companyId}`, { bankManagerName: '', bankManagerEmail: 'nope' })).status).toBe(400);
    expect(
      (
        await (
          await f.as('pa_viewonly')
        ).put(`/api/company/bankmanager/${companyId}`, { bankManagerName: 'X', bankManagerEmail: 'x@y.example' })
      ).status,
    ).toBe(403);
  });
});

describe('company accounts', () => {
  it('filters by type and status, sorts on the platform, and searches money as shown ($1,234.50)', async () => {
    const am = await f.as('pa_admin');
    const companyId = (await userOf(am)).userCompanyId!;
    const all = (await am.get<CompanyAccountsResponse>(`/api/v1/accounts/company/${companyId}?size=500&useProcessorData=true`)).body
      .content;
    const ghosts = (await am.get<CompanyAccountsResponse>(`/api/v1/accounts/company/${companyId}?size=500&type=Ghost%20Sub,Virtual%20Sub`))
      .body;
    expect(ghosts.totalElements).toBe(
      all.filter((a) => a.accountEntityType === 'Ghost Sub' || a.accountEntityType === 'Virtual Sub').length,
    );
    expect(ghosts.totalElements).toBeGreaterThan(0);
    expect((await am.get(`/api/v1/accounts/company/${companyId}?type=Nonsense`)).status).toBe(400);
    expect((await am.get(`/api/v1/accounts/company/${companyId}?sort=secret,ASC`)).status).toBe(400);
    const byBalance = (
      await am.get<CompanyAccountsResponse>(`/api/v1/accounts/company/${companyId}?size=500&sort=balance,DESC&useProcessorData=true`)
    ).body.content;
    const balances = byBalance.map((a) => a.currentBalance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    const withBalance = all.find((a) => a.currentBalance >= 1000)!;
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(withBalance.currentBalance);
    const found = (
      await am.get<CompanyAccountsResponse>(
        `/api/v1/accounts/company/${companyId}?size=500&useProcessorData=true&query=${encodeURIComponent(shown)}`,
      )
    ).body.content;
    expect(found.map((a) => a.accountEntityId)).toContain(withBalance.accountEntityId);
    expect(all.filter((a) => a.cardNumber).every((a) => typeof a.cardActivated === 'boolean')).toBe(true);
    expect(all.filter((a) => !a.cardNumber).every((a) => a.cardActivated === null)).toBe(true);
  });

  it('a new account above the company limit is refused; a double-submitted one is created once (Idempotency-Key)', async () => {
    const am = await f.as('pa_admin');
    const companyId = (await userOf(am)).userCompanyId!;
    const company = (await am.get<SearchCompanyResponse>(`/api/searchcompany?companyId=${companyId}&useProcessorData=true`)).body.data;
    const base = `/api/v1/accounts/${company.accountId}/subaccounts`;
    const tooMuch = await am.post(base, {
      accountEntityType: 'Sub',
      firstName: 'Too',
      lastName: 'Much',
      creditLimit: company.creditLimit + 1,
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain("company's limit");
    const key = { 'idempotency-key': `add-account-${Date.now()}` };
    const body = { accountEntityType: 'Ghost Sub', firstName: 'Travel', lastName: 'Desk', creditLimit: 500 };
    const [one, two] = await Promise.all([
      am.post<{ data: AccountDetail }>(base, body, key),
      am.post<{ data: AccountDetail }>(base, body, key),
    ]);
    expect(one.body.data.accountEntityId).toBe(two.body.data.accountEntityId);
    const named = (await am.get<CompanyAccountsResponse>(`/api/v1/accounts/company/${companyId}?query=Travel%20Desk&size=50`)).body.content;
    expect(named.filter((a) => a.accountEntityId === one.body.data.accountEntityId)).toHaveLength(1);
    expect(named.filter((a) => `${a.firstName} ${a.lastName}` === 'Travel Desk')).toHaveLength(1);
  });
});
