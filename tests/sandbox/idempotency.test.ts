import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../scripts/sandbox/server/httpError.js';
import { IdempotencyRegistry, type KeyedCall } from '../../scripts/sandbox/server/idempotency.js';
import { PersistentStore } from '../../scripts/sandbox/store/persistentStore.js';
import { World } from '../../scripts/sandbox/world/world.js';
import type { PaymentRecord } from '../../scripts/sandbox/world/types.js';

const DAY = 24 * 60 * 60 * 1000;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A platform over an empty world: its store (in `dir`, or in memory) and its registry, on a clock the test moves. */
function platform(dir: string | null, clock = { now: 0 }) {
  const world = new World(7, new Date(0));
  const store = new PersistentStore(world, dir, () => clock.now);
  store.open(false);
  const registry = new IdempotencyRegistry(
    () => clock.now,
    () => store,
  );
  /** A payment handler: records one payment per run. */
  const pay = (amount: number) => () => {
    const p = world.payments.put({ paymentId: world.payments.nextId(1), amount } as PaymentRecord);
    return { data: { paymentId: p.paymentId, amount } };
  };
  return { world, store, registry, pay, clock };
}

const keyed = (key: string, body: unknown = { amount: 5 }, userid = 1): KeyedCall => ({
  userid,
  method: 'POST',
  path: '/api/v1/payments',
  key,
  request: { body },
});
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sandbox-keys-'));
  dirs.push(d);
  return d;
};

describe('Idempotency-Key (sandbox)', () => {
  const key = 'key-0001-abcd';

  it('runs the first request once; a repeat with the same key and body gets the same answer, marked replayed, and runs nothing', async () => {
    const { registry, pay, world } = platform(null);
    const first = await registry.run(keyed(key), pay(5));
    expect(first).toEqual({ answer: { status: 200, headers: {}, body: { data: { paymentId: 1, amount: 5 } } }, replayed: false });
    expect(await registry.run(keyed(key), pay(5))).toEqual({ ...first, replayed: true });
    expect(world.payments.size).toBe(1);
  });

  it('a repeat that arrives while the first is running waits for it (a double click pays once)', async () => {
    const { registry, world } = platform(null);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async () => {
      await gate;
      return { data: { paymentId: world.payments.put({ paymentId: world.payments.nextId(1), amount: 5 } as PaymentRecord).paymentId } };
    };
    const first = registry.run(keyed(key), slow);
    const second = registry.run(keyed(key), slow);
    release();
    expect((await first).replayed).toBe(false);
    expect(await second).toEqual({ ...(await first), replayed: true });
    expect(world.payments.size).toBe(1);
  });

  it('keeps a refusal as the answer and undoes what the refused call had changed', async () => {
    const { registry, world } = platform(null);
    let runs = 0;
    const refuse = () => {
      runs++;
      world.payments.put({ paymentId: 1, amount: 5 } as PaymentRecord);
      throw new HttpError(400, 'The payment cannot be more than $10.00.');
    };
    const first = await registry.run(keyed(key), refuse);
    expect(first.answer).toMatchObject({ status: 400, body: { message: 'The payment cannot be more than $10.00.' } });
    expect(first.replayed).toBe(false);
    expect(await registry.run(keyed(key), refuse)).toEqual({ ...first, replayed: true });
    expect(runs).toBe(1);
    expect(world.payments.size).toBe(0);
  });

  it('forgets a platform failure (nothing changed, the key can be tried again) and refuses the same key with another request', async () => {
    const { registry, world, pay } = platform(null);
    const failing = () => {
      world.payments.put({ paymentId: 1, amount: 5 } as PaymentRecord);
      throw new HttpError(503, 'down');
    };
    await expect(registry.run(keyed(key), failing)).rejects.toMatchObject({ status: 503 });
    expect(world.payments.size).toBe(0);
    expect(await registry.run(keyed(key), pay(5))).toMatchObject({ replayed: false, answer: { status: 200 } });
    await expect(registry.run(keyed(key, { amount: 6 }), pay(6))).rejects.toMatchObject({ status: 422 });
    expect(world.payments.size).toBe(1);
  });

  it('a repeat that waited for a first that failed runs itself and is not marked replayed', async () => {
    const { registry, pay, world } = platform(null);
    let fail!: () => void;
    const gate = new Promise<void>((r) => (fail = r));
    const first = registry.run(keyed(key), async () => {
      await gate;
      throw new Error('the platform broke');
    });
    const second = registry.run(keyed(key), pay(5));
    fail();
    await expect(first).rejects.toThrow('the platform broke');
    expect(await second).toMatchObject({ replayed: false, answer: { status: 200 } });
    expect(world.payments.size).toBe(1);
  });

  it('scopes keys by user and call, and refuses a malformed key', async () => {
    const { registry, pay, world } = platform(null);
    await registry.run(keyed(key), pay(5));
    await registry.run(keyed(key, { amount: 5 }, 2), pay(5));
    await registry.run({ ...keyed(key), path: '/api/v1/rewards/redeem/statementcredit' }, pay(5));
    expect(world.payments.size).toBe(3);
    expect(() => IdempotencyRegistry.keyOf('short')).toThrow(/Idempotency-Key/);
    expect(() => IdempotencyRegistry.keyOf('has spaces in it')).toThrow();
    expect(IdempotencyRegistry.keyOf(undefined)).toBeUndefined();
  });

  it('writes the change and its key in one journal line, and keeps the key 24 hours across a restart', async () => {
    const dir = tempDir();
    const clock = { now: 1_000 };
    const a = platform(dir, clock);
    const first = await a.registry.run(keyed(key), a.pay(5));
    const lines = readFileSync(join(dir, 'sandbox-journal.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      c: { payments: { '1': { amount: 5 } } },
      d: { keys: { [`1 POST /api/v1/payments\u0000${key}`]: { key, answer: first.answer } } },
    });
    a.store.close();

    clock.now += DAY - 1;
    const b = platform(dir, clock);
    expect(b.world.payments.size).toBe(1);
    expect(await b.registry.run(keyed(key), b.pay(5))).toEqual({ ...first, replayed: true });
    expect(b.world.payments.size).toBe(1);
    b.store.close();

    clock.now += 2;
    const c = platform(dir, clock);
    expect((await c.registry.run(keyed(key), c.pay(5))).replayed).toBe(false);
    expect(c.world.payments.size).toBe(2);
    c.store.close();
  });

  it('a journal line cut short by a crash never happened: neither its change nor its key', async () => {
    const dir = tempDir();
    const a = platform(dir);
    await a.registry.run(keyed(key), a.pay(5));
    a.store.close();
    appendFileSync(
      join(dir, 'sandbox-journal.jsonl'),
      '{"c":{"payments":{"2":{"paymentId":2,"amount":7}}},"d":{"keys":{"1 POST /api/v1/pay',
    );
    const b = platform(dir);
    expect(b.world.payments.all().map((p) => p.paymentId)).toEqual([1]);
    expect((await b.registry.run(keyed('key-0002-abcd'), b.pay(7))).replayed).toBe(false);
    expect((await b.registry.run(keyed(key), b.pay(5))).replayed).toBe(true);
    b.store.close();
  });
});
