import { parseArgs } from 'node:util';
import { pino } from 'pino';
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
const seed = values.seed ?? process.env.SANDBOX_SEED;
const sandbox = await startSandbox({
  port,
  host: process.env.SANDBOX_HOST ?? '127.0.0.1',
  dataDir: values['data-dir'] ?? process.env.SANDBOX_DATA_DIR ?? 'data/sandbox',
  reset: values.reset || process.env.SANDBOX_RESET === '1',
  ...(seed ? { seed: Number(seed) } : {}),
  ...(process.env.SANDBOX_CONTROL_TOKEN ? { controlToken: process.env.SANDBOX_CONTROL_TOKEN } : {}),
  logger,
});
logger.info(`sandbox card platform at ${sandbox.url}`);

const stop = (): void => {
  void sandbox.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
