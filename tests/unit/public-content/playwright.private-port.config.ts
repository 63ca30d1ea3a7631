/**
 * Runs the public content e2e specs against a private gateway when port 8181 is taken by another run
 * (several engineers share this machine; two Playwright runs on 8181 kill each other's gateway):
 *
 *   E2E_PORT=18787 npx playwright test -c tests/unit/public-content/playwright.private-port.config.ts public-content a11y
 *
 * Same browser, sandbox and settings as playwright.config.ts; only the port, data dir and output dir differ.
 */
import { defineConfig } from '@playwright/test';
import base from '../../../playwright.config.js';

const PORT = Number(process.env.E2E_PORT ?? 18787);
// The specs read the port from E2E_PORT; workers inherit this process's environment.
process.env.E2E_PORT = String(PORT);
const server = Array.isArray(base.webServer) ? base.webServer[0] : base.webServer;

export default defineConfig({
  ...base,
  testDir: '../../e2e',
  outputDir: '/tmp/public-content-test-results',
  use: { ...base.use, baseURL: `http://demo.localhost:${PORT}` },
  webServer: {
    ...server,
    command: 'npx tsx gateway/src/main.ts',
    cwd: '../../..',
    url: `http://localhost:${PORT}/healthz`,
    env: { ...server?.env, PORT: String(PORT), SANDBOX_DATA_DIR: '/tmp/public-content-e2e-sandbox', SANDBOX_RESET: '1', LOG_LEVEL: 'warn' },
  },
});
