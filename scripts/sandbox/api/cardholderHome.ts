import * as z from 'zod/mini';
import * as K from '../../../shared/contract/cards.js';
import { CURRENT_CYCLE, HOME_RECENT_COUNT } from '../../../shared/contract/cards.js';
import type { RewardDescriptionResponse } from '../../../shared/contract/rewards.js';
import type { SandboxApp } from '../app.js';
import type { Session } from '../auth/sessions.js';
import { HttpError, notFound } from '../server/httpError.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';
import { cardRoutes } from './cards.js';
import { rewardRoutes } from './rewards.js';

const HomeQuery = z.object({
  cardNumber: z.optional(z.string().check(z.minLength(1))),
  size: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(50))),
});

type Piece<T> = { data: T } | { error: ReturnType<HttpError['body']> };

/** A piece answered as its own call would answer it: its data, or its refusal's body (anything else is a fault of the whole call). */
async function pieceOf<T>(answer: () => T | Promise<T>): Promise<Piece<T>> {
  try {
    return { data: await answer() };
  } catch (err) {
    if (err instanceof HttpError) return { error: err.body() };
    throw err;
  }
}

/**
 * GET /api/v1/cards/cardholder/home (issue 21: the home in one round): the dashboard of the card in view and the two
 * calls that need its card reference, each answered by that call's own handler with the same rules, so the
 * combined answer can never say more than the three calls would.
 */
export function cardholderHomeRoutes(app: SandboxApp): RouteDef<Session>[] {
  const handlerOf = (routes: RouteDef<Session>[], pattern: string) => {
    const def = routes.find((r) => r.method === 'GET' && r.pattern === pattern);
    if (!def) throw new Error(`the sandbox has no GET ${pattern}`);
    return def.handle;
  };
  const cards = cardRoutes(app);
  const dashboard = handlerOf(cards, '/api/v1/cards/cardholder/dashboard');
  const transactions = handlerOf(cards, '/api/v1/cards/encrypted/:card/transactions');
  const rewardDescription = handlerOf(rewardRoutes(app), '/api/v1/rewards/rewarddescription');

  return [
    {
      method: 'GET', pattern: '/api/v1/cards/cardholder/home', access: 'session',
      handle: async (ctx: RouteContext<Session>): Promise<K.CardholderHomeResponse> => {
        const q = validate(HomeQuery, queryObject(ctx.query), 'cardholder home query');
        const asked = new URLSearchParams(q.cardNumber ? { cardNumber: q.cardNumber } : {});
        const d = (await dashboard({ ...ctx, query: asked })) as K.CardholderDashboardResponse;
        const ref = d.data.accountEntitySummary.cardNumber;
        if (!ref) {
          const none = { error: notFound('That account has no card yet.').body() };
          return { data: { dashboard: d.data, rewardDescription: none, recentTransactions: none } };
        }
        const headers = { ...ctx.req.headers, cardnumber: ref };
        const rewardsReq = Object.assign(Object.create(ctx.req) as typeof ctx.req, { headers });
        const page = new URLSearchParams({ cycle: CURRENT_CYCLE, page: '0', size: String(q.size ?? HOME_RECENT_COUNT) });
        return {
          data: {
            dashboard: d.data,
            rewardDescription: await pieceOf(async () => ((await rewardDescription({ ...ctx, req: rewardsReq, query: new URLSearchParams() })) as RewardDescriptionResponse).data),
            recentTransactions: await pieceOf(async () => (await transactions({ ...ctx, params: { card: ref }, query: page })) as K.TransactionsResponse),
          },
        };
      },
    },
  ];
}
