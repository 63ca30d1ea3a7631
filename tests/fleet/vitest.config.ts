import { defineConfig } from 'vitest/config';

/** `npm run test:fleet`: real processes (sandbox, two gateways, nginx) — one file, run on its own. */
export default defineConfig({
  test: {
    include: ['tests/fleet/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
