import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { lineWriter } from '../logging/leanLines.js';
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

/** One request being observed: what its access line needs beyond the request itself. */
export interface AccessEntry {
  readonly req: IncomingMessage;
  /** The caller's address per TRUST_PROXY. */
  readonly client: string;
  /** `debug` for probes (/livez, /readyz), so a probe every few seconds does not flood the info log. */
  readonly level: 'info' | 'debug';
  readonly started: bigint;
}

/**
 * An access line. One shape for every request (fields that do not apply stay undefined, which pino leaves out):
 * building it costs no object spreads, which showed in profiles of the /api path.
 */
export type AccessLine = {
  reqId: string;
  traceId: string;
  client: string;
  method: string | undefined;
  path: string;
  status: number;
  durationMs: number;
  aborted: true | undefined;
  brand: string | undefined;
  /** The /api proxy's facts (`apiCallInfo`). */
  attempts: number | undefined;
  upstreamMs: number | null | undefined;
  timedOut: boolean | undefined;
  timeoutMs: number | undefined;
};

export interface AccessLogHooks<E extends AccessEntry> {
  /** Fills in the line's brand and /api fields, when the answer ends. */
  fill?(entry: E, res: ServerResponse, line: AccessLine): void;
  /** Called once the line is written, with its duration in seconds (metrics). */
  done?(entry: E, line: AccessLine, seconds: number): void;
}

const ENTRY = Symbol('accessEntry');
type Observed<E> = ServerResponse & { [ENTRY]?: E };

/**
 * One line per request: id, trace id, client address, method, path (query dropped), status, duration, and
 * what `fill` adds. The logger's base carries the instance id. Written when the answer ends (or is cut).
 *
 * Returns `observe(res, entry)`. The entry rides on the response and one 'close' handler, made here once,
 * serves every request: no closures per request on the hottest path (each would also cost tsx's `__name`).
 */
export function createAccessLog<E extends AccessEntry>(logger: Logger, hooks: AccessLogHooks<E>): (res: ServerResponse, entry: E) => void {
  const write = lineWriter(logger);
  function onClose(this: Observed<E>): void {
    const res = this;
    const entry = res[ENTRY];
    if (!entry) return;
    res[ENTRY] = undefined;
    const req = entry.req;
    const seconds = Number(process.hrtime.bigint() - entry.started) / 1e9;
    const status = res.statusCode;
    const line: AccessLine = {
      reqId: requestIdOf(req),
      traceId: traceIdOf(req),
      client: entry.client,
      method: req.method,
      path: pathOf(req.url),
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      aborted: res.writableFinished ? undefined : true,
      brand: undefined,
      attempts: undefined,
      upstreamMs: undefined,
      timedOut: undefined,
      timeoutMs: undefined,
    };
    hooks.fill?.(entry, res, line);
    write(status >= 500 ? 'warn' : entry.level, line, 'request');
    hooks.done?.(entry, line, seconds);
  }
  return (res, entry) => {
    (res as Observed<E>)[ENTRY] = entry;
    res.on('close', onClose);
  };
}
