import type { FleetCodesResponse } from '../../../shared/contract/fleet.js';
import type { SandboxApp } from '../app.js';
import { RULES, companyFor, demand, entityFor } from '../auth/access.js';
import type { Session } from '../auth/sessions.js';
import { badRequest, notFound } from '../server/httpError.js';
import type { RouteDef } from '../server/router.js';
import { createRng, deriveSeed } from '../world/prng.js';
import { isFleet } from '../../../shared/permissions/productCodes.js';


/** Fleet codes of a fleet card's account. */
export function fleetRoutes(app: SandboxApp): RouteDef<Session>[] {
  const w = () => app.world;
  return [
    {
      method: 'GET', pattern: '/api/v1/fleet/:companyId/subaccounts/:id/codes', access: 'session',
      handle: ({ session, params }): FleetCodesResponse => {
        const user = app.userOf(session);
        demand(user, RULES.fleetView, 'fleet cards');
        const c = companyFor(w(), user, params.companyId);
        if (!isFleet(c.productTypeCode)) throw badRequest('This company has no fleet product.');
        const e = entityFor(w(), user, params.id);
        if (e.companyId !== c.companyId) throw notFound('No such account in this company.');
        if (e.accountEntityType === 'Control') throw badRequest('The control account has no fleet codes.');
        const rng = createRng(deriveSeed(w().seed, `fleet:${e.accountEntityId}`));
        const vehicle = `VH-${rng.int(1000, 9999)}`;
        return {
          data: {
            companyId: c.companyId, accountEntityId: e.accountEntityId, vehicleNumber: vehicle, driverIdRequired: rng.chance(0.7), odometerRequired: rng.chance(0.6), fuelOnly: rng.chance(0.4),
            codes: [
              { codeType: 'VEHICLE', code: vehicle, description: rng.pick(['Ford F-150', 'Chevrolet Silverado', 'Ram 2500', 'Ford Transit', 'Toyota Tacoma']) },
              { codeType: 'DRIVER', code: String(rng.int(1000, 9999)), description: `${e.firstName} ${e.lastName}` },
              { codeType: 'PROMPT', code: 'ODOMETER', description: 'Odometer reading at the pump' },
            ],
          },
        };
      },
    },
  ];
}
