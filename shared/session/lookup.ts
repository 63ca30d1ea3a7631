import { HttpError } from './httpError.js';

/**
 * docs/requirements.md#spec-8-errors "Most lookups convert an HTTP error into its error body and continue": runs a call and
 * answers `{data, error}` instead of throwing, so one failing lookup sets its own error flag and the
 * page still renders. `data` is null on any failure (including CSSFAULT answers).
 */
export interface LookupResult<T> {
  data: T | null;
  error: HttpError | null;
}

export async function lookup<T>(call: Promise<T>): Promise<LookupResult<T>> {
  try {
    return { data: await call, error: null };
  } catch (err) {
    if (err instanceof HttpError) return { data: null, error: err };
    if (err instanceof Error && err.name === 'AbortError') throw err;
    return { data: null, error: new HttpError(0, 'network', null, err instanceof Error ? err.message : String(err)) };
  }
}
