import { FleetCodesResponse, type FleetCodesUpdateRequest } from '../../../../shared/contract/fleet.js';
import { http } from '../../../../shared/session/http.js';
import type { FleetCodes } from './fleetCodes.js';

/** PUT /v1/fleet/{companyId}/subaccounts/{id}/codes: the parts the user may change (codes: AM and delegate; prompts: AM). */
export const saveFleetCodes = (companyId: string, accountEntityId: number, body: FleetCodesUpdateRequest): Promise<FleetCodes> =>
  http.put(`/api/v1/fleet/${encodeURIComponent(companyId)}/subaccounts/${accountEntityId}/codes`, body, { schema: FleetCodesResponse }).then((a) => a.data);
