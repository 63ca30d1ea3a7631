import { describe, expect, it } from 'vitest';
import { hasAnyRole, ROLE_NAMES, ROLE_SHORT_NAMES, roleLabel, roleNameOf, roleShortNames } from '../../../shared/permissions/index.js';
import { adminWith, makeUser } from './fixtures.js';

describe('roles (docs/requirements.md#spec-6-permissions "Roles")', () => {
  it('has the 13 roles of the spec, each with a label and a short name', () => {
    expect([...ROLE_NAMES].sort()).toEqual([
      'ROLE_ADMIN_MANAGER',
      'ROLE_ADMIN_TIER_1',
      'ROLE_ADMIN_TIER_2',
      'ROLE_CLIENT_EMPLOYEE',
      'ROLE_PA_ACCOUNTING',
      'ROLE_PA_ACCOUNTING_NO_REPORTING',
      'ROLE_PA_DELEGATE',
      'ROLE_PA_MANAGER',
      'ROLE_PA_MANAGER_NO_REPORTING',
      'ROLE_PA_PAYMENTS_ONLY',
      'ROLE_PA_REPORTING_ONLY',
      'ROLE_PA_VIEW_ONLY',
      'ROLE_PA_VIRTUAL_CARD_ONLY',
    ]);
    expect([...ROLE_SHORT_NAMES].sort()).toEqual([
      'accounting',
      'accounting_no_reporting',
      'admin_manager',
      'admin_tier1',
      'admin_tier2',
      'delegate',
      'employee',
      'manager',
      'manager_no_reporting',
      'payments_only',
      'reporting_only',
      'view_only',
      'virtual_card_only',
    ]);
  });

  it.each([
    ['ROLE_ADMIN_MANAGER', 'Admin-Manager', 'admin_manager'],
    ['ROLE_ADMIN_TIER_1', 'Admin-Tier 1', 'admin_tier1'],
    ['ROLE_ADMIN_TIER_2', 'Admin-Tier 2', 'admin_tier2'],
    ['ROLE_PA_ACCOUNTING', 'PA-Accounting', 'accounting'],
    ['ROLE_PA_ACCOUNTING_NO_REPORTING', 'PA-Accounting No Reporting', 'accounting_no_reporting'],
    ['ROLE_PA_MANAGER', 'PA-Manager', 'manager'],
    ['ROLE_PA_MANAGER_NO_REPORTING', 'PA-Manager No Reporting', 'manager_no_reporting'],
    ['ROLE_PA_DELEGATE', 'PA-Delegate', 'delegate'],
    ['ROLE_PA_PAYMENTS_ONLY', 'PA-Pmts Only', 'payments_only'],
    ['ROLE_PA_REPORTING_ONLY', 'PA-Reporting Only', 'reporting_only'],
    ['ROLE_PA_VIEW_ONLY', 'PA-View Only', 'view_only'],
    ['ROLE_PA_VIRTUAL_CARD_ONLY', 'PA-Virtual Card Only', 'virtual_card_only'],
    ['ROLE_CLIENT_EMPLOYEE', 'Client Employee', 'employee'],
  ] as const)('%s is labelled %s, short name %s', (name, label, short) => {
    expect(roleLabel(name)).toBe(label);
    expect(roleNameOf(short)).toBe(name);
    expect(roleShortNames({ authorities: [{ name, scopes: [] }] })).toEqual([short]);
  });

  it('returns unknown role names unchanged as labels', () => {
    expect(roleLabel('ROLE_SOMETHING_NEW')).toBe('ROLE_SOMETHING_NEW');
  });

  it('derives short names from authorities, ignoring unknown ones and duplicates', () => {
    const user = {
      authorities: [
        { name: 'ROLE_PA_DELEGATE', scopes: [] },
        { name: 'ROLE_UNKNOWN', scopes: [] },
        { name: 'ROLE_CLIENT_EMPLOYEE', scopes: [] },
        { name: 'ROLE_PA_DELEGATE', scopes: [] },
      ],
    };
    expect(roleShortNames(user).sort()).toEqual(['delegate', 'employee']);
  });

  it('reads authorities, not the flat roles array', () => {
    const user = { ...adminWith('view_only'), roles: ['ROLE_ADMIN_MANAGER'] };
    expect(roleShortNames(user)).toEqual(['view_only']);
    expect(hasAnyRole(user, ['admin_manager'])).toBe(false);
  });

  it('grants admin roles only to program admins: a CARDMEMBER with admin authorities gets none', () => {
    const odd = makeUser({ type: 'CARDMEMBER', roles: ['admin_manager'] });
    expect(roleShortNames(odd)).toEqual(['admin_manager']);
    expect(hasAnyRole(odd, ['admin_manager'])).toBe(false);
    expect(hasAnyRole(adminWith('admin_manager'), ['admin_manager'])).toBe(true);
    expect(hasAnyRole(makeUser({ type: 'PROGRAM ADMIN', roles: [] }), ['admin_manager'])).toBe(false);
  });
});
