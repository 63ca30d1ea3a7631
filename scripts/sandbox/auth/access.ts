import { forbidden, notFound, HttpError } from '../server/httpError.js';
import { ROLE } from '../world/roles.js';
import type { CardRecord, CompanyRecord, EntityRecord, UserRecord } from '../world/types.js';
import type { World } from '../world/world.js';

const R = ROLE;
/** Roles that see only the accounts assigned to them (docs/requirements.md#spec-6-permissions). */
const ASSIGNED_ONLY = new Set<string>([R.delegate, R.accounting, R.manager, R.accountingNoReporting, R.managerNoReporting]);

/** Who may do what (docs/requirements.md#spec-6-permissions), as sets of PA roles; `cardholder` says whether cardholders pass too. */
export interface Rule {
  roles: readonly string[];
  cardholder: boolean;
  /** Scope an admin needs (employee authority ignored); cardholders pass scope checks. */
  scope?: string;
}

const rule = (cardholder: boolean, roles: string[], scope?: string): Rule => (scope ? { roles, cardholder, scope } : { roles, cardholder });
const NR = [R.managerNoReporting, R.accountingNoReporting];

export const RULES = {
  companyView: rule(false, [
    R.adminManager,
    R.tier1,
    R.tier2,
    R.delegate,
    R.paymentsOnly,
    R.viewOnly,
    R.manager,
    R.accounting,
    ...NR,
    R.virtualCardOnly,
    R.reportingOnly,
  ]),
  companySummary: rule(false, [R.adminManager, R.tier1, R.tier2, R.delegate, R.paymentsOnly, R.viewOnly]),
  companyEdit: rule(false, [R.adminManager, R.tier1], '*:account'),
  accountRead: rule(
    true,
    [R.adminManager, R.tier1, R.tier2, R.delegate, R.paymentsOnly, R.viewOnly, R.manager, R.accounting, ...NR],
    '*:account',
  ),
  cardDetails: rule(false, [R.adminManager, R.paymentsOnly]),
  payments: rule(true, [R.adminManager, R.tier1, R.tier2, R.paymentsOnly]),
  rewards: rule(true, [R.adminManager, R.tier1, R.tier2]),
  cardService: rule(true, [R.adminManager, R.tier1, R.tier2]),
  transactions: rule(true, [R.adminManager, R.tier1, R.tier2, R.delegate, R.paymentsOnly, R.viewOnly, R.manager, R.accounting, ...NR]),
  alertsView: rule(true, [R.adminManager, R.tier1, R.tier2, R.viewOnly], '*:spendalerts'),
  alertsEdit: rule(true, [R.adminManager, R.tier1, R.tier2], '*:spendalerts'),
  paperlessEdit: rule(true, [R.adminManager, R.tier1, R.tier2]),
  expenseView: rule(false, [R.adminManager, R.accounting, R.manager, R.tier1, R.tier2, ...NR], '*:expensereport'),
  expenseConfigure: rule(false, [R.adminManager, R.accounting, R.manager, ...NR], '*:expensereport'),
  expenseAdvanced: rule(false, [R.adminManager], '*:expensereport'),
  /** Upload and manage receipts (and file reports): cardholder or AM, accounting, manager, delegate and no-reporting variants. */
  expenseManage: rule(true, [R.adminManager, R.accounting, R.manager, R.delegate, ...NR], '*:expensereport'),
  /** submitted → mgr-approved */
  expenseManagerStep: rule(false, [R.adminManager, R.manager, R.managerNoReporting], '*:expensereport'),
  /** mgr-approved → acctg-approved → complete */
  expenseAccountingStep: rule(false, [R.adminManager, R.accounting, R.accountingNoReporting], '*:expensereport'),
  vcView: rule(false, [R.adminManager, R.tier1, R.viewOnly, R.virtualCardOnly], '*:virtualcard'),
  vcUpdate: rule(false, [R.adminManager, R.tier1, R.virtualCardOnly], '*:virtualcard'),
  reporting: rule(false, [R.adminManager, R.manager, R.accounting, R.tier1, R.tier2, R.viewOnly, R.reportingOnly]),
  fleetView: rule(false, [R.adminManager, R.viewOnly, R.delegate]),
  /** docs/requirements.md#spec-6-permissions "Fleet card": edit (the vehicle and driver codes) by AM and delegate; update (the prompts) by AM. */
  fleetEdit: rule(false, [R.adminManager, R.delegate]),
  fleetUpdate: rule(false, [R.adminManager]),
  mccView: rule(false, [R.adminManager, R.tier1, R.tier2, R.viewOnly], '*:spendmetadata'),
  mccUpdate: rule(false, [R.adminManager, R.tier1, R.tier2], '*:spendmetadata'),
  activationView: rule(true, [R.adminManager, R.tier2, R.viewOnly]),
  activationSubmit: rule(true, [R.adminManager, R.tier1, R.tier2]),
  userAdminView: rule(false, [R.adminManager, R.viewOnly], '*:user'),
  userAdminEdit: rule(false, [R.adminManager], '*:user'),
  companyContactView: rule(false, [R.adminManager, R.viewOnly]),
  /** docs/requirements.md#spec-6-permissions 'Offers: cardholder or AM'. */
  offers: rule(true, [R.adminManager]),
  bankManagerEdit: rule(false, [R.adminManager]),
  cardShippingView: rule(false, [R.adminManager, R.tier2, R.viewOnly]),
  cardShippingEdit: rule(false, [R.adminManager, R.tier2]),
} satisfies Record<string, Rule>;

