import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBrandResolver } from '../../gateway/src/platform/brandResolver.js';
import { PlatformUnavailableError } from '../../gateway/src/platform/platformClient.js';
import { parseHost } from '../../gateway/src/host/parseHost.js';
import { bootstrapOf, titleOf } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';

describe('parseHost', () => {
  it.each([
    ['localhost', 'bare', null],
    ['LOCALHOST:8080', 'bare', null],
    ['127.0.0.1:8080', 'bare', null],
    ['[::1]:8080', 'bare', null],
    ['welcome.localhost', 'welcome', 'welcome'],
    ['applynow.localhost:80', 'applynow', 'applynow'],
    ['apex.localhost', 'apex', 'apex'],
    ['my-apex-bank.localhost', 'apex', 'my-apex-bank'],
    ['Demo.LocalHost:8080', 'client', 'demo'],
    ['pnfp.localhost', 'client', 'pnfp'],
  ] as const)('%s → %s', (raw, kind, label) => {
    expect(parseHost(raw, 'localhost')).toEqual({ kind, label });
  });
  it.each([
    undefined,
    '',
    'evil.com',
    'localhost.evil.com',
    'evillocalhost',
    'a.b.localhost',
    'demo_bank.localhost',
    `${'a'.repeat(64)}.localhost`,
    '.localhost',
    'demo.localhost:',
    'demo.localhost:80x',
    'demo.localhost:8080:1',
    '10.0.0.1',
    '[::1',
    'demo.localhost/../x',
    'démo.localhost',
  ])('refuses %j', (raw) => {
    expect(parseHost(raw, 'localhost')).toBeNull();
  });
  it('works with a real base domain', () => {
    expect(parseHost('demo.cards.example.com', 'cards.example.com')).toEqual({ kind: 'client', label: 'demo' });
    expect(parseHost('cards.example.com', 'cards.example.com')).toEqual({ kind: 'bare', label: null });
    expect(parseHost('demo.localhost', 'cards.example.com')).toBeNull();
  });
});

describe('Host refusal at the gateway', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it.each(['evil.example', 'demo.localhost.evil.example', 'x<script>y', '10.1.2.3', 'a.b.localhost'])(
    '%s → 400, not reflected',
    async (host) => {
      for (const path of ['/', '/login', '/cdn/default/theme.css', '/assets/public-HASH0001.js']) {
        const res = await request(h.server).get(path).set('Host', host);
        expect(res.status).toBe(400);
        expect(res.text).not.toContain(host);
        expect(res.headers.location).toBeUndefined();
        expect(res.headers['content-type']).toMatch(/text\/html/);
      }
      const api = await request(h.server).get('/api/brand/subdomain/demo').set('Host', host);
      expect(api.status).toBe(400);
      expect(api.body).toMatchObject({ error: 'bad_host' });
      expect(api.text).not.toContain(host);
    },
  );

  it('a request without a Host header is refused', async () => {
    const http = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const url = new URL(h.url);
      const req = http.request({ host: url.hostname, port: url.port, path: '/', method: 'GET', setHost: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(400);
  });

  it('X-Forwarded-Host is ignored unless TRUST_PROXY says so', async () => {
    const res = await request(h.server).get('/').set('Host', 'localhost').set('X-Forwarded-Host', 'demo.localhost');
    expect(res.status).toBe(200);
    expect((bootstrapOf(res.text) as { hostKind: string }).hostKind).toBe('bare');
  });

  it('/healthz answers whatever the host', async () => {
    const res = await request(h.server).get('/healthz').set('Host', 'anything.example');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'live', draining: false });
  });
});

describe('X-Forwarded-Host with TRUST_PROXY', () => {
  it.each(['true', '1', 'loopback', '127.0.0.1, ::1'])('TRUST_PROXY=%s honours it from loopback', async (trust) => {
    const h = await startHarness({ TRUST_PROXY: trust });
    try {
      const res = await request(h.server).get('/').set('Host', 'localhost').set('X-Forwarded-Host', 'demo.localhost:443, other.example');
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/login');
      const bad = await request(h.server).get('/').set('Host', 'localhost').set('X-Forwarded-Host', 'evil.example');
      expect(bad.status).toBe(400);
    } finally {
      await h.close();
    }
  });
  it('a list that does not include the peer is not trusted', async () => {
    const h = await startHarness({ TRUST_PROXY: '10.0.0.0/8' });
    try {
      const res = await request(h.server).get('/').set('Host', 'localhost').set('X-Forwarded-Host', 'demo.localhost');
      expect((bootstrapOf(res.text) as { hostKind: string }).hostKind).toBe('bare');
    } finally {
      await h.close();
    }
  });
});

