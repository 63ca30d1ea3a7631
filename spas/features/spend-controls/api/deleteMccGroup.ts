import { SuccessResponse } from '../../../../shared/contract/common.js';
import { http } from '../../../../shared/session/http.js';

/** DELETE /v1/mcc/group/{id}: refused (409, `MccGroupInUseBody`) while a control uses the group. */
export const deleteMccGroup = (mccGroupId: number) => http.delete(`/api/v1/mcc/group/${mccGroupId}`, { schema: SuccessResponse });
