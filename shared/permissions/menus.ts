import { expenseReports } from './policies/expenseReports.js';
import { alertsAndControls } from './policies/alertsAndControls.js';
import { payments, statements, transactions } from './policies/cardholderFeatures.js';
import { fleet } from './policies/fleet.js';
import { programAdmin } from './policies/programAdmin.js';
import { reporting } from './policies/reporting.js';
import { rewards } from './policies/rewards.js';
import { servicesMenu } from './policies/servicesMenu.js';
import { virtualCards } from './policies/virtualCards.js';
import { cardholderLink, paLink, type ChromeContext } from './links.js';
import { isHoldingCompanyUser, type PermissionUser } from './user.js';
import { pathOf } from '../routes/routeTable.js';

export type SidebarEntryId =
  | 'home'
  | 'company'
  | 'holdingCompany'
  | 'alertsAndControls'
  | 'expenseReporting'
  | 'fleet'
  | 'programAdmin'
  | 'reporting'
  | 'services'
  | 'virtualCards'
  | 'payments'
  | 'transactions'
  | 'statements'
  | 'rewards';

export interface MenuEntry {
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (target=_blank, rel=noopener). */
  newTab: boolean;
  /** Leaves the portal's routes (a full navigation, not the SPA router). */
  external: boolean;
}
export interface SidebarEntry extends MenuEntry {
  id: SidebarEntryId;
  /** One line on what the page is for (an area's home lists its pages with it). */
  description: string;
}

/** What each page behind a sidebar entry is for, in the client's voice. */
const DESCRIPTIONS: Record<SidebarEntryId, string> = {
  home: 'Your account at a glance.',
  company: 'Your company’s card program at a glance.',
  holdingCompany: 'Every company of your holding company at a glance.',
  alertsAndControls: 'Spending alerts and controls for your cards, including merchant category groups.',
  expenseReporting: 'Expense reports: receipts, approvals and exports.',
  fleet: 'Fleet cards with their driver and vehicle codes.',
  programAdmin: 'Program administrators, their roles and the accounts they manage, and maintenance activity.',
  reporting: 'Reports on your program, in a new tab.',
  services: 'Card activation, alerts, paperless statements and other services.',
  virtualCards: 'Vendors, virtual card payments and virtual accounts.',
  payments: 'Make a payment, set up AutoPay, see your payment history and manage the bank accounts you pay from.',
  transactions: 'Your transactions by statement cycle, with search, spending by category and export.',
  statements: 'Your monthly statements to view or print.',
  rewards: 'Your points balance, bonus points and redemption history, and ways to redeem.',
};

const entry = (
  id: SidebarEntryId,
  label: string,
  href: string,
  extra: Partial<Pick<MenuEntry, 'newTab' | 'external'>> = {},
): SidebarEntry => ({
  id,
  label,
  href,
  newTab: false,
  external: false,
  description: DESCRIPTIONS[id],
  ...extra,
});

/** docs/requirements.md#spec-2-screens cardholder sidebar: Home, Expense Reporting, Payments, Transactions, Statements, Rewards, Services. */
function cardholderSidebar(user: PermissionUser, ctx: ChromeContext): SidebarEntry[] {
  const link = (path: string) => cardholderLink(path, user, ctx);
  const list: (SidebarEntry | null)[] = [
    entry('home', 'Home', link(pathOf('cardholder', 'dashboard'))),
    expenseReports.cardholderAccess(user, ctx)
      ? entry('expenseReporting', 'Expense Reporting', link(pathOf('cardholder', 'expenseReporting')))
      : null,
    payments.view(user, ctx) ? entry('payments', 'Payments', link(pathOf('cardholder', 'payments'))) : null,
    transactions.view(user, ctx) ? entry('transactions', 'Transactions', link(pathOf('cardholder', 'transactions'))) : null,
    statements.view(user, ctx) ? entry('statements', 'Statements', link(pathOf('cardholder', 'statements'))) : null,
    rewards.access(user, ctx) ? entry('rewards', 'Rewards', link(pathOf('cardholder', 'rewards'))) : null,
    servicesMenu(user, ctx) ? entry('services', 'Services', link(pathOf('cardholder', 'services'))) : null,
  ];
  return list.filter((e): e is SidebarEntry => e !== null);
}

