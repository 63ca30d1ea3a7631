import type { Logger } from 'pino';
import { currentRequestId } from '../http/requestScope.js';

/**
 * An uncaught exception or an unhandled rejection leaves the process in a state nobody planned for: it is logged
 * (with the id of the request it happened for, when it happened for one), then `stop` drains the gateway and the
 * process exits non-zero so its supervisor starts a fresh one. A second fault while stopping is only logged.
 */
export function handleProcessFaults(logger: Logger, stop: () => void): () => void {
  let stopping = false;
  const fault = (kind: 'uncaughtException' | 'unhandledRejection') => (err: unknown) => {
    logger.fatal({ err, reqId: currentRequestId(), fault: kind }, stopping ? 'process fault while stopping' : 'process fault: draining, then exiting');
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
