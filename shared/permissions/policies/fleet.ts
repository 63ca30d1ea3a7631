import { entityTypeInView, productCodeInView, type Policy } from '../context.js';
import { isFleet } from '../productCodes.js';
import { hasAnyRole, type RoleShortName } from '../roles.js';

/** Fleet features exist for the fleet product (114) and never for a Control entity in view. */
export const fleetProductInView: Policy = (_user, ctx) => isFleet(productCodeInView(ctx)) && entityTypeInView(ctx) !== 'Control';

const fleetWith =
  (...roles: RoleShortName[]): Policy =>
  (user, ctx) =>
    fleetProductInView(user, ctx) && hasAnyRole(user, roles);

const view = fleetWith('admin_manager', 'view_only');
const editAccess = fleetWith('admin_manager', 'delegate');

/**
 * docs/requirements.md#spec-6-permissions "Fleet card": view by AM and view only (fleet product, not control); edit and access by AM and delegate;
 * update by AM. The fleet page (its menu entry and route) is for whoever may view it or has edit access: a delegate
 * opens it for the cards assigned to them. On the page, `editAccess` edits a card's vehicle and driver codes and
 * `update` changes what the pump asks (the prompts).
 */
export const fleet = {
  view,
  editAccess,
  update: fleetWith('admin_manager'),
  access: ((user, ctx) => view(user, ctx) || editAccess(user, ctx)) satisfies Policy,
};
