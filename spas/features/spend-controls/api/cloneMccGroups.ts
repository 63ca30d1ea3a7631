import { cloneMccGroupsCall, type MccGroup } from '../../../../shared/contract/mcc.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** POST /v1/mcc/clonegroups {companyId, mccGroupsIds}: copies of standard groups as the company's custom groups. */
export const cloneMccGroups = (companyId: number, mccGroupsIds: number[]): Promise<MccGroup[]> =>
  callPlatform(cloneMccGroupsCall, { body: { companyId, mccGroupsIds } }).then((a) => a.data);
