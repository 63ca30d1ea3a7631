import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests (docs/requirements.md#design-7-tests): the machine's Chromium, never a downloaded browser; the real gateway with its
 * embedded sandbox platform, one per worker (tests/e2e/fixtures.ts). `npm test` builds the SPAs before this runs.
 */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(
    `Chromium was not found at ${chromium}. The browser tests use the machine's Chromium: install it with ` +
      '`sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.',
  );
}
if (!existsSync(path.resolve('dist/client/manifest.json'))) {
  throw new Error('dist/client/manifest.json is missing: run `npm run build` before the browser tests (`npm test` does).');
}

// Each worker starts its own gateway + sandbox (tests/e2e/fixtures.ts) on E2E_PORT + its parallel index; this
// file is loaded in every worker too, so each worker's baseURL names its own port. E2E_PORT runs a second suite
// beside one already using 8181.
const PORT = Number(process.env.E2E_PORT ?? 8181) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://demo.localhost:${PORT}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
