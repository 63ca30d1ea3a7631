import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';

/**
 * A file held in memory with its precompressed variants and the headers of its answers worked out once (the
 * security headers are the pipeline's, per answer). Sending it is a negotiation, an ETag comparison and one
 * writeHead; nothing is compressed or hashed per request.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

interface Variant {
  body: Buffer;
  etag: string;
  /** Headers of the 200 answer, and of the 304 (RFC 9110 §15.4.5: the validators and caching headers only). */
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

export interface EncodedFile {
  variants: Partial<Record<Encoding, Variant>> & { identity: Variant };
}

export const CONTENT_TYPES: Record<string, string> = {
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

export const contentTypeOf = (name: string): string => CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

const etagOf = (body: Buffer, enc: Encoding): string =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}${enc === 'identity' ? '' : `-${enc}`}"`;

export interface FileOptions {
  type: string;
  cacheControl: string;
  lastModified?: Date;
}

export function encodedFile(bodies: { identity: Buffer } & Partial<Record<'br' | 'gzip', Buffer>>, options: FileOptions): EncodedFile {
  const variant = (body: Buffer, enc: Encoding): Variant => {
    const etag = etagOf(body, enc);
    const shared: OutgoingHttpHeaders = { 'Cache-Control': options.cacheControl, Vary: 'Accept-Encoding', ETag: etag };
    if (options.lastModified) shared['Last-Modified'] = options.lastModified.toUTCString();
    const ok: OutgoingHttpHeaders = { ...shared, 'Content-Type': options.type, 'Content-Length': body.length };
    if (enc !== 'identity') ok['Content-Encoding'] = enc;
    return { body, etag, ok, notModified: shared };
  };
  const file: EncodedFile = { variants: { identity: variant(bodies.identity, 'identity') } };
  if (bodies.br) file.variants.br = variant(bodies.br, 'br');
  if (bodies.gzip) file.variants.gzip = variant(bodies.gzip, 'gzip');
  return file;
}

/** Answers GET or HEAD with the best variant the client accepts, or 304 when its ETag matches. */
export function sendEncoded(file: EncodedFile, req: IncomingMessage, res: ServerResponse): void {
  const variant = file.variants[negotiate(req.headers['accept-encoding'], file)] ?? file.variants.identity;
  if (etagMatches(req.headers['if-none-match'], variant.etag)) {
    res.writeHead(304, variant.notModified);
    res.end();
    return;
  }
  res.writeHead(200, variant.ok);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

const etagMatches = (header: string | undefined, etag: string): boolean =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag));

interface Accepted {
  br: boolean;
  gzip: boolean;
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const acceptedByHeader = new Map<string, Accepted>();

/** Parses Accept-Encoding with q-values; prefers br, then gzip, among the variants that exist. */
export function negotiate(header: string | undefined, file: Pick<EncodedFile, 'variants'>): Encoding {
  if (!header) return 'identity';
  let accepted = acceptedByHeader.get(header);
  if (!accepted) {
    accepted = parseAcceptEncoding(header);
    if (acceptedByHeader.size >= 256) acceptedByHeader.clear();
    acceptedByHeader.set(header, accepted);
  }
  if (file.variants.br && accepted.br) return 'br';
  if (file.variants.gzip && accepted.gzip) return 'gzip';
  return 'identity';
}

function parseAcceptEncoding(header: string): Accepted {
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
  return { br: accepts('br'), gzip: accepts('gzip') || accepts('x-gzip') };
}
