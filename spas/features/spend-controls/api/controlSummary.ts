import { controlSummaryCall } from '../../../../shared/contract/spendControls.js';
import { callPlatform } from '../../../../shared/session/http.js';
import { spendKeys } from './keys.js';

/** GET /v1/spendcontrols/control/{typeId}/company/{id}/summary: one type's controls across the company (docs/requirements.md#spec-8-errors: a failure is that type's alone). */
export const controlSummaryQuery = (companyId: string, typeId: number) => ({
  queryKey: [...spendKeys.company(companyId), 'summary', typeId] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callPlatform(controlSummaryCall, { params: { typeId, companyId }, signal }).then((a) => a.data),
});
