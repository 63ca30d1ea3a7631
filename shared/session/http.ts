import * as z from 'zod/mini';
import { XSRF_HEADER } from '../contract/authentication.js';
import { hasFault } from '../contract/common.js';
import { callUrl, type CallKind, type PathParams, type PlatformCall, type QueryInput } from '../contract/platformCall.js';
import { FIRST_ROUND_ACCEPT, FIRST_ROUND_GLOBAL } from './earlyCalls.js';
import { HttpError } from './httpError.js';
import { noteCallFailure } from './missingCalls.js';
import { timeouts, xsrfToken } from './store.js';

/**
 * The one HTTP client every area uses (docs/requirements.md#spec-7-calls "The calls it makes", docs/requirements.md#spec-8-errors and #spec-9-constants):
 * - credentials with every call except to the client asset area (`/cdn`);
 * - the anti-forgery header from the stored token on state-changing methods;
 * - JSON in and out; answers parsed with a zod/mini schema when one is given;
 * - non-2xx → `HttpError` carrying the platform's error body; an answer with a `fault` field (CSSFAULT)
 *   is a failure too, and its data is never handed out;
 * - a deadline per call: the platform's `timeouts` entry whose fragment the URL contains, else 30 s.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  body?: unknown;
  schema?: z.ZodMiniType<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the deadline from the platform's time-out map. */
  timeoutMs?: number;
  /**
   * The call outlives the page: the browser still sends it (and the platform still acts on it) when the page
   * navigates away meanwhile. For a call nobody waits on while the page leaves (fetch's `keepalive`; small bodies only).
   */
  keepalive?: boolean;
  /**
   * The call this request makes (`callPlatform` passes it): a failure carries it (`HttpError.call`) and, when it says
   * the platform lacks a portal-defined call, is noted in `missingCalls`.
   */
  call?: CallKind & Pick<PlatformCall, 'id'>;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
const STATE_CHANGING = new Set<Method>(['POST', 'PUT', 'PATCH', 'DELETE']);
const ASSET_BASE = '/cdn';

/** Deadline for a URL (docs/requirements.md#spec-9-constants): the longest matching time-outs entry, else the default. */
export function timeoutFor(url: string, map: Record<string, number> = timeouts.peek()): number {
  let best: { key: string; ms: number } | undefined;
  for (const [key, ms] of Object.entries(map)) {
    if (key && url.includes(key) && (!best || key.length > best.key.length)) best = { key, ms };
  }
  return best?.ms ?? DEFAULT_TIMEOUT_MS;
}

const isAssetUrl = (url: string): boolean => url === ASSET_BASE || url.startsWith(`${ASSET_BASE}/`);

/** The stored token, or the platform's readable XSRF cookie before the store has one. */
export function currentXsrfToken(): string | null {
  const stored = xsrfToken.peek();
  if (stored) return stored;
  const cookie = globalThis.document?.cookie ?? '';
  const m = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(cookie);
  return m?.[1] ? decodeURIComponent(m[1]) : null;
}

/** AbortSignal.any where it exists (Safari 17.4+), else the same thing by hand. */
function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  const controller = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) controller.abort(s.reason);
    else s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  }
  return controller.signal;
}

/**
 * A call the shell's starter began for this URL (shared/session/firstRound.ts), taken once: only for a GET that
 * sends nothing beyond what the starter sent (credentials and Accept), so the answer is the one this call would get.
 */
function takeFirstRound(method: Method, url: string, options: RequestOptions<unknown>): Promise<Response> | null {
  if (method !== 'GET' || (options.headers && Object.keys(options.headers).length) || isAssetUrl(url)) return null;
  const started = (globalThis as { [FIRST_ROUND_GLOBAL]?: Record<string, Promise<Response> | undefined> })[FIRST_ROUND_GLOBAL];
  const call = started?.[url];
  if (!call) return null;
  delete started[url];
  return call;
}

/** Settles with `call`, or fails as `fetch` would when `signal` aborts first. */
function untilAborted<T>(call: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<T = unknown>(method: Method, url: string, options: RequestOptions<T> = {}): Promise<T> {
  const { call } = options;
  if (!call) return send(method, url, options);
  try {
    return await send(method, url, options);
  } catch (err) {
    if (err instanceof HttpError) {
      err.call ??= call;
      noteCallFailure(call, err);
    }
    throw err;
  }
}

async function send<T>(method: Method, url: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: FIRST_ROUND_ACCEPT, ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (STATE_CHANGING.has(method)) {
    const token = currentXsrfToken();
    if (token) headers[XSRF_HEADER] = token;
  }
  const deadline = options.timeoutMs ?? timeoutFor(url);
  const timer = AbortSignal.timeout(deadline);
  const signal = options.signal ? anySignal(options.signal, timer) : timer;

  const ask = () =>
    fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: isAssetUrl(url) ? 'omit' : 'include',
      signal,
      ...(options.keepalive ? { keepalive: true } : null),
    });
  const early = takeFirstRound(method, url, options);
  let res: Response;
  try {
    // An early call that could not reach the server is asked again: the page's own attempt decides.
    res = await (early ? untilAborted(early.catch(ask), signal) : ask());
  } catch (err) {
    if (timer.aborted) throw new HttpError(504, 'timeout', null, `${method} ${url} took longer than ${deadline} ms`);
    if (options.signal?.aborted) throw err;
    throw new HttpError(0, 'network', null, `${method} ${url} could not reach the server`);
  }
  const body = await readBody(res);
  if (!res.ok) throw new HttpError(res.status, 'status', body, `${method} ${url} answered ${res.status}`);
  if (hasFault(body)) throw new HttpError(res.status, 'fault', body, `${method} ${url} answered with a fault`);
  if (!options.schema) return body as T;
  const parsed = z.safeParse(options.schema, body);
  if (!parsed.success) throw new HttpError(res.status, 'schema', body, `${method} ${url} answered an unexpected shape`);
  return parsed.data;
}

export const http = {
  get: <T = unknown>(url: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', url, options),
  post: <T = unknown>(url: string, body: unknown, options?: RequestOptions<T>) => request<T>('POST', url, { ...options, body }),
  put: <T = unknown>(url: string, body: unknown, options?: RequestOptions<T>) => request<T>('PUT', url, { ...options, body }),
  patch: <T = unknown>(url: string, body: unknown, options?: RequestOptions<T>) => request<T>('PATCH', url, { ...options, body }),
  delete: <T = unknown>(url: string, options?: RequestOptions<T>) => request<T>('DELETE', url, options),
};

/** What a call to the platform sends besides its definition: its path's values, query, body and headers. */
export type CallInput<P extends string> = Omit<RequestOptions<unknown>, 'schema' | 'body'> & {
  query?: QueryInput;
  body?: unknown;
} & ([PathParams<P>] extends [never] ? { params?: undefined } : { params: Readonly<Record<PathParams<P>, string | number>> });

/** Makes a platform call from its definition (shared/contract/platformCall.ts): its method, URL and answer schema. */
export function callPlatform<A, B, P extends string>(call: PlatformCall<A, B, P>, input: CallInput<P>): Promise<A> {
  const { params, query, ...options } = input;
  return request<A>(call.method, callUrl(call, (params ?? {}) as Readonly<Record<PathParams<P>, string | number>>, query), {
    ...options,
    schema: call.answer,
    call,
  });
}
