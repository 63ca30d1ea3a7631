import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import * as A from '../../shared/contract/accounts.js';
import * as Auth from '../../shared/contract/authentication.js';
import * as B from '../../shared/contract/brand.js';
import * as C from '../../shared/contract/company.js';
import * as K from '../../shared/contract/cards.js';
import { ErrorBody, SuccessResponse } from '../../shared/contract/common.js';
import * as E from '../../shared/contract/vendorEnrollment.js';
import * as X from '../../shared/contract/expenseReports.js';
import * as F from '../../shared/contract/fleet.js';
import * as M from '../../shared/contract/mcc.js';
import * as O from '../../shared/contract/offers.js';
import * as P from '../../shared/contract/payments.js';
import * as W from '../../shared/contract/rewards.js';
import * as S from '../../shared/contract/spendControls.js';
import * as U from '../../shared/contract/user.js';
import * as V from '../../shared/contract/virtualCards.js';
import { Client } from './client.js';
import { SandboxApp } from '../../scripts/sandbox/app.js';
import { allRoutes } from '../../scripts/sandbox/api/routes.js';
import { publicAccountRoutes } from '../../scripts/sandbox/api/publicAccount.js';
import { Router, type RouteDef } from '../../scripts/sandbox/server/router.js';
import { Fixture } from './fixture.js';

const f = new Fixture();
/** Every route pattern the contract test reached with a 2xx answer. */
const covered = new Set<string>();
const app = new SandboxApp({ seed: 1, dataDir: null, reset: false, now: Date.now, secureCookies: false, logger: null });
const router = new Router<unknown>().addAll(allRoutes(app) as RouteDef<unknown>[]);
beforeAll(async () => {
  Client.onCall = (method, path, status) => {
    const m = router.match(method, path);
    if (m && m !== 'method-not-allowed' && status < 300) covered.add(`${method} ${m.def.pattern}`);
  };
  await f.start();
});
afterAll(async () => {
  Client.onCall = null;
  await f.stop();
});

/** Calls, expects `status`, parses with `schema` (strict: unknown keys would still pass, missing or mistyped fail). */
async function call<T extends z.ZodMiniType>(
  c: Client,
  method: string,
  path: string,
  schema: T,
  body?: unknown,
  headers?: Record<string, string>,
  status = 200,
): Promise<z.infer<T>> {
  const a = await c.call(method, path, body, headers);
  expect(a.status, `${method} ${path} → ${JSON.stringify(a.body).slice(0, 300)}`).toBe(status);
  const parsed = schema.safeParse(a.body);
  expect(parsed.success, `${method} ${path}: ${parsed.success ? '' : JSON.stringify(parsed.error.issues.slice(0, 3))}`).toBe(true);
  return a.body as z.infer<T>;
}

