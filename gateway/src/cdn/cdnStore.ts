import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Logger } from 'pino';
import { contentTypeOf, encodedFile, type EncodedFile } from '../assets/encodedFile.js';
import type { RewardsContent } from '../../../shared/content/contentPieces.js';
import { checkContentFile, composeRewards, type ContentVerdict } from './contentCheck.js';
import { CLIENT, MAX_SEGMENTS, SEGMENT } from './parseCdnPath.js';

/**
 * The client asset area (docs/requirements.md#spec-1-product, docs/requirements.md#design-1-shape) in memory: every file of STATIC_DIR/cdn/{client}/…, text files
 * compressed once at load (brotli 11, gzip 9), looked up with the fallback to `default/`. The names are not
 * content-hashed, so answers are cached for an hour and then used while revalidating (ETag → 304) for a day:
 * a client's new logo or theme reaches every browser within about an hour.
 *
 * A client's words (`{client}/content/{piece}.json`) are checked when read: a file that fails its schema is reported
 * (its path and each field's problem) and not served, so that client gets the default file for that piece and every
 * other file as before. A client's rewards.json is served over the default's programs (contentCheck.ts).
 */

export const CDN_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const COMPRESSIBLE = /\.(css|svg|js|json|txt|map)$/i;

interface Entry {
  file: EncodedFile;
  size: number;
  mtimeMs: number;
}

/** A content file as read: its bytes and what its check said (kept until the file changes). */
interface ContentFile {
  size: number;
  mtimeMs: number;
  mtime: Date;
  body: Buffer;
  verdict: ContentVerdict;
}

const CONTENT_FILE = /^([^/]+)\/content\/([^/]+)$/;

export interface CdnStore {
  /** The file for /cdn/{client}/{rest}, or default's when the client has none; undefined when neither has it. */
  get(client: string, rest: readonly string[]): EncodedFile | undefined;
  readonly size: number;
}

function compressed(body: Buffer): { br?: Buffer; gzip?: Buffer } {
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
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
export function loadCdnStore(
  staticDir: string,
  options: { watch?: boolean; now?: () => number; logger?: Pick<Logger, 'warn' | 'error'> } = {},
): CdnStore {
  const root = path.resolve(staticDir, 'cdn');
  const now = options.now ?? Date.now;
  let entries = new Map<string, Entry>();
  let contentFiles = new Map<string, ContentFile>();
  let lastScan = 0;

  const encode = (rel: string, identity: Buffer, mtime: Date): EncodedFile => {
    const variants = COMPRESSIBLE.test(rel) ? compressed(identity) : {};
    return encodedFile({ identity, ...variants }, { type: contentTypeOf(rel), cacheControl: CDN_CACHE_CONTROL, lastModified: mtime });
  };

  /** Reads a content file again only when it changed, and reports it when it fails its check. */
  const readContent = (
    rel: string,
    full: string,
    stat: { size: number; mtimeMs: number; mtime: Date },
    client: string,
    name: string,
  ): ContentFile => {
    const previous = contentFiles.get(rel);
    if (previous && previous.size === stat.size && previous.mtimeMs === stat.mtimeMs) return previous;
    const body = readFileSync(full);
    const verdict = checkContentFile(name, body);
    if (!verdict.ok) {
      const file = path.join(staticDir, 'cdn', rel);
      if (client === 'default')
        options.logger?.error(
          { file, problems: verdict.problems },
          'the default content file is invalid and not served: clients without their own copy get none',
        );
      else
        options.logger?.warn(
          { file, problems: verdict.problems },
          `client content file is invalid and not served: ${client} gets the default ${name} instead`,
        );
    }
    return { size: stat.size, mtimeMs: stat.mtimeMs, mtime: stat.mtime, body, verdict };
  };

  const scan = () => {
    const next = new Map<string, Entry>();
    const nextContent = new Map<string, ContentFile>();
    for (const rel of servableFiles(root)) {
      const full = path.join(root, rel);
      const stat = statSync(full, { throwIfNoEntry: false });
      if (!stat) continue;
      const content = CONTENT_FILE.exec(rel);
      if (content) {
        nextContent.set(rel, readContent(rel, full, stat, content[1]!, content[2]!));
        continue;
      }
      const previous = entries.get(rel);
      if (previous && previous.size === stat.size && previous.mtimeMs === stat.mtimeMs) {
        next.set(rel, previous);
        continue;
      }
      next.set(rel, { file: encode(rel, readFileSync(full), stat.mtime), size: stat.size, mtimeMs: stat.mtimeMs });
    }
    const defaultFile = nextContent.get('default/content/rewards.json');
    const defaultRewards = defaultFile?.verdict.ok ? (defaultFile.verdict.value as RewardsContent) : null;
    for (const [rel, c] of nextContent) {
      if (!c.verdict.ok) continue;
      const composed = c.verdict.piece === 'rewards' && !rel.startsWith('default/');
      const body = composed ? Buffer.from(JSON.stringify(composeRewards(defaultRewards, c.verdict.value as RewardsContent))) : c.body;
      const previous = entries.get(rel);
      const same =
        previous && previous.size === body.length && previous.mtimeMs === c.mtimeMs && previous.file.variants.identity.body.equals(body);
      const mtime = composed && defaultFile && defaultFile.mtime > c.mtime ? defaultFile.mtime : c.mtime;
      next.set(rel, same ? previous : { file: encode(rel, body, mtime), size: body.length, mtimeMs: c.mtimeMs });
    }
    entries = next;
    contentFiles = nextContent;
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
