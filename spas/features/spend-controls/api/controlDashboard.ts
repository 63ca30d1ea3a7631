import { ControlDashboardResponse } from '../../../../shared/contract/spendControls.js';
import { http } from '../../../../shared/session/http.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { spendKeys } from './keys.js';

/** GET /v1/spendcontrols/control/company/{id}/dashboard: totals and counts per type. */
export const controlDashboardQuery = (companyId: string) => ({
  queryKey: [...spendKeys.company(companyId), 'dashboard'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    http.get(callUrls.controlDashboard(companyId), { schema: ControlDashboardResponse, signal }).then((a) => a.data),
});
