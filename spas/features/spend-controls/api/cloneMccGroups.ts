import { MccGroupsResponse, type MccGroup } from '../../../../shared/contract/mcc.js';
import { http } from '../../../../shared/session/http.js';

/** POST /v1/mcc/clonegroups {companyId, mccGroupsIds}: copies of standard groups as the company's custom groups. */
export const cloneMccGroups = (companyId: number, mccGroupsIds: number[]): Promise<MccGroup[]> =>
  http.post('/api/v1/mcc/clonegroups', { companyId, mccGroupsIds }, { schema: MccGroupsResponse }).then((a) => a.data);
