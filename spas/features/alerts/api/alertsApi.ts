import { SuccessResponse } from '../../../../shared/contract/common.js';
import { ControlHistoryResponse, ControlResponse, type ControlHistoryResponse as History } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';
import { consumerKeys } from '../../../api/consumerControls.js';

export type ControlAttributes = Record<string, string | number | boolean>;

/** GET /v1/spendcontrols/history/consumer/{accountEntityId}: enrollments and the notifications they sent. */
export const controlHistoryQuery = (accountEntityId: number) => ({
  queryKey: consumerKeys.history(accountEntityId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<History['data']> =>
    http.get(`/api/v1/spendcontrols/history/consumer/${accountEntityId}`, { schema: ControlHistoryResponse, signal }).then((a) => a.data),
});

export const enrol = (body: { accountEntityId: number; spendControlAlertTypeId: number; contactIds: number[]; controlAttributes: ControlAttributes; encryptedCardNumber: string | null }) =>
  http.post('/api/v1/spendcontrols/consumer/control', body, { schema: ControlResponse }).then((a) => a.data);

/** PUT /v1/spendcontrols/control/{id}: new thresholds or contacts. */
export const changeControl = (controlId: number, body: { contactIds: number[]; controlAttributes: ControlAttributes }) =>
  http.put(`/api/v1/spendcontrols/control/${controlId}`, body, { schema: ControlResponse }).then((a) => a.data);

/** DELETE /v1/spendcontrols/control/{id}: unenrols. */
export const unenrol = (controlId: number) => http.delete(`/api/v1/spendcontrols/control/${controlId}`, { schema: SuccessResponse });
