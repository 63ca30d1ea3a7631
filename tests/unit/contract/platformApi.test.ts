import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PLATFORM_CALLS } from '../../../shared/contract/platformCalls.js';
import { platformApiDocument, platformApiYaml } from '../../../scripts/contract/platformApi.js';

const committed = readFileSync(new URL('../../../docs/platform-api.yaml', import.meta.url), 'utf8');

type Operation = {
  operationId: string;
  'x-source': string;
  'x-reason'?: string;
  security: Record<string, string[]>[];
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
};

describe('docs/platform-api.yaml, the published contract', () => {
  it('is what `npm run contract` writes from the definitions today (run it after changing a call)', () => {
    expect(committed === platformApiYaml(), 'docs/platform-api.yaml is stale: run `npm run contract`').toBe(true);
  });

  const doc = parse(committed) as {
    openapi: string;
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
  };
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );

  it('has one operation per defined call, by its id, method and path, marked spec-7 or portal (with the reason)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(operations.map((o) => `${o.method} ${o.path} ${o.op.operationId}`).sort()).toEqual(
      PLATFORM_CALLS.map((c) => `${c.method} ${c.path} ${c.id}`).sort(),
    );
    for (const { op } of operations) {
      const call = PLATFORM_CALLS.find((c) => c.id === op.operationId)!;
      expect(op['x-source']).toBe(call.source);
      expect(op['x-reason']).toBe(call.source === 'portal' ? call.reason : undefined);
    }
  });

  it('names the binding header on every call, the session on signed-in ones and the anti-forgery header on their changes', () => {
    for (const { method, op } of operations) {
      const call = PLATFORM_CALLS.find((c) => c.id === op.operationId)!;
      const [schemes = {}] = op.security;
      expect(Object.keys(schemes).sort(), op.operationId).toEqual(
        ['portalBrand', ...(call.access === 'session' ? ['session', ...(method === 'GET' ? [] : ['xsrf'])] : [])].sort(),
      );
    }
  });

  it('documents each path placeholder, query field and header, and every schema it refers to', () => {
    for (const { path, op } of operations) {
      const placeholders = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(
        (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        op.operationId,
      ).toEqual(placeholders);
    }
    const rewards = operations.find((o) => o.op.operationId === 'rewards.redeemDirectDeposit')!.op;
    expect(rewards.parameters?.map((p) => `${p.in} ${p.name}`)).toEqual(['header cardNumber', 'header Idempotency-Key']);
    expect(rewards.requestBody).toBeDefined();
    const refs = [...committed.matchAll(/\$ref: "#\/components\/schemas\/(\w+)"/g)].map((m) => m[1]!);
    expect(refs.filter((r) => !(r in doc.components.schemas))).toEqual([]);
  });

  it('is built from the definitions: a changed summary shows in it', () => {
    const [first, ...rest] = PLATFORM_CALLS;
    const changed = platformApiDocument([{ ...first!, summary: 'Something else.' }, ...rest]) as typeof doc;
    const op = Object.values(changed.paths)
      .flatMap((ops) => Object.values(ops))
      .find((o) => o.operationId === first!.id) as Operation & { summary: string };
    expect(op.summary).toBe('Something else.');
  });
});
