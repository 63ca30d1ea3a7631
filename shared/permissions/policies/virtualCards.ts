import type { Policy } from '../context.js';
import { hasAnyRole } from '../roles.js';

/** Virtual cards need the company's virtual card programme (Company.companyVirtualCard.virtualCardEnabled). */
const enabled: Policy = (_user, ctx) => ctx.company?.companyVirtualCard?.virtualCardEnabled === true;

/** docs/requirements.md#spec-6-permissions "Virtual cards": view by AM, T1, view only, virtual card only; update by AM, T1, virtual card only. */
export const virtualCards = {
  view: ((user, ctx) =>
    enabled(user, ctx) && hasAnyRole(user, ['admin_manager', 'admin_tier1', 'view_only', 'virtual_card_only'])) as Policy,
  update: ((user, ctx) => enabled(user, ctx) && hasAnyRole(user, ['admin_manager', 'admin_tier1', 'virtual_card_only'])) as Policy,
};
