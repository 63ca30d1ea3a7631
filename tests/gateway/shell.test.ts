import { renameSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Bootstrap } from '../../shared/bootstrap.js';
import { createFakeBuild, bootstrapOf } from './helpers/fakeBuild.js';
import { startHarness, type Harness } from './helpers/harness.js';
import { STUB_BRANDS, STUB_USERS, stubUser } from './helpers/stubPlatform.js';

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
    expect(html).toMatch(/<div id="root"><header class="site-header">[\s\S]*<\/header><\/div>\n<noscript>/);
    expect(html).toContain('<noscript>');
    const pa = await request(h.server).get('/pa').set('Host', HOST).set('Cookie', h.stub.cookieFor('pa_admin'));
    expect(pa.text).toContain('src="/assets/pa-HASH0001.js"');
  });

  it("preload the page's own lazy files after the area's code; the offer watcher also the home it goes on to", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"( fetchpriority="low")?>/g)].map((m) => (m[2] ? `${m[1]} (low)` : m[1]));
    const cookie = h.stub.cookieFor('cardholder');
    const home = await request(h.server).get('/dashboard-cardholder').set('Host', HOST).set('Cookie', cookie);
    expect(preloads(home.text)).toEqual([
      '/assets/chunk-SHARED01.js',
      '/assets/chunk-homepage.js (low)',
      '/assets/chunk-tablekit.js (low)',
    ]);
    const watcher = await request(h.server).get('/pre-dashboard').set('Host', HOST).set('Cookie', cookie);
    expect(preloads(watcher.text)).toEqual([
      '/assets/chunk-SHARED01.js',
      '/assets/chunk-watchers.js (low)',
      '/assets/chunk-homepage.js (low)',
      '/assets/chunk-tablekit.js (low)',
    ]);
    const rewards = await request(h.server).get('/dashboard-cardholder/cardholder-rewards').set('Host', HOST).set('Cookie', cookie);
    expect(preloads(rewards.text)).toEqual(['/assets/chunk-SHARED01.js', '/assets/chunk-tablekit.js (low)']);
    // A page in the area's entry, or an area whose build lists no pages: the area's files only.
    const login = await request(h.server).get('/login').set('Host', HOST);
    expect(preloads(login.text)).toEqual(['/assets/chunk-SHARED01.js']);
    const about = await request(h.server).get('/aboutRewards').set('Host', HOST);
    expect(preloads(about.text)).toEqual(['/assets/chunk-SHARED01.js', '/assets/chunk-aboutrwd.js (low)']);
  });

  it("the login page's bootstrap lists the signed-in homes' files for the page to warm the cache with, and no other page's does", async () => {
    const warmOf = (html: string) => (bootstrapOf(html) as Bootstrap).warm;
    const login = await request(h.server).get('/login').set('Host', HOST);
    expect(warmOf(login.text)).toEqual([
      '/assets/cardholder-HASH0001.css',
      '/assets/cardholder-HASH0001.js',
      '/assets/chunk-SHARED01.js',
      '/assets/chunk-watchers.js',
      '/assets/chunk-homepage.js',
      '/assets/chunk-tablekit.js',
      '/assets/pa-HASH0001.css',
      '/assets/pa-HASH0001.js',
      '/assets/holdingCompany-HASH0001.css',
      '/assets/holdingCompany-HASH0001.js',
    ]);
    // No login on a bare host (no bank to sign in to), none on other pages.
    expect(warmOf((await request(h.server).get('/login').set('Host', 'localhost')).text)).toBeUndefined();
    expect(warmOf((await request(h.server).get('/forgotPassword').set('Host', HOST)).text)).toBeUndefined();
    expect(
      warmOf((await request(h.server).get('/dashboard-cardholder').set('Host', HOST).set('Cookie', h.stub.cookieFor('cardholder'))).text),
    ).toBeUndefined();
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

  it('paint the header from the HTML: the brand escaped, the signed-in user greeted, its buttons disabled until the code runs; no header where the layout has none', async () => {
    const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div>\n<noscript>/.exec(html)?.[1] ?? 'no root';
    const login = rootOf((await request(h.server).get('/login').set('Host', HOST)).text);
    expect(login).toContain('<a class="site-logo" href="/"><img src="/cdn/demo/logo.svg" alt="Demo Bank" height="40"></a>');
    expect(login).toContain('<p class="greeting">Welcome!</p>');
    expect(login).toContain('This page is secure</p>');
    expect(login).not.toContain('My Account');
    expect(login).not.toContain('menu-toggle');

    const pnfp = rootOf((await request(h.server).get('/login').set('Host', 'pnfp.localhost')).text);
    expect(pnfp).toContain('<img src="/cdn/pnfp/logo.svg" alt="Pinnacle &lt;Card&gt; &amp; &quot;Co&quot;" height="40">');
    expect(pnfp).not.toContain('<Card>');

    const cookie = h.stub.cookieFor('cardholder');
    const home = rootOf((await request(h.server).get('/dashboard-cardholder').set('Host', HOST).set('Cookie', cookie)).text);
    expect(home).toContain('<a class="site-logo" href="/dashboard-cardholder">');
    expect(home).toContain('<p class="greeting">Hi, Casey</p>');
    expect(home).toMatch(/<button type="button" class="btn btn-secondary profile-menu-button"[^>]* disabled>My Account/);
    expect(home).toMatch(/<button type="button" class="btn btn-secondary menu-toggle"[^>]* disabled>/);
    expect(home).not.toContain('This page is secure');

    const offer = await request(h.server).get('/dashboard-cardholder/offer-inter').set('Host', HOST).set('Cookie', cookie);
    expect(offer.status).toBe(200);
    expect(rootOf(offer.text)).toBe('');
  });

  it('a not-found page carries 404 in the bootstrap', async () => {
    const res = await request(h.server).get('/page-not-found').set('Host', HOST);
    expect(res.status).toBe(404);
    expect((bootstrapOf(res.text) as { page: { status: number } }).page.status).toBe(404);
  });
});

