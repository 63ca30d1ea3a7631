import type { FleetCodesResponse } from '../../../shared/contract/fleet.js';
import { createRng, deriveSeed } from '../world/prng.js';
import type { EntityRecord, FleetCodesRecord } from '../world/types.js';
import type { World } from '../world/world.js';

type FleetCodes = Pick<FleetCodesRecord, 'vehicle' | 'driver' | 'prompts'>;

/** A fleet card's codes as seeded: derived from the seed per account, so every run sees the same ones. */
function seededCodes(world: World, e: EntityRecord): FleetCodes {
  const rng = createRng(deriveSeed(world.seed, `fleet:${e.accountEntityId}`));
  const vehicle = `VH-${rng.int(1000, 9999)}`;
  const driverIdRequired = rng.chance(0.7);
  const odometerRequired = rng.chance(0.6);
  const fuelOnly = rng.chance(0.4);
  return {
    vehicle: { code: vehicle, description: rng.pick(['Ford F-150', 'Chevrolet Silverado', 'Ram 2500', 'Ford Transit', 'Toyota Tacoma']) },
    driver: { code: String(rng.int(1000, 9999)), description: `${e.firstName} ${e.lastName}` },
    prompts: { driverIdRequired, odometerRequired, fuelOnly },
  };
}

/** The card's codes now: the last saved ones, else the seed's. */
export function fleetCodesOf(world: World, e: EntityRecord): FleetCodes {
  const saved = world.fleetCodes.get(e.accountEntityId);
  return saved ? { vehicle: saved.vehicle, driver: saved.driver, prompts: saved.prompts } : seededCodes(world, e);
}

/** The answer of `GET /v1/fleet/{companyId}/subaccounts/{id}/codes`: the codes, with a PROMPT entry per prompt the pump asks. */
export function fleetCodesAnswer(e: EntityRecord, codes: FleetCodes): FleetCodesResponse['data'] {
  return {
    companyId: e.companyId,
    accountEntityId: e.accountEntityId,
    vehicleNumber: codes.vehicle.code,
    ...codes.prompts,
    codes: [
      { codeType: 'VEHICLE', code: codes.vehicle.code, description: codes.vehicle.description },
      { codeType: 'DRIVER', code: codes.driver.code, description: codes.driver.description },
      ...(codes.prompts.driverIdRequired ? [{ codeType: 'PROMPT' as const, code: 'DRIVER_ID', description: 'Driver ID at the pump' }] : []),
      ...(codes.prompts.odometerRequired
        ? [{ codeType: 'PROMPT' as const, code: 'ODOMETER', description: 'Odometer reading at the pump' }]
        : []),
    ],
  };
}
