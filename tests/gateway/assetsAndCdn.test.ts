import zlib from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiate } from '../../gateway/src/assets/assetStore.js';
import { parseCdnPath } from '../../gateway/src/cdn/cdnHandler.js';
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
    const again = await request(h.server).get(`/assets/${name}`).set('Host', HOST).set('Accept-Encoding', 'gzip').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });
  it.each(['/assets/nope.js', '/assets/public-HASH0001.js.br', '/assets/', '/assets/../manifest.json'])('%s → 404', async (path) => {
    const res = await rawGet(path);
    expect(res.status).toBe(404);
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
    expect(own.headers['cache-control']).toMatch(/max-age=300/);
    expect(String(own.body ?? own.text)).toContain('demo');
    const fallback = await request(h.server).get('/cdn/demo/theme.css').set('Host', HOST);
    expect(fallback.status).toBe(200);
    expect(fallback.text).toBe(':root{--brand:#123456}');
    const nested = await request(h.server).get('/cdn/grizzlies/images/card.svg').set('Host', HOST);
    expect(nested.status).toBe(200);
    const def = await request(h.server).get('/cdn/default/logo.svg').set('Host', HOST);
    expect(def.status).toBe(200);
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
