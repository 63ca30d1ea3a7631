import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { findCall } from '../../shared/contract/platformCall.js';
import { PLATFORM_CALLS } from '../../shared/contract/platformCalls.js';
import { PORT } from './support.js';

export { expect } from '@playwright/test';
export type { BrowserContext, Locator, Page } from '@playwright/test';

/**
 * One gateway with its own embedded sandbox platform per Playwright worker (docs/requirements.md#design-7-tests): workers never share
 * platform state, and every spec in a worker reuses its gateway. Port: E2E_PORT (8181) + the worker's parallel
 * index, so two suites on different E2E_PORTs can run side by side. The sandbox starts from its seed.
 */
export async function startGateway(port: number, env: Readonly<Record<string, string>> = {}): Promise<ChildProcess> {
  const dataDir = path.join(os.tmpdir(), `card-portal-e2e-sandbox-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
    // SANDBOX_TEST_HEADERS: the specs inject platform faults with the sandbox's X-Sandbox-Fault header, which
    // the gateway strips unless told.
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_DATA_DIR: dataDir,
      SANDBOX_RESET: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SANDBOX_TEST_HEADERS: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway on port ${port} exited with ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`http://localhost:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the gateway on port ${port} was not ready within 60 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Every `/api` request a page makes names a call the contract defines (shared/contract), by its method and path:
 * a screen asking anything else fails the test that made it, with the requests named. `undefined` when it does.
 */
export function undefinedCall(method: string, url: string): string | undefined {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') && !findCall(PLATFORM_CALLS, method, pathname) ? `${method} ${pathname}` : undefined;
}

export const test = base.extend<{ definedCallsOnly: void }, { gateway: number }>({
  definedCallsOnly: [
    async ({ context }, use) => {
      const asked: string[] = [];
      context.on('request', (r) => {
        const call = undefinedCall(r.method(), r.url());
        if (call) asked.push(call);
      });
      await use();
      expect(asked, 'the page asked calls the platform contract does not define').toEqual([]);
    },
    { auto: true },
  ],
  gateway: [
    async ({}, use) => {
      const child = await startGateway(PORT);
      await use(PORT);
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
    { scope: 'worker', auto: true, timeout: 90_000 },
  ],
});

/** The lines of a spec that declare a test, in source order (the reading is the spec's own text, once per worker). */
const declarations = new Map<string, number[]>();
function declarationLines(file: string): number[] {
  let lines = declarations.get(file);
  if (!lines) {
    lines = readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((text, i) => (/^\s*test\(/.test(text) ? [i + 1] : []));
    declarations.set(file, lines);
  }
  return lines;
}

/**
 * Declares a spec's tests for each brand and runs each on one of them in turn, in source order: the first test of the
 * spec on the first brand, the second on the second, and so on (the others report it skipped). Every screen is shown
 * working on two brands across its spec while each behaviour is driven once: the browser suite's time is the whole
 * suite's budget (tests/README.md).
 */
export function acrossBrands<T>(brands: readonly T[], body: (brand: T) => void): void {
  brands.forEach((brand, turn) => {
    test.describe(() => {
      test.beforeEach(({}, testInfo) => {
        const ordinal = declarationLines(testInfo.file).indexOf(testInfo.line);
        // A declaration this reading does not see would otherwise be skipped on every brand, never run.
        if (ordinal < 0) throw new Error(`${testInfo.file}:${testInfo.line}: acrossBrands finds its tests by lines starting with test(`);
        testInfo.skip(ordinal % brands.length !== turn, 'driven on the other brand');
      });
      body(brand);
    });
  });
}
