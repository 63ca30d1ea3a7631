import { ControlsResponse, type Control } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { spendKeys } from './keys.js';

/** GET /v1/spendcontrols/control/company/{id}: every alert and control of the company, company-wide and per account. */
export const companyControlsQuery = (companyId: string) => ({
  queryKey: [...spendKeys.company(companyId), 'list'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<Control[]> =>
    http.get(callUrls.companyControls(companyId), { schema: ControlsResponse, signal }).then((a) => a.data),
});
