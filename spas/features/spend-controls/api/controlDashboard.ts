import { ControlOverviewResponse } from '../../../../shared/contract/spendControls.js';
import { callUrls } from '../../../../shared/session/callUrls.js';
import { http } from '../../../../shared/session/http.js';
import { seedPiece } from '../../../../shared/session/queryClient.js';
import type { QueryClient } from '../../../lib/data-deps.js';
import { controlSummaryQuery } from './controlSummary.js';
import { spendKeys } from './keys.js';

/**
 * GET /v1/spendcontrols/control/company/{id}/overview: totals and counts per type, with each type's summary in the same
 * round (issue 21). Each summary goes into the cache under its own query's key, so the types table renders once with
 * every summary; a refused piece is left for that query's own call (spec §8: a failure is that type's alone).
 */
export const controlDashboardQuery = (companyId: string) => ({
  queryKey: [...spendKeys.company(companyId), 'dashboard'] as const,
  queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }) => {
    const { data } = await http.get(callUrls.controlOverview(companyId), { schema: ControlOverviewResponse, signal });
    for (const { spendControlAlertTypeId, summary } of data.summaries) seedPiece(client, controlSummaryQuery(companyId, spendControlAlertTypeId).queryKey, summary);
    return data.dashboard;
  },
});
