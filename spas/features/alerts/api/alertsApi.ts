import { MccGroupsResponse, type MccGroup } from '../../../../shared/contract/mcc.js';
import { SuccessResponse } from '../../../../shared/contract/common.js';
import { AlertTypesResponse, ControlHistoryResponse, ControlResponse, type AlertType, type ControlHistoryResponse as History } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { consumerKeys } from '../../../api/consumerControls.js';

export type ControlAttributes = Record<string, string | number | boolean>;

/** GET /v1/spendcontrols/alerttypes?accountTypes: the types offered for the card's account type. */
export const alertTypesQuery = (accountType: 'CONSUMER' | 'COMMERCIAL') => ({
  queryKey: ['alertTypes', accountType] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<AlertType[]> =>
    http.get(`/api/v1/spendcontrols/alerttypes?accountTypes=${accountType}`, { schema: AlertTypesResponse, signal }).then((a) => a.data),
});

/** GET /v1/spendcontrols/history/consumer/{accountEntityId}: enrollments and the notifications they sent. */
export const controlHistoryQuery = (accountEntityId: number) => ({
  queryKey: consumerKeys.history(accountEntityId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<History['data']> =>
    http.get(`/api/v1/spendcontrols/history/consumer/${accountEntityId}`, { schema: ControlHistoryResponse, signal }).then((a) => a.data),
});

/** GET /v1/mcc/groups?categories=Standard: the merchant category groups a consumer control can name. */
export const standardMccGroupsQuery = () => ({
  queryKey: ['mccGroups', 'Standard'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<MccGroup[]> =>
    http.get(callUrls.standardMccGroups(), { schema: MccGroupsResponse, signal }).then((a) => a.data),
});

/** POST /v1/spendcontrols/consumer/control: enrols the card in one type. */
export const enrol = (body: { accountEntityId: number; spendControlAlertTypeId: number; contactIds: number[]; controlAttributes: ControlAttributes; encryptedCardNumber: string | null }) =>
  http.post('/api/v1/spendcontrols/consumer/control', body, { schema: ControlResponse }).then((a) => a.data);

/** PUT /v1/spendcontrols/control/{id}: new thresholds or contacts. */
export const changeControl = (controlId: number, body: { contactIds: number[]; controlAttributes: ControlAttributes }) =>
  http.put(`/api/v1/spendcontrols/control/${controlId}`, body, { schema: ControlResponse }).then((a) => a.data);

/** DELETE /v1/spendcontrols/control/{id}: unenrols. */
export const unenrol = (controlId: number) => http.delete(`/api/v1/spendcontrols/control/${controlId}`, { schema: SuccessResponse });
