import * as z from 'zod/mini';
import type { CardholderDashboard, CardholderDashboardResponse } from '../../../shared/contract/cards.js';
import type { Session } from '../auth/sessions.js';
import { HttpError, notFound } from '../server/httpError.js';
import type { RouteContext, RouteDef } from '../server/router.js';
import { queryObject, validate } from '../server/validate.js';

/**
 * What the combined calls (issue 21: a page's first calls in one round) are made of: each piece answered by that call's
 * own handler, with the same rules, so a combined answer can never say more than the calls on their own would.
 */

export type Piece<T> = { data: T } | { error: ReturnType<HttpError['body']> };

/** A piece answered as its own call would answer it: its data, or its refusal's body (anything else is a fault of the whole call). */
export async function pieceOf<T>(answer: () => T | Promise<T>): Promise<Piece<T>> {
  try {
    return { data: await answer() };
  } catch (err) {
    if (err instanceof HttpError) return { error: err.body() };
    throw err;
  }
}

/** The handler of one of the sandbox's own GET calls, from the list it serves (routes.ts). */
export function handlerOf(routes: readonly RouteDef<Session>[], pattern: string): RouteDef<Session>['handle'] {
  const def = routes.find((r) => r.method === 'GET' && r.pattern === pattern);
  if (!def) throw new Error(`the sandbox has no GET ${pattern}`);
  return def.handle;
}

/** The card in view, as the dashboard call takes it (cardholders may omit it). */
export const CardInViewQuery = z.object({ cardNumber: z.optional(z.string().check(z.minLength(1))) });

/**
 * The dashboard of the card in view, answered by the dashboard call's own handler (its refusal fails the combined
 * call), and that card's reference (null when the account has no card yet).
 */
export async function dashboardInView(
  dashboard: RouteDef<Session>['handle'],
  ctx: RouteContext<Session>,
  cardNumber: string | undefined,
): Promise<{ dashboard: CardholderDashboard; ref: string | null }> {
  const d = (await dashboard({ ...ctx, query: new URLSearchParams(cardNumber ? { cardNumber } : {}) })) as CardholderDashboardResponse;
  return { dashboard: d.data, ref: d.data.accountEntitySummary.cardNumber };
}

/** The refusal a piece that needs the card gets when the account has no card yet. */
export const noCardYet = (): Piece<never> => ({ error: notFound('That account has no card yet.').body() });

/**
 * The context of a rewards call about card `ref`: those calls take the card in their `cardNumber` header (spec §7),
 * not in the path or query.
 */
export function withCardHeader(ctx: RouteContext<Session>, ref: string): RouteContext<Session> {
  const req = Object.assign(Object.create(ctx.req) as typeof ctx.req, { headers: { ...ctx.req.headers, cardnumber: ref } });
  return { ...ctx, req, query: new URLSearchParams() };
}

/** One call's piece as that call answers it, asked through its handler with these path parameters and query. */
export function pieceFrom<T>(
  handle: RouteDef<Session>['handle'],
  ctx: RouteContext<Session>,
  { params = {}, query = {} }: { params?: Record<string, string>; query?: Record<string, string> } = {},
): Promise<Piece<T>> {
  return pieceOf(async () => ((await handle({ ...ctx, params, query: new URLSearchParams(query) })) as { data: T }).data);
}

/**
 * A combined GET about the card in view (`?cardNumber`, which cardholders may omit): the dashboard, answered by the
 * dashboard call's own handler (its refusal fails the call), with the pieces `pieces` asks for from its answer.
 */
export function cardInViewCall<R extends { data: { dashboard: CardholderDashboard } }>(
  calls: readonly RouteDef<Session>[],
  pattern: string,
  what: string,
  pieces: (ctx: RouteContext<Session>, dashboard: CardholderDashboard, ref: string | null) => Promise<Omit<R['data'], 'dashboard'>>,
): RouteDef<Session> {
  const dashboard = handlerOf(calls, '/api/v1/cards/cardholder/dashboard');
  return {
    method: 'GET', pattern, access: 'session',
    handle: async (ctx: RouteContext<Session>): Promise<R> => {
      const q = validate(CardInViewQuery, queryObject(ctx.query), what);
      const { dashboard: d, ref } = await dashboardInView(dashboard, ctx, q.cardNumber);
      return { data: { dashboard: d, ...(await pieces(ctx, d, ref)) } } as R;
    },
  };
}
