import { describe, expect, it } from 'vitest';
import { firstRoundUrls } from '../../../shared/session/firstRound.js';
import type { User } from '../../../shared/contract/authentication.js';
import { adminWith, cardholderUser } from '../permissions/fixtures.js';

/**
 * The shell's first round beyond the homes: a program-admin screen's own first calls start with the
 * session's when they need nothing but the company in view and the address, for who may open the screen, and only
 * when the screen opens where the starter knows its calls (its first tab, its tables on their first page).
 */
const SESSION = /^\/api\/(brand\/|reporting$|searchcompany\?)/;

const own = (user: User, page: string, search = '', params: Record<string, string> = {}) =>
  firstRoundUrls({ area: 'pa', page, user, query: new URLSearchParams(search), params, brandCode: 'demo' }).filter((u) => !SESSION.test(u));

describe('first round of the program-admin screens', () => {
  it("alerts and controls: the controls and what they are set up with (every alert type); the totals with each type's summary (composed by the gateway) on the first tab, the accounts on the Accounts tab", () => {
    const manager = adminWith('admin_manager');
    expect(own(manager, 'alertsAndControls')).toEqual([
      '/bff/company-controls?companyId=42',
      '/api/v1/spendcontrols/control/company/42',
      '/api/v1/spendcontrols/contacts/company/42',
      '/api/v1/spendcontrols/alerttypes',
      '/api/v1/mcc/groups?categories=Standard',
      '/api/v1/mcc/company/42/groups',
    ]);
    expect(own(manager, 'alertsAndControls', 'tab=accounts')[0]).toBe('/api/v1/accounts/search/native?companyId=42&useProcessorData=false');
    // A tab the page does not have opens the first.
    expect(own(manager, 'alertsAndControls', 'tab=nope')[0]).toBe('/bff/company-controls?companyId=42');
    expect(own(manager, 'alertsAndControls', 'company=7')[0]).toBe('/bff/company-controls?companyId=7');
    // docs/requirements.md#spec-6-permissions: the page is not a virtual-card-only admin's; nothing is started for them.
    expect(own(adminWith('virtual_card_only'), 'alertsAndControls')).toEqual([]);
  });

  it('program admin: the administrators on their first page with docs/requirements.md#spec-9-constants defaults, unless the address opens elsewhere', () => {
    const manager = adminWith('admin_manager');
    expect(own(manager, 'programAdmin')).toEqual([
      '/api/v1/users/search?brand=demo&companyId=42&userType=PROGRAM+ADMIN&page=0&size=10&sort=username%2CASC&status=ACTIVE%2CPENDING',
    ]);
    expect(own(manager, 'programAdmin', 'admins.page=2')).toEqual([]);
    expect(own(manager, 'programAdmin', 'admins.status=DELETED')).toEqual([]);
    expect(own(manager, 'programAdmin', 'tab=activity')).toEqual([]);
    expect(own(adminWith('view_only'), 'programAdmin')).toHaveLength(1);
    // docs/requirements.md#spec-6-permissions: the list is the admin manager's and view only's.
    expect(own(adminWith('admin_tier1'), 'programAdmin')).toEqual([]);
  });

  it("virtual cards: the program panel's settings, and the vendor directory's first page unless the address opens elsewhere, for a role that may see them", () => {
    const program = '/api/company/virtualcard/42';
    expect(own(adminWith('view_only'), 'virtualCards')).toEqual([
      program,
      '/api/v1/virtualcard/company/42/vendors?sort=shortName%2CASC&page=0&size=10',
    ]);
    expect(own(adminWith('virtual_card_only'), 'virtualCards')).toHaveLength(2);
    expect(own(adminWith('view_only'), 'virtualCards', 'v.status=ALL')).toEqual([program]);
    expect(own(adminWith('view_only'), 'virtualCards', 'tab=payments')).toEqual([program]);
    expect(own(adminWith('admin_tier2'), 'virtualCards')).toEqual([]);
  });

  it("an account's page: the account its address names, composed by the gateway with what needs its answer, when that is an account id", () => {
    const manager = adminWith('admin_manager');
    expect(own(manager, 'accountDetail', '', { accountEntityId: '500322' })).toEqual(['/bff/company-account?accountEntityId=500322']);
    expect(own(manager, 'accountDetail', '', { accountEntityId: 'abc' })).toEqual([]);
    expect(own(manager, 'accountDetail', '', { accountEntityId: '1'.repeat(40) })).toEqual([]);
    // An id the account page itself refuses (over 12 digits) starts nothing.
    expect(own(manager, 'accountDetail', '', { accountEntityId: '1'.repeat(13) })).toEqual([]);
    expect(own(manager, 'accountDetail')).toEqual([]);
  });

  it("expense reporting: the admin's accounts, and the first tab's list on its first page (the review queue of the statuses waiting for the admin's steps, else All reports)", () => {
    const manager = adminWith('admin_manager');
    const accounts = `/api/v1/expensereport/${manager.userid}/accounts`;
    const queue = (statuses: string) =>
      `/api/v1/expensereport/company/42/reports?status=${statuses}&sort=submittedDate%2CASC&page=0&size=10`;
    const all = '/api/v1/expensereport/company/42/reports?sort=createdDate%2CDESC&page=0&size=10';
    expect(own(manager, 'expenseReporting')).toEqual([accounts, queue('submitted%2Cmgr-approved%2Cacctg-approved')]);
    const mgr = adminWith('manager');
    expect(own(mgr, 'expenseReporting')).toEqual([`/api/v1/expensereport/${mgr.userid}/accounts`, queue('submitted')]);
    const acctg = adminWith('accounting_no_reporting');
    expect(own(acctg, 'expenseReporting')).toEqual([
      `/api/v1/expensereport/${acctg.userid}/accounts`,
      queue('mgr-approved%2Cacctg-approved'),
    ]);
    // Tier 1 takes no review step: its first tab is All reports, and it may not export (no GL accounts).
    const t1 = adminWith('admin_tier1');
    expect(own(t1, 'expenseReporting')).toEqual([`/api/v1/expensereport/${t1.userid}/accounts`, all]);
    // All reports asked for by who may export: its GL accounts for the CSV too.
    expect(own(manager, 'expenseReporting', 'tab=all')).toEqual([accounts, all, '/api/v1/expensereport/company/42/glaccounts']);
    // A tab the page does not have opens the first; Tier 1 has no review queue.
    expect(own(manager, 'expenseReporting', 'tab=nope')).toEqual([accounts, queue('submitted%2Cmgr-approved%2Cacctg-approved')]);
    expect(own(t1, 'expenseReporting', 'tab=queue')).toEqual([`/api/v1/expensereport/${t1.userid}/accounts`, all]);
    // The list opens elsewhere (a later page, a search, a filter, the configuration): only the accounts.
    expect(own(manager, 'expenseReporting', 'queue.page=2')).toEqual([accounts]);
    expect(own(manager, 'expenseReporting', 'tab=all&all.q=lunch')).toEqual([accounts]);
    expect(own(manager, 'expenseReporting', 'tab=all&status=complete')).toEqual([accounts]);
    expect(own(manager, 'expenseReporting', 'tab=configure')).toEqual([accounts]);
    expect(own(manager, 'expenseReporting', 'company=7')[1]).toBe(
      queue('submitted%2Cmgr-approved%2Cacctg-approved').replace('/42/', '/7/'),
    );
    // docs/requirements.md#spec-6-permissions: not the delegate's nor view only's page.
    expect(own(adminWith('delegate'), 'expenseReporting')).toEqual([]);
    expect(own(adminWith('view_only'), 'expenseReporting')).toEqual([]);
  });

  it('other screens start only the session calls', () => {
    expect(own(adminWith('admin_manager'), 'fleet')).toEqual([]);
  });
});

describe("first round of a cardholder's expense reporting", () => {
  const mine = (user: User, search = '') =>
    firstRoundUrls({ area: 'cardholder', page: 'expenseReporting', user, query: new URLSearchParams(search), brandCode: 'demo' }).filter(
      (u) => u.startsWith('/api/v1/expensereport/'),
    );

  it('their own reports on the first page, newest first, of the status the address names', () => {
    const own = '/api/v1/expensereport/reports?sort=createdDate%2CDESC&page=0&size=10';
    expect(mine(cardholderUser())).toEqual([own]);
    expect(mine(cardholderUser(), 'status=submitted')).toEqual([
      '/api/v1/expensereport/reports?status=submitted&sort=createdDate%2CDESC&page=0&size=10',
    ]);
    // A status the page does not know is no filter.
    expect(mine(cardholderUser(), 'status=lost')).toEqual([own]);
    expect(mine(cardholderUser(), 'page=2')).toEqual([]);
    // An admin looking at a card as its cardholder reads that account's reports, which needs the card's answer first.
    expect(mine(adminWith('admin_manager'), 'view=cardholderView&cardNumber=abc')).toEqual([]);
  });
});
