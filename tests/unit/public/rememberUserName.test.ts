import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rememberedUserName, rememberUserName } from '../../../spas/lib/rememberUserName.js';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe('remember my user name', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    (globalThis as { localStorage?: unknown }).localStorage = storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('keeps the user name per brand, and only the user name', () => {
    rememberUserName('demo', 'cardholder');
    expect(rememberedUserName('demo')).toBe('cardholder');
    expect(rememberedUserName('pnfp')).toBeNull();
    expect([...storage.items.values()]).toEqual(['cardholder']);
  });

  it('forgets it when unticked, and ignores a missing brand', () => {
    rememberUserName('demo', 'cardholder');
    rememberUserName('demo', null);
    expect(rememberedUserName('demo')).toBeNull();
    rememberUserName('', 'someone');
    expect(storage.items.size).toBe(0);
  });

  it('works without storage (blocked or private mode): nothing is remembered, nothing throws', () => {
    (globalThis as { localStorage?: unknown }).localStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => rememberUserName('demo', 'cardholder')).not.toThrow();
    expect(rememberedUserName('demo')).toBeNull();
  });
});
