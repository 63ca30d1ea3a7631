import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../../scripts/build.js';

/** Checks the real build output (`npm test` runs `npm run build` before vitest). */
const dist = path.resolve('dist/client');
const manifestPath = path.join(dist, 'manifest.json');

describe('build output', () => {
  it('exists (run `npm run build` first)', () => {
    expect(existsSync(manifestPath), 'dist/client/manifest.json is missing: run `npm run build`').toBe(true);
  });

  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : null;
  const files = manifest
    ? [...new Set(Object.values(manifest.areas).flatMap((a) => [a.js, ...a.preload, ...a.css, ...Object.values(a.pages ?? {}).flat()]))]
    : [];

  it('has every area, content-hashed, with a shared chunk preloaded by all', () => {
    expect(Object.keys(manifest?.areas ?? {}).sort()).toEqual(['cardholder', 'holdingCompany', 'pa', 'public', 'viewer']);
    for (const area of Object.values(manifest!.areas)) {
      expect(area.js).toMatch(/^\/assets\/[A-Za-z]+-[a-z0-9]{8}\.js$/);
      expect(area.css).toHaveLength(1);
    }
    const shared = Object.values(manifest!.areas).map((a) => new Set(a.preload));
    const common = [...shared[0]!].filter((c) => shared.every((s) => s.has(c)));
    expect(common.length).toBeGreaterThan(0);
  });

  it("loads each area's first visit in at most three script files (a round trip each on a phone's network)", () => {
    for (const [name, area] of Object.entries(manifest!.areas)) expect(1 + area.preload.length, name).toBeLessThanOrEqual(3);
  });

  it("loads each page's own lazy code in a few files: small shared pieces grouped by area set (were up to 24 files)", () => {
    for (const [name, area] of Object.entries(manifest!.areas)) {
      for (const [page, own] of Object.entries(area.pages ?? {}))
        expect(own.length, `${name} ${page}: ${own.join(' ')}`).toBeLessThanOrEqual(14);
    }
  });

  it("lists every lazy page of every area's page map with its own files, none of them already in the area's first visit", () => {
    for (const [name, area] of Object.entries(manifest!.areas)) {
      const lazy = (
        readFileSync(path.resolve(`spas/${name === 'holdingCompany' ? 'holding-company' : name}/main.tsx`), 'utf8').match(/lazyPage\(/g) ??
        []
      ).length;
      expect(Object.keys(area.pages ?? {}).length, name).toBeGreaterThanOrEqual(lazy - 1);
      for (const [page, own] of Object.entries(area.pages ?? {})) {
        expect(own.length, `${name} ${page}`).toBeGreaterThan(0);
        for (const url of own) {
          expect(existsSync(path.join(dist, url)), `${name} ${page}: ${url}`).toBe(true);
          expect([area.js, ...area.preload], `${name} ${page}: ${url}`).not.toContain(url);
        }
      }
    }
    expect(manifest!.areas.cardholder.pages?.dashboard?.length).toBeGreaterThan(0);
  });

  it('writes .br and .gz beside every file that decompress to the same bytes', () => {
    for (const url of files) {
      const file = path.join(dist, url);
      const raw = readFileSync(file);
      expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).equals(raw), `${url}.br`).toBe(true);
      expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).equals(raw), `${url}.gz`).toBe(true);
    }
  });

  it('preloads no empty file, and every file a script imports exists', () => {
    for (const url of files) expect(readFileSync(path.join(dist, url)).length, `${url} is empty`).toBeGreaterThan(0);
    const scripts = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
    for (const name of scripts) {
      const text = readFileSync(path.join(dist, 'assets', name), 'utf8');
      expect(text.trim().length, `${name} is empty`).toBeGreaterThan(0);
      for (const m of text.matchAll(/"(\/assets\/[^"]+\.js)"/g))
        expect(existsSync(path.join(dist, m[1]!)), `${name} imports ${m[1]}`).toBe(true);
    }
  });

  it('ships production React and no development warnings', () => {
    const js = files
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(path.join(dist, f), 'utf8'))
      .join('\n');
    expect(js).not.toContain('react-dom.development');
    expect(js).not.toContain('Warning: ');
    expect(js).not.toMatch(/process\.env\.NODE_ENV/);
  });
});
