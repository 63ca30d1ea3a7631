import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests (DESIGN §6): the machine's Chromium, never a downloaded browser; the real gateway with
 * its embedded sandbox platform on port 8181. `npm test` builds the SPAs before this runs.
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

// E2E_PORT runs a second suite beside one already on 8181 (the specs read it through tests/e2e/support.ts).
const PORT = Number(process.env.E2E_PORT ?? 8181);
const dataDir = path.join(os.tmpdir(), `card-portal-e2e-sandbox-${PORT}`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
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
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'npx tsx gateway/src/main.ts',
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_RESET: '1',
      LOG_LEVEL: 'warn',
    },
  },
});
