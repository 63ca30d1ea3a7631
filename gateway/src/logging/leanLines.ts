import pino, { type Logger } from 'pino';

const LEVEL = { debug: 20, info: 30, warn: 40 } as const;
export type LineLevel = keyof typeof LEVEL;
/** A line's fields: names made in code (written as they are), values strings, numbers, booleans or null; undefined ones left out. */
export type LineFields = { readonly [key: string]: string | number | boolean | null | undefined };
/** Writes one line at `level` with `fields` and the message `msg`, when the logger's level lets it through. */
export type LineWriter = (level: LineLevel, fields: LineFields, msg: string) => void;

interface PinoStream {
  write(line: string): unknown;
  [key: symbol]: unknown;
}

const lean = new WeakSet<Logger>();

/**
 * Marks a logger made with none of pino's per-line options (formatters, hooks, mixin, redaction, serializers, a
 * message prefix, another time or message key): `lineWriter` may write its lines itself.
 */
export function markLean(logger: Logger): Logger {
  lean.add(logger);
  return logger;
}

/**
 * The access line's writer (with pino's generic call — its argument handling, per-key checks for
 * serializers and stringifiers, and its own string escaping — the access line was ≈ 15 µs of the ≈ 92 µs CPU an /api
 * call costs the gateway; `npm run bench:proxy` with the line's level turned off). For a logger marked lean, the line
 * is made here, exactly as pino makes it (`{"level":30,"time":…` and the logger's bindings, then the fields, then
 * `"msg"`; tests/gateway/leanLines.test.ts compares the two) and handed to the logger's own destination. Any other
 * logger (the tests' full loggers, a destination that wants pino's metadata) gets pino's own call. The line does not
 * pass pino's `pino.asJson` tracing channel.
 */
export function lineWriter(logger: Logger): LineWriter {
  const own = logger as unknown as { [key: symbol]: unknown };
  const stream = own[pino.symbols.streamSym] as PinoStream;
  if (!lean.has(logger) || stream[pino.symbols.needsMetadataGsym] === true) return (level, fields, msg) => logger[level](fields, msg);
  return (level, fields, msg) => {
    const num = LEVEL[level];
    if (num < logger.levelVal) return;
    let line = `{"level":${num},"time":${Date.now()}${own[pino.symbols.chindingsSym] as string}`;
    for (const key in fields) {
      const value = fields[key];
      if (value === undefined) continue;
      line += `,"${key}":${typeof value === 'string' ? JSON.stringify(value) : typeof value === 'number' && !Number.isFinite(value) ? 'null' : String(value)}`;
    }
    stream.write(`${line},"msg":${JSON.stringify(msg)}}\n`);
  };
}
