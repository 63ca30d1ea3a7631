import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { isSandboxProfile } from './server/profile.js';
import { startSandbox } from './startSandbox.js';

/** `npm run sandbox [-- --port 8090 --reset --data-dir data/sandbox]` */
const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    'data-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string' },
  },
});

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const port = Number(values.port ?? process.env.SANDBOX_PORT ?? 8090);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  logger.error({ port: values.port ?? process.env.SANDBOX_PORT }, 'invalid port');
  process.exit(2);
}
const profile = process.env.SANDBOX_PROFILE || 'full';
if (!isSandboxProfile(profile)) {
  logger.error({ profile }, 'invalid SANDBOX_PROFILE: full or spec');
  process.exit(2);
}
const seed = values.seed ?? process.env.SANDBOX_SEED;
// Crash tests: the first request under this Idempotency-Key is held once its change and key are on disk, never
// answered, so the test can kill the process exactly between the change and the answer.
const holdKey = process.env.SANDBOX_HOLD_AFTER_COMMIT;
const holdAfterCommit = (key: string): Promise<void> | void => {
  if (key !== holdKey) return;
  logger.warn({ idempotencyKey: key }, 'answer held after its durable write');
  return new Promise<void>(() => {});
};
const sandbox = await startSandbox({
  port,
  host: process.env.SANDBOX_HOST ?? '127.0.0.1',
  dataDir: values['data-dir'] ?? process.env.SANDBOX_DATA_DIR ?? 'data/sandbox',
  reset: values.reset || process.env.SANDBOX_RESET === '1',
  ...(seed ? { seed: Number(seed) } : {}),
  ...(process.env.SANDBOX_CONTROL_TOKEN ? { controlToken: process.env.SANDBOX_CONTROL_TOKEN } : {}),
  ...(holdKey ? { afterKeyCommit: holdAfterCommit } : {}),
  profile,
  logger,
});
logger.info(`sandbox card platform at ${sandbox.url}`);

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
