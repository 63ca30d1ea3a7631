import type * as z from 'zod/mini';

/**
 * One definition per platform call: its method, path, query, headers, request and answer schemas, and where it comes
 * from. The screens build their requests from it (`callPlatform` in session/http.ts), the first round and the session
 * facts build their URLs from it (`callUrl`), the sandbox serves it (scripts/sandbox: `serve`), and the published
 * contract `docs/platform-api.yaml` is generated from the list of them (`platformCalls.ts`, `npm run contract`).
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `spec-7`: a call the product specification lists, which every card platform offers. `portal`: a call the portal
 * designed where the specification names a feature without its call; a platform implements it from the published
 * contract, or the portal loses only the piece that needs it.
 */
export type CallSource = 'spec-7' | 'portal';

/** The names of a path's `{param}` placeholders. */
export type PathParams<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParams<Rest> : never;

export interface PlatformCall<Answer = unknown, Body = unknown, Path extends string = string> {
  /** Stable and unique, `<area>.<operation>`: the contract's operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Under the API base `/api`, with `{name}` placeholders: `/v1/cards/encrypted/{card}/transactions`. */
  readonly path: Path;
  readonly source: CallSource;
  /** What the call does, in one line (the contract's summary). */
  readonly summary: string;
  /** For a portal-defined call: why the portal needs it, in one line. */
  readonly reason?: string;
  /** `public`: answered without a session (login, public account flows); `session`: needs a signed-in user. */
  readonly access: 'public' | 'session';
  /** The query parameters it takes (string values on the wire). */
  readonly query?: z.ZodMiniType;
  /** The request headers it takes beyond the session's (e.g. the rewards calls' `cardNumber`). */
  readonly headers?: z.ZodMiniType;
  readonly body?: z.ZodMiniType<Body>;
  /** Not JSON: the request body's media type (a file sent as it is: `application/octet-stream`). */
  readonly bodyType?: string;
  /** The answer of a success (2xx). */
  readonly answer: z.ZodMiniType<Answer>;
  /** The status of a success when it is not 200 (201: something was created). */
  readonly status?: 201;
  /** Not JSON: the answer's media type (`text/csv`, `application/pdf`, `image/*`). */
  readonly answerType?: string;
  /** A repeat with the same `Idempotency-Key` answers the first call's answer and changes nothing again. */
  readonly idempotent?: boolean;
  /**
   * The path names a record the user picked from a list (a report, a receipt, a payment, an offer, a vendor), which
   * can be gone by the time it is asked (removed in another tab, a stale link): a 404 says that record is not there,
   * never that the platform lacks the call (only 405 or 501 do).
   */
  readonly recordInPath?: true;
}

/** What of a call's definition tells whether a failure means the platform lacks it (session/missingCalls.ts). */
export type CallKind = Pick<PlatformCall, 'source' | 'recordInPath'>;

/**
 * Declares a call. A portal-defined call must say why it exists; a path's placeholders are typed, so `callUrl` asks
 * for exactly those.
 */
export function defineCall<const Path extends string, Answer, Body = never>(
  call: PlatformCall<Answer, Body, Path> & ({ source: 'spec-7' } | { source: 'portal'; reason: string }),
): PlatformCall<Answer, Body, Path> {
  DEFINED.add(call);
  return call;
}

/** Definitions made by `defineCall` (a module's other exports, lazy schemas among them, are never touched to tell). */
const DEFINED = new WeakSet<object>();
export const isPlatformCall = (value: unknown): value is PlatformCall => typeof value === 'object' && value !== null && DEFINED.has(value);

export type QueryValue = string | number | boolean | null | undefined;
/** A query as a string already built (its order is the caller's), or as values in the order to send them (empty ones left out). */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, QueryValue | readonly (string | number)[]>>;

/** `?a=1&b=2` from a query input ('' when empty). Arrays are sent comma-joined, as the platform reads lists. */
export function queryString(query: QueryInput | undefined): string {
  if (query === undefined) return '';
  if (typeof query === 'string') return query === '' ? '' : query.startsWith('?') ? query : `?${query}`;
  const p = query instanceof URLSearchParams ? query : new URLSearchParams();
  if (!(query instanceof URLSearchParams)) {
    for (const [k, v] of Object.entries(query)) {
      if (v === undefined || v === null || v === '') continue;
      p.set(k, Array.isArray(v) ? v.join(',') : String(v));
    }
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

export type ParamsOf<C> = C extends PlatformCall<unknown, unknown, infer P> ? Readonly<Record<PathParams<P>, string | number>> : never;

/** The browser-side URL of a call: `/api` + its path with each placeholder filled (encoded) + the query. */
export function callUrl<P extends string>(
  call: PlatformCall<unknown, unknown, P>,
  params: Readonly<Record<PathParams<P>, string | number>>,
  query?: QueryInput,
): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = (params as Record<string, string | number | undefined>)[name];
    if (value === undefined) throw new Error(`${call.id}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
  return `/api${path}${queryString(query)}`;
}

/** The call's path as a router pattern under `/api` (`{card}` → `:card`). */
export const routePatternOf = (call: PlatformCall): string => `/api${call.path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * The call a request names, by its method and path (under `/api`, without the query): each `{param}` matches one
 * non-empty segment, a trailing slash is the same path, literal segments beat placeholders (`…/payments/download`
 * before `…/payments/{paymentId}`), as the platform routes them.
 */
export function findCall<C extends PlatformCall>(calls: readonly C[], method: string, path: string): C | undefined {
  const segments = segmentsOf(path);
  let best: { call: C; literals: number } | undefined;
  for (const call of calls) {
    if (call.method !== method) continue;
    const pattern = segmentsOf(`/api${call.path}`);
    if (pattern.length !== segments.length) continue;
    let literals = 0;
    const fits = pattern.every((p, i) => {
      const isParam = /^\{\w+\}$/.test(p);
      if (!isParam) literals += 1;
      return isParam ? segments[i] !== '' : p === segments[i];
    });
    if (fits && (!best || literals > best.literals)) best = { call, literals };
  }
  return best?.call;
}

const segmentsOf = (path: string): string[] => path.replace(/\/+$/, '').split('/').slice(1);
