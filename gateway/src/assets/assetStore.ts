import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentTypeOf, encodedFile, type EncodedFile } from './encodedFile.js';

/**
 * /assets/*: the build's files, held in memory with their precompressed .br and .gz siblings (encodedFile.ts).
 * Content-hashed names (`name-xxxxxxxx.ext`: esbuild's CSS and files, rolldown's scripts) are cached for a year as immutable; nothing is ever
 * compressed per request.
 */

const SAFE_NAME = /^[A-Za-z0-9._-]{1,200}$/;
const HASHED = /-[A-Za-z0-9]{8}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A name without a content hash may change under the same URL: revalidate it. */
const UNHASHED = 'public, max-age=0, must-revalidate';

export interface AssetStore {
  readonly size: number;
  /** The file for `/assets/<name>`, or undefined. */
  get(name: string): EncodedFile | undefined;
}

export function loadAssetStore(assetsDir: string): AssetStore {
  const assets = new Map<string, EncodedFile>();
  let names: string[] = [];
  try {
    names = readdirSync(assetsDir);
  } catch {
    names = [];
  }
  const files = new Set(names.filter((n) => SAFE_NAME.test(n) && statSync(path.join(assetsDir, n)).isFile()));
  const read = (name: string) => (files.has(name) ? readFileSync(path.join(assetsDir, name)) : undefined);
  for (const name of files) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const identity = readFileSync(path.join(assetsDir, name));
    const br = read(`${name}.br`);
    const gzip = read(`${name}.gz`);
    const options = { type: contentTypeOf(name), cacheControl: HASHED.test(name) ? IMMUTABLE : UNHASHED };
    assets.set(name, encodedFile({ identity, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) }, options));
  }
  return {
    get size() {
      return assets.size;
    },
    get: (name) => assets.get(name),
  };
}
