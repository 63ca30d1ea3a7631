import type { QueryClient } from '@tanstack/query-core';
import * as z from 'zod/mini';
import type { PlatformCall } from '../../contract/platformCall.js';
import { http } from '../http.js';
import { HttpError } from '../httpError.js';
import { ComposedAnswerSchema, composedUrl, pieceData, type ComposedAnswer, type PageRecipe } from './pageRecipe.js';

/** A composed page's answer in the browser: the first call's answer, parsed, and the pieces as the platform gave them. */
export interface Composed<First> {
  readonly first: First;
  readonly answer: ComposedAnswer;
}

/**
 * Asks the gateway for a composed page (`GET /bff/<recipe>`; the shell's first round may have started it already, and
 * the client adopts it). The first call's failure is this call's (the gateway answers its status and body); an answer
 * of another shape fails as a schema error.
 */
export async function fetchComposed<In, First>(recipe: PageRecipe<In, First>, input: In, signal: AbortSignal): Promise<Composed<First>> {
  const url = composedUrl(recipe, input);
  const answer = await http.get(url, { schema: ComposedAnswerSchema, signal });
  const parsed = z.safeParse(recipe.first(input).call.answer, answer.first);
  if (!parsed.success) throw new HttpError(200, 'schema', answer.first, `GET ${url} answered an unexpected shape`);
  return { first: parsed.data, answer };
}

/**
 * Puts a piece the platform answered into the cache under its own call's query key, where that query finds it. A piece
 * refused or missing is left for that query's own call, which shows why with Try again (or that the service is not
 * offered, for a portal-defined call the platform lacks).
 */
export function seedPiece<A, T>(
  client: QueryClient,
  composed: Composed<unknown>,
  name: string,
  call: PlatformCall<A>,
  queryKey: readonly unknown[],
  pick: (answer: A) => T,
): void {
  const data = pieceData(composed.answer, name, call);
  if (data !== undefined) client.setQueryData(queryKey, pick(data));
}