describe('contract: every docs/requirements.md#spec-7-calls call answers its schema', () => {
  it('authentication and user', async () => {
    const c = f.client();
    await call(c, 'POST', '/api/authentication/login', Auth.LoginResponse, {
      username: 'cardholder',
      password: 'Password1!',
      brand: 'demo',
    });
    c.xsrf = (await call(c, 'GET', '/api/authentication/check', Auth.CheckResponse)).xsrfToken;
    await call(c, 'GET', '/api/authentication/keepalive', SuccessResponse);
    await call(c, 'GET', '/api/user/keepalive', SuccessResponse);
    await call(c, 'POST', '/api/user/securitytoken', U.SecurityTokenResponse, {
      username: 'cardholder',
      password: 'Password1!',
      brand: 'demo',
      useDefaultTimeLimit: true,
    });
    await call(c, 'GET', '/api/user/datatoken', U.DataTokenResponse);
    await call(c, 'PUT', '/api/user/updateUserLogin', Auth.UpdateUserLoginResponse, {});
    await call(c, 'GET', '/api/v1/users/accountsummary', U.AccountSummaryResponse);
    const profile = await call(c, 'GET', '/api/user/profile', U.UserProfileResponse);
    await call(c, 'PUT', '/api/user/profile', U.UserProfileResponse, { paperless: !profile.data.paperless });
    await call(c, 'POST', '/api/user/logout', SuccessResponse, {});

    const two = f.client();
    const login = await call(two, 'POST', '/api/authentication/login', Auth.LoginResponse, {
      username: 'cardholder2fa',
      password: 'Password1!',
      brand: 'demo',
    });
    const step1 = await call(two, 'GET', '/api/v1/users/2fa/stepone', U.TwoFactorStepOneResponse, undefined, {
      [U.USER_COOKIE_HEADER]: login.userCookie!,
    });
    await call(two, 'POST', '/api/user/2fa/steptwo', U.TwoFactorStepTwoResponse, {
      token: step1.data.token,
      verificationContact: step1.data.contacts[0]!.contactId,
    });
    const done = await call(two, 'POST', '/api/authentication/2fa', Auth.LoginResponse, {
      token: step1.data.token,
      cookie: login.userCookie,
      mobileBranding: null,
      verificationCode: '123456',
      rememberMyDevice: false,
    });
    two.xsrf = done.xsrfToken ?? null;
    await call(two, 'POST', '/api/authentication/logout', SuccessResponse, {});
    await call(f.client(), 'POST', '/api/authentication/logout', ErrorBody, {}, {}, 401);
  });

  it('user administration', async () => {
    const pa = await f.as('pa_admin');
    const me = (await pa.get('/api/authentication/check')).body.userData as Auth.User;
    const search = await call(
      pa,
      'GET',
      `/api/v1/users/search?brand=demo&companyId=${me.userCompanyId}&userType=PROGRAM%20ADMIN`,
      U.UserSearchResponse,
    );
    const other = search.content.find((u) => u.userid !== me.userid && u.status === 'ACTIVE')!;
    await call(pa, 'GET', `/api/v1/users/${other.userid}?includeDetails=true`, U.UserDetailResponse);
    await call(pa, 'PUT', `/api/v1/users/${other.userid}`, U.UserDetailResponse, { phone: '555-123-4567' });
    await call(pa, 'GET', `/api/v1/users/pauseraudit?companyId=${me.userCompanyId}&page=0&size=5`, U.PaUserAuditResponse);
    const delegate = (await (await f.as('pa_delegate')).get('/api/authentication/check')).body.userData as Auth.User;
    const managed = await call(pa, 'GET', `/api/v2/users/${delegate.userid}/managedaccounts`, U.ManagedAccountsResponse);
    await call(pa, 'PUT', `/api/v1/users/${delegate.userid}/managedaccounts`, U.ManagedAccountsResponse, {
      accountEntityIds: managed.content.map((a) => a.accountEntityId),
    });
    await call(pa, 'GET', `/api/v1/expensereport/${delegate.userid}/managedusers`, U.ManagedUsersResponse);
    await call(pa, 'GET', `/api/v1/expensereport/${delegate.userid}/accounts`, U.ExpenseReportAccountsResponse);
    const pending = (
      await call(
        pa,
        'GET',
        `/api/v1/users/search?companyId=${me.userCompanyId}&userType=PROGRAM%20ADMIN&status=PENDING&size=50`,
        U.UserSearchResponse,
      )
    ).content;
    const [p1, p2] = pending;
    await call(pa, 'PUT', '/api/v1/users/programAdmin/registrationEmail', U.RegistrationEmailResponse, {
      brandName: 'demo',
      userName: p1!.username,
    });
    const { registrationToken } = (await f.client().get(`/__sandbox/registration/demo/${p2!.username}`)).body as {
      registrationToken: string;
    };
    await call(f.client(), 'POST', '/api/v1/users/programAdmin/register', U.ProgramAdminRegisterResponse, {
      registrationToken,
      username: `new.${p2!.userid}`,
      password: 'Str0ngPassword',
    });
    await call(pa, 'POST', '/api/v1/users/programAdmin', U.CreateProgramAdminResponse, {
      companyId: me.userCompanyId,
      username: 'contract.new.admin',
      firstname: 'Cora',
      lastname: 'Tract',
      email: 'cora@example.com',
      phone: '555-010-0101',
      roles: ['ROLE_PA_VIEW_ONLY'],
      authorityLimit: null,
    });
    const victim = search.content.find((u) => u.userid !== me.userid && u.userid !== other.userid && u.status === 'ACTIVE')!;
    await call(pa, 'DELETE', `/api/v1/users/pauser/${victim.userid}`, SuccessResponse);
  });

  it('brand, holding company, reporting, vault, warn log', async () => {
    const anon = f.client();
    await call(anon, 'GET', '/api/brand/subdomain/pnfp', B.BrandBySubdomainResponse);
    await call(anon, 'GET', '/api/brand/pnfp', B.BrandDetailResponse);
    await call(anon, 'GET', '/api/brand/2', B.BrandDetailResponse);
    await call(anon, 'GET', '/api/brand/demo/addressByType', B.BrandAddressResponse);
    await call(anon, 'GET', '/api/brand/demo/addressByType?addressType=PAYMENT', B.BrandAddressResponse);
    await call(anon, 'POST', '/api/warn/log', SuccessResponse, { page: '/dashboard', loggedIn: false, blurb: 'retry 1 of GET /api/x' });
    const hc = await f.as('hc_admin');
    const hcId = ((await hc.get('/api/authentication/check')).body.userData as Auth.User).userHoldingCompanyId!;
    await call(hc, 'GET', `/api/v1/brands/holdingcompany/${hcId}`, B.HoldingCompanyResponse);
    const assoc = await call(hc, 'GET', `/api/v1/brands/holdingcompany/${hcId}/associations`, B.HoldingCompanyAssociationsResponse);
    expect(assoc.data.length).toBeGreaterThanOrEqual(2);
    const pa = await f.as('pa_admin');
    await call(pa, 'GET', '/api/reporting', B.ReportingResponse);
    const companyId = ((await pa.get('/api/authentication/check')).body.userData as Auth.User).userCompanyId!;
    const vendor = (await call(pa, 'GET', `/api/v1/virtualcard/company/${companyId}/vendors`, V.VendorSearchResponse)).content[0]!;
    const token = await call(pa, 'POST', '/api/user/securitytoken', U.SecurityTokenResponse, {
      username: 'pa_admin',
      password: 'Password1!',
      brand: 'demo',
    });
    await call(
      pa,
      'POST',
      '/api/vault/decrypt',
      B.VaultDecryptResponse,
      { companyId, vendorId: vendor.vendorId, type: 'SECURITY_CODE' },
      { 'x-security-token': token.data.token },
    );
  });

  it('company and accounts', async () => {
    const pa = await f.as('pa_admin');
    const companyId = ((await pa.get('/api/authentication/check')).body.userData as Auth.User).userCompanyId!;
    const company = await call(pa, 'GET', `/api/searchcompany?companyId=${companyId}&useProcessorData=true`, C.SearchCompanyResponse);
    await call(pa, 'GET', `/api/searchcompanyex?companyId=${companyId}`, C.SearchCompanyExResponse);
    await call(pa, 'GET', `/api/company/virtualcard/${companyId}`, C.CompanyVirtualCardResponse);
    await call(pa, 'GET', `/api/company/cardshipping/${companyId}`, C.CardShippingResponse);
    await call(pa, 'PUT', `/api/company/cardshipping/${companyId}`, C.CardShippingResponse, { shipTo: 'CARDHOLDER' });
    await call(pa, 'PUT', `/api/company/bankmanager/${companyId}`, C.BankManagerResponse, {
      bankManagerName: 'Robin Banks',
      bankManagerEmail: 'robin@bank.example',
    });
    await call(pa, 'GET', `/api/company/expensereport/${companyId}/enabled`, C.ExpenseReportEnabledResponse);
    const accounts = await call(pa, 'GET', `/api/v1/accounts/company/${companyId}?size=100`, A.CompanyAccountsResponse);
    const openSubs = accounts.content.filter(
      (a) => a.accountEntityType === 'Sub' && a.cardNumber && a.status === 'OPEN' && a.externalCardStatus === 'OPEN',
    );
    const sub = openSubs[0]!;
    await call(
      pa,
      'GET',
      `/api/v1/accounts/search/native?accountEntityId=${sub.accountEntityId}&useProcessorData=true`,
      A.NativeSearchResponse,
    );
    await call(pa, 'GET', `/api/v1/accounts/search/native?companyId=${companyId}`, A.NativeSearchResponse);
    const avail = await call(
      pa,
      'GET',
      `/api/card/replace/avail?cards=${openSubs.map((a) => a.cardNumber).join(',')}&channel=WEB`,
      A.ReplacementAvailabilityResponse,
    );
    const replaceable = openSubs.find(
      (a) => avail.data.find((r) => r.accountEntityId === a.accountEntityId)?.available && a.accountEntityId !== sub.accountEntityId,
    )!;
    await call(pa, 'POST', '/api/card/replace', A.CardReplaceResponse, { cards: [replaceable.cardNumber], reason: 'DAMAGED' });
    const base = `/api/v1/accounts/${sub.accountId}/subaccounts/${sub.accountEntityId}`;
    await call(pa, 'GET', `${base}/profile`, A.SubaccountProfileResponse);
    await call(pa, 'GET', `${base}/addresses`, A.SubaccountAddressesResponse);
    await call(pa, 'GET', base, A.SubaccountResponse);
    await call(pa, 'GET', `/api/account/${sub.accountId}/subaccount/${sub.accountEntityId}`, A.SubaccountExtrasResponse);
    await call(pa, 'PUT', `/api/account/${sub.accountId}/subaccount/${sub.accountEntityId}/udf`, A.SubaccountExtrasResponse, {
      udf1: 'DEPT-1',
      udf2: 'CC-2',
      udf3: '',
    });
    await call(pa, 'PUT', `/api/account/subaccount/${sub.accountEntityId}/creditline`, A.SubaccountExtrasResponse, { creditLimit: 2500 });
    await call(pa, 'POST', `/api/v1/accounts/${company.data.accountId}/subaccounts`, A.SubaccountResponse, {
      accountEntityType: 'Sub',
      firstName: 'New',
      lastName: 'Hire',
      creditLimit: 1000,
    });
    const closing = accounts.content.find(
      (a) => a.accountEntityType === 'Sub' && a.accountEntityId !== sub.accountEntityId && a.status === 'OPEN',
    )!;
    await call(
      pa,
      'PUT',
      `/api/account/${closing.accountId}/subaccount/${closing.accountEntityId}/status/processor?closeStatus=CLOSED`,
      A.SubaccountResponse,
      {},
    );
  });

  it('cards', async () => {
    const ch = await f.as('cardholder');
    const dash = await call(ch, 'GET', '/api/v1/cards/cardholder/dashboard', K.CardholderDashboardResponse);
    const ref = dash.data.accountEntitySummary.cardNumber!;
    await call(ch, 'GET', `/api/v1/cards/cardholder/dashboard?cardNumber=${ref}`, K.CardholderDashboardResponse);
    await call(ch, 'GET', `/api/v1/cards/encrypted/${ref}/transactions?cycle=011900`, K.TransactionsResponse);
    const statements = await call(ch, 'GET', `/api/v1/cards/encrypted/${ref}/statements`, K.StatementsResponse);
    await call(ch, 'GET', `/api/v1/cards/encrypted/${ref}/transactions?cycle=${statements.data[1]!.cycleCode}`, K.TransactionsResponse);
    const token = (await ch.get('/api/user/datatoken')).body.data.token as string;
    const doc = await ch.get(`/api/v1/cards/encrypted/${ref}/statements/${statements.data[0]!.cycleCode}/document?dataToken=${token}`);
    expect(doc.status).toBe(200);
    expect(doc.headers.get('content-type')).toMatch(/text\/html/);
    expect(doc.body).toContain('Account Statement');
    await call(ch, 'GET', `/api/cards/${ref}/accountSummary`, K.CardAccountSummaryResponse);
    await call(ch, 'PUT', `/api/v1/cards/encrypted/${ref}/lock`, SuccessResponse, { locked: false });
    const pa = await f.as('pa_admin');
    const me = (await pa.get('/api/authentication/check')).body.userData as Auth.User;
    const company = (await pa.get(`/api/searchcompany?companyId=${me.userCompanyId}`)).body.data as C.Company;
    await call(pa, 'GET', `/api/v1/cards/company/${company.companyId}/accounts/${company.accountId}/processor`, K.ProcessorAccountResponse);
    const unactivated = await call(pa, 'GET', `/api/v1/cards/company/${company.companyId}/unactivated/`, K.UnactivatedCardsResponse);
    expect(unactivated.data.length).toBeGreaterThan(0);
    await call(pa, 'POST', '/api/v1/cards/activate', K.UnactivatedCardsResponse, { cardNumbers: [unactivated.data[0]!.cardNumber] });
  });

  it('payments and rewards', async () => {
    const ch = await f.as('cardholder', 'pnfp');
    const info = await call(ch, 'GET', '/api/v1/payments/paymentinfo', P.PaymentInfoResponse);
    const dash = (await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as K.CardholderDashboard;
    const ref = dash.accountEntitySummary.cardNumber!;
    await call(ch, 'GET', `/api/v1/payments/paymentinfo?cardNumber=${ref}`, P.PaymentInfoResponse);
    const acct = await call(ch, 'POST', '/api/v1/payments/accounts', P.PaymentAccountResponse, {
      cardNumber: ref,
      nickname: 'New',
      bankName: 'Test Bank',
      accountType: 'checking',
      accountNumber: '123456789',
      routingNumber: '011000015',
    });
    const paid = await call(ch, 'POST', '/api/v1/payments', P.PaymentResponse, {
      cardNumber: ref,
      paymentAccountId: info.data.paymentAccounts[0]!.paymentAccountId,
      amount: 10,
    });
    expect(paid.data.status).toBe('submitted');
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const scheduled = await call(ch, 'POST', '/api/v1/payments', P.PaymentResponse, {
      cardNumber: ref,
      paymentAccountId: acct.data.paymentAccountId,
      amount: 5,
      paymentDate: future,
    });
    await call(ch, 'DELETE', `/api/v1/payments/${scheduled.data.paymentId}`, P.PaymentResponse);
    await call(ch, 'PUT', '/api/v1/payments/autopay', P.AutopayResponse, {
      cardNumber: ref,
      enrolled: true,
      paymentAccountId: acct.data.paymentAccountId,
      amountType: 'MINIMUM',
    });
    await call(ch, 'PUT', '/api/v1/payments/autopay', P.AutopayResponse, { cardNumber: ref, enrolled: false });
    await call(ch, 'DELETE', `/api/v1/payments/accounts/${acct.data.paymentAccountId}`, P.PaymentAccountResponse);
    const h = { cardNumber: ref };
    await call(ch, 'GET', '/api/v1/rewards/findbonuspoints', W.BonusPointsResponse, undefined, h);
    await call(ch, 'GET', '/api/v1/rewards/findrewardredemptionhistory', W.RedemptionHistoryResponse, undefined, h);
    await call(ch, 'GET', '/api/v1/rewards/rewarddescription', W.RewardDescriptionResponse, undefined, h);
    await call(
      ch,
      'POST',
      '/api/v1/rewards/redeem/directdeposit',
      W.RedeemResponse,
      { bankAccountNumber: '123456789', routing: '011000015', amount: 25 },
      h,
    );
    await call(ch, 'POST', '/api/v1/rewards/redeem/statementcredit', W.RedeemResponse, { amount: 25 }, h);
    await call(ch, 'POST', '/api/v1/rewards/redeem/givebackrewards', W.RedeemResponse, { amount: 5 }, h);
  });

  it('spend controls', async () => {
    const ch = await f.as('cardholder', 'bhg');
    const dash = (await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as K.CardholderDashboard;
    const entityId = dash.accountEntitySummary.accountEntityId;
    await call(ch, 'GET', '/api/v1/spendcontrols/alerttypes?accountTypes=CONSUMER', S.AlertTypesResponse);
    const mine = await call(ch, 'GET', `/api/v1/spendcontrols/control/consumer/${entityId}`, S.ConsumerControlsResponse);
    const free = [1, 2, 3, 5, 8].find((t) => !mine.data.controls.some((c) => c.spendControlAlertTypeId === t))!;
    const created = await call(ch, 'POST', '/api/v1/spendcontrols/consumer/control', S.ControlResponse, {
      accountEntityId: entityId,
      spendControlAlertTypeId: free,
      contactIds: [mine.data.contacts[0]!.contactId],
      controlAttributes: free === 1 || free === 8 ? { amount: 100 } : {},
      encryptedCardNumber: dash.accountEntitySummary.cardNumber,
    });
    const history = await call(ch, 'GET', `/api/v1/spendcontrols/history/consumer/${entityId}`, S.ControlHistoryResponse);
    expect(history.data.enrollments.some((x) => x.controlId === created.data.controlId && x.status === 'enrolled')).toBe(true);
    await call(ch, 'PUT', `/api/v1/spendcontrols/control/${created.data.controlId}`, S.ControlResponse, { status: 'Off' });
    await call(ch, 'DELETE', `/api/v1/spendcontrols/control/${created.data.controlId}`, SuccessResponse);

    const pa = await f.as('pa_admin', 'bhg');
    const companyId = ((await pa.get('/api/authentication/check')).body.userData as Auth.User).userCompanyId!;
    const contacts = await call(pa, 'GET', `/api/v1/spendcontrols/contacts/company/${companyId}`, S.ContactsResponse);
    await call(pa, 'GET', `/api/v1/spendcontrols/control/company/${companyId}/dashboard`, S.ControlDashboardResponse);
    await call(pa, 'GET', `/api/v1/spendcontrols/control/1/company/${companyId}/summary`, S.ControlSummaryResponse);
    await call(pa, 'GET', `/api/v1/spendcontrols/control/company/${companyId}`, S.ControlsResponse);
    const company = await call(pa, 'POST', '/api/v1/spendcontrols/company/control', S.ControlResponse, {
      companyId,
      spendControlAlertTypeId: 6,
      contactIds: [contacts.data[0]!.contactId],
      controlAttributes: { amount: 5000 },
    });
    const accounts = (await pa.get(`/api/v1/accounts/company/${companyId}?size=200`)).body.content as A.AccountDetail[];
    const subs = accounts.filter((a) => a.accountEntityType === 'Sub' && a.cardNumber).map((a) => a.accountEntityId);
    const controls = (await pa.get(`/api/v1/spendcontrols/control/company/${companyId}`)).body.data as S.Control[];
    const fresh = subs.filter((id) => !controls.some((c) => c.accountEntityId === id && c.spendControlAlertTypeId === 2)).slice(0, 3);
    await call(pa, 'POST', '/api/v1/spendcontrols/company/control/bulk', S.ControlsResponse, {
      companyId,
      spendControlAlertTypeId: 2,
      contactIds: [contacts.data[0]!.contactId],
      accountEntityIds: fresh,
    });
    await call(
      pa,
      'GET',
      `/api/v1/spendcontrols/control/consumer/${fresh[0]}/evaluate?merchantCategoryCode=5812&amount=25.50`,
      S.ControlEvaluationResponse,
    );
    await call(pa, 'DELETE', `/api/v1/spendcontrols/alert/${company.data.controlId}/company/${companyId}`, SuccessResponse);
  });

  it('MCC', async () => {
    const pa = await f.as('pa_admin', 'grizzlies');
    const companyId = ((await pa.get('/api/authentication/check')).body.userData as Auth.User).userCompanyId!;
    const standard = await call(pa, 'GET', '/api/v1/mcc/groups?categories=Standard', M.MccGroupsResponse);
    await call(pa, 'GET', `/api/v1/mcc/company/${companyId}/groups`, M.MccGroupsResponse);
    const codes = await call(pa, 'GET', '/api/v1/mcc/codes', M.MccCodesResponse);
    expect(codes.data.some((c) => c.mccCode === '5411')).toBe(true);
    const g = await call(pa, 'POST', '/api/v1/mcc/group', M.MccGroupResponse, {
      companyId,
      name: 'Coffee',
      description: 'Cafes',
      category: 'Custom',
      mccCodeRanges: [{ startMccCode: '5812', endMccCode: '5814' }],
    });
    await call(pa, 'PUT', `/api/v1/mcc/group/${g.data.mccGroupId}`, M.MccGroupResponse, {
      companyId,
      name: 'Coffee shops',
      description: 'Cafes',
      mccCodeRanges: [{ startMccCode: '5814', endMccCode: '5814' }],
    });
    await call(pa, 'POST', '/api/v1/mcc/clonegroups', M.MccGroupsResponse, { companyId, mccGroupsIds: [standard.data[0]!.mccGroupId] });
    await call(pa, 'DELETE', `/api/v1/mcc/group/${g.data.mccGroupId}`, SuccessResponse);
  });

  it('virtual cards and vendor enrollment', async () => {
    const pa = await f.as('pa_admin', 'communitycard');
    const companyId = ((await pa.get('/api/authentication/check')).body.userData as Auth.User).userCompanyId!;
    const base = `/api/v1/virtualcard/company/${companyId}`;
    const cards = await call(pa, 'GET', `${base}/cards`, V.VirtualCardSearchResponse);
    const card = cards.content[0]!;
    await call(pa, 'GET', `${base}/cards/${card.cardNumber}`, V.VirtualCardResponse);
    await call(pa, 'GET', `${base}/cards/${card.cardNumber}/authorizations`, V.ProviderAuthorizationsResponse);
    await call(pa, 'GET', `${base}/vendors?status=ACTIVE,PENDING,INACTIVE,DELETED`, V.VendorSearchResponse);
    const vendor = await call(pa, 'POST', `${base}/vendors`, V.VendorResponse, {
      legalName: 'Acme Widgets LLC',
      shortName: 'Acme',
      addressLine1: '1 Main St',
      city: 'Austin',
      stateOrProvince: 'TX',
      postalCode: '78701',
      contactFirstname: 'Wile',
      contactLastname: 'Coyote',
      contactEmail: 'ap@acme.example',
      defaultVcUsesAllowed: 2,
      defaultVcValidDays: null,
      tolerancePercent: 0,
    });
    await call(pa, 'PUT', `${base}/vendors/${vendor.data.vendorId}`, V.VendorResponse, {
      ...vendor.data,
      notes: 'Updated',
      defaultVcUsesAllowed: 3,
      defaultVcValidDays: 30,
      tolerancePercent: 5,
    });
    await call(pa, 'GET', `${base}/vendors/${vendor.data.vendorId}`, V.VendorResponse);
    await call(pa, 'PUT', `${base}/vendors/${vendor.data.vendorId}/status`, V.VendorResponse, { status: 'INACTIVE' });
    await call(pa, 'POST', `/api/vc/company/${companyId}/vendor/${vendor.data.vendorId}/enroll/email`, E.EnrollmentEmailResponse, {});
    await call(pa, 'GET', `${base}/subaccounts`, V.VirtualSubaccountsResponse);
    await call(pa, 'GET', `${base}/ghostcards`, V.VirtualSubaccountsResponse);
    const vsub = await call(pa, 'POST', `${base}/subaccounts`, V.NewVirtualAccountResponse, {
      firstName: 'Travel',
      lastName: 'Desk',
      creditLimit: 5000,
    });
    expect(vsub.data).toMatchObject({ accountEntityType: 'Virtual Sub', status: 'ACTIVE' });
    const ghost = await call(pa, 'POST', `${base}/ghostcards`, V.NewVirtualAccountResponse, {
      firstName: 'Ghost',
      lastName: 'Card 99',
      creditLimit: 5000,
    });
    expect(ghost.data.cardNumber).toBeTruthy();
    const closed = await call(pa, 'DELETE', `${base}/cards/${ghost.data.cardNumber}`, V.VirtualCardResponse);
    expect(closed.data.status).toBe('closed');
    const payment = await call(pa, 'POST', `${base}/payments`, V.VendorPaymentResponse, {
      vendorId: vendor.data.vendorId,
      amount: 1234.5,
      invoiceNumber: 'INV-1',
    });
    await call(pa, 'GET', `${base}/payments`, V.VendorPaymentsResponse);
    await call(pa, 'GET', `${base}/payments/${payment.data.paymentId}`, V.VendorPaymentResponse);
    await call(pa, 'POST', `${base}/payments/${payment.data.paymentId}/email`, V.PaymentEmailResponse, {});
    const csv = await pa.get(`${base}/payments/download`);
    expect(csv.status).toBe(200);
    expect(String(csv.body).split('\n')[0]).toBe(V.PAYMENTS_CSV_HEADER);
    await call(pa, 'DELETE', `${base}/vendors/${vendor.data.vendorId}`, V.VendorResponse);

    const links = (await f.client().get('/__sandbox/vendors/communitycard')).body.vendors as Array<{
      vendorId: number;
      companyId: number;
      status: string;
      enrollmentKey: string;
      securityCode: string;
    }>;
    const v = links.find((l) => l.status === 'PENDING')!;
    const pub = f.client('communitycard');
    const vb = `/api/vc/vendor/${v.companyId}/${v.enrollmentKey}`;
    await call(pub, 'GET', `${vb}/check`, E.VendorCheckResponse);
    await call(pub, 'GET', `${vb}/provider`, E.VendorProviderResponse);
    const verified = await call(pub, 'POST', `${vb}/verify`, E.VendorVerifyResponse, { securityCode: v.securityCode });
    const th = { 'x-vendor-token': verified.data.vendorToken };
    await call(
      pub,
      'POST',
      `${vb}/enroll`,
      E.VendorEnrollResponse,
      { contactFirstname: 'A', contactLastname: 'B', contactEmail: 'a@b.example', acceptTerms: true },
      th,
    );
    const active = links.find((l) => l.status === 'ACTIVE' && l.companyId === companyId)!;
    const ab = `/api/vc/vendor/${active.companyId}/${active.enrollmentKey}`;
    const t2 = await call(pub, 'POST', `${ab}/verify`, E.VendorVerifyResponse, { securityCode: active.securityCode });
    const vp = await call(pub, 'GET', `${ab}/payments`, E.VendorSidePaymentsResponse, undefined, { 'x-vendor-token': t2.data.vendorToken });
    if (vp.data[0])
      await call(pub, 'GET', `${ab}/card?paymentId=${vp.data[0].paymentId}`, E.VendorSideCardResponse, undefined, {
        'x-vendor-token': t2.data.vendorToken,
      });
  });

  it("offers and the user's own password (sandbox-designed)", async () => {
    const c = await f.as('ch_offers');
    const offers = await call(c, 'GET', '/api/v1/offers?status=PENDING', O.OffersResponse);
    await call(c, 'POST', `/api/v1/offers/${offers.data[0]!.offerId}/response`, O.OfferResponse, { decision: 'DECLINED' });
    await call(c, 'PUT', '/api/user/password', SuccessResponse, { currentPassword: 'Password1!', newPassword: 'Another1!' });
    await call(c, 'PUT', '/api/user/password', SuccessResponse, { currentPassword: 'Another1!', newPassword: 'Password1!' });
  });

  it('expense reports and fleet', async () => {
    const pa = await f.as('pa_admin');
    const companyId = ((await pa.get('/api/authentication/check')).body.userData as Auth.User).userCompanyId!;
    await call(pa, 'GET', `/api/v1/expensereport/company/${companyId}/defaults`, X.ExpenseReportDefaultsResponse);
    await call(pa, 'GET', `/api/v1/expensereport/company/${companyId}/glaccounts`, X.GlAccountsResponse);
    const reports = await call(pa, 'GET', `/api/v1/expensereport/company/${companyId}/reports`, X.ExpenseReportsResponse);
    const owned = reports.content[0]!;
    await call(pa, 'GET', `/api/v1/expensereport/reports/${owned.reportId}`, X.ExpenseReportResponse);
    // A cardholder of the company drafts, edits, submits; the admin approves through to complete; another draft is rejected and deleted.
    const ownerEntity = owned.accountEntityId;
    const ownerUserid = ((await pa.get(`/api/v1/accounts/search/native?accountEntityId=${ownerEntity}`)).body.data[0] as A.AccountDetail)
      .userid!;
    const ownerName = ((await pa.get(`/api/v1/users/${ownerUserid}`)).body.data as U.UserDetail).username;
    const ch = f.client();
    expect((await ch.login(ownerName)).status).toBe(200);
    await call(ch, 'GET', '/api/v1/expensereport/reports', X.ExpenseReportsResponse);
    const ref = ((await ch.get('/api/v1/cards/cardholder/dashboard')).body.data as K.CardholderDashboard).accountEntitySummary.cardNumber!;
    const used = new Set(reports.content.flatMap((r) => r.lines.map((l) => l.transactionId)));
    const txs = (
      (await ch.get(`/api/v1/cards/encrypted/${ref}/transactions?size=500&type=PURCHASE`)).body.content as K.Transaction[]
    ).filter((t) => t.status === 'POSTED' && !used.has(t.transactionId));
    const png = Buffer.from(await readFile(new URL('../fixtures/receipt.png', import.meta.url)));
    const uploaded = await ch.upload(`/api/v1/expensereport/receipts?fileName=taxi.png`, png, { 'content-type': 'image/png' });
    expect(uploaded.status).toBe(201);
    expect(X.ReceiptResponse.safeParse(uploaded.body).success).toBe(true);
    const receiptId = (uploaded.body as X.ReceiptResponse).data.receiptId;
    expect((await ch.download(`/api/v1/expensereport/receipts/${receiptId}`)).bytes.equals(png)).toBe(true);
    await call(ch, 'GET', '/api/v1/expensereport/transactions', X.ExpenseTransactionsResponse);
    const draft = await call(ch, 'POST', '/api/v1/expensereport/reports', X.ExpenseReportResponse, {
      name: 'Trip',
      lines: [{ transactionId: txs[0]!.transactionId, glAccountId: companyId * 100 + 1, memo: 'Taxi', receiptId }],
    });
    await call(ch, 'PUT', `/api/v1/expensereport/reports/${draft.data.reportId}`, X.ExpenseReportResponse, { name: 'Trip to Austin' });
    await call(ch, 'POST', `/api/v1/expensereport/reports/${draft.data.reportId}/submit`, X.ExpenseReportResponse, {});
    await call(pa, 'POST', `/api/v1/expensereport/reports/${draft.data.reportId}/reject`, X.ExpenseReportResponse, {
      note: 'Add the receipt for the hotel',
    });
    await call(ch, 'POST', `/api/v1/expensereport/reports/${draft.data.reportId}/submit`, X.ExpenseReportResponse, {});
    for (const status of ['mgr-approved', 'acctg-approved', 'complete']) {
      const moved = await call(pa, 'POST', `/api/v1/expensereport/reports/${draft.data.reportId}/approve`, X.ExpenseReportResponse, {});
      expect(moved.data.status).toBe(status);
    }
    const second = await call(ch, 'POST', '/api/v1/expensereport/reports', X.ExpenseReportResponse, {
      name: 'Spare',
      lines: [{ transactionId: txs[1]!.transactionId }],
    });
    await call(ch, 'DELETE', `/api/v1/expensereport/reports/${second.data.reportId}`, SuccessResponse);
    const spare = (await ch.upload(`/api/v1/expensereport/receipts?fileName=spare.png`, png)).body as X.ReceiptResponse;
    await call(ch, 'DELETE', `/api/v1/expensereport/receipts/${spare.data.receiptId}`, SuccessResponse);
    const waiting = (await call(pa, 'GET', `/api/v1/expensereport/company/${companyId}/reports?status=submitted`, X.ExpenseReportsResponse))
      .content[0]!;
    await call(pa, 'POST', '/api/v1/expensereport/reports/approve', X.BulkApproveResponse, {
      reports: [{ reportId: waiting.reportId, expectedStatus: 'submitted' }],
    });
    await call(pa, 'PUT', `/api/v1/expensereport/company/${companyId}/defaults`, X.ExpenseReportDefaultsResponse, { reviewDays: 7 });
    const gl = await call(
      pa,
      'POST',
      `/api/v1/expensereport/company/${companyId}/glaccounts`,
      X.GlAccountResponse,
      { code: '6950', description: 'Conference fees' },
      undefined,
      201,
    );
    await call(pa, 'PUT', `/api/v1/expensereport/company/${companyId}/glaccounts/${gl.data.glAccountId}`, X.GlAccountResponse, {
      active: false,
    });
    const fleet = await f.as('pa_fleet');
    const fleetCompany = ((await fleet.get('/api/authentication/check')).body.userData as Auth.User).userCompanyId!;
    const subs = ((await fleet.get(`/api/v1/accounts/company/${fleetCompany}`)).body.content as A.AccountDetail[]).filter(
      (a) => a.accountEntityType === 'Sub',
    );
    await call(fleet, 'GET', `/api/v1/fleet/${fleetCompany}/subaccounts/${subs[0]!.accountEntityId}/codes`, F.FleetCodesResponse);
    await call(fleet, 'PUT', `/api/v1/fleet/${fleetCompany}/subaccounts/${subs[0]!.accountEntityId}/codes`, F.FleetCodesResponse, {
      driver: { code: '4321', description: 'Jo Driver' },
    });
  });

  it('reached every /api call the sandbox answers with a successful answer', () => {
    // The public account calls (registration, activation, forgotten credentials) have their own suite: publicAccount.test.ts.
    const elsewhere = new Set(publicAccountRoutes(app).map((d) => `${d.method} ${d.pattern}`));
    const all = router.defs
      .filter((d) => d.pattern.startsWith('/api/'))
      .map((d) => `${d.method} ${d.pattern}`)
      .filter((r) => !elsewhere.has(r));
    expect(all.filter((r) => !covered.has(r))).toEqual([]);
  });
});
