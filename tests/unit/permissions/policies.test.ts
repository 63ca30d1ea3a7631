/**
 * docs/requirements.md#spec-6-permissions "Permission rules", one row per sentence: the exact set of subjects (a CARDMEMBER and one
 * program admin per role short name) each policy allows. Expected sets are written from the spec text,
 * not from the module's constants.
 */
import { describe, expect, it } from 'vitest';
import { POLICIES, type PermissionContext } from '../../../shared/permissions/index.js';
import {
  allowed,
  cardholderView,
  dashboard,
  EVERY_SUBJECT,
  except,
  fullCompany,
  makeUser,
  paView,
  sorted,
  type Subject,
} from './fixtures.js';

type Row = [policy: string, ctx: PermissionContext, expected: Subject[], why?: string];

const AM = 'admin_manager',
  T1 = 'admin_tier1',
  T2 = 'admin_tier2',
  CH = 'cardholder';
const MNR = 'manager_no_reporting',
  ANR = 'accounting_no_reporting';

const fleetCompany = fullCompany({ productTypeCode: 114 });
const bothViews = (policy: string, expected: Subject[]): Row[] => [
  [policy, paView(), expected, 'program admin view'],
  [policy, cardholderView(), expected, 'cardholder view'],
];

const rows: Row[] = [
  // Program admin section: view list and maintenance activity by AM and view only; add, edit, select, upload and guide by AM only.
  ...bothViews('programAdmin.viewList', [AM, 'view_only']),
  ...bothViews('programAdmin.viewMaintenanceActivity', [AM, 'view_only']),
  ...['add', 'edit', 'select', 'upload', 'guide'].flatMap((k) => bothViews(`programAdmin.${k}`, [AM])),
  // Company summary visible: PA user with AM, T1, T2, delegate, payments only or view only. Editable and adding company accounts: AM, T1.
  ...bothViews('companySummary.view', [AM, T1, T2, 'delegate', 'payments_only', 'view_only']),
  ...bothViews('companySummary.edit', [AM, T1]),
  ...bothViews('companySummary.addAccounts', [AM, T1]),
  // The accounts list and account detail: the company summary's roles plus managers and accounting (assigned accounts only).
  ...bothViews('companyAccounts.view', [AM, T1, T2, 'delegate', 'payments_only', 'view_only', 'manager', 'accounting', MNR, ANR]),
  // Card details: AM, payments only.
  ...bothViews('cardDetails.view', [AM, 'payments_only']),
  // Pay now and payment features: cardholders or AM, T1, T2, payments only.
  ...bothViews('payments.payNow', [CH, AM, T1, T2, 'payments_only']),
  ...bothViews('payments.view', [CH, AM, T1, T2, 'payments_only']),
  // Card locking, replacement, APR info, breakdown and rewards access: cardholder or AM, T1, T2.
  ...bothViews('cardLocking.use', [CH, AM, T1, T2]),
  ...bothViews('cardReplacement.use', [CH, AM, T1, T2]),
  ...bothViews('aprInfo.view', [CH, AM, T1, T2]),
  ...bothViews('breakdown.view', [CH, AM, T1, T2]),
  ['rewards.access', cardholderView(), [CH, AM, T1, T2], 'rewards product, Primary entity'],
  ['rewards.access', cardholderView(dashboard({}, { rewardsEnabled: false })), [], 'product not rewards-enabled'],
  ['rewards.access', cardholderView(dashboard({ accountEntityType: 'Virtual Sub' })), [], 'virtual sub'],
  [
    'cardReplacement.offered',
    {
      ...cardholderView(),
      replacement: {
        accountEntityExternalStatus: 'Open',
        cardExternalStatusCommonName: 'Open',
        recentAddressChange: false,
        recentCardReplacementRequest: false,
      },
    },
    [CH, AM, T1, T2],
    'replaceable card',
  ],
  ['cardReplacement.offered', cardholderView(), [], 'availability not loaded'],
  // Transactions and statements: cardholder or AM, T1, T2, delegate, payments only, view only.
  ...bothViews('transactions.view', [CH, AM, T1, T2, 'delegate', 'payments_only', 'view_only']),
  ...bothViews('statements.view', [CH, AM, T1, T2, 'delegate', 'payments_only', 'view_only']),
  // Alerts and controls: view by AM, T1, T2, view only; set up by AM, T1, T2 (cardholders need the spend scopes); not for virtual subs.
  ...bothViews('alertsAndControls.view', [CH, AM, T1, T2, 'view_only']),
  ...bothViews('alertsAndControls.setUp', [CH, AM, T1, T2]),
  ['alertsAndControls.view', cardholderView(dashboard({ accountEntityType: 'Virtual Sub' })), [], 'virtual sub'],
  ['alertsAndControls.setUp', cardholderView(dashboard({ accountEntityType: 'VIRTUAL_SUB' })), [], 'virtual sub (platform spelling)'],
  // Paperless enrollment: view by cardholder or PA with AM, T1, T2, view only; edit by AM, T1, T2.
  ...bothViews('paperless.view', [CH, AM, T1, T2, 'view_only']),
  ...bothViews('paperless.edit', [CH, AM, T1, T2]),
  // Expense reports: PA access needs AM, T1, T2, manager, accounting or their no-reporting variants, plus company enabled and the scope.
  ['expenseReports.paAccess', paView(), [AM, T1, T2, 'manager', 'accounting', MNR, ANR], 'company enabled'],
  ['expenseReports.paAccess', paView(fullCompany({ expenseReportingEnabled: false })), [], 'company not enabled'],
  ['expenseReports.paAccess', paView(fullCompany({ expenseReportingEnabled: null })), [], 'company flag missing'],
  ['expenseReports.paAccess', { view: 'programAdminView' }, [], 'company not loaded'],
  // Cardholder access needs company enabled and acknowledged, a registered user, and not a virtual sub (no role rule).
  ['expenseReports.cardholderAccess', cardholderView(), EVERY_SUBJECT, 'all conditions met'],
  ['expenseReports.cardholderAccess', cardholderView(dashboard(), fullCompany({ expenseReportingEnabled: false })), [], 'not enabled'],
  [
    'expenseReports.cardholderAccess',
    cardholderView(dashboard(), fullCompany({ activationAcknowledgement: false })),
    [],
    'not acknowledged',
  ],
  ['expenseReports.cardholderAccess', cardholderView(dashboard({ userid: null })), [], 'unregistered entity'],
  ['expenseReports.cardholderAccess', cardholderView(dashboard({ userid: 0 })), [], 'unregistered entity (0)'],
  ['expenseReports.cardholderAccess', cardholderView(dashboard({ accountEntityType: 'Virtual Sub' })), [], 'virtual sub'],
  ['expenseReports.cardholderAccess', { view: 'cardholderView', company: fullCompany() }, [], 'no dashboard'],
  ...bothViews('expenseReports.viewReports', [AM, 'accounting', 'manager', T1, T2, MNR, ANR]),
  ...['review', 'configure', 'export'].flatMap((k) => bothViews(`expenseReports.${k}`, [AM, 'accounting', 'manager', MNR, ANR])),
  ...bothViews('expenseReports.managerStep', [AM, 'manager', MNR]),
  ...bothViews('expenseReports.accountingStep', [AM, 'accounting', ANR]),
  ...bothViews('expenseReports.advancedConfiguration', [AM]),
  ...bothViews('expenseReports.receipts', [CH, AM, 'accounting', 'manager', 'delegate', MNR, ANR]),
  // Virtual cards: view by AM, T1, view only, virtual card only; update by AM, T1, virtual card only.
  ['virtualCards.view', paView(), [AM, T1, 'view_only', 'virtual_card_only']],
  ['virtualCards.update', paView(), [AM, T1, 'virtual_card_only']],
  ['virtualCards.view', paView(fullCompany({ companyVirtualCard: { virtualCardEnabled: false } })), [], 'virtual cards disabled'],
  ['virtualCards.update', paView(fullCompany({ companyVirtualCard: null })), [], 'no virtual card programme'],
  // Reporting: AM, manager, accounting, T1, T2, view only, reporting only.
  ...bothViews('reporting.view', [AM, 'manager', 'accounting', T1, T2, 'view_only', 'reporting_only']),
  // Fleet card: view by AM and view only (fleet product, not control); edit and access by AM and delegate; update by AM.
  ['fleet.view', paView(fleetCompany), [AM, 'view_only'], 'fleet product 114'],
  ['fleet.editAccess', paView(fleetCompany), [AM, 'delegate'], 'fleet product 114'],
  ['fleet.update', paView(fleetCompany), [AM], 'fleet product 114'],
  // The fleet page: whoever views or has edit access.
  ['fleet.access', paView(fleetCompany), [AM, 'view_only', 'delegate'], 'fleet product 114'],
  ...['view', 'editAccess', 'update', 'access'].flatMap((k): Row[] => [
    [`fleet.${k}`, paView(), [], 'purchasing product 108'],
    [`fleet.${k}`, paView(fullCompany({ productTypeCode: 116 })), [], 'product 116'],
    [
      `fleet.${k}`,
      cardholderView(dashboard({ accountEntityType: 'Control' }, { productTypeCode: 114 }), fleetCompany),
      [],
      'control entity',
    ],
  ]),
  [
    'fleet.view',
    cardholderView(dashboard({ accountEntityType: 'Sub' }, { productTypeCode: 114 }), fleetCompany),
    [AM, 'view_only'],
    'sub entity on fleet',
  ],
  // MCC admin: view by AM, T1, T2, view only; update by AM, T1, T2.
  ...bothViews('mcc.view', [AM, T1, T2, 'view_only']),
  ...bothViews('mcc.update', [AM, T1, T2]),
  // Card shipping: view by AM, T2, view only; edit by AM, T2.
  ...bothViews('cardShipping.view', [AM, T2, 'view_only']),
  ...bothViews('cardShipping.edit', [AM, T2]),
  // Card activation: view by cardholder or AM, T2, view only; submit by cardholder or AM, T1, T2.
  ...bothViews('cardActivation.view', [CH, AM, T2, 'view_only']),
  ...bothViews('cardActivation.submit', [CH, AM, T1, T2]),
  // Company contact and bank manager: view by AM, view only; bank manager edit by AM.
  ...bothViews('companyContact.view', [AM, 'view_only']),
  ...bothViews('bankManager.view', [AM, 'view_only']),
  ...bothViews('bankManager.edit', [AM]),
  // Offers: cardholder or AM.
  ...bothViews('offers.view', [CH, AM]),
  // PA delegates and PA accounting/manager roles see only accounts assigned to them.
  ...bothViews('assignedAccountsOnly', ['delegate', 'accounting', 'manager', MNR, ANR]),
  // Services menu.
  ['servicesMenu', { view: 'holdingCompanyView', company: fullCompany() }, [], 'hidden in holding-company view'],
  ['servicesMenu', paView(), except('payments_only'), 'admin view, expense reporting enabled'],
  [
    'servicesMenu',
    paView(fullCompany({ expenseReportingEnabled: false })),
    except('payments_only', 'manager', 'accounting', MNR, ANR),
    'admin view, expense reporting off',
  ],
  [
    'servicesMenu',
    paView(fullCompany({ expenseReportingEnabled: false, activationAcknowledgement: true })),
    except('payments_only', 'manager', 'accounting', MNR, ANR),
    'admin view reads expense reporting, not acknowledgement',
  ],
  ['servicesMenu', cardholderView(), except('payments_only'), 'cardholder view, acknowledged'],
  [
    'servicesMenu',
    cardholderView(dashboard(), fullCompany({ activationAcknowledgement: false, expenseReportingEnabled: true })),
    except('payments_only', 'manager', 'accounting', MNR, ANR),
    'cardholder view reads acknowledgement, not expense reporting',
  ],
];

