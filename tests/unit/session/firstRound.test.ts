import { describe, expect, it } from 'vitest';
import { firstRoundUrls } from '../../../shared/session/firstRound.js';
import type { User } from '../../../shared/contract/authentication.js';
import { adminWith } from '../permissions/fixtures.js';

/**
 * The shell's first round beyond the homes (issue 21): a program-admin screen's own first calls start with the
 * session's when they need nothing but the company in view and the address, for who may open the screen, and only
 * when the screen opens where the starter knows its calls (its first tab, its tables on their first page).
 */
const SESSION = /^\/api\/(brand\/|reporting$|searchcompany\?)/;

const own = (user: User, page: string, search = '', params: Record<string, string> = {}) =>
  firstRoundUrls({ area: 'pa', page, user, query: new URLSearchParams(search), params, brandCode: 'demo' }).filter((u) => !SESSION.test(u));

describe('first round of the program-admin screens', () => {
  it("alerts and controls: the controls and what they are set up with (every alert type); the totals with each type's summary on the first tab, the accounts on the Accounts tab", () => {
    const manager = adminWith('admin_manager');
    expect(own(manager, 'alertsAndControls')).toEqual([
      '/api/v1/spendcontrols/control/company/42/overview',
      '/api/v1/spendcontrols/control/company/42',
      '/api/v1/spendcontrols/contacts/company/42',
      '/api/v1/spendcontrols/alerttypes',
      '/api/v1/mcc/groups?categories=Standard',
      '/api/v1/mcc/company/42/groups',
    ]);
    expect(own(manager, 'alertsAndControls', 'tab=accounts')[0]).toBe('/api/v1/accounts/search/native?companyId=42&useProcessorData=false');
    // A tab the page does not have opens the first.
    expect(own(manager, 'alertsAndControls', 'tab=nope')[0]).toBe('/api/v1/spendcontrols/control/company/42/overview');
    expect(own(manager, 'alertsAndControls', 'company=7')[0]).toBe('/api/v1/spendcontrols/control/company/7/overview');
    // Spec §6: the page is not a virtual-card-only admin's; nothing is started for them.
    expect(own(adminWith('virtual_card_only'), 'alertsAndControls')).toEqual([]);
  });

  it('program admin: the administrators on their first page with spec §9 defaults, unless the address opens elsewhere', () => {
    const manager = adminWith('admin_manager');
    expect(own(manager, 'programAdmin')).toEqual(['/api/v1/users/search?brand=demo&companyId=42&userType=PROGRAM+ADMIN&page=0&size=10&sort=username%2CASC&status=ACTIVE%2CPENDING']);
    expect(own(manager, 'programAdmin', 'admins.page=2')).toEqual([]);
    expect(own(manager, 'programAdmin', 'admins.status=DELETED')).toEqual([]);
    expect(own(manager, 'programAdmin', 'tab=activity')).toEqual([]);
    expect(own(adminWith('view_only'), 'programAdmin')).toHaveLength(1);
    // Spec §6: the list is the admin manager's and view only's.
    expect(own(adminWith('admin_tier1'), 'programAdmin')).toEqual([]);
  });

  it("virtual cards: the vendor directory's first page for a role that may see it, unless the address opens elsewhere", () => {
    expect(own(adminWith('view_only'), 'virtualCards')).toEqual(['/api/v1/virtualcard/company/42/vendors?sort=shortName%2CASC&page=0&size=10']);
    expect(own(adminWith('virtual_card_only'), 'virtualCards')).toHaveLength(1);
    expect(own(adminWith('view_only'), 'virtualCards', 'v.status=ALL')).toEqual([]);
    expect(own(adminWith('view_only'), 'virtualCards', 'tab=payments')).toEqual([]);
    expect(own(adminWith('admin_tier2'), 'virtualCards')).toEqual([]);
  });

  it("an account's page: the account its address names, when that is an account id", () => {
    const manager = adminWith('admin_manager');
    expect(own(manager, 'accountDetail', '', { accountEntityId: '500322' })).toEqual(['/api/v1/accounts/search/native/detail?accountEntityId=500322&useProcessorData=true']);
    expect(own(manager, 'accountDetail', '', { accountEntityId: 'abc' })).toEqual([]);
    expect(own(manager, 'accountDetail', '', { accountEntityId: '1'.repeat(40) })).toEqual([]);
    // An id the account page itself refuses (over 12 digits) starts nothing.
    expect(own(manager, 'accountDetail', '', { accountEntityId: '1'.repeat(13) })).toEqual([]);
    expect(own(manager, 'accountDetail')).toEqual([]);
  });

  it('other screens start only the session calls', () => {
    expect(own(adminWith('admin_manager'), 'fleet')).toEqual([]);
    expect(own(adminWith('admin_manager'), 'expenseReporting')).toEqual([]);
  });
});
