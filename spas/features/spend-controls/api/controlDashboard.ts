import { controlSummaryCall } from '../../../../shared/contract/spendControls.js';
import { companyControlsRecipe, summaryPiece } from '../../../../shared/session/compose/companyRecipes.js';
import { fetchComposed, seedPiece } from '../../../../shared/session/compose/fetchComposed.js';
import type { QueryClient } from '../../../lib/data-deps.js';
import { controlSummaryQuery } from './controlSummary.js';
import { spendKeys } from './keys.js';

/**
 * GET /v1/spendcontrols/control/company/{id}/dashboard: totals and counts per type, composed by the gateway with each
 * type's summary (`GET /bff/company-controls`). Each summary goes into the cache under its own query's key, so the types
 * table renders once with every summary; a refused piece is left for that query's own call (docs/requirements.md#spec-8-errors: a failure is that
 * type's alone).
 */
export const controlDashboardQuery = (companyId: string) => ({
  queryKey: [...spendKeys.company(companyId), 'dashboard'] as const,
  queryFn: async ({ signal, client }: { signal: AbortSignal; client: QueryClient }) => {
    const composed = await fetchComposed(companyControlsRecipe, { companyId }, signal);
    const dashboard = composed.first.data;
    for (const { spendControlAlertTypeId: typeId } of dashboard.byType) {
      seedPiece(client, composed, summaryPiece(typeId), controlSummaryCall, controlSummaryQuery(companyId, typeId).queryKey, (a) => a.data);
    }
    return dashboard;
  },
});
