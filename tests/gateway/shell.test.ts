import { renameSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bootstrap } from '../../shared/bootstrap.js';
import { createFakeBuild, bootstrapOf } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ BACK_TO_BANNO_ORIGINS: 'https://banno.example.com, https://other.example:8443' });
});
afterAll(async () => h.close());

const HOST = 'demo.localhost';
const nonceOfCsp = (csp: string): string | undefined => /script-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];

describe('HTML shells', () => {
  it('are complete documents for their area, not cacheable', async () => {
    const res = await request(h.server).get('/login').set('Host', HOST);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.text;
    expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/public-HASH0001.css">');
    expect(html).toContain('<link rel="modulepreload" href="/assets/chunk-SHARED01.js">');
    expect(html).toMatch(/<script type="module" src="\/assets\/public-HASH0001.js" nonce="[^"]+"><\/script>/);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<noscript>');
    const pa = await request(h.server).get('/pa').set('Host', HOST).set('Cookie', h.stub.cookieFor('pa_admin'));
    expect(pa.text).toContain('src="/assets/pa-HASH0001.js"');
  });

  it("preload the page's own lazy files after the area's code; the offer watcher also the home it goes on to (issue 21)", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"( fetchpriority="low")?>/g)].map((m) => (m[2] ? `${m[1]} (low)` : m[1]));
    const cookie = h.stub.cookieFor('cardholder');
    const home = await request(h.server).get('/dashboard-cardholder').set('Host', HOST).set('Cookie', cookie);
    expect(preloads(home.text)).toEqual(['/assets/chunk-SHARED01.js', '/assets/chunk-homepage.js (low)', '/assets/chunk-tablekit.js (low)']);
    const watcher = await request(h.server).get('/pre-dashboard').set('Host', HOST).set('Cookie', cookie);
    expect(preloads(watcher.text)).toEqual(['/assets/chunk-SHARED01.js', '/assets/chunk-watchers.js (low)', '/assets/chunk-homepage.js (low)', '/assets/chunk-tablekit.js (low)']);
    const rewards = await request(h.server).get('/dashboard-cardholder/cardholder-rewards').set('Host', HOST).set('Cookie', cookie);
    expect(preloads(rewards.text)).toEqual(['/assets/chunk-SHARED01.js', '/assets/chunk-tablekit.js (low)']);
    // A page in the area's entry, or an area whose build lists no pages: the area's files only.
    const login = await request(h.server).get('/login').set('Host', HOST);
    expect(preloads(login.text)).toEqual(['/assets/chunk-SHARED01.js']);
    const about = await request(h.server).get('/aboutRewards').set('Host', HOST);
    expect(preloads(about.text)).toEqual(['/assets/chunk-SHARED01.js', '/assets/chunk-aboutrwd.js (low)']);
  });

  it("the login page's bootstrap lists the signed-in homes' files for the page to warm the cache with, and no other page's does (issue 21)", async () => {
    const warmOf = (html: string) => (bootstrapOf(html) as Bootstrap).warm;
    const login = await request(h.server).get('/login').set('Host', HOST);
    expect(warmOf(login.text)).toEqual([
      '/assets/cardholder-HASH0001.css', '/assets/cardholder-HASH0001.js', '/assets/chunk-SHARED01.js', '/assets/chunk-watchers.js', '/assets/chunk-homepage.js', '/assets/chunk-tablekit.js',
      '/assets/pa-HASH0001.css', '/assets/pa-HASH0001.js',
      '/assets/holdingCompany-HASH0001.css', '/assets/holdingCompany-HASH0001.js',
    ]);
    // No login on a bare host (no bank to sign in to), none on other pages.
    expect(warmOf((await request(h.server).get('/login').set('Host', 'localhost')).text)).toBeUndefined();
    expect(warmOf((await request(h.server).get('/forgotPassword').set('Host', HOST)).text)).toBeUndefined();
    expect(warmOf((await request(h.server).get('/dashboard-cardholder').set('Host', HOST).set('Cookie', h.stub.cookieFor('cardholder'))).text)).toBeUndefined();
  });

  it('carry a fresh CSP nonce per request that matches every script tag', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await request(h.server).get('/login').set('Host', HOST);
      const csp = res.headers['content-security-policy'] as string;
      const nonce = nonceOfCsp(csp);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      seen.add(nonce!);
      const scriptNonces = [...res.text.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
      expect(scriptNonces).toHaveLength(2);
      expect(scriptNonces.every((n) => n === nonce)).toBe(true);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).not.toContain('unsafe');
    }
    expect(seen.size).toBe(5);
  });

  it('embed a bootstrap that validates against the shared contract, with the user and XSRF token', async () => {
    const res = await request(h.server).get('/dashboard-cardholder').set('Host', HOST).set('Cookie', h.stub.cookieFor('cardholder'));
    const parsed = Bootstrap.safeParse(bootstrapOf(res.text));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      hostKind: 'client',
      brand: { brand: 'demo', brandValueDisplay: 'Demo Bank' },
      page: { page: 'dashboard', area: 'cardholder', layout: 'sidebar', status: 200 },
      session: { loggedIn: true, xsrfToken: 'xsrf-cardholder' },
      backToBanno: null,
      reportingUrl: null,
    });
  });

  it('escape the bootstrap so data cannot close the script element', async () => {
    const res = await request(h.server).get('/login').set('Host', 'pnfp.localhost');
    const script = /<script id="bootstrap"[^>]*>([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '';
    expect(script).not.toContain('<');
    expect(script).toContain('\\u003cCard>');
  });

  it('a not-found page carries 404 in the bootstrap', async () => {
    const res = await request(h.server).get('/page-not-found').set('Host', HOST);
    expect(res.status).toBe(404);
    expect((bootstrapOf(res.text) as { page: { status: number } }).page.status).toBe(404);
  });
});

