import { RULES, allows, companyFor, demand, entityAllowed, entityFor, isAdmin, type Rule } from '../auth/access.js';
import { forbidden, notFound } from '../server/httpError.js';
import type { CompanyRecord, EntityRecord, ExpenseSettingsRecord, UserRecord } from '../world/types.js';
import type { World } from '../world/world.js';

/**
 * Who reaches which expense reports and receipts (docs/requirements.md#spec-6-permissions): a cardholder their own account, when the company has
 * expense reporting enabled and acknowledged, the user is registered and the account is not a virtual sub (each
 * refusal in words); an admin the accounts they reach (managers, accounting and delegates only those assigned).
 */
export function cardholderExpenseEntity(world: World, user: UserRecord): EntityRecord {
  const e = user.accountEntityId === null ? undefined : world.entities.get(user.accountEntityId);
  const c = e ? world.companies.get(e.companyId) : undefined;
  if (!e || !c) throw forbidden('Expense reporting is not available on this account.');
  if (!c.expenseReportingEnabled) throw forbidden('Expense reporting is not enabled for your company.');
  if (!c.activationAcknowledgement) throw forbidden('Your company has not acknowledged expense reporting yet, so it is not available.');
  if (!e.registered) throw forbidden('Expense reporting is available to registered cardholders only.');
  if (e.accountEntityType === 'Virtual Sub') throw forbidden('Expense reporting is not available on a virtual card account.');
  return e;
}

/** An admin's company with expense reporting enabled, when `rule` allows the admin's roles. */
export function expenseCompanyFor(
  world: World,
  user: UserRecord,
  companyId: number | string | undefined,
  rule: Rule = RULES.expenseView,
): CompanyRecord {
  demand(user, rule, 'expense reporting');
  const c = companyFor(world, user, companyId);
  if (!c.expenseReportingEnabled) throw forbidden('Expense reporting is not enabled for this company.');
  return c;
}

/**
 * The account a report or receipt is filed for: the cardholder's own (naming another is refused), or for an admin
 * whose role may manage receipts, an account they reach in a company with expense reporting.
 */
export function expenseAccountFor(world: World, user: UserRecord, accountEntityId: number | undefined): EntityRecord {
  demand(user, RULES.expenseManage, 'expense reports');
  if (!isAdmin(user)) {
    const own = cardholderExpenseEntity(world, user);
    if (accountEntityId !== undefined && accountEntityId !== own.accountEntityId) throw forbidden('That account is not yours.');
    return own;
  }
  if (accountEntityId === undefined) throw forbidden('Name the account (accountEntityId) the expense report is for.');
  const e = entityFor(world, user, accountEntityId);
  if (!world.companies.get(e.companyId)?.expenseReportingEnabled) throw forbidden('Expense reporting is not enabled for this company.');
  return e;
}

/**
 * Whether the user may read the expense reports and receipts of an account: its cardholder (with access), or an
 * admin reaching the account whose role may view reports or manage receipts. Throws the reason when not.
 */
export function demandExpenseReader(world: World, user: UserRecord, e: EntityRecord): void {
  if (!entityAllowed(world, user, e)) throw forbidden(isAdmin(user) ? 'That account is not one you manage.' : 'That is not your account.');
  if (!isAdmin(user)) {
    if (cardholderExpenseEntity(world, user).accountEntityId !== e.accountEntityId) throw forbidden('That is not your account.');
    return;
  }
  if (!allows(user, RULES.expenseView) && !allows(user, RULES.expenseManage)) throw forbidden('Your role does not allow expense reports.');
}

export function settingsOf(world: World, companyId: number): ExpenseSettingsRecord {
  const s = world.expenseSettings.get(companyId);
  if (!s) throw notFound('This company has no expense reporting settings.');
  return s;
}

/** The company's internal API user: steps the platform takes itself are recorded as theirs (shown as SYSTEM). */
export const systemUserOf = (world: World, companyId: number): number | null =>
  world.users.by('company', companyId).find((u) => u.internal)?.userid ?? null;
