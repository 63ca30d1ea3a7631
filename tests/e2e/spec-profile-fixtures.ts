import { once } from 'node:events';
import { startGateway, test as base } from './fixtures.js';
import { PORT } from './support.js';

export { expect } from './fixtures.js';

/**
 * A second gateway per worker, in front of a sandbox started with `SANDBOX_PROFILE=spec`: a bank's platform that
 * answers only the calls the product specification lists (scripts/sandbox/README.md, Profiles). Started when a test
 * asks for it, shared by that worker's tests. Its port: this worker's gateway port + 20,
 * clear of the other workers' and of other suites run on E2E_PORTs a hundred apart.
 */
const SPEC_PROFILE_PORT = PORT + 20;

export const test = base.extend<{}, { specGateway: number }>({
  specGateway: [
    async ({}, use) => {
      const child = await startGateway(SPEC_PROFILE_PORT, { SANDBOX_PROFILE: 'spec' });
      await use(SPEC_PROFILE_PORT);
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});
