import { SuccessResponse } from '../../../../shared/contract/common.js';
import type { Control } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';

/**
 * Removes an alert or control: an alert through the company's call (DELETE /v1/spendcontrols/alert/{id}/company/{id}),
 * a control through DELETE /v1/spendcontrols/control/{id}.
 */
export const deleteControl = (c: Pick<Control, 'controlId' | 'kind' | 'companyId'>) =>
  c.kind === 'ALERT' && c.companyId !== null
    ? http.delete(`/api/v1/spendcontrols/alert/${c.controlId}/company/${c.companyId}`, { schema: SuccessResponse })
    : http.delete(`/api/v1/spendcontrols/control/${c.controlId}`, { schema: SuccessResponse });
