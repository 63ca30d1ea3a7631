import { entityTypeInView, productCodeInView, type PermissionContext, type Policy } from '../context.js';
import { isRewardsProduct } from '../productCodes.js';
import { cardholderOr, AM_T1_T2 } from './building.js';

/**
 * A rewards-enabled product: the dashboard's productSummary.rewardsEnabled flag; only when the flag is
 * missing (null/undefined) does the product code group of docs/requirements.md#spec-9-constants decide.
 */
export function rewardsEnabledProduct(ctx: PermissionContext): boolean {
  const flag = ctx.dashboard?.productSummary?.rewardsEnabled;
  if (flag != null) return flag;
  return isRewardsProduct(productCodeInView(ctx));
}

/** Whether the company of the entity in view consolidates rewards (entity summary first, then the company). */
export const consolidatesRewards = (ctx: PermissionContext): boolean =>
  (ctx.dashboard?.accountEntitySummary?.companyConsolidateRewards ?? ctx.company?.consolidateRewards) === true;

/**
 * Consolidation rules (docs/requirements.md#spec-6-permissions says they exist but does not show them; designed here, see README):
 * - Individual: its own rewards, always.
 * - Control: the consolidated rewards, so only when the company consolidates.
 * - Sub and Ghost Sub: when the company consolidates, only the consolidator-redeemer sub sees them;
 *   otherwise each sub sees its own.
 * - Virtual Sub: never (a virtual card number has no rewards of its own).
 * - Primary, Joint, Secondary, Authorized (consumer accounts): the account's rewards, always.
 * - No entity in view, or an unknown type: no.
 */
export function consolidationAllows(ctx: PermissionContext): boolean {
  const type = entityTypeInView(ctx);
  switch (type) {
    case 'Individual':
    case 'Primary':
    case 'Joint':
    case 'Secondary':
    case 'Authorized':
      return true;
    case 'Control':
      return consolidatesRewards(ctx);
    case 'Sub':
    case 'Ghost Sub':
      return consolidatesRewards(ctx) ? ctx.dashboard?.accountEntitySummary?.consolidatorRedeemer === true : true;
    case 'Virtual Sub':
    case undefined:
      return false;
  }
}

const roleAllows = cardholderOr(...AM_T1_T2);

/** docs/requirements.md#spec-6-permissions: rewards access by cardholder or AM, T1, T2, on a rewards-enabled product, within the consolidation rules. */
export const rewards = {
  access: ((user, ctx) => roleAllows(user, ctx) && rewardsEnabledProduct(ctx) && consolidationAllows(ctx)) as Policy,
};
