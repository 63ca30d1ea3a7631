import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/gateway/**/*.test.ts',
      'tests/sandbox/**/*.test.ts',
      'tests/proxy/**/*.test.ts',
      'tests/deploy/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two cores: the gateway and proxy suites start real servers; keep workers modest.
    maxWorkers: 2,
  },
});
