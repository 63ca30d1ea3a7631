import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createAccessLogger, createLogger } from '../../gateway/src/logging/createLogger.js';
import { lineWriter, type LineFields, type LineLevel } from '../../gateway/src/logging/leanLines.js';

/** A logger writing into a list, and its lines with the time (the one field two writes can differ in) made equal. */
function captured(make: (destination: pino.DestinationStream) => pino.Logger) {
  const lines: string[] = [];
  const logger = make({ write: (line: string) => void lines.push(line) });
  return { logger, lines: () => lines.map((l) => l.replace(/"time":\d+/, '"time":0')) };
}

const request: LineFields = {
  reqId: '433b89f7-f46f-46dc-8b93-afc1888d7f72',
  traceId: '8a9ee01b9c73bb51beeb3f188fcb85c8',
  client: '::ffff:127.0.0.1',
  method: 'GET',
  path: '/api/v1/users/accountsummary',
  status: 200,
  durationMs: 1.3,
  aborted: undefined,
  brand: 'demo',
  attempts: 1,
  upstreamMs: 0.9,
  timedOut: undefined,
  timeoutMs: undefined,
};

/** The same lines through pino's own call and through the lean writer, on two access loggers made alike. */
function bothWays(level: LineLevel, fields: LineFields, options: { level?: string; instance?: string } = {}) {
  const viaPino = captured((destination) =>
    createAccessLogger({ level: options.level ?? 'debug', destination, ...(options.instance ? { instance: options.instance } : {}) }),
  );
  const lean = captured((destination) =>
    createAccessLogger({ level: options.level ?? 'debug', destination, ...(options.instance ? { instance: options.instance } : {}) }),
  );
  viaPino.logger[level](fields, 'request');
  lineWriter(lean.logger)(level, fields, 'request');
  return { pino: viaPino.lines(), lean: lean.lines() };
}

describe('the access line written without pino’s generic call', () => {
  it('is the line pino writes, byte for byte: level, time, the logger’s bindings, the fields (undefined left out), msg', () => {
    const { pino: expected, lean } = bothWays('info', request, { instance: 'gw-test-1' });
    expect(expected).toHaveLength(1);
    expect(lean).toEqual(expected);
    expect(JSON.parse(lean[0]!)).toMatchObject({
      level: 30,
      name: 'gateway',
      instance: 'gw-test-1',
      reqId: request.reqId,
      status: 200,
      msg: 'request',
    });
    expect(lean[0]).not.toContain('aborted');
  });

  it('at each level the access line uses (a probe’s debug, a 5xx’s warn)', () => {
    for (const level of ['debug', 'info', 'warn'] as const) {
      const { pino: expected, lean } = bothWays(level, {
        ...request,
        status: level === 'warn' ? 502 : 200,
        aborted: true,
        timedOut: true,
        timeoutMs: 30_000,
      });
      expect(lean).toEqual(expected);
    }
  });

  it('writes a path with quotes, backslashes, control characters and other scripts as pino does, as valid JSON', () => {
    for (const path of [
      '/api/"quoted"\\x',
      '/api/tab\there\nnewline\u0001',
      '/api/caf\u00e9/\u65e5\u672c/\u{1F4B3}',
      `/api/${'a'.repeat(300)}"`,
    ]) {
      const { pino: expected, lean } = bothWays('info', { ...request, path });
      expect(lean).toEqual(expected);
      expect(JSON.parse(lean[0]!).path).toBe(path);
    }
  });

  it('writes numbers that are not finite as null, and null as null, as pino does', () => {
    const { pino: expected, lean } = bothWays('info', {
      ...request,
      durationMs: Number.NaN,
      upstreamMs: null,
      attempts: Number.POSITIVE_INFINITY,
    });
    expect(lean).toEqual(expected);
    expect(JSON.parse(lean[0]!)).toMatchObject({ durationMs: null, upstreamMs: null, attempts: null });
  });

  it('keeps to the logger’s level, also when it is changed later', () => {
    const { logger, lines } = captured((destination) => createAccessLogger({ level: 'info', destination }));
    const write = lineWriter(logger);
    write('debug', request, 'request');
    expect(lines()).toHaveLength(0);
    write('info', request, 'request');
    logger.level = 'warn';
    write('info', request, 'request');
    write('warn', request, 'request');
    logger.level = 'silent';
    write('warn', request, 'request');
    expect(lines().map((l) => JSON.parse(l).level)).toEqual([30, 40]);
  });

  it('leaves a logger with per-line options (the full logger: redaction, masking) to pino', () => {
    const { logger, lines } = captured((destination) => createLogger({ level: 'info', destination }));
    lineWriter(logger)('info', { ...request, path: '/api/cards/4111111111111111' }, 'request');
    // The full logger's formatter masks card numbers in every string; only pino's call runs it.
    expect(JSON.parse(lines()[0]!).path).toBe('/api/cards/[card]');
  });
});
