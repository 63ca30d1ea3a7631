import type { Logger } from 'pino';

/**
 * An uncaught exception or an unhandled rejection leaves the process in a state nobody planned for: it is logged
 * with the ids of the requests in flight (`inFlight`: at most 20 of them, and how many), then `stop` drains the
 * gateway and the process exits non-zero so its supervisor starts a fresh one. A second fault while stopping is
 * only logged.
 *
 * The requests in flight rather than the one request the fault happened for: the drain that follows answers each
 * of them, so they are the requests it touched, its own among them. Finding the one request across callbacks and
 * promises takes AsyncLocalStorage, whose hooks on Node 20 run for every timer, socket write and promise of every
 * request: on the /api path that was about a seventh of the gateway's CPU per call (docs/performance.md), for a
 * line written only when the process is about to be replaced.
 */
export function handleProcessFaults(logger: Logger, inFlightIds: () => { count: number; ids: string[] }, stop: () => void): () => void {
  let stopping = false;
  const fault = (kind: 'uncaughtException' | 'unhandledRejection') => (err: unknown) => {
    const inFlight = inFlightIds();
    logger.fatal(
      { err, fault: kind, inFlight: inFlight.ids, inFlightCount: inFlight.count },
      stopping ? 'process fault while stopping' : 'process fault: draining, then exiting',
    );
    if (stopping) return;
    stopping = true;
    stop();
  };
  const onException = fault('uncaughtException');
  const onRejection = fault('unhandledRejection');
  process.on('uncaughtException', onException);
  process.on('unhandledRejection', onRejection);
  return () => {
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
  };
}
