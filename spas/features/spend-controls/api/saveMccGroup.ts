import { createMccGroupCall, updateMccGroupCall, type MccGroup } from '../../../../shared/contract/mcc.js';
import { callPlatform } from '../../../../shared/session/http.js';

export interface MccGroupBody {
  companyId: number;
  name: string;
  description: string;
  mccCodeRanges: { startMccCode: string; endMccCode: string }[];
}

/** POST /v1/mcc/group (a new custom group) or PUT /v1/mcc/group/{id} (a change to one). */
export const saveMccGroup = (body: MccGroupBody, mccGroupId?: number): Promise<MccGroup> =>
  (mccGroupId === undefined
    ? callPlatform(createMccGroupCall, { body: { ...body, category: 'Custom' } })
    : callPlatform(updateMccGroupCall, { params: { id: mccGroupId }, body })
  ).then((a) => a.data);