describe('docs/requirements.md#spec-6-permissions permission rules × every role short name × cardholder', () => {
  it.each(rows.map(([p, ctx, exp, why]) => ({ p, ctx, exp, why: why ?? '' })))('$p ($why)', ({ p, ctx, exp }) => {
    const policy = POLICIES[p];
    expect(policy, `policy ${p} exists`).toBeTypeOf('function');
    expect(allowed(policy!, ctx)).toEqual(sorted(exp));
  });

  it('every registered policy has at least one row', () => {
    const tested = new Set(rows.map(([p]) => p));
    expect(Object.keys(POLICIES).filter((p) => !tested.has(p))).toEqual([]);
  });

  it('every policy that grants anything denies someone (no rule is open to all by accident) except the no-role ones', () => {
    const openToAll = Object.entries(POLICIES)
      .filter(
        ([, p]) =>
          allowed(p, paView(fleetCompany)).length === EVERY_SUBJECT.length && allowed(p, cardholderView()).length === EVERY_SUBJECT.length,
      )
      .map(([n]) => n);
    expect(openToAll).toEqual([]);
  });
});

describe('companyAccounts.view needs the account scope', () => {
  it('a delegate granted only the expense-report scope does not see the accounts; with the account scope it does', () => {
    const withoutAccount = makeUser({ type: 'PROGRAM ADMIN', roles: ['delegate'], scopes: ['*:expensereport'] });
    const withAccount = makeUser({ type: 'PROGRAM ADMIN', roles: ['delegate'], scopes: ['*:account'] });
    expect(POLICIES['companyAccounts.view']!(withoutAccount, paView())).toBe(false);
    expect(POLICIES['companyAccounts.view']!(withAccount, paView())).toBe(true);
  });
});
