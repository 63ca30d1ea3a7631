import * as z from 'zod/mini';
import { dataEnvelope } from './common.js';

export const FleetCode = z.object({
  codeType: z.enum(['DRIVER', 'VEHICLE', 'PROMPT']),
  code: z.string(),
  description: z.string(),
});
/** GET /v1/fleet/{companyId}/subaccounts/{accountEntityId}/codes */
export const FleetCodesResponse = dataEnvelope(z.object({
  companyId: z.number(),
  accountEntityId: z.number(),
  vehicleNumber: z.string(),
  driverIdRequired: z.boolean(),
  odometerRequired: z.boolean(),
  fuelOnly: z.boolean(),
  codes: z.array(FleetCode),
}));
export type FleetCodesResponse = z.infer<typeof FleetCodesResponse>;
