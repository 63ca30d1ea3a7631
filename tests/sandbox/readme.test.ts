import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SandboxApp } from '../../scripts/sandbox/app.js';
import { allRoutes } from '../../scripts/sandbox/api/routes.js';

describe('scripts/sandbox/README.md', () => {
  it('lists every call the sandbox answers in its one table', () => {
    const readme = readFileSync(new URL('../../scripts/sandbox/README.md', import.meta.url), 'utf8');
    const app = new SandboxApp({ seed: 1, dataDir: null, reset: false, now: Date.now, secureCookies: false, logger: null });
    const missing = allRoutes(app)
      .map((r) => `| ${r.method} | \`${r.pattern}\` |`)
      .filter((row) => !readme.includes(row));
    expect(missing).toEqual([]);
  });
});
