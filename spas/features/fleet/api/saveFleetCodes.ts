import { updateFleetCodesCall, type FleetCodesUpdateRequest } from '../../../../shared/contract/fleet.js';
import { callPlatform } from '../../../../shared/session/http.js';
import type { FleetCodes } from './fleetCodes.js';

/** PUT /v1/fleet/{companyId}/subaccounts/{id}/codes: the parts the user may change (codes: AM and delegate; prompts: AM). */
export const saveFleetCodes = (companyId: string, accountEntityId: number, body: FleetCodesUpdateRequest): Promise<FleetCodes> =>
  callPlatform(updateFleetCodesCall, { params: { companyId, id: accountEntityId }, body }).then((a) => a.data);
