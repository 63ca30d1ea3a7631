import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { HttpError } from '../httpError.js';
import { lookup } from '../lookup.js';

/**
 * One piece of session data with its own error flag (spec §8: "separate flags track errors for company
 * data, company accounts, transactions, rewards, holding company and associations"), so one failing
 * call never blanks the page: the page renders the pieces that loaded and says which one did not.
 *
 * - `idle`: not asked for (the user's role or view does not need it, or nobody is logged in);
 * - `loading`: a call is under way (data is null: never the previous company's figures);
 * - `ready`: `data` is the answer;
 * - `error`: `data` is null (also for a CSSFAULT answer) and `error` says why.
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';
export interface Loadable<T> {
  status: LoadStatus;
  data: T | null;
  error: HttpError | null;
}

export const IDLE: Loadable<never> = Object.freeze({ status: 'idle', data: null, error: null });

/** Settled: nothing under way (idle counts, since an idle resource is not coming). */
export const isSettled = (l: Loadable<unknown>): boolean => l.status !== 'loading';

export interface Resource<T> {
  readonly name: string;
  readonly state: ReadonlySignal<Loadable<T>>;
  /** Loads for `key` unless the same key is already loading or loaded; answers the settled state. */
  load(key: string, fetcher: () => Promise<T>): Promise<Loadable<T>>;
  /** Not needed (any more): back to idle, and a call still under way is ignored when it answers. */
  reset(): void;
  /** The key of the data in `state` (or being loaded), null when idle. */
  readonly key: string | null;
}

export function createResource<T>(name: string): Resource<T> {
  const state: Signal<Loadable<T>> = signal<Loadable<T>>(IDLE);
  let currentKey: string | null = null;
  let pending: Promise<Loadable<T>> | null = null;
  /** Identifies the call whose answer may still be stored. */
  let current: object | null = null;
  return {
    name,
    state,
    get key() {
      return currentKey;
    },
    load(key, fetcher) {
      if (key === currentKey && pending) return pending;
      currentKey = key;
      state.value = { status: 'loading', data: null, error: null };
      const token = {};
      const run = (async (): Promise<Loadable<T>> => {
        const result = await lookup(Promise.resolve().then(fetcher));
        const settled: Loadable<T> = result.error
          ? { status: 'error', data: null, error: result.error }
          : { status: 'ready', data: result.data, error: null };
        // A newer key (another company) or a reset took over: this answer is stale.
        if (currentKey === key && token === current) state.value = settled;
        return settled;
      })();
      pending = run;
      current = token;
      return run;
    },
    reset() {
      currentKey = null;
      pending = null;
      current = null;
      state.value = IDLE;
    },
  };
}