describe("'Back to Banno' origin", () => {
  it('is taken from the query only when allowlisted, and remembered in a host-only cookie', async () => {
    const res = await request(h.server).get('/login?redirectOrigin=https%3A%2F%2Fbanno.example.com%2Fpath').set('Host', HOST);
    expect((bootstrapOf(res.text) as { backToBanno: string | null }).backToBanno).toBe('https://banno.example.com');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('redirectOrigin='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).not.toMatch(/Domain/i);
    const later = await request(h.server).get('/faqs').set('Host', HOST).set('Cookie', cookie!.split(';')[0]!);
    expect((bootstrapOf(later.text) as { backToBanno: string | null }).backToBanno).toBe('https://banno.example.com');
  });
  it.each(['https://evil.example', 'javascript:alert(1)', 'https://banno.example.com.evil.example', 'not a url'])('refuses %s', async (origin) => {
    const res = await request(h.server).get(`/login?redirectOrigin=${encodeURIComponent(origin)}`).set('Host', HOST);
    expect((bootstrapOf(res.text) as { backToBanno: string | null }).backToBanno).toBeNull();
    const viaCookie = await request(h.server).get('/login').set('Host', HOST).set('Cookie', `redirectOrigin=${encodeURIComponent(origin)}`);
    expect((bootstrapOf(viaCookie.text) as { backToBanno: string | null }).backToBanno).toBeNull();
  });
});

describe('without a build', () => {
  it("answers 503 'Run npm run build' for pages, while assets and cdn still answer", async () => {
    const noBuild = await startHarness({}, {}, createFakeBuild({ withManifest: false }));
    try {
      const res = await request(noBuild.server).get('/login').set('Host', HOST);
      expect(res.status).toBe(503);
      expect(res.text).toContain('Run npm run build');
      expect(res.headers['cache-control']).toBe('no-store');
      const json = await request(noBuild.server).get('/login').set('Host', HOST).set('Accept', 'application/json');
      expect(json.body).toMatchObject({ error: 'not_built' });
      expect((await request(noBuild.server).get('/cdn/default/theme.css').set('Host', HOST)).status).toBe(200);
      // Redirects do not need the build.
      expect((await request(noBuild.server).get('/').set('Host', HOST)).status).toBe(302);
    } finally {
      await noBuild.close();
    }
  });
});

describe('outside production', () => {
  it('picks up a build that appears after start (npm run dev)', async () => {
    const build = createFakeBuild();
    const manifest = path.join(build.clientDistDir, 'manifest.json');
    renameSync(manifest, `${manifest}.later`);
    const dev = await startHarness({ NODE_ENV: 'development' }, {}, build);
    try {
      expect((await request(dev.server).get('/login').set('Host', HOST)).status).toBe(503);
      renameSync(`${manifest}.later`, manifest);
      await new Promise((r) => setTimeout(r, 600));
      const res = await request(dev.server).get('/login').set('Host', HOST);
      expect(res.status).toBe(200);
      expect(res.text).toContain('/assets/public-HASH0001.js');
    } finally {
      await dev.close();
    }
  });
  it('in production the build is read once', async () => {
    const build = createFakeBuild();
    const manifest = path.join(build.clientDistDir, 'manifest.json');
    renameSync(manifest, `${manifest}.later`);
    const prod = await startHarness({ NODE_ENV: 'production' }, {}, build);
    try {
      renameSync(`${manifest}.later`, manifest);
      await new Promise((r) => setTimeout(r, 600));
      expect((await request(prod.server).get('/login').set('Host', HOST)).status).toBe(503);
    } finally {
      await prod.close();
    }
  });
});
