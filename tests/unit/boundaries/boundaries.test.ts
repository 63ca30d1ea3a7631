import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * The import-boundary check (`npm run check:boundaries`, part of `npm test`) is dependency-cruiser with
 * .dependency-cruiser.cjs. This proves the rules bite: on a small fixture tree with deliberate violations the
 * same rules report exactly those, and nothing for the allowed import.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = createRequire(import.meta.url)(path.join(root, '.dependency-cruiser.cjs')) as IConfiguration;
const fixture = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture');

describe('import boundaries', () => {
  it('report shared/ importing spas/ and one feature importing another, and nothing else', async () => {
    const out = await cruise(['shared', 'spas'], {
      baseDir: fixture,
      validate: true,
      ruleSet: { forbidden: config.forbidden ?? [] },
      tsPreCompilationDeps: true,
    });
    const result = out.output as ICruiseResult;
    const violations = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(violations).toEqual([
      'features-are-independent: spas/features/one/One.ts → spas/features/two/Two.ts',
      'shared-imports-only-shared: shared/money.ts → spas/features/one/One.ts',
    ]);
  });
});
