/**
 * Code fetched with a dynamic import() once however often it is asked for, and remembered once here; a failed fetch
 * is forgotten, so the next ask tries again (a deploy replaced the file, or the connection came back). The lazy pages,
 * dialogs and panels all load this way.
 */
export interface LoadOnce<T> {
  /** The fetch under way or done, or a new one after a failure. */
  get(): Promise<T>;
  /** What has arrived, or null. */
  loaded(): T | null;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let done: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    get: () =>
      (pending ??= load().then(
        (value) => (done = value),
        (err: unknown) => {
          pending = null;
          throw err;
        },
      )),
    loaded: () => done,
  };
}
