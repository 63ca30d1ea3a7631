import { MccGroupResponse, type MccGroup } from '../../../../shared/contract/mcc.js';
import { http } from '../../../../shared/session/http.js';

export interface MccGroupBody {
  companyId: number;
  name: string;
  description: string;
  mccCodeRanges: { startMccCode: string; endMccCode: string }[];
}

/** POST /v1/mcc/group (a new custom group) or PUT /v1/mcc/group/{id} (a change to one). */
export const saveMccGroup = (body: MccGroupBody, mccGroupId?: number): Promise<MccGroup> =>
  (mccGroupId === undefined
    ? http.post('/api/v1/mcc/group', { ...body, category: 'Custom' }, { schema: MccGroupResponse })
    : http.put(`/api/v1/mcc/group/${mccGroupId}`, body, { schema: MccGroupResponse })
  ).then((a) => a.data);
