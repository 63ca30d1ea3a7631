import { entityTypeInView, productCodeInView, type Policy } from '../context.js';
import { isFleet } from '../productCodes.js';
import { hasAnyRole, type RoleShortName } from '../roles.js';

/** Fleet features exist for the fleet product (114) and never for a Control entity in view. */
export const fleetProductInView: Policy = (_user, ctx) =>
  isFleet(productCodeInView(ctx)) && entityTypeInView(ctx) !== 'Control';

const fleetWith = (...roles: RoleShortName[]): Policy => (user, ctx) =>
  fleetProductInView(user, ctx) && hasAnyRole(user, roles);

/** Spec §6 "Fleet card": view by AM and view only (fleet product, not control); edit and access by AM and delegate; update by AM. */
export const fleet = {
  view: fleetWith('admin_manager', 'view_only'),
  editAccess: fleetWith('admin_manager', 'delegate'),
  update: fleetWith('admin_manager'),
};