describe('rendered once and filled per answer', () => {
  type Shown = { brand: { brandValueDisplay: string } | null; session: { user: { username: string; firstname: string } | null } };
  const shown = (html: string) => bootstrapOf(html) as Shown;

  it('each answer has its own nonce in every place, and a Content-Length that is its length', async () => {
    const cookie = h.stub.cookieFor('cardholder');
    const nonces = new Set<string>();
    // pnfp's name has characters the shell escapes.
    for (const [host, path, c] of [
      ['pnfp.localhost', '/login', ''],
      ['pnfp.localhost', '/login', ''],
      [HOST, '/dashboard-cardholder', cookie],
      [HOST, '/dashboard-cardholder', cookie],
    ] as const) {
      const res = await request(h.server).get(path).set('Host', host).set('Cookie', c);
      expect(res.status).toBe(200);
      const nonce = nonceOfCsp(res.headers['content-security-policy'] as string)!;
      nonces.add(nonce);
      expect([...res.text.matchAll(/ nonce="([^"]+)"/g)].map((m) => m[1]).every((n) => n === nonce)).toBe(true);
      expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.text));
    }
    expect(nonces.size).toBe(4);
  });

  it("a brand's new answer and a user's new login check show at once; one user's page is never another's", async () => {
    let t = 1_000_000;
    const timed = await startHarness({ BRAND_CACHE_TTL_MS: '1000', CHECK_CACHE_TTL_MS: '1000' }, { now: () => t });
    const demo = STUB_BRANDS.demo!;
    const casey = STUB_USERS.cardholder!;
    try {
      const get = (path: string, user?: keyof typeof STUB_USERS) =>
        request(timed.server)
          .get(path)
          .set('Host', HOST)
          .set('Cookie', user ? timed.stub.cookieFor(user) : '');
      expect(shown((await get('/login')).text).brand?.brandValueDisplay).toBe('Demo Bank');
      expect(shown((await get('/dashboard-cardholder', 'cardholder')).text).session.user?.firstname).toBe('Casey');
      STUB_BRANDS.demo = { ...demo, brandValueDisplay: 'Demo Bank & Trust' };
      STUB_USERS.cardholder = { ...casey, firstname: 'Cassidy' };
      // Within the TTLs the remembered answers stand. Past the brand's, the next page load starts its lookup again
      // (served the remembered answer meanwhile), and the page shows the new answer as soon as it has come.
      expect(shown((await get('/login')).text).brand?.brandValueDisplay).toBe('Demo Bank');
      t += 1_001;
      const lookups = timed.stub.brandCalls.get('demo') ?? 0;
      await get('/login');
      await expect.poll(() => timed.stub.brandCalls.get('demo')).toBe(lookups + 1);
      await expect.poll(async () => shown((await get('/login')).text).brand?.brandValueDisplay).toBe('Demo Bank & Trust');
      const home = shown((await get('/dashboard-cardholder', 'cardholder')).text);
      expect(home.brand?.brandValueDisplay).toBe('Demo Bank & Trust');
      expect(home.session.user?.firstname).toBe('Cassidy');
      // The same page for another user, and signed out, right after.
      STUB_USERS.robin = stubUser({ userid: 9, username: 'robin', firstname: 'Robin' });
      expect(shown((await get('/dashboard-cardholder', 'robin')).text).session.user?.username).toBe('robin');
      expect(shown((await get('/dashboard-cardholder', 'cardholder')).text).session.user?.username).toBe('cardholder');
      expect(shown((await get('/login')).text).session.user).toBeNull();
    } finally {
      STUB_BRANDS.demo = demo;
      STUB_USERS.cardholder = casey;
      delete STUB_USERS.robin;
      await timed.close();
    }
  });

  it("a signed-in page's first round follows each answer's own address", async () => {
    const cookie = h.stub.cookieFor('pa_admin');
    // The starter's list of URLs (shared/session/firstRound.ts).
    const round = async (path: string) =>
      /\(window,(\[[^\]]*\])\)/.exec((await request(h.server).get(path).set('Host', HOST).set('Cookie', cookie)).text)?.[1];
    const plain = await round('/pa');
    const other = await round('/pa?company=1002');
    expect(plain).toBeDefined();
    expect(other).toBeDefined();
    expect(other).not.toBe(plain);
    expect(await round('/pa')).toBe(plain);
    // A page about one thing starts the call about it: each address its own, never another's remembered shell.
    const one = await round('/pa/accounts/500322');
    const two = await round('/pa/accounts/500323');
    expect(one).toContain('/bff/company-account?accountEntityId=500322');
    expect(two).toContain('/bff/company-account?accountEntityId=500323');
    expect(two).not.toContain('500322');
    expect(await round('/pa/accounts/500322')).toBe(one);
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
  it.each(['https://evil.example', 'javascript:alert(1)', 'https://banno.example.com.evil.example', 'not a url'])(
    'refuses %s',
    async (origin) => {
      const res = await request(h.server)
        .get(`/login?redirectOrigin=${encodeURIComponent(origin)}`)
        .set('Host', HOST);
      expect((bootstrapOf(res.text) as { backToBanno: string | null }).backToBanno).toBeNull();
      const viaCookie = await request(h.server)
        .get('/login')
        .set('Host', HOST)
        .set('Cookie', `redirectOrigin=${encodeURIComponent(origin)}`);
      expect((bootstrapOf(viaCookie.text) as { backToBanno: string | null }).backToBanno).toBeNull();
    },
  );
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