describe('brand resolution through the gateway', () => {
  let h: Harness;
  let now = 1_000_000;
  beforeAll(async () => {
    h = await startHarness({ BRAND_CACHE_TTL_MS: '60000', BRAND_NEGATIVE_TTL_MS: '5000' }, { now: () => now });
  });
  afterAll(async () => h.close());
  afterEach(() => {
    h.stub.mode = 'ok';
    h.stub.brandDelayMs = 0;
  });

  it('puts the brand in the bootstrap and the title, escaped', async () => {
    const res = await request(h.server).get('/login').set('Host', 'pnfp.localhost');
    expect(res.status).toBe(200);
    expect(titleOf(res.text)).toBe('Log In | Pinnacle &lt;Card&gt; &amp; &quot;Co&quot;');
    expect((bootstrapOf(res.text) as { brand: unknown }).brand).toEqual({ brand: 'pnfp', brandValueDisplay: 'Pinnacle <Card> & "Co"' });
    expect(res.text).toContain('<link rel="stylesheet" href="/cdn/pnfp/theme.css">');
    expect(res.text).toContain('href="/cdn/pnfp/favicon.svg"');
  });

  it('N concurrent requests for a new subdomain → one upstream lookup; cached until the TTL', async () => {
    h.stub.brandDelayMs = 100;
    const all = await Promise.all(Array.from({ length: 20 }, () => request(h.server).get('/login').set('Host', 'demo.localhost')));
    expect(all.every((r) => r.status === 200)).toBe(true);
    expect(h.stub.brandCalls.get('demo')).toBe(1);
    await request(h.server).get('/faqs').set('Host', 'demo.localhost');
    expect(h.stub.brandCalls.get('demo')).toBe(1);
    now += 60_001;
    // Past the TTL the cached answer is served while it is refreshed in the background.
    expect((await request(h.server).get('/faqs').set('Host', 'demo.localhost')).status).toBe(200);
    await vi.waitFor(() => expect(h.stub.brandCalls.get('demo')).toBe(2));
    expect(await h.gateway.metrics()).toMatch(/gateway_brand_cache_hits_total \d+/);
  });

  it('unknown client → not-found page (404), negative answer cached briefly', async () => {
    const res = await request(h.server).get('/login').set('Host', 'nosuchbank.localhost');
    expect(res.status).toBe(404);
    expect(titleOf(res.text)).toBe('Page Not Found');
    await request(h.server).get('/').set('Host', 'nosuchbank.localhost');
    expect(h.stub.brandCalls.get('nosuchbank')).toBe(1);
    now += 5_001;
    await request(h.server).get('/').set('Host', 'nosuchbank.localhost');
    expect(h.stub.brandCalls.get('nosuchbank')).toBe(2);
  });

  it.each(['error500', 'garbage', 'wrongShape'] as const)('platform answering %s → 503 page, not cached', async (mode) => {
    h.stub.mode = mode;
    const sub = `bank${mode.toLowerCase()}`;
    const res = await request(h.server).get('/login').set('Host', `${sub}.localhost`);
    expect(res.status).toBe(503);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).not.toMatch(/at .*\.ts:\d+/);
    await request(h.server).get('/login').set('Host', `${sub}.localhost`);
    expect(h.stub.brandCalls.get(sub)).toBe(2);
    const json = await request(h.server).get('/login').set('Host', `${sub}.localhost`).set('Accept', 'application/json');
    expect(json.status).toBe(503);
    expect(json.body).toMatchObject({ error: 'platform_unavailable', requestId: json.headers['x-request-id'] });
  });
});

describe('brand resolver unit', () => {
  it('shares one in-flight lookup, does not cache failures', async () => {
    let calls = 0;
    let fail = true;
    const resolver = createBrandResolver({
      platform: {
        brandBySubdomain: async () => {
          calls++;
          await new Promise((r) => setTimeout(r, 10));
          if (fail) throw new PlatformUnavailableError('down');
          return { brand: 'x', brandValueDisplay: 'X' };
        },
      },
      ttlMs: 1000,
      negativeTtlMs: 100,
    });
    const results = await Promise.allSettled([resolver.resolve('x'), resolver.resolve('x'), resolver.resolve('x')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(calls).toBe(1);
    fail = false;
    await expect(resolver.resolve('x')).resolves.toEqual({ brand: 'x', brandValueDisplay: 'X' });
    await resolver.resolve('x');
    expect(calls).toBe(2);
  });
  it('keeps at most maxEntries subdomains', async () => {
    let calls = 0;
    const resolver = createBrandResolver({
      platform: { brandBySubdomain: async () => (calls++, null) },
      ttlMs: 1000,
      negativeTtlMs: 1000,
      maxEntries: 2,
    });
    await resolver.resolve('a');
    await resolver.resolve('b');
    await resolver.resolve('c');
    await resolver.resolve('a');
    expect(calls).toBe(4);
  });
  it('cached(): the answer at hand without a lookup — undefined until looked up, then the brand or "unknown" until the TTL', async () => {
    let t = 0;
    const found = { brand: 'x', brandValueDisplay: 'X' };
    const resolver = createBrandResolver({
      platform: { brandBySubdomain: async (s: string) => (s === 'x' ? found : null) },
      ttlMs: 1000,
      negativeTtlMs: 100,
      now: () => t,
    });
    expect(resolver.cached('x')).toBeUndefined();
    await resolver.resolve('x');
    await resolver.resolve('nobody');
    expect(resolver.cached('x')).toEqual(found);
    expect(resolver.cached('nobody')).toBeNull();
    t = 150; // the "unknown" answer has expired; the brand has not
    expect(resolver.cached('nobody')).toBeUndefined();
    expect(resolver.cached('x')).toEqual(found);
  });
});
