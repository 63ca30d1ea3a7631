import * as z from 'zod/mini';
import { dataEnvelope } from './common.js';
import { lazySchema } from './lazySchema.js';
import { defineCall } from './platformCall.js';

export const FleetCode = lazySchema(() =>
  z.object({
    codeType: z.enum(['DRIVER', 'VEHICLE', 'PROMPT']),
    code: z.string(),
    description: z.string(),
  }),
);
/** GET /v1/fleet/{companyId}/subaccounts/{accountEntityId}/codes */
export const FleetCodesResponse = lazySchema(() =>
  dataEnvelope(
    z.object({
      companyId: z.number(),
      accountEntityId: z.number(),
      vehicleNumber: z.string(),
      driverIdRequired: z.boolean(),
      odometerRequired: z.boolean(),
      fuelOnly: z.boolean(),
      codes: z.array(FleetCode),
    }),
  ),
);
export type FleetCodesResponse = z.infer<typeof FleetCodesResponse>;

/** A fleet card's vehicle: its number as the pump asks for it (letters, digits and dashes) and what it is. */
export const FleetVehicle = lazySchema(() =>
  z.object({
    code: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9-]{1,12}$/, 'Use 1 to 12 letters, digits or dashes, like TRUCK-7.')),
    description: z.string().check(z.trim(), z.maxLength(40, 'Use 40 characters or fewer.')),
  }),
);
/** The driver's ID the pump asks for (4 to 6 digits) and the driver's name. */
export const FleetDriver = lazySchema(() =>
  z.object({
    code: z.string().check(z.trim(), z.regex(/^\d{4,6}$/, 'Enter 4 to 6 digits.')),
    description: z.string().check(z.trim(), z.minLength(1, 'Enter the driver’s name.'), z.maxLength(40, 'Use 40 characters or fewer.')),
  }),
);
/** What the pump asks at a fleet purchase, and whether the card buys fuel only. */
export const FleetPrompts = lazySchema(() =>
  z.object({
    driverIdRequired: z.boolean(),
    odometerRequired: z.boolean(),
    fuelOnly: z.boolean(),
  }),
);
/**
 * PUT /v1/fleet/{companyId}/subaccounts/{accountEntityId}/codes (sandbox-designed: docs/requirements.md#spec-7-calls has only the read).
 * docs/requirements.md#spec-6-permissions "Fleet card": the vehicle and driver codes are edited by AM and delegates, the prompts updated by AM only;
 * a part left out is unchanged. Answers the card's codes as `FleetCodesResponse`.
 */
export const FleetCodesUpdateRequest = lazySchema(() =>
  z.object({
    vehicle: z.optional(FleetVehicle),
    driver: z.optional(FleetDriver),
    prompts: z.optional(FleetPrompts),
  }),
);
export type FleetCodesUpdateRequest = z.input<typeof FleetCodesUpdateRequest>;

export const fleetCodesCall = defineCall({
  id: 'fleet.codes',
  method: 'GET',
  path: '/v1/fleet/{companyId}/subaccounts/{id}/codes',
  source: 'spec-7',
  access: 'session',
  summary: "A fleet card's vehicle, driver and the prompts asked at the pump.",
  answer: FleetCodesResponse,
});
export const updateFleetCodesCall = defineCall({
  id: 'fleet.updateCodes',
  method: 'PUT',
  path: '/v1/fleet/{companyId}/subaccounts/{id}/codes',
  source: 'portal',
  access: 'session',
  reason: "The product has admins change a fleet card's vehicle, driver and prompts and names only the read call.",
  summary: "Changes a fleet card's vehicle, driver or prompts.",
  body: FleetCodesUpdateRequest,
  answer: FleetCodesResponse,
});
