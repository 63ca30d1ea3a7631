import * as z from 'zod/mini';
import * as K from '../../../shared/contract/cards.js';
import { CURRENT_CYCLE, HOME_RECENT_COUNT } from '../../../shared/contract/cards.js';
import type { ExpenseReportEnabledResponse } from '../../../shared/contract/company.js';
import type { ExpenseTransactionsResponse } from '../../../shared/contract/expenseReports.js';
import type { RewardDescriptionResponse } from '../../../shared/contract/rewards.js';
import { isAdmin } from '../auth/access.js';
import type { SandboxApp } from '../app.js';
import type { Session } from '../auth/sessions.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { CardInViewQuery, dashboardInView, handlerOf, noCardYet, pieceOf, withCardHeader } from './combined.js';

const HomeQuery = z.extend(CardInViewQuery, {
  size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
});

/**
 * GET /api/v1/cards/cardholder/home (issue 21: the home in one round): the dashboard of the card in view and the
 * calls that need its answer — the reward description and newest transactions of its card, and where its company has
 * expense reporting, the company's enablement and (for a cardholder, reporting on and acknowledged) their posted
 * purchases on no report — each answered by that call's own handler with the same rules, so the combined answer can
 * never say more than the calls on their own would.
 */
export function cardholderHomeRoutes(app: SandboxApp, calls: readonly RouteDef<Session>[]): RouteDef<Session>[] {
  const dashboard = handlerOf(calls, '/api/v1/cards/cardholder/dashboard');
  const transactions = handlerOf(calls, '/api/v1/cards/encrypted/:card/transactions');
  const rewardDescription = handlerOf(calls, '/api/v1/rewards/rewarddescription');
  const expenseEnabled = handlerOf(calls, '/api/company/expensereport/:id/enabled');
  const expensePurchases = handlerOf(calls, '/api/v1/expensereport/transactions');

  /** The home's expense panel (its own two calls), when the card's company has expense reporting; else not asked. */
  const expensePieces = async (ctx: RouteContext<Session>, d: K.CardholderDashboard) => {
    if (!d.expenseReportingEnabled) return {};
    const enabled = await pieceOf(async () => ((await expenseEnabled({ ...ctx, params: { id: String(d.companyId) }, query: new URLSearchParams() })) as ExpenseReportEnabledResponse).data);
    const on = 'data' in enabled && enabled.data.expenseReportingEnabled && enabled.data.activationAcknowledgement;
    if (!on || isAdmin(app.userOf(ctx.session))) return { expenseReportEnabled: enabled };
    const purchases = await pieceOf(async () => ((await expensePurchases({ ...ctx, query: new URLSearchParams() })) as ExpenseTransactionsResponse).data);
    return { expenseReportEnabled: enabled, expensePurchases: purchases };
  };

  return [
    {
      method: 'GET', pattern: '/api/v1/cards/cardholder/home', access: 'session',
      handle: async (ctx: RouteContext<Session>): Promise<K.CardholderHomeResponse> => {
        const q = validate(HomeQuery, queryObject(ctx.query), 'cardholder home query');
        const { dashboard: d, ref } = await dashboardInView(dashboard, ctx, q.cardNumber);
        if (!ref) {
          const none = noCardYet();
          return { data: { dashboard: d, rewardDescription: none, recentTransactions: none, ...(await expensePieces(ctx, d)) } };
        }
        const page = new URLSearchParams({ cycle: CURRENT_CYCLE, page: '0', size: String(q.size ?? HOME_RECENT_COUNT) });
        return {
          data: {
            dashboard: d,
            rewardDescription: await pieceOf(async () => ((await rewardDescription(withCardHeader(ctx, ref))) as RewardDescriptionResponse).data),
            recentTransactions: await pieceOf(async () => (await transactions({ ...ctx, params: { card: ref }, query: page })) as K.TransactionsResponse),
            ...(await expensePieces(ctx, d)),
          },
        };
      },
    },
  ];
}