export const isAdmin = (u: UserRecord): boolean => u.userType === 'PROGRAM ADMIN';

/** docs/requirements.md#spec-6-permissions: scopes match exactly or by the '*:' wildcard; for admins the employee authority is ignored. */
export function hasScope(u: UserRecord, scope: string): boolean {
  if (!isAdmin(u)) return true;
  const wanted = scope.replace(/^\*:/, '');
  return u.roles.some(
    (r) => r !== R.employee && (u.scopesByRole[r] ?? []).some((s) => s === scope || (s.startsWith('*:') && s.slice(2) === wanted)),
  );
}

export function allows(u: UserRecord, r: Rule): boolean {
  if (!isAdmin(u)) return r.cardholder;
  return u.roles.some((role) => r.roles.includes(role)) && (!r.scope || hasScope(u, r.scope));
}

export function demand(u: UserRecord, r: Rule, what = 'this'): void {
  if (!allows(u, r)) throw forbidden(`Your role does not allow ${what}.`);
}

/** Companies an admin may act on: their own, or every company of their holding company. */
export function companyAllowed(u: UserRecord, company: CompanyRecord): boolean {
  if (company.brand !== u.brand || !isAdmin(u)) return false;
  if (u.companyId === company.companyId) return true;
  return u.holdingCompanyId !== null && company.holdingCompanyId === u.holdingCompanyId;
}

/** The company, if the admin may act on it: 404 when unknown, 403 when someone else's. */
export function companyFor(world: World, u: UserRecord, companyId: number | string | undefined): CompanyRecord {
  const id = Number(companyId);
  const company = Number.isInteger(id) ? world.companies.get(id) : undefined;
  if (!company) throw notFound('No such company.');
  if (!companyAllowed(u, company)) throw forbidden('That company is not yours.');
  return company;
}

/** The entity a user may see: cardholders their own (and, for a lead entity, the others on their account); admins within their companies and assignments. */
export function entityAllowed(world: World, u: UserRecord, e: EntityRecord): boolean {
  if (e.brand !== u.brand) return false;
  if (!isAdmin(u)) {
    if (u.accountEntityId === e.accountEntityId) return true;
    const own = u.accountEntityId === null ? undefined : world.entities.get(u.accountEntityId);
    return (
      !!own &&
      own.accountId === e.accountId &&
      ['Primary', 'Individual', 'Joint'].includes(own.accountEntityType) &&
      !['Sub', 'Control'].includes(e.accountEntityType)
    );
  }
  const company = world.companies.get(e.companyId);
  if (!company || !companyAllowed(u, company)) return false;
  if (u.roles.some((r) => ASSIGNED_ONLY.has(r)) && !u.roles.some((r) => r === R.adminManager || r === R.tier1 || r === R.tier2)) {
    return u.managedAccountEntityIds.includes(e.accountEntityId);
  }
  return true;
}

export function entityFor(world: World, u: UserRecord, accountEntityId: number | string | undefined): EntityRecord {
  const id = Number(accountEntityId);
  const e = Number.isInteger(id) ? world.entities.get(id) : undefined;
  if (!e) throw notFound('No such account.');
  if (!entityAllowed(world, u, e)) throw forbidden('That account is not yours.');
  return e;
}

/** Resolves an encrypted card reference (never a full number) the user may see. */
export function cardFor(world: World, u: UserRecord, ref: string | undefined | null): { card: CardRecord; entity: EntityRecord } {
  if (!ref) throw new HttpError(400, 'cardNumber (the encrypted card reference) is required.');
  if (/^\d{12,19}$/.test(ref)) throw new HttpError(400, 'Send the encrypted card reference, never a card number.');
  const card = world.cardByRef(ref);
  const entity = card ? world.entities.get(card.accountEntityId) : undefined;
  if (!card || !entity) throw notFound('No such card.');
  if (!entityAllowed(world, u, entity)) throw forbidden('That card is not yours.');
  return { card, entity };
}

/** The logged-in cardholder's own card, when no card is named. */
export function ownCard(world: World, u: UserRecord): { card: CardRecord; entity: EntityRecord } {
  const entity = u.accountEntityId === null ? undefined : world.entities.get(u.accountEntityId);
  const card = entity ? world.cardOf(entity) : undefined;
  if (!entity || !card) throw new HttpError(400, 'cardNumber is required.');
  return { card, entity };
}
