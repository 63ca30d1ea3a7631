import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { maskCardNumbers } from '../logging/maskCardNumbers.js';
import { requestIdOf } from './requestId.js';

/**
 * The path without its query string (query values may carry anything; they never reach a log line), with
 * card-number-like digit runs masked: the path is the only caller-made text in an access line.
 */
export const pathOf = (url: string | undefined): string => {
  const raw = url ?? '/';
  const q = raw.indexOf('?');
  const path = q < 0 ? raw : raw.slice(0, q);
  return maskCardNumbers(path.length > 512 ? `${path.slice(0, 512)}…` : path);
};

/** One line per request: id, method, path (query dropped), status, duration. Written when the answer ends. */
export function logRequest(
  req: IncomingMessage,
  res: ServerResponse,
  logger: Logger,
  onDone?: (status: number) => void,
  /** More fields for the line, read when the answer ends (the /api proxy's attempts and upstream latency). */
  extra?: (res: ServerResponse) => object | undefined,
): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const status = res.statusCode;
    const line = {
      reqId: requestIdOf(req),
      method: req.method,
      path: pathOf(req.url),
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
      ...extra?.(res),
    };
    if (status >= 500) logger.warn(line, 'request');
    else logger.info(line, 'request');
    onDone?.(status);
  });
}
