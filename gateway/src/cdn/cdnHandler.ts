import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { HttpError, notFound } from '../http/HttpError.js';

/**
 * /cdn/{client}/{...path}: the client asset area (spec §1, DESIGN §1), from STATIC_DIR/cdn/{client}/…,
 * falling back to STATIC_DIR/cdn/default/…. Paths are checked segment by segment before any file system
 * call: no `..`/`.`, no encoded slashes or backslashes, no NUL, no absolute paths.
 */

const CLIENT = /^[a-z0-9-]{1,63}$/;
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
const MAX_SEGMENTS = 8;

const refuse = () => new HttpError(400, 'bad_path', 'This asset path is not allowed.');

/** Splits and validates the part after `/cdn/`; throws 400 for traversal attempts, 404 for odd names. */
export function parseCdnPath(rawAfterCdn: string): { client: string; rest: string[] } {
  if (/[\\\0]/.test(rawAfterCdn) || /%(?:5c|00|2f)/i.test(rawAfterCdn)) throw refuse();
  const rawSegments = rawAfterCdn.split('/');
  const segments: string[] = [];
  for (const raw of rawSegments) {
    let seg: string;
    try {
      seg = decodeURIComponent(raw);
    } catch {
      throw refuse();
    }
    if (seg === '..' || seg === '.' || /[\\/\0]/.test(seg) || seg.includes('..')) throw refuse();
    segments.push(seg);
  }
  if (segments.some((s) => s === '')) throw notFound();
  const [client, ...rest] = segments;
  if (!client || !rest.length || rest.length > MAX_SEGMENTS) throw notFound();
  if (!CLIENT.test(client) || !rest.every((s) => SEGMENT.test(s))) throw notFound();
  return { client, rest };
}

export function createCdnHandler(staticDir: string) {
  const root = path.resolve(staticDir, 'cdn');
  const fileIn = async (client: string, rest: string[]): Promise<string | null> => {
    const file = path.resolve(root, client, ...rest);
    if (!file.startsWith(root + path.sep)) return null;
    try {
      return (await stat(file)).isFile() ? file : null;
    } catch {
      return null;
    }
  };

  return async function cdn(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(new HttpError(405, 'method_not_allowed', 'Only GET and HEAD are allowed here.', { Allow: 'GET, HEAD' }));
    const raw = (req.originalUrl.split('?')[0] ?? '').replace(/^\/cdn\//i, '');
    const { client, rest } = parseCdnPath(raw);
    const file = (await fileIn(client, rest)) ?? (client === 'default' ? null : await fileIn('default', rest));
    if (!file) return next(notFound('No such asset.'));
    res.sendFile(file, { maxAge: 300_000, dotfiles: 'deny', headers: { 'X-Content-Type-Options': 'nosniff' } }, (err) => {
      if (err && !res.headersSent) next(notFound('No such asset.'));
    });
  };
}
