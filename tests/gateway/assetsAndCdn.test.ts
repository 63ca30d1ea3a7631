import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiate } from '../../gateway/src/assets/encodedFile.js';
import { parseCdnPath } from '../../gateway/src/cdn/parseCdnPath.js';
import { loadCdnStore } from '../../gateway/src/cdn/cdnStore.js';
import { rawRequest, rawText, startHarness, type Harness } from './helpers/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.close());

const HOST = 'demo.localhost';
/** Sends the path byte for byte (supertest/URL would normalise `..` and backslashes away). */
const rawGet = (path: string, host = HOST) => rawText(h, path, { host });
const rawBytes = (path: string, headers: Record<string, string>) => rawRequest(h, path, headers);

describe('/assets', () => {
  const name = 'public-HASH0001.js';
  it('serves brotli when accepted, immutable, with Vary and ETag', async () => {
    const res = await rawBytes(`/assets/${name}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.etag).toBeTruthy();
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(h.build.assetText(name));
  });
  it('gzip when br is not accepted (or refused with q=0), identity otherwise', async () => {
    const gz = await request(h.server).get(`/assets/${name}`).set('Host', HOST).set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(h.build.assetText(name));
    const noBr = await request(h.server).get(`/assets/${name}`).set('Host', HOST).set('Accept-Encoding', 'br;q=0, gzip;q=0.5');
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const plain = await request(h.server).get(`/assets/${name}`).set('Host', HOST).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(h.build.assetText(name));
  });
  it('never compresses per request: a file without siblings is sent as is', async () => {
    const res = await request(h.server).get('/assets/plain-NOCOMP01.js').set('Host', HOST).set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('console.log("only identity")');
  });
  it('answers 304 to a matching If-None-Match', async () => {
    const first = await request(h.server).get(`/assets/${name}`).set('Host', HOST).set('Accept-Encoding', 'gzip');
    const again = await request(h.server)
      .get(`/assets/${name}`)
      .set('Host', HOST)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });
  it.each(['/assets/nope.js', '/assets/public-HASH0001.js.br', '/assets/', '/assets/../manifest.json'])('%s → 404', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
  });
  it('answers 304 for every encoding, each variant with its own ETag, and HEAD with the headers only', async () => {
    const tags = new Set<string>();
    for (const enc of ['br', 'gzip', 'identity']) {
      const first = await rawBytes(`/assets/${name}`, { 'accept-encoding': enc });
      const etag = first.headers.etag as string;
      tags.add(etag);
      const again = await rawBytes(`/assets/${name}`, { 'accept-encoding': enc, 'if-none-match': `W/"other", ${etag}` });
      expect(again.status).toBe(304);
      expect(again.body).toHaveLength(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.headers.vary).toBe('Accept-Encoding');
      // A validator of another encoding does not match: the cached bytes would be the wrong ones.
      const other = await rawBytes(`/assets/${name}`, { 'accept-encoding': enc === 'br' ? 'gzip' : 'br', 'if-none-match': etag });
      expect(other.status).toBe(200);
    }
    expect(tags.size).toBe(3);
    const head = await rawBytes(`/assets/${name}`, { 'accept-encoding': 'br' });
    const headOnly = await rawRequest(h, `/assets/${name}`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(headOnly.status).toBe(200);
    expect(headOnly.body).toHaveLength(0);
    expect(headOnly.headers['content-length']).toBe(String(head.body.length));
    expect(headOnly.headers['content-encoding']).toBe('br');
  });
  it('carries the security headers, with no nonce in its CSP, and an X-Request-Id', async () => {
    const res = await rawBytes(`/assets/${name}`, { 'accept-encoding': 'br' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    expect(res.headers['content-security-policy']).not.toContain('nonce');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('refuses what the lean path leaves to Express: other methods (405), hosts not served (400)', async () => {
    const post = await rawText(h, `/assets/${name}`, { accept: 'application/json' }, 'POST');
    expect(post.status).toBe(405);
    expect(JSON.parse(post.body)).toMatchObject({ error: 'method_not_allowed' });
    const foreign = await rawText(h, `/assets/${name}`, { host: 'evil.example' });
    expect(foreign.status).toBe(400);
    expect(foreign.body).not.toContain('evil.example');
    const upper = await rawBytes(`/ASSETS/${name}`, { 'accept-encoding': 'gzip' });
    expect(upper.status).toBe(200);
    expect(zlib.gunzipSync(upper.body).toString()).toBe(h.build.assetText(name));
  });
  it('negotiate()', () => {
    const all = { variants: { identity: {}, br: {}, gzip: {} } } as never;
    expect(negotiate('gzip;q=1, br;q=0.1', all)).toBe('br');
    expect(negotiate('*', all)).toBe('br');
    expect(negotiate('*;q=0, gzip', all)).toBe('gzip');
    expect(negotiate(undefined, all)).toBe('identity');
  });
});

describe('/cdn', () => {
  it('serves the client file, falling back to default', async () => {
    const own = await request(h.server).get('/cdn/demo/logo.svg').set('Host', HOST);
    expect(own.status).toBe(200);
    expect(own.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(own.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(String(own.body ?? own.text)).toContain('demo');
    const fallback = await request(h.server).get('/cdn/demo/theme.css').set('Host', HOST);
    expect(fallback.status).toBe(200);
    expect(fallback.text).toBe(':root{--brand:#123456}');
    const nested = await request(h.server).get('/cdn/grizzlies/images/card.svg').set('Host', HOST);
    expect(nested.status).toBe(200);
    const def = await request(h.server).get('/cdn/default/logo.svg').set('Host', HOST);
    expect(def.status).toBe(200);
  });
  it('compresses text files once (br, gzip by Accept-Encoding), with ETag, Last-Modified and 304s', async () => {
    const br = await rawBytes('/cdn/demo/login-bg.svg', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain('<title>demo background</title>');
    expect(Date.parse(br.headers['last-modified'] as string)).not.toBeNaN();
    const gz = await rawBytes('/cdn/demo/login-bg.svg', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toContain('<title>demo background</title>');
    const plain = await rawBytes('/cdn/demo/login-bg.svg', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<title>demo background</title>');
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    const revalidated = await rawBytes('/cdn/demo/login-bg.svg', { 'accept-encoding': 'gzip', 'if-none-match': gz.headers.etag as string });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    // Compressing a tiny file would make it larger: it is sent as is.
    expect((await rawBytes('/cdn/demo/logo.svg', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined();
    // The fallback is default's file, with default's validator.
    const fallback = await rawBytes('/cdn/pnfp/logo.svg', {});
    const own = await rawBytes('/cdn/default/logo.svg', {});
    expect(fallback.body.toString()).toBe(own.body.toString());
    expect(fallback.headers.etag).toBe(own.headers.etag);
  });
  it('POST → 405, HEAD → headers only', async () => {
    expect((await rawText(h, '/cdn/demo/logo.svg', {}, 'POST')).status).toBe(405);
    const head = await rawRequest(h, '/cdn/demo/logo.svg', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
  });
  it('unknown files → 404', async () => {
    expect((await rawGet('/cdn/demo/nothing.css')).status).toBe(404);
    expect((await rawGet('/cdn/demo/')).status).toBe(404);
    expect((await rawGet('/cdn/')).status).toBe(404);
  });
  it.each([
    '/cdn/../secret.txt',
    '/cdn/demo/../../secret.txt',
    '/cdn/demo/%2e%2e/%2e%2e/secret.txt',
    '/cdn/demo/%2E%2E/%2E%2E/secret.txt',
    '/cdn/%2e%2e/secret.txt',
    '/cdn/demo/..%2f..%2fsecret.txt',
    '/cdn/demo/%2f..%2fsecret.txt',
    '/cdn/demo/..\\..\\secret.txt',
    '/cdn/demo/%5c..%5csecret.txt',
    '/cdn/demo/logo.svg%00.txt',
    '/cdn/demo/%c0%ae%c0%ae/secret.txt',
    '/cdn/demo//etc/passwd',
    '/cdn/demo/.hidden',
    '/cdn/%2fetc/passwd',
  ])('%s → 400/404, never the file', async (path) => {
    const res = await rawGet(path);
    expect([400, 404]).toContain(res.status);
    expect(res.body).not.toContain('outside the cdn area');
  });
  it('parseCdnPath refuses traversal with 400 specifically', () => {
    for (const p of ['demo/../x', 'demo/%2e%2e/x', 'demo/a%2fb', 'demo\\x', 'demo/%5cx', 'demo/%00']) {
      expect(() => parseCdnPath(p)).toThrow(expect.objectContaining({ status: 400 }));
    }
    expect(parseCdnPath('demo/images/card.svg')).toEqual({ client: 'demo', rest: ['images', 'card.svg'] });
  });
});

describe('loadCdnStore', () => {
  it('holds the folder in memory; with watch (outside production) it sees changed and new files after a second', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cdn-store-'));
    try {
      mkdirSync(path.join(dir, 'cdn/default'), { recursive: true });
      writeFileSync(path.join(dir, 'cdn/default/theme.css'), ':root{--a:1}');
      let t = 0;
      const watched = loadCdnStore(dir, { watch: true, now: () => t });
      const fixed = loadCdnStore(dir, { watch: false, now: () => t });
      const text = (store: typeof watched, client: string, file: string) => store.get(client, [file])?.variants.identity.body.toString();
      expect(text(watched, 'demo', 'theme.css')).toBe(':root{--a:1}');
      writeFileSync(path.join(dir, 'cdn/default/theme.css'), ':root{--a:22}');
      utimesSync(path.join(dir, 'cdn/default/theme.css'), new Date(), new Date(Date.now() + 5_000));
      mkdirSync(path.join(dir, 'cdn/demo'));
      writeFileSync(path.join(dir, 'cdn/demo/logo.svg'), '<svg/>');
      t = 999;
      expect(text(watched, 'demo', 'theme.css')).toBe(':root{--a:1}');
      t = 1_000;
      expect(text(watched, 'demo', 'theme.css')).toBe(':root{--a:22}');
      expect(text(watched, 'demo', 'logo.svg')).toBe('<svg/>');
      expect(text(fixed, 'demo', 'theme.css')).toBe(':root{--a:1}');
      expect(fixed.get('demo', ['logo.svg'])).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
