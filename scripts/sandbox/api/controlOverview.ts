import type { ControlDashboardResponse, ControlOverviewResponse, ControlSummaryResponse } from '../../../shared/contract/spendControls.js';
import type { Session } from '../auth/sessions.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { handlerOf, pieceFrom } from './combined.js';

/**
 * GET /api/v1/spendcontrols/control/company/:id/overview (issue 21: the admin's alerts and controls overview in one
 * round): the dashboard and the summary of each type it lists — each answered by that call's own handler (combined.ts).
 */
export function controlOverviewRoutes(calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const dashboard = handlerOf(calls, '/api/v1/spendcontrols/control/company/:id/dashboard');
  const summary = handlerOf(calls, '/api/v1/spendcontrols/control/:typeId/company/:id/summary');
  return [
    {
      method: 'GET', pattern: '/api/v1/spendcontrols/control/company/:id/overview', access: 'session',
      handle: async (ctx: RouteContext<Session>): Promise<ControlOverviewResponse> => {
        const d = ((await dashboard({ ...ctx, query: new URLSearchParams() })) as ControlDashboardResponse).data;
        const summaries = [];
        for (const { spendControlAlertTypeId } of d.byType) {
          const params = { typeId: String(spendControlAlertTypeId), id: ctx.params.id ?? '' };
          summaries.push({ spendControlAlertTypeId, summary: await pieceFrom<ControlSummaryResponse['data']>(summary, ctx, { params }) });
        }
        return { data: { dashboard: d, summaries } };
      },
    },
  ];
}
