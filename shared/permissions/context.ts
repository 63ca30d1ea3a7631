import type { View } from '../session/views.js';
import { entityTypeOf, type EntityType } from './entityTypes.js';
import type { PermissionUser } from './user.js';

export type { View };

/**
 * The Company fields (docs/requirements.md#spec-3-entities) the rules read. Structural: the platform's Company object
 * (shared/contract/company.ts) is accepted as is.
 */
export interface PermissionCompany {
  productTypeCode?: number | string | null;
  expenseReportingEnabled?: boolean | null;
  activationAcknowledgement?: boolean | null;
  companyVirtualCard?: { virtualCardEnabled?: boolean | null } | null;
  consolidateRewards?: boolean | null;
}

/** accountEntitySummary of the cardholder dashboard (docs/requirements.md#spec-3-entities), the fields the rules read. */
export interface PermissionAccountEntity {
  accountEntityType?: string | null;
  /** The registered user of the entity; null or 0 when nobody registered it. */
  userid?: number | null;
  cardNumber?: string | null;
  consolidatorRedeemer?: boolean | null;
  companyConsolidateRewards?: boolean | null;
}

/** The cardholder dashboard (docs/requirements.md#spec-3-entities), the fields the rules read. */
export interface PermissionDashboard {
  accountEntitySummary?: PermissionAccountEntity | null;
  productSummary?: { productTypeCode?: number | string | null; rewardsEnabled?: boolean | null } | null;
  expenseReportingEnabled?: boolean | null;
}

/** Replacement availability response (docs/requirements.md#spec-3-entities), the fields the rules read. */
export interface ReplacementFacts {
  accountEntityExternalStatus?: string | null;
  cardExternalStatusCommonName?: string | null;
  recentAddressChange?: boolean | null;
  recentCardReplacementRequest?: boolean | null;
}

/**
 * What a policy knows besides the user. Missing facts deny: a rule that needs a company flag is false
 * until the company is loaded (fail closed).
 */
export interface PermissionContext {
  view: View;
  /** The company in view (program admin view) or the cardholder's company. */
  company?: PermissionCompany | null;
  /** The cardholder dashboard in view (cardholder view). */
  dashboard?: PermissionDashboard | null;
  /** Card replacement availability for the account in view: the platform answers one per card asked. */
  replacement?: ReplacementFacts | readonly ReplacementFacts[] | null;
}

export const entityTypeInView = (ctx: PermissionContext): EntityType | undefined =>
  entityTypeOf(ctx.dashboard?.accountEntitySummary?.accountEntityType);

export const isVirtualSubInView = (ctx: PermissionContext): boolean => entityTypeInView(ctx) === 'Virtual Sub';

/**
 * Product code in view: the dashboard's product in the cardholder view, the company's otherwise; each
 * falls back to the other when missing.
 */
export function productCodeInView(ctx: PermissionContext): number | string | undefined {
  const fromDashboard = ctx.dashboard?.productSummary?.productTypeCode ?? undefined;
  const fromCompany = ctx.company?.productTypeCode ?? undefined;
  return ctx.view === 'cardholderView' ? (fromDashboard ?? fromCompany) : (fromCompany ?? fromDashboard);
}

/** Expense reporting enabled for the company in view (company flag, else the dashboard's copy). */
export const expenseReportingEnabled = (ctx: PermissionContext): boolean =>
  (ctx.company?.expenseReportingEnabled ?? ctx.dashboard?.expenseReportingEnabled) === true;

export const isOpenStatus = (status: string | null | undefined): boolean => status?.trim().toLowerCase() === 'open';

/** A permission rule: pure, total, false when unsure. */
export type Policy = (user: PermissionUser, ctx: PermissionContext) => boolean;
