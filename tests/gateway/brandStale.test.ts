import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BrandData } from '../../shared/contract/brand.js';
import { STALE_RETRY_MS, createBrandResolver } from '../../gateway/src/platform/brandResolver.js';
import { PlatformUnavailableError } from '../../gateway/src/platform/platformClient.js';
import { bootstrapOf } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';

const DEMO: BrandData = { brand: 'demo', brandValueDisplay: 'Demo Bank' };
const HOUR = 3_600_000;

/** A platform whose brand answers the test scripts one by one. */
function scriptedPlatform() {
  const calls: string[] = [];
  let next: () => Promise<BrandData | null> = async () => DEMO;
  return {
    calls,
    answer(fn: () => Promise<BrandData | null>) {
      next = fn;
    },
    platform: {
      brandBySubdomain: (sub: string) => {
        calls.push(sub);
        return next();
      },
    },
  };
}

describe('brand cache: stale-if-error (RFC 5861)', () => {
  it('past the TTL the last good answer is served at once while a background refresh runs; a good refresh replaces it', async () => {
    let now = 0;
    const p = scriptedPlatform();
    const stale = vi.fn();
    const brands = createBrandResolver({
      platform: p.platform,
      ttlMs: 60_000,
      negativeTtlMs: 5_000,
      staleIfErrorMs: 24 * HOUR,
      now: () => now,
      events: { onStale: stale },
    });
    expect(await brands.resolve('demo')).toEqual(DEMO);
    now += 60_001;
    let release!: (b: BrandData) => void;
    p.answer(() => new Promise((r) => (release = r)));
    expect(await brands.resolve('demo')).toEqual(DEMO); // not waiting on the refresh
    expect(await brands.resolve('demo')).toEqual(DEMO); // one refresh at a time
    expect(p.calls).toHaveLength(2);
    expect(stale).toHaveBeenCalledTimes(2);
    release({ brand: 'demo', brandValueDisplay: 'Demo Bank (renamed)' });
    await vi.waitFor(async () => expect((await brands.resolve('demo'))?.brandValueDisplay).toBe('Demo Bank (renamed)'));
  });

  it('while the platform fails the stale answer keeps being served, refreshes are spaced STALE_RETRY_MS apart, and it ends after staleIfErrorMs', async () => {
    let now = 0;
    const p = scriptedPlatform();
    const brands = createBrandResolver({
      platform: p.platform,
      ttlMs: 60_000,
      negativeTtlMs: 5_000,
      staleIfErrorMs: 24 * HOUR,
      now: () => now,
    });
    await brands.resolve('demo');
    p.answer(async () => {
      throw new PlatformUnavailableError('brand lookup answered 503');
    });
    now += 60_001;
    expect(await brands.resolve('demo')).toEqual(DEMO);
    await vi.waitFor(() => expect(p.calls).toHaveLength(2));
    await new Promise((r) => setImmediate(r)); // the failed refresh has been recorded
    expect(await brands.resolve('demo')).toEqual(DEMO);
    expect(p.calls).toHaveLength(2); // no refresh storm against a failing platform
    now += STALE_RETRY_MS;
    expect(await brands.resolve('demo')).toEqual(DEMO);
    expect(p.calls).toHaveLength(3);
    now = 60_000 + 24 * HOUR + 1;
    await expect(brands.resolve('demo')).rejects.toBeInstanceOf(PlatformUnavailableError);
  });

  it('an unknown-subdomain answer is never served stale, and staleIfErrorMs 0 turns the whole thing off', async () => {
    let now = 0;
    const p = scriptedPlatform();
    p.answer(async () => null);
    const brands = createBrandResolver({
      platform: p.platform,
      ttlMs: 60_000,
      negativeTtlMs: 5_000,
      staleIfErrorMs: 24 * HOUR,
      now: () => now,
    });
    expect(await brands.resolve('nobank')).toBeNull();
    now += 5_001;
    p.answer(async () => {
      throw new PlatformUnavailableError('down');
    });
    await expect(brands.resolve('nobank')).rejects.toBeInstanceOf(PlatformUnavailableError);

    const q = scriptedPlatform();
    const strict = createBrandResolver({ platform: q.platform, ttlMs: 60_000, negativeTtlMs: 5_000, staleIfErrorMs: 0, now: () => now });
    await strict.resolve('demo');
    now += 60_001;
    q.answer(async () => {
      throw new PlatformUnavailableError('down');
    });
    await expect(strict.resolve('demo')).rejects.toBeInstanceOf(PlatformUnavailableError);
  });
});

describe('brand cache through the gateway while the platform fails', () => {
  let h: Harness;
  let now = 5_000_000;
  beforeAll(async () => {
    h = await startHarness({ BRAND_CACHE_TTL_MS: '60000' }, { now: () => now });
  });
  afterAll(async () => h.close());

  it("a bank's pages keep their brand past the TTL during an outage (24 h by default), then say the service is unavailable", async () => {
    expect((await request(h.server).get('/login').set('Host', 'demo.localhost')).status).toBe(200);
    h.stub.mode = 'error500';
    now += 60_001;
    const during = await request(h.server).get('/login').set('Host', 'demo.localhost');
    expect(during.status).toBe(200);
    expect((bootstrapOf(during.text) as { brand: unknown }).brand).toEqual({ brand: 'demo', brandValueDisplay: 'Demo Bank' });
    await vi.waitFor(() => expect(h.stub.brandCalls.get('demo')).toBe(2)); // the refresh was tried
    now += 23 * HOUR;
    expect((await request(h.server).get('/faqs').set('Host', 'demo.localhost')).status).toBe(200);
    expect(await h.gateway.metrics()).toMatch(/gateway_brand_stale_served_total [1-9]/);
    now += HOUR;
    const after = await request(h.server).get('/login').set('Host', 'demo.localhost');
    expect(after.status).toBe(503);
    expect(after.text).toContain('not available');
  });
});
