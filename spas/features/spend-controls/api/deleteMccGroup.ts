import { deleteMccGroupCall } from '../../../../shared/contract/mcc.js';
import { callPlatform } from '../../../../shared/session/http.js';

/** DELETE /v1/mcc/group/{id}: refused (409, `MccGroupInUseBody`) while a control uses the group. */
export const deleteMccGroup = (mccGroupId: number) => callPlatform(deleteMccGroupCall, { params: { id: mccGroupId } });
