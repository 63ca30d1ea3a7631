import type { User } from '../../shared/contract/authentication.js';
import type { Area } from '../../shared/routes/routeTable.js';
import { COMPANY_PARAM, isHoldingCompanyAdmin } from '../../shared/session/views.js';

/**
 * Side menus as data (spec §2). Permission filtering (issue 6, shared/permissions) is a filter over
 * these lists by `id`; nothing here decides who may see what.
 */
export interface MenuItem {
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (Reporting opens the platform's reporting page). */
  newTab?: boolean;
  /** 'reporting': the URL is fetched from the platform on click when not known yet. */
  kind?: 'link' | 'reporting';
}

export interface MenuContext {
  user: User | null;
  /** The `company` query parameter of the current page. */
  company: string | null;
  reportingUrl: string | null;
}

const reporting = (ctx: MenuContext): MenuItem => ({
  id: 'reporting',
  label: 'Reporting',
  href: ctx.reportingUrl ?? '#reporting',
  newTab: true,
  kind: ctx.reportingUrl ? 'link' : 'reporting',
});

export const cardholderMenu = (): MenuItem[] => [
  { id: 'home', label: 'Home', href: '/dashboard-cardholder' },
  { id: 'expenseReporting', label: 'Expense Reporting', href: '/dashboard-cardholder/expense-reporting' },
  { id: 'payments', label: 'Payments', href: '/dashboard-cardholder/payments' },
  { id: 'transactions', label: 'Transactions', href: '/dashboard-cardholder/transactions' },
  { id: 'statements', label: 'Statements', href: '/dashboard-cardholder/statements' },
  { id: 'rewards', label: 'Rewards', href: '/dashboard-cardholder/cardholder-rewards' },
  { id: 'services', label: 'Services', href: '/dashboard-cardholder/services' },
];

export function programAdminMenu(ctx: MenuContext): MenuItem[] {
  const withCompany = (path: string) => (ctx.company ? `${path}?${COMPANY_PARAM}=${encodeURIComponent(ctx.company)}` : path);
  const hcAdmin = ctx.user ? isHoldingCompanyAdmin(ctx.user) : false;
  return [
    { id: 'home', label: ctx.company ? 'Company' : 'Home', href: withCompany('/pa') },
    { id: 'alertsAndControls', label: 'Alerts and Controls', href: withCompany('/pa/pa-alerts-and-controls') },
    { id: 'expenseReporting', label: 'Expense Reporting', href: withCompany('/pa/expense-reporting') },
    { id: 'fleet', label: 'Fleet', href: withCompany('/pa/fleet') },
    { id: 'programAdmin', label: 'Program Admin', href: hcAdmin ? '/holding-company/program-admin' : withCompany('/pa/program-admin') },
    reporting(ctx),
    { id: 'services', label: 'Services', href: withCompany('/pa/services') },
    { id: 'virtualCards', label: 'Virtual Cards', href: withCompany('/pa/virtual-cards') },
  ];
}

export const holdingCompanyMenu = (ctx: MenuContext): MenuItem[] => [
  { id: 'home', label: 'Holding Company', href: '/holding-company' },
  { id: 'programAdmin', label: 'Program Admin', href: '/holding-company/program-admin' },
  reporting(ctx),
];

export function menuFor(area: Area, ctx: MenuContext): MenuItem[] {
  if (area === 'cardholder') return cardholderMenu();
  if (area === 'pa') return programAdminMenu(ctx);
  if (area === 'holdingCompany') return holdingCompanyMenu(ctx);
  return [];
}
