import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../../spas/lib/loadOnce.js';

describe('loadOnce (lazy pages, dialogs and panels)', () => {
  it('fetches once however often it is asked, and remembers what arrived', async () => {
    const load = vi.fn(async () => 'code');
    const code = loadOnce(load);
    expect(code.loaded()).toBeNull();
    const [a, b] = await Promise.all([code.get(), code.get()]);
    expect([a, b, await code.get()]).toEqual(['code', 'code', 'code']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(code.loaded()).toBe('code');
  });

  it('forgets a failed fetch, so the next ask tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const code = loadOnce<string>(load);
    await expect(code.get()).rejects.toThrow('offline');
    expect(code.loaded()).toBeNull();
    await expect(code.get()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
