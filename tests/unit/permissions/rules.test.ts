import { describe, expect, it } from 'vitest';
import {
  alertsAndControls,
  assignedAccountsOnly,
  displayUserName,
  expenseReports,
  isInternalApiUserName,
  servicesMenu,
  SCOPES,
} from '../../../shared/permissions/index.js';
import { adminWith, cardholderUser, cardholderView, fullCompany, makeUser, paView } from './fixtures.js';

describe('alerts and controls set-up: spend scopes in the cardholder view', () => {
  const noSpend = makeUser({ type: 'PROGRAM ADMIN', roles: ['admin_tier1'], scopes: [SCOPES.account] });
  const alertsOnly = makeUser({ type: 'PROGRAM ADMIN', roles: ['admin_tier1'], scopes: [SCOPES.spendAlerts] });
  const both = makeUser({ type: 'PROGRAM ADMIN', roles: ['admin_tier1'], scopes: [SCOPES.spendAlerts, SCOPES.spendMetadata] });
  it('an admin viewing as cardholder needs both spend scopes', () => {
    expect(alertsAndControls.setUp(noSpend, cardholderView())).toBe(false);
    expect(alertsAndControls.setUp(alertsOnly, cardholderView())).toBe(false);
    expect(alertsAndControls.setUp(both, cardholderView())).toBe(true);
  });
  it('in the program admin view the role decides', () => {
    expect(alertsAndControls.setUp(noSpend, paView())).toBe(true);
  });
  it('a CARDMEMBER passes the scope part (non-admins pass scope checks)', () => {
    expect(alertsAndControls.setUp(makeUser({ type: 'CARDMEMBER', scopes: [] }), cardholderView())).toBe(true);
  });
});

describe('services menu edge cases', () => {
  it('a CARDMEMBER never sees it in the holding-company view', () => {
    expect(servicesMenu(cardholderUser(), { view: 'holdingCompanyView' })).toBe(false);
  });
  it('an admin with no role (other roles) sees it', () => {
    expect(servicesMenu(makeUser({ type: 'PROGRAM ADMIN', roles: [] }), paView())).toBe(true);
  });
  it('the manager/accounting rule comes before payments only', () => {
    expect(servicesMenu(adminWith('manager', 'payments_only'), paView())).toBe(true);
    expect(servicesMenu(adminWith('manager', 'payments_only'), paView(fullCompany({ expenseReportingEnabled: false })))).toBe(false);
  });
  it('a manager/accounting admin sees nothing before the company is loaded', () => {
    expect(servicesMenu(adminWith('accounting'), { view: 'programAdminView' })).toBe(false);
    expect(servicesMenu(adminWith('accounting'), { view: 'cardholderView' })).toBe(false);
  });
  it('a user of neither type sees nothing', () => {
    expect(servicesMenu({ userType: { userType: 'OTHER' }, authorities: [] }, paView())).toBe(false);
  });
});

describe('assigned accounts only', () => {
  it('the broadest role wins: AM, T1 or T2 lift the restriction', () => {
    expect(assignedAccountsOnly(adminWith('delegate', 'admin_manager'), paView())).toBe(false);
    expect(assignedAccountsOnly(adminWith('manager', 'admin_tier2'), paView())).toBe(false);
    expect(assignedAccountsOnly(adminWith('accounting', 'view_only'), paView())).toBe(true);
  });
  it('never restricts a CARDMEMBER (they see their own accounts by other means)', () => {
    expect(assignedAccountsOnly(makeUser({ type: 'CARDMEMBER', roles: ['delegate'] }), cardholderView())).toBe(false);
  });
});

describe('internal API user names are displayed as SYSTEM', () => {
  it.each([
    ['api_batch', 'SYSTEM'],
    ['api.integration.42', 'SYSTEM'], // the sandbox's internal user name
    ['SYSTEM', 'SYSTEM'], // already mapped by the platform
    ['API-ORIGINATION', 'SYSTEM'],
    ['svc.fleet', 'SYSTEM'],
    ['Svc_Sync', 'SYSTEM'],
    ['system', 'SYSTEM'],
    ['api', 'SYSTEM'],
    [' api_x ', 'SYSTEM'],
    ['apiuser', 'apiuser'],
    ['capi_user', 'capi_user'],
    ['jsmith', 'jsmith'],
    ['systems_admin', 'systems_admin'],
    ['  jdoe ', 'jdoe'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ] as const)('%s → %s', (name, shown) => {
    expect(displayUserName(name)).toBe(shown);
  });
  it('honours an explicit internal flag', () => {
    expect(displayUserName('jsmith', { internalApi: true })).toBe('SYSTEM');
    expect(displayUserName('api_x', { internalApi: false })).toBe('SYSTEM');
    expect(isInternalApiUserName('jsmith')).toBe(false);
  });
});

describe('expense reports PA access needs the expense-report scope', () => {
  const eligible = [
    'admin_manager',
    'admin_tier1',
    'admin_tier2',
    'manager',
    'accounting',
    'manager_no_reporting',
    'accounting_no_reporting',
  ] as const;
  it.each(eligible)('%s without *:expensereport is refused, with it allowed', (role) => {
    const without = makeUser({ type: 'PROGRAM ADMIN', roles: [role], scopes: [SCOPES.account, SCOPES.user, 'read:expensereport'] });
    const withIt = makeUser({ type: 'PROGRAM ADMIN', roles: [role], scopes: [SCOPES.expenseReport] });
    expect(expenseReports.paAccess(without, paView())).toBe(false);
    expect(expenseReports.paAccess(withIt, paView())).toBe(true);
  });
});
