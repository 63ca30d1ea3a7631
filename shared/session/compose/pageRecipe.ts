import * as z from 'zod/mini';
import { hasFault } from '../../contract/common.js';
import { queryString, type PlatformCall, type QueryInput } from '../../contract/platformCall.js';

/**
 * A page's data composed next to the platform (the gateway's compose step, `GET /bff/<recipe>?…`): the page's first
 * call, then the calls that need its answer, all made by the gateway with the browser's session and answered to the
 * browser in one round. One definition per page, used by the gateway (which calls to make), the first round (the URL
 * the shell starts) and the page (which cache key each piece answers).
 */

/** Where the gateway answers composed pages: a path of its own, not under `/api` (never forwarded to the platform). */
export const COMPOSE_BASE = '/bff';

/** One platform call of a recipe: its definition, its URL under `/api` (`callUrl`) and the headers it takes. */
export interface RecipeCall {
  readonly call: PlatformCall;
  readonly url: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface PageRecipe<In, First> {
  /** The path segment after `/bff/`. */
  readonly name: string;
  /** The recipe's input from the composed URL's query; null when the query is not one (the gateway answers 400). */
  readonly read: (query: URLSearchParams) => In | null;
  /** The composed URL's query for an input: `read`'s inverse. */
  readonly write: (input: In) => QueryInput;
  /** The first call: its answer decides the others. */
  readonly first: (input: In) => RecipeCall & { readonly call: PlatformCall<First> };
  /** The calls that need the first call's answer, by piece name, made together. */
  readonly pieces: (first: First, input: In) => Readonly<Record<string, RecipeCall>>;
}

/** A recipe with its types put away, for the gateway, which reads only JSON. */
export interface RecipePlan {
  readonly first: RecipeCall;
  /** The pieces for the first call's answer; null when that answer is not of the first call's shape. */
  pieces(firstBody: unknown): Readonly<Record<string, RecipeCall>> | null;
}

/** The plan of a recipe for a composed URL's query; null when the query is not an input of it. */
export function planOf<In, First>(recipe: PageRecipe<In, First>, query: URLSearchParams): RecipePlan | null {
  const input = recipe.read(query);
  if (input === null) return null;
  const first = recipe.first(input);
  return {
    first,
    pieces(body) {
      if (hasFault(body)) return null;
      const parsed = z.safeParse(first.call.answer, body);
      return parsed.success ? recipe.pieces(parsed.data, input) : null;
    },
  };
}

/** The browser's URL of a composed page. */
export const composedUrl = <In, First>(recipe: PageRecipe<In, First>, input: In): string =>
  `${COMPOSE_BASE}/${recipe.name}${queryString(recipe.write(input))}`;

/** One piece as the platform answered it: its status and body (JSON, else the text). */
export interface PieceAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The composed answer: the first call's body and each piece's status and body, exactly as the platform answered them.
 * A piece the platform lacks (404, 501) or refused costs only that piece.
 */
export interface ComposedAnswer {
  readonly first: unknown;
  readonly pieces: Readonly<Record<string, PieceAnswer>>;
}

export const ComposedAnswerSchema: z.ZodMiniType<ComposedAnswer> = z.object({
  first: z.unknown(),
  pieces: z.record(z.string(), z.object({ status: z.number(), body: z.unknown() })),
}) as z.ZodMiniType<ComposedAnswer>;

/** A piece's answer when the platform gave it (2xx, no fault) in its call's shape; undefined otherwise. */
export function pieceData<A>(answer: ComposedAnswer, name: string, call: PlatformCall<A>): A | undefined {
  const piece = answer.pieces[name];
  if (!piece || piece.status < 200 || piece.status > 299 || hasFault(piece.body)) return undefined;
  const parsed = z.safeParse(call.answer, piece.body);
  return parsed.success ? parsed.data : undefined;
}
