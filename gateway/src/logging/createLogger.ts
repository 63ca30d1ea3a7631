import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { markLean } from './leanLines.js';
import { maskCardNumbers, maskDeep } from './maskCardNumbers.js';

export type { Logger } from 'pino';

/** Header paths that never reach a log line, wherever a request or response object is logged. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'req.headers["set-cookie"]',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["x-xsrf-token"]',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["x-xsrf-token"]',
  '*.headers["set-cookie"]',
];

export interface CreateLoggerOptions {
  level?: LoggerOptions['level'];
  /** Where lines go (tests pass a memory stream); stdout otherwise. */
  destination?: DestinationStream;
  name?: string;
  /** Names this process in every line (INSTANCE_ID), so a fleet's logs can be told apart. */
  instance?: string;
}

const baseOf = (options: CreateLoggerOptions) => ({
  name: options.name ?? 'gateway',
  ...(options.instance ? { instance: options.instance } : {}),
});

/** pino with header redaction and card-number masking in messages and every logged string. */
export function createLogger(options: CreateLoggerOptions = {}): Logger {
  const opts: LoggerOptions = {
    level: options.level ?? 'info',
    base: baseOf(options),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    formatters: {
      log: (obj) => maskDeep(obj) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((a) => (typeof a === 'string' ? maskCardNumbers(a) : a)) as typeof args;
        method.apply(this, masked);
      },
    },
  };
  return options.destination ? pino(opts, options.destination) : pino(opts);
}

/**
 * The per-request access line's logger: no redaction paths and no deep masking, because an access line
 * holds only numbers, gateway-made ids and a path that `pathOf` has already masked. This keeps the /api
 * lean path cheap (the full logger's formatter and redaction cost more than the rest of the line).
 */
export function createAccessLogger(options: CreateLoggerOptions = {}): Logger {
  const opts: LoggerOptions = { level: options.level ?? 'info', base: baseOf(options) };
  // None of pino's per-line options: the access line may be written by leanLines.ts.
  return markLean(options.destination ? pino(opts, options.destination) : pino(opts));
}
