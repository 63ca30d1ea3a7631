import { describe, expect, it } from 'vitest';
import { HttpError } from '../../scripts/sandbox/server/httpError.js';
import { IdempotencyRegistry } from '../../scripts/sandbox/server/idempotency.js';

describe('Idempotency-Key (sandbox)', () => {
  const key = 'key-0001-abcd';

  it('runs the first request once; a repeat with the same key and body gets the same answer and runs nothing', async () => {
    const reg = new IdempotencyRegistry(() => 0);
    let runs = 0;
    const call = async () => ({ paymentId: ++runs });
    expect(await reg.run('u1 POST /p', key, { amount: 5 }, call)).toEqual({ value: { paymentId: 1 }, replayed: false });
    expect(await reg.run('u1 POST /p', key, { amount: 5 }, call)).toEqual({ value: { paymentId: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('a repeat that arrives while the first is running waits for it (a double click pays once)', async () => {
    const reg = new IdempotencyRegistry(() => 0);
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const call = async () => {
      runs++;
      await gate;
      return { paymentId: runs };
    };
    const first = reg.run('u1 POST /p', key, {}, call);
    const second = reg.run('u1 POST /p', key, {}, call);
    release();
    expect((await first).value).toEqual({ paymentId: 1 });
    expect(await second).toEqual({ value: { paymentId: 1 }, replayed: true });
    expect(runs).toBe(1);
  });

  it('keeps a refusal as the answer, forgets a platform failure, and refuses the same key with another body', async () => {
    const reg = new IdempotencyRegistry(() => 0);
    await expect(reg.run('s', key, { a: 1 }, async () => Promise.reject(new HttpError(400, 'Amount too large.')))).rejects.toMatchObject({ status: 400 });
    await expect(reg.run('s', key, { a: 1 }, async () => 'ran')).rejects.toMatchObject({ status: 400 });
    const other = 'key-0002-abcd';
    await expect(reg.run('s', other, {}, async () => Promise.reject(new HttpError(503, 'down')))).rejects.toMatchObject({ status: 503 });
    expect((await reg.run('s', other, {}, async () => 'ran again')).value).toBe('ran again');
    await expect(reg.run('s', other, { changed: true }, async () => 'x')).rejects.toMatchObject({ status: 422 });
  });

  it('keeps a refusal thrown at once (a synchronous handler) and says a repeat is a replay', async () => {
    const reg = new IdempotencyRegistry(() => 0);
    let runs = 0;
    const refuse = (): Promise<unknown> => {
      runs++;
      throw new HttpError(400, 'The payment cannot be more than $10.00.');
    };
    let replays = 0;
    await expect(reg.run('s', key, { a: 1 }, refuse, () => replays++)).rejects.toMatchObject({ status: 400 });
    expect(replays).toBe(0);
    await expect(reg.run('s', key, { a: 1 }, refuse, () => replays++)).rejects.toMatchObject({ status: 400 });
    expect(runs).toBe(1);
    expect(replays).toBe(1);
  });

  it('scopes keys by user and call, forgets them after 24 hours, and refuses a malformed key', async () => {
    let now = 0;
    const reg = new IdempotencyRegistry(() => now);
    let runs = 0;
    const call = async () => ++runs;
    await reg.run('u1 POST /p', key, {}, call);
    await reg.run('u2 POST /p', key, {}, call);
    expect(runs).toBe(2);
    now += 24 * 60 * 60 * 1000 + 1;
    await reg.run('u1 POST /p', key, {}, call);
    expect(runs).toBe(3);
    expect(() => IdempotencyRegistry.keyOf('short')).toThrow(/Idempotency-Key/);
    expect(() => IdempotencyRegistry.keyOf('has spaces in it')).toThrow();
    expect(IdempotencyRegistry.keyOf(undefined)).toBeUndefined();
  });
});
