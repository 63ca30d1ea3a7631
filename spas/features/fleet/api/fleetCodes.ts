import { fleetCodesCall, type FleetCodesResponse } from '../../../../shared/contract/fleet.js';
import { callPlatform } from '../../../../shared/session/http.js';

export type FleetCodes = FleetCodesResponse['data'];

export const fleetKeys = { company: (companyId: string) => ['fleetCodes', companyId] as const };

/** GET /v1/fleet/{companyId}/subaccounts/{id}/codes: one fleet card's vehicle, driver and prompts (docs/requirements.md#spec-8-errors: a failure is that card's alone). */
export const fleetCodesQuery = (companyId: string, accountEntityId: number) => ({
  queryKey: [...fleetKeys.company(companyId), accountEntityId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<FleetCodes> =>
    callPlatform(fleetCodesCall, { params: { companyId, id: accountEntityId }, signal }).then((a) => a.data),
});
