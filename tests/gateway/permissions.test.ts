import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/contract/authentication.js';
import { bootstrapOf } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';
import { STUB_USERS, stubUser } from './helpers/stubPlatform.js';

/**
 * The gateway refuses an area route a user's roles can never open (docs/requirements.md#spec-6-permissions through shared/permissions
 * `pathPossible`), with a 302 to the user's home, before serving any shell. Pages whose rule needs
 * company facts (a company flag) are served, and the SPA decides once it has loaded the company.
 */
const admin = (username: string, role: string, scopes: string[] = ['*:account'], over: Partial<User> = {}): User =>
  stubUser({
    userid: 100 + username.length,
    username,
    firstname: username,
    userType: { userType: 'PROGRAM ADMIN' },
    authorities: [{ name: role, scopes: scopes.map((name) => ({ name })) }],
    roles: [role],
    ...over,
  });

const extra: Record<string, User> = {
  pa_payments: admin('pa_payments', 'ROLE_PA_PAYMENTS_ONLY'),
  pa_viewonly: admin('pa_viewonly', 'ROLE_PA_VIEW_ONLY', ['*:account', '*:user', '*:virtualcard', '*:expensereport']),
  pa_vconly: admin('pa_vconly', 'ROLE_PA_VIRTUAL_CARD_ONLY', ['*:virtualcard']),
  pa_manager: admin('pa_manager', 'ROLE_PA_MANAGER', ['*:account', '*:expensereport']),
  pa_manager_noscope: admin('pa_manager_noscope', 'ROLE_PA_MANAGER', ['*:account']),
  pa_delegate: admin('pa_delegate', 'ROLE_PA_DELEGATE'),
};

let h: Harness;
beforeAll(async () => {
  Object.assign(STUB_USERS, extra);
  h = await startHarness();
});
afterAll(async () => {
  for (const name of Object.keys(extra)) delete STUB_USERS[name];
  await h.close();
});

const get = (path: string, username: string) =>
  request(h.server).get(path).set('Host', 'demo.localhost').set('Cookie', `stub_session=${username}`);

describe('area routes the rules of docs/requirements.md#spec-6-permissions forbid, typed into the address bar', () => {
  it.each([
    // [user, path, expected home]
    ['pa_payments', '/pa/program-admin', '/pa'], // Program Admin: AM and view only
    ['pa_payments', '/pa/virtual-cards', '/pa'], // Virtual cards: AM, T1, view only, VC only
    ['pa_payments', '/pa/services', '/pa'], // Services: payments-only users do not see it
    ['pa_payments', '/pa/pa-alerts-and-controls', '/pa'], // Alerts: AM, T1, T2, view only
    ['pa_payments', '/pa/expense-reporting', '/pa'],
    ['pa_vconly', '/pa/fleet', '/pa'], // Fleet: AM and view only
    ['pa_vconly', '/pa/program-admin', '/pa'],
    ['pa_viewonly', '/pa/expense-reporting', '/pa'], // ER: AM, T1, T2, manager, accounting (+NR)
    ['pa_manager_noscope', '/pa/expense-reporting', '/pa'], // ... plus the expense-report scope
    ['pa_manager', '/pa/services/card-activation', '/pa'], // Card activation view: AM, T2, view only
    ['pa_viewonly', '/pa/virtual-cards/pay', '/pa'], // Virtual card update: AM, T1, VC only
    ['pa_viewonly', '/pa/virtual-cards/vendors/new', '/pa'],
    ['pa_viewonly', '/pa/virtual-cards/vendors/12/edit', '/pa'],
    ['pa_payments', '/pa/virtual-cards/vendors/12', '/pa'], // Virtual card view: AM, T1, view only, VC only
  ])('%s → %s is refused with a 302 to %s', async (username, path, home) => {
    const res = await get(path, username);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(home);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['pa_viewonly', '/pa/program-admin'],
    ['pa_viewonly', '/pa/virtual-cards'],
    ['pa_vconly', '/pa/virtual-cards'],
    ['pa_vconly', '/pa/virtual-cards/pay'],
    ['pa_vconly', '/pa/virtual-cards/vendors/12/edit'],
    ['pa_viewonly', '/pa/virtual-cards/vendors/12'],
    ['pa_viewonly', '/pa/virtual-cards/payments/7'],
    ['pa_manager', '/pa/expense-reporting'], // needs the company enabled: the SPA decides with the company loaded
    ['pa_manager', '/pa/services'],
    ['pa_delegate', '/pa/services'],
    ['pa_delegate', '/pa/fleet'], // Fleet: edit and access by AM and delegate (docs/requirements.md#spec-6-permissions), so the page is theirs
    ['pa_payments', '/pa'],
    ['pa_payments', '/pa/profile'],
    ['pa_admin', '/pa/fleet'], // needs the fleet product: the SPA decides
    ['hc_admin', '/holding-company/program-admin'],
    ['cardholder', '/dashboard-cardholder/expense-reporting'], // needs the company enabled and acknowledged
    ['cardholder', '/dashboard-cardholder/cardholder-rewards'],
  ])('%s → %s is served (possible for some company)', async (username, path) => {
    const res = await get(path, username);
    expect(res.status).toBe(200);
    expect((bootstrapOf(res.text) as { session: { loggedIn: boolean } }).session.loggedIn).toBe(true);
  });

  it('a holding-company admin with a company selected keeps the program admin view rules', async () => {
    expect((await get('/pa/program-admin?company=5', 'hc_admin')).status).toBe(200);
    expect((await get('/pa/virtual-cards?company=5', 'hc_admin')).status).toBe(200);
  });
});
