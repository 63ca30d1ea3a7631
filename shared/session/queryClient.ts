import { QueryClient, type QueryObserverResult } from '@tanstack/query-core';
import type { HttpError } from './httpError.js';

declare module '@tanstack/query-core' {
  /** Every failed call is an HttpError (shared/session/http.ts turns network failures and time-outs into one too). */
  interface Register {
    defaultError: HttpError;
  }
}

/**
 * The one cache of server data for every area (TanStack Query's framework-free core): the session-wide facts
 * (shared/session/facts) and every screen's own calls (spas/features/<feature>/api) live here, so a write that
 * invalidates a key refreshes the chrome and the page alike.
 *
 * - No retries of its own: the gateway already retries what is safe to retry (docs/requirements.md#design-5-policies), and retrying a
 *   refused call here would only repeat its refusal.
 * - Answers stay fresh for 30 s (moving between pages does not ask again), are kept 5 minutes once unused,
 *   and are not refetched on window focus (the idle session owns focus handling).
 * - A call whose screen is left is aborted: every query function passes its `signal` to `http`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false, refetchOnReconnect: false },
    mutations: { retry: false },
  },
});

/**
 * One piece of server data as a screen or the chrome sees it (the docs/requirements.md#spec-8-errors separate error flags: each call is its
 * own piece). The one load-state shape of the portal: TanStack Query's result, trimmed to what pages read.
 * - `status` 'pending' with `fetchStatus` 'fetching': loading; with 'idle': not asked for (not needed);
 * - 'error': `error` says why (a CSSFAULT answer is an error too, its data never handed out);
 * - 'success': `data` is the answer.
 */
export type Loaded<T> = PickEach<QueryObserverResult<T, HttpError>, 'status' | 'fetchStatus' | 'data' | 'error'>;
/** `Pick` over each member of a union, so `status` still tells `data` and `error` apart. */
type PickEach<U, K extends keyof U> = U extends unknown ? Pick<U, K> : never;

/** Not asked for: the user's role or view does not need it. */
export const NOT_NEEDED: Loaded<never> = Object.freeze({ status: 'pending', fetchStatus: 'idle', data: undefined, error: null });

export const isLoading = (l: Loaded<unknown>): boolean => l.status === 'pending' && l.fetchStatus !== 'idle';
/** Nothing under way: answered, failed, or not needed. */
export const isSettled = (l: Loaded<unknown>): boolean => !isLoading(l);
export const isNotNeeded = (l: Loaded<unknown>): boolean => l.status === 'pending' && l.fetchStatus === 'idle';
