import { HttpError, notFound } from '../http/HttpError.js';

/**
 * The part of a /cdn URL after `/cdn/`: `{client}/{...path}`, checked segment by segment before anything
 * looks it up: no `..`/`.`, no encoded slashes or backslashes, no NUL, no absolute paths.
 */

export const CLIENT = /^[a-z0-9-]{1,63}$/;
export const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/;
export const MAX_SEGMENTS = 8;

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
