import { deleteCompanyAlertCall, deleteControlCall, type Control } from '../../../../shared/contract/spendControls.js';
import { callPlatform } from '../../../../shared/session/http.js';

/**
 * Removes an alert or control: an alert through the company's call (DELETE /v1/spendcontrols/alert/{id}/company/{id}),
 * a control through DELETE /v1/spendcontrols/control/{id}.
 */
export const deleteControl = (c: Pick<Control, 'controlId' | 'kind' | 'companyId'>) =>
  c.kind === 'ALERT' && c.companyId !== null
    ? callPlatform(deleteCompanyAlertCall, { params: { id: c.controlId, companyId: c.companyId } })
    : callPlatform(deleteControlCall, { params: { id: c.controlId } });
