import { FleetCodesUpdateRequest, fleetCodesCall, updateFleetCodesCall, type FleetCodesResponse } from '../../../shared/contract/fleet.js';
import { isFleet } from '../../../shared/permissions/productCodes.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand, entityFor } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { badRequest, notFound } from '../server/httpError.js';
import { serve, type RouteDef } from '../server/router.js';
import { validate } from '../server/validate.js';
import { fleetCodesAnswer, fleetCodesOf } from '../services/fleetCodes.js';
import type { EntityRecord, UserRecord } from '../world/types.js';

/** Fleet codes of a fleet card's account: read, and (sandbox-designed) changed. */
export function fleetRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  /** A fleet card the user may see: the company's product is fleet (114), the account is in it and is not its control account. */
  const fleetAccount = (user: UserRecord, companyId: string | undefined, id: string | undefined): EntityRecord => {
    demand(user, RULES.fleetView, 'fleet cards');
    const c = companyFor(w(), user, companyId);
    if (!isFleet(c.productTypeCode)) throw badRequest('This company has no fleet product.');
    const e = entityFor(w(), user, id);
    if (e.companyId !== c.companyId) throw notFound('No such account in this company.');
    if (e.accountEntityType === 'Control') throw badRequest('The control account has no fleet codes.');
    return e;
  };
  return [
    serve(fleetCodesCall, {
      handle: ({ session, params }): FleetCodesResponse => {
        const e = fleetAccount(app.userOf(session), params.companyId, params.id);
        return { data: fleetCodesAnswer(e, fleetCodesOf(w(), e)) };
      },
    }),
    serve(updateFleetCodesCall, {
      handle: ({ session, params, body }): FleetCodesResponse => {
        const user = app.userOf(session);
        const e = fleetAccount(user, params.companyId, params.id);
        const input = validate(FleetCodesUpdateRequest, body ?? {}, 'fleet codes');
        if (!input.vehicle && !input.driver && !input.prompts) throw badRequest('Send the vehicle, the driver or the prompts to change.');
        if (input.vehicle || input.driver) demand(user, RULES.fleetEdit, 'editing fleet codes');
        if (input.prompts) demand(user, RULES.fleetUpdate, 'changing fleet prompts');
        const now = fleetCodesOf(w(), e);
        const saved = w().fleetCodes.put({
          accountEntityId: e.accountEntityId,
          companyId: e.companyId,
          vehicle: input.vehicle ?? now.vehicle,
          driver: input.driver ?? now.driver,
          prompts: input.prompts ?? now.prompts,
          updatedDate: new Date(app.now()).toISOString(),
          updatedBy: user.userid,
        });
        return { data: fleetCodesAnswer(e, saved) };
      },
    }),
  ];
}
