import type { Logger } from 'pino';
import { requestsInFlight } from '../http/requestsInFlight.js';

/**
 * An uncaught exception or an unhandled rejection leaves the process in a state nobody planned for: it is logged
 * (with the ids of the requests in flight, the one it happened for among them: http/requestsInFlight.ts), then `stop` drains the gateway and the
 * process exits non-zero so its supervisor starts a fresh one. A second fault while stopping is only logged.
 */
export function handleProcessFaults(logger: Logger, stop: () => void): () => void {
  let stopping = false;
  const fault = (kind: 'uncaughtException' | 'unhandledRejection') => (err: unknown) => {
    const inFlight = requestsInFlight.list();
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
