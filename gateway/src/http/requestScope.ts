import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of code runs for, across its callbacks and promises: the pipeline's first step runs the rest
 * of the request inside it, so a process fault (an uncaught exception, an unhandled rejection) can be logged
 * with the id of the request that caused it.
 */
const scope = new AsyncLocalStorage<{ readonly requestId: string }>();

export const runInRequestScope = <T>(request: { readonly requestId: string }, fn: () => T): T => scope.run(request, fn);

/** The id of the request the current code runs for, if any. */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;
