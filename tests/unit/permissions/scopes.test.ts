import { describe, expect, it } from 'vitest';
import { expenseReports, grantedScopes, hasScope, SCOPES, scopeSatisfies } from '../../../shared/permissions/index.js';
import { fullCompany, makeUser } from './fixtures.js';

describe('scopes (docs/requirements.md#spec-6-permissions "Scopes")', () => {
  it('lists the six scopes of the spec', () => {
    expect(Object.values(SCOPES).sort()).toEqual([
      '*:account',
      '*:expensereport',
      '*:spendalerts',
      '*:spendmetadata',
      '*:user',
      '*:virtualcard',
    ]);
  });

  it.each([
    ['*:account', '*:account', true, 'exact'],
    ['read:account', 'read:account', true, 'exact'],
    ['*:account', 'read:account', true, 'granted wildcard covers any action'],
    ['*:account', 'write:account', true, 'granted wildcard covers any action'],
    ['read:account', '*:account', false, 'a required wildcard asks for every action'],
    ['*:account', '*:user', false, 'other resource'],
    ['*:account', 'read:accounts', false, 'resource must match whole'],
    ['*:acc', 'read:account', false, 'no partial resource'],
    ['*:', 'read:', false, 'empty resource'],
    ['*', 'read:account', false, 'bare star is not a wildcard'],
    ['*:*', 'read:account', false, 'no double wildcard'],
    ['*:account', 'account', false, 'required without action'],
    ['*:Account', 'read:account', false, 'case-sensitive'],
  ])('granted %s satisfies required %s: %s (%s)', (granted, required, expected) => {
    expect(scopeSatisfies(granted, required)).toBe(expected);
  });

  it('non-admins pass every scope check', () => {
    const cardholder = makeUser({ type: 'CARDMEMBER', scopes: [] });
    expect(hasScope(cardholder, SCOPES.expenseReport)).toBe(true);
    expect(hasScope(cardholder, 'write:anything')).toBe(true);
  });

  it('a program admin needs a satisfying scope', () => {
    const admin = makeUser({ type: 'PROGRAM ADMIN', roles: ['manager'], scopes: ['*:account', 'read:user'] });
    expect(hasScope(admin, SCOPES.account)).toBe(true);
    expect(hasScope(admin, 'read:account')).toBe(true);
    expect(hasScope(admin, SCOPES.user)).toBe(false);
    expect(hasScope(admin, 'read:user')).toBe(true);
    expect(hasScope(admin, SCOPES.expenseReport)).toBe(false);
  });

  it('ignores the employee authority for program admins', () => {
    const admin = {
      userType: { userType: 'PROGRAM ADMIN' },
      authorities: [
        { name: 'ROLE_PA_MANAGER', scopes: [{ name: '*:account' }] },
        { name: 'ROLE_CLIENT_EMPLOYEE', scopes: [{ name: '*:expensereport' }] },
      ],
    };
    expect(grantedScopes(admin)).toEqual(['*:account']);
    expect(hasScope(admin, SCOPES.expenseReport)).toBe(false);
    // …so expense reporting PA access is refused although the company has it enabled.
    expect(expenseReports.paAccess(admin, { view: 'programAdminView', company: fullCompany() })).toBe(false);
    const withOwn = { ...admin, authorities: [{ ...admin.authorities[0]!, scopes: [{ name: '*:expensereport' }] }] };
    expect(expenseReports.paAccess(withOwn, { view: 'programAdminView', company: fullCompany() })).toBe(true);
  });

  it('reads per-authority scopes, not the flat scopes array', () => {
    const admin = { ...makeUser({ type: 'PROGRAM ADMIN', roles: ['manager'], scopes: [] }), scopes: ['*:expensereport'] };
    expect(hasScope(admin, SCOPES.expenseReport)).toBe(false);
  });
});
