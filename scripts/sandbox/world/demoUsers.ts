import { ROLE } from './roles.js';

/** Which seeded company of a brand a demo user belongs to (see seedCompanies). */
export type CompanySlot = 'consumer' | 'purchasing' | 'fleet' | 'holding';

export interface DemoUserDef {
  username: string;
  firstname: string;
  lastname: string;
  kind: 'cardholder' | 'admin';
  company: CompanySlot;
  roles: string[];
  needs2fa?: boolean;
  entityType?: 'Primary' | 'Virtual Sub' | 'Sub';
  holdingCompany?: boolean;
  /** Demo admins (user names) the cardholder's account is assigned to, besides their seeded assignments. */
  assignedTo?: string[];
  /**
   * Seeded after every brand's world is built, from its own random stream and with the next free ids, so adding
   * the user changed nothing else in the world (ids, card numbers and the demo data of the READMEs stay as they were).
   */
  seededLast?: boolean;
}

/** docs/requirements.md#design-4-demo-data: the demo users of every brand, with fixed first names (tests assert the greeting). */
export const DEMO_USERS: DemoUserDef[] = [
  {
    username: 'cardholder',
    firstname: 'Casey',
    lastname: 'Cardholder',
    kind: 'cardholder',
    company: 'consumer',
    roles: [ROLE.cardmember],
    entityType: 'Primary',
  },
  {
    username: 'cardholder2fa',
    firstname: 'Morgan',
    lastname: 'Twofactor',
    kind: 'cardholder',
    company: 'consumer',
    roles: [ROLE.cardmember],
    entityType: 'Primary',
    needs2fa: true,
  },
  {
    username: 'virtualsub',
    firstname: 'Vic',
    lastname: 'Virtual',
    kind: 'cardholder',
    company: 'purchasing',
    roles: [ROLE.cardmember],
    entityType: 'Virtual Sub',
  },
  { username: 'pa_admin', firstname: 'Pat', lastname: 'Admin', kind: 'admin', company: 'purchasing', roles: [ROLE.adminManager] },
  { username: 'pa_tier1', firstname: 'Tess', lastname: 'Tierone', kind: 'admin', company: 'purchasing', roles: [ROLE.tier1] },
  { username: 'pa_tier2', firstname: 'Toby', lastname: 'Tiertwo', kind: 'admin', company: 'purchasing', roles: [ROLE.tier2] },
  { username: 'pa_manager', firstname: 'Max', lastname: 'Manager', kind: 'admin', company: 'purchasing', roles: [ROLE.manager] },
  { username: 'pa_accounting', firstname: 'Ada', lastname: 'Accounting', kind: 'admin', company: 'purchasing', roles: [ROLE.accounting] },
  { username: 'pa_delegate', firstname: 'Dana', lastname: 'Delegate', kind: 'admin', company: 'purchasing', roles: [ROLE.delegate] },
  { username: 'pa_payments', firstname: 'Paige', lastname: 'Payments', kind: 'admin', company: 'purchasing', roles: [ROLE.paymentsOnly] },
  { username: 'pa_reporting', firstname: 'Remy', lastname: 'Reporting', kind: 'admin', company: 'purchasing', roles: [ROLE.reportingOnly] },
  { username: 'pa_viewonly', firstname: 'Vera', lastname: 'Viewonly', kind: 'admin', company: 'purchasing', roles: [ROLE.viewOnly] },
  {
    username: 'pa_vconly',
    firstname: 'Vince',
    lastname: 'Vconly',
    kind: 'admin',
    company: 'purchasing',
    roles: [ROLE.virtualCardOnly, ROLE.employee],
  },
  { username: 'pa_fleet', firstname: 'Fran', lastname: 'Fleet', kind: 'admin', company: 'fleet', roles: [ROLE.adminManager] },
  {
    username: 'er_cardholder',
    firstname: 'Erin',
    lastname: 'Expense',
    kind: 'cardholder',
    company: 'purchasing',
    roles: [ROLE.cardmember],
    entityType: 'Sub',
    assignedTo: ['pa_manager', 'pa_accounting'],
    seededLast: true,
  },
  {
    username: 'hc_admin',
    firstname: 'Harper',
    lastname: 'Holding',
    kind: 'admin',
    company: 'holding',
    roles: [ROLE.adminManager],
    holdingCompany: true,
  },
];

export const DEMO_PASSWORD = 'Password1!';
export const TWO_FACTOR_CODE = '123456';
