import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { maskCardNumbers } from '../logging/maskCardNumbers.js';
import { requestIdOf } from './requestId.js';
import { traceIdOf } from './traceContext.js';

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

export interface AccessLogOptions {
  /** The caller's address per TRUST_PROXY (read when the answer ends). */
  client: string;
  /** `debug` for probes (/livez, /readyz), so a probe every few seconds does not flood the info log. */
  level?: 'info' | 'debug';
  /** Called when the answer ends, with its status and duration in seconds (metrics). */
  onDone?: (status: number, seconds: number) => void;
  /** More fields for the line, read when the answer ends (brand, the /api proxy's attempts and latency). */
  extra?: () => object | undefined;
}

/**
 * One line per request: id, trace id, client address, method, path (query dropped), status, duration, and
 * what `extra` adds. The logger's base carries the instance id. Written when the answer ends (or is cut).
 */
export function logRequest(req: IncomingMessage, res: ServerResponse, logger: Logger, options: AccessLogOptions): void {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.statusCode;
    const line = {
      reqId: requestIdOf(req),
      traceId: traceIdOf(req),
      client: options.client,
      method: req.method,
      path: pathOf(req.url),
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(res.writableFinished ? {} : { aborted: true }),
      ...options.extra?.(),
    };
    if (status >= 500) logger.warn(line, 'request');
    else if (options.level === 'debug') logger.debug(line, 'request');
    else logger.info(line, 'request');
    options.onDone?.(status, seconds);
  });
}
