import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * /assets/*: the build's content-hashed files, held in memory with their precompressed .br and .gz
 * siblings. Encoding is negotiated (br > gzip > identity); nothing is ever compressed per request.
 */

type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
}

interface Asset {
  type: string;
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const SAFE_NAME = /^[A-Za-z0-9._-]{1,200}$/;

export interface AssetStore {
  readonly size: number;
  /** Answers GET/HEAD for `/assets/<name>`; returns false when there is no such asset. */
  serve(name: string, req: IncomingMessage, res: ServerResponse): boolean;
}

const etagOf = (body: Buffer, enc: Encoding): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${enc === 'identity' ? '' : `-${enc}`}"`;

export function loadAssetStore(assetsDir: string): AssetStore {
  const assets = new Map<string, Asset>();
  let names: string[] = [];
  try {
    names = readdirSync(assetsDir);
  } catch {
    names = [];
  }
  const files = new Set(names.filter((n) => SAFE_NAME.test(n) && statSync(path.join(assetsDir, n)).isFile()));
  for (const name of files) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const body = readFileSync(path.join(assetsDir, name));
    const asset: Asset = {
      type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      variants: { identity: { body, etag: etagOf(body, 'identity') } },
    };
    for (const [suffix, enc] of [['.br', 'br'], ['.gz', 'gzip']] as const) {
      if (files.has(name + suffix)) {
        const compressed = readFileSync(path.join(assetsDir, name + suffix));
        asset.variants[enc] = { body: compressed, etag: etagOf(compressed, enc) };
      }
    }
    assets.set(name, asset);
  }
  return {
    get size() {
      return assets.size;
    },
    serve(name, req, res) {
      const asset = assets.get(name);
      if (!asset) return false;
      const enc = negotiate(req.headers['accept-encoding'], asset);
      const variant = asset.variants[enc] ?? asset.variants.identity;
      res.setHeader('Content-Type', asset.type);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('ETag', variant.etag);
      if (enc !== 'identity') res.setHeader('Content-Encoding', enc);
      if (etagMatches(req.headers['if-none-match'], variant.etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      res.statusCode = 200;
      res.setHeader('Content-Length', variant.body.length);
      res.end(req.method === 'HEAD' ? undefined : variant.body);
      return true;
    },
  };
}

const etagMatches = (header: string | undefined, etag: string): boolean =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

/** Parses Accept-Encoding with q-values; prefers br, then gzip, among the variants that exist. */
export function negotiate(header: string | undefined, asset: Pick<Asset, 'variants'>): Encoding {
  if (!header) return 'identity';
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) value = Number(m[1]);
    }
    if (token) q.set(token, Number.isFinite(value) ? value : 0);
  }
  const accepts = (enc: string) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  if (asset.variants.br && accepts('br')) return 'br';
  if (asset.variants.gzip && (accepts('gzip') || accepts('x-gzip'))) return 'gzip';
  return 'identity';
}