/** The Reporting entry: the platform's reporting URL in a new tab; absent while the URL is unknown. */
const reportingEntry = (user: PermissionUser, ctx: ChromeContext): SidebarEntry | null =>
  ctx.reportingUrl && reporting.view(user, ctx)
    ? entry('reporting', 'Reporting', ctx.reportingUrl, { newTab: true, external: true })
    : null;

/** Program Admin page: the holding-company variant for holding-company admins. */
const programAdminPath = (user: PermissionUser, ctx: ChromeContext): string =>
  isHoldingCompanyUser(user) ? pathOf('holdingCompany', 'programAdmin') : paLink(pathOf('pa', 'programAdmin'), ctx);

/**
 * docs/requirements.md#spec-2-screens program admin sidebar: Home or Company (/pa keeping `company`), Alerts and Controls,
 * Expense Reporting, Fleet, Program Admin, Reporting, Services, Virtual Cards. A holding-company admin
 * (who is here with a company selected) sees 'Holding Company' first, then 'Company'.
 */
function programAdminSidebar(user: PermissionUser, ctx: ChromeContext): SidebarEntry[] {
  const hc = isHoldingCompanyUser(user);
  const list: (SidebarEntry | null)[] = [
    hc ? entry('holdingCompany', 'Holding Company', pathOf('holdingCompany', 'dashboard')) : null,
    entry(hc || ctx.companyParam ? 'company' : 'home', hc || ctx.companyParam ? 'Company' : 'Home', paLink(pathOf('pa', 'dashboard'), ctx)),
    alertsAndControls.view(user, ctx)
      ? entry('alertsAndControls', 'Alerts and Controls', paLink(pathOf('pa', 'alertsAndControls'), ctx))
      : null,
    expenseReports.paAccess(user, ctx)
      ? entry('expenseReporting', 'Expense Reporting', paLink(pathOf('pa', 'expenseReporting'), ctx))
      : null,
    fleet.access(user, ctx) ? entry('fleet', 'Fleet', paLink(pathOf('pa', 'fleet'), ctx)) : null,
    programAdmin.viewList(user, ctx) ? entry('programAdmin', 'Program Admin', programAdminPath(user, ctx)) : null,
    reportingEntry(user, ctx),
    servicesMenu(user, ctx) ? entry('services', 'Services', paLink(pathOf('pa', 'services'), ctx)) : null,
    virtualCards.view(user, ctx) ? entry('virtualCards', 'Virtual Cards', paLink(pathOf('pa', 'virtualCards'), ctx)) : null,
  ];
  return list.filter((e): e is SidebarEntry => e !== null);
}

/** docs/requirements.md#spec-2-screens holding-company sidebar: only Holding Company/Home, Program Admin and Reporting. */
function holdingCompanySidebar(user: PermissionUser, ctx: ChromeContext): SidebarEntry[] {
  const list: (SidebarEntry | null)[] = [
    entry('holdingCompany', 'Home', pathOf('holdingCompany', 'dashboard')),
    programAdmin.viewList(user, ctx) ? entry('programAdmin', 'Program Admin', pathOf('holdingCompany', 'programAdmin')) : null,
    reportingEntry(user, ctx),
  ];
  return list.filter((e): e is SidebarEntry => e !== null);
}

/** The sidebar entries the user may see in the view of `ctx`, in the docs/requirements.md#spec-2-screens order. */
export function sidebarFor(user: PermissionUser, ctx: ChromeContext): SidebarEntry[] {
  switch (ctx.view) {
    case 'cardholderView':
      return cardholderSidebar(user, ctx);
    case 'programAdminView':
      return programAdminSidebar(user, ctx);
    case 'holdingCompanyView':
      return holdingCompanySidebar(user, ctx);
  }
}
