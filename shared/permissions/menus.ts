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

export type SidebarEntryId =
  | 'home' | 'company' | 'holdingCompany' | 'alertsAndControls' | 'expenseReporting' | 'fleet' | 'programAdmin'
  | 'reporting' | 'services' | 'virtualCards' | 'payments' | 'transactions' | 'statements' | 'rewards';

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
}

const entry = (id: SidebarEntryId, label: string, href: string, extra: Partial<Pick<MenuEntry, 'newTab' | 'external'>> = {}): SidebarEntry => ({
  id, label, href, newTab: false, external: false, ...extra,
});

/** Spec §2 cardholder sidebar: Home, Expense Reporting, Payments, Transactions, Statements, Rewards, Services. */
function cardholderSidebar(user: PermissionUser, ctx: ChromeContext): SidebarEntry[] {
  const link = (path: string) => cardholderLink(path, user, ctx);
  const list: (SidebarEntry | null)[] = [
    entry('home', 'Home', link('/dashboard-cardholder')),
    expenseReports.cardholderAccess(user, ctx) ? entry('expenseReporting', 'Expense Reporting', link('/dashboard-cardholder/expense-reporting')) : null,
    payments.view(user, ctx) ? entry('payments', 'Payments', link('/dashboard-cardholder/payments')) : null,
    transactions.view(user, ctx) ? entry('transactions', 'Transactions', link('/dashboard-cardholder/transactions')) : null,
    statements.view(user, ctx) ? entry('statements', 'Statements', link('/dashboard-cardholder/statements')) : null,
    rewards.access(user, ctx) ? entry('rewards', 'Rewards', link('/dashboard-cardholder/cardholder-rewards')) : null,
    servicesMenu(user, ctx) ? entry('services', 'Services', link('/dashboard-cardholder/services')) : null,
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
  isHoldingCompanyUser(user) ? '/holding-company/program-admin' : paLink('/pa/program-admin', ctx);

/**
 * Spec §2 program admin sidebar: Home or Company (/pa keeping `company`), Alerts and Controls,
 * Expense Reporting, Fleet, Program Admin, Reporting, Services, Virtual Cards. A holding-company admin
 * (who is here with a company selected) sees 'Holding Company' first, then 'Company'.
 */
function programAdminSidebar(user: PermissionUser, ctx: ChromeContext): SidebarEntry[] {
  const hc = isHoldingCompanyUser(user);
  const list: (SidebarEntry | null)[] = [
    hc ? entry('holdingCompany', 'Holding Company', '/holding-company') : null,
    entry(hc || ctx.companyParam ? 'company' : 'home', hc || ctx.companyParam ? 'Company' : 'Home', paLink('/pa', ctx)),
    alertsAndControls.view(user, ctx) ? entry('alertsAndControls', 'Alerts and Controls', paLink('/pa/pa-alerts-and-controls', ctx)) : null,
    expenseReports.paAccess(user, ctx) ? entry('expenseReporting', 'Expense Reporting', paLink('/pa/expense-reporting', ctx)) : null,
    fleet.view(user, ctx) ? entry('fleet', 'Fleet', paLink('/pa/fleet', ctx)) : null,
    programAdmin.viewList(user, ctx) ? entry('programAdmin', 'Program Admin', programAdminPath(user, ctx)) : null,
    reportingEntry(user, ctx),
    servicesMenu(user, ctx) ? entry('services', 'Services', paLink('/pa/services', ctx)) : null,
    virtualCards.view(user, ctx) ? entry('virtualCards', 'Virtual Cards', paLink('/pa/virtual-cards', ctx)) : null,
  ];
  return list.filter((e): e is SidebarEntry => e !== null);
}

/** Spec §2 holding-company sidebar: only Holding Company/Home, Program Admin and Reporting. */
function holdingCompanySidebar(user: PermissionUser, ctx: ChromeContext): SidebarEntry[] {
  const list: (SidebarEntry | null)[] = [
    entry('holdingCompany', 'Home', '/holding-company'),
    programAdmin.viewList(user, ctx) ? entry('programAdmin', 'Program Admin', '/holding-company/program-admin') : null,
    reportingEntry(user, ctx),
  ];
  return list.filter((e): e is SidebarEntry => e !== null);
}

/** The sidebar entries the user may see in the view of `ctx`, in spec §2's order. */
export function sidebarFor(user: PermissionUser, ctx: ChromeContext): SidebarEntry[] {
  switch (ctx.view) {
    case 'cardholderView': return cardholderSidebar(user, ctx);
    case 'programAdminView': return programAdminSidebar(user, ctx);
    case 'holdingCompanyView': return holdingCompanySidebar(user, ctx);
  }
}
