import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogDestination, type LogDestination } from '../../gateway/src/logging/logDestination.js';

let dir: string;
let file: string;
const opened: LogDestination[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
  file = path.join(dir, 'out.log');
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  for (const d of opened.splice(0)) d.flushSync();
  rmSync(dir, { recursive: true, force: true });
});

async function open(minLength = 4096): Promise<{ destination: LogDestination; logger: pino.Logger; written: () => Promise<void> }> {
  const destination = createLogDestination({ dest: file, minLength, flushEveryMs: 200 });
  opened.push(destination);
  const stream = destination.stream as unknown as NodeJS.EventEmitter;
  await new Promise((resolve) => stream.once('ready', resolve));
  return {
    destination,
    logger: pino({ base: null }, destination.stream),
    written: () => new Promise((resolve) => stream.once('write', () => resolve())),
  };
}
const lines = () =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { msg: string }).msg);

describe('the gateway log destination (batched stdout)', () => {
  it('holds a quiet moment’s lines for at most one flush interval', async () => {
    const { logger, written } = await open();
    logger.info('one');
    logger.info('two');
    expect(lines()).toEqual([]);
    const done = written();
    vi.advanceTimersByTime(200);
    await done;
    expect(lines()).toEqual(['one', 'two']);
  });

  it('writes without waiting once a batch has gathered', async () => {
    const { logger, written } = await open(256);
    const done = written();
    for (let i = 0; i < 8; i++) logger.info({ padding: 'x'.repeat(40) }, `line ${i}`);
    await done;
    // The first batch (its lines passed minLength) is out though the flush timer never ran.
    expect(lines().length).toBeGreaterThan(0);
  });

  it('flushSync writes what is held (shutdown)', async () => {
    const { destination, logger } = await open();
    logger.info('last words');
    destination.flushSync();
    expect(lines()).toEqual(['last words']);
  });
});
