import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentTypeOf, encodedFile, type EncodedFile } from '../assets/encodedFile.js';
import { CLIENT, MAX_SEGMENTS, SEGMENT } from './parseCdnPath.js';

/**
 * The client asset area (spec §1, DESIGN §1) in memory: every file of STATIC_DIR/cdn/{client}/…, text files
 * compressed once at load (brotli 11, gzip 9), looked up with the fallback to `default/`. The names are not
 * content-hashed, so answers are cached for an hour and then used while revalidating (ETag → 304) for a day:
 * a client's new logo or theme reaches every browser within about an hour.
 */

export const CDN_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const COMPRESSIBLE = /\.(css|svg|js|json|txt|map)$/i;

interface Entry {
  file: EncodedFile;
  size: number;
  mtimeMs: number;
}

export interface CdnStore {
  /** The file for /cdn/{client}/{rest}, or default's when the client has none; undefined when neither has it. */
  get(client: string, rest: readonly string[]): EncodedFile | undefined;
  readonly size: number;
}

function compressed(body: Buffer): { br?: Buffer; gzip?: Buffer } {
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gzip = zlib.gzipSync(body, { level: 9 });
  return { ...(br.length < body.length ? { br } : {}), ...(gzip.length < body.length ? { gzip } : {}) };
}

/** Relative paths (`client/a/b.svg`) of the files a /cdn URL could name; anything else in the folder is never served. */
function servableFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, rel: string[]) => {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of names) {
      const ok = rel.length === 0 ? CLIENT.test(name) : SEGMENT.test(name);
      if (!ok) continue;
      const full = path.join(dir, name);
      const stat = statSync(full, { throwIfNoEntry: false });
      if (stat?.isDirectory() && rel.length < MAX_SEGMENTS) walk(full, [...rel, name]);
      else if (stat?.isFile() && rel.length >= 1) found.push([...rel, name].join('/'));
    }
  };
  walk(root, []);
  return found;
}

/**
 * Loads STATIC_DIR/cdn. With `watch` (outside production) the folder is looked at again when asked for a file,
 * at most once a second, and only changed files are read and compressed again.
 */
export function loadCdnStore(staticDir: string, options: { watch?: boolean; now?: () => number } = {}): CdnStore {
  const root = path.resolve(staticDir, 'cdn');
  const now = options.now ?? Date.now;
  let entries = new Map<string, Entry>();
  let lastScan = 0;

  const scan = () => {
    const next = new Map<string, Entry>();
    for (const rel of servableFiles(root)) {
      const full = path.join(root, rel);
      const stat = statSync(full, { throwIfNoEntry: false });
      if (!stat) continue;
      const previous = entries.get(rel);
      if (previous && previous.size === stat.size && previous.mtimeMs === stat.mtimeMs) {
        next.set(rel, previous);
        continue;
      }
      const identity = readFileSync(full);
      const variants = COMPRESSIBLE.test(rel) ? compressed(identity) : {};
      const file = encodedFile({ identity, ...variants }, { type: contentTypeOf(rel), cacheControl: CDN_CACHE_CONTROL, lastModified: stat.mtime });
      next.set(rel, { file, size: stat.size, mtimeMs: stat.mtimeMs });
    }
    entries = next;
    lastScan = now();
  };
  scan();

  return {
    get(client, rest) {
      if (options.watch && now() - lastScan >= 1000) scan();
      const tail = rest.join('/');
      return (entries.get(`${client}/${tail}`) ?? entries.get(`default/${tail}`))?.file;
    },
    get size() {
      return entries.size;
    },
  };
}
