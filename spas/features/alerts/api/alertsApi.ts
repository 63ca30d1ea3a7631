import {
  controlHistoryCall,
  createConsumerControlCall,
  deleteControlCall,
  updateControlCall,
  type ControlHistoryResponse as History,
} from '../../../../shared/contract/spendControls.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { consumerKeys } from '../../../api/consumerControls.js';

export type ControlAttributes = Record<string, string | number | boolean>;

/** GET /v1/spendcontrols/history/consumer/{accountEntityId}: enrollments and the notifications they sent. */
export const controlHistoryQuery = (accountEntityId: number) => ({
  queryKey: consumerKeys.history(accountEntityId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<History['data']> =>
    callPlatform(controlHistoryCall, { params: { id: accountEntityId }, signal }).then((a) => a.data),
});

export const enrol = (body: {
  accountEntityId: number;
  spendControlAlertTypeId: number;
  contactIds: number[];
  controlAttributes: ControlAttributes;
  encryptedCardNumber: string | null;
}) => callPlatform(createConsumerControlCall, { body }).then((a) => a.data);

/** PUT /v1/spendcontrols/control/{id}: new thresholds or contacts. */
export const changeControl = (controlId: number, body: { contactIds: number[]; controlAttributes: ControlAttributes }) =>
  callPlatform(updateControlCall, { params: { id: controlId }, body }).then((a) => a.data);

/** DELETE /v1/spendcontrols/control/{id}: unenrols. */
export const unenrol = (controlId: number) => callPlatform(deleteControlCall, { params: { id: controlId } });
