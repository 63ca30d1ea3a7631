/**
 * Route families: the label that groups requests in metrics without a raw path (ids, card references and
 * whatever a scanner sends would make every request its own series).
 */

export type RequestKind = 'api' | 'bff' | 'page' | 'assets' | 'cdn' | 'health' | 'metrics';

export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/livez', '/readyz', '/healthz']);

/** The kind of a request from its URL, cheaply (no parsing beyond the path's start); file paths in any case. */
export function requestKind(url: string | undefined): RequestKind {
  const u = url ?? '/';
  if (u.startsWith('/api/')) return 'api';
  if (u.startsWith('/bff/')) return 'bff';
  const head = u.slice(0, 8).toLowerCase();
  if (head.startsWith('/assets/')) return 'assets';
  if (head.startsWith('/cdn/')) return 'cdn';
  const q = u.indexOf('?');
  const path = q < 0 ? u : u.slice(0, q);
  if (HEALTH_PATHS.has(path)) return 'health';
  if (path === '/metrics') return 'metrics';
  return 'page';
}

const SEGMENT = /^[a-z0-9-]{1,32}$/i;
const VERSION = /^v\d{1,2}$/i;

/** `/api/v1/users/123?x` → `v1/users`; `/api/authentication/login` → `authentication`; else 'other'. */
export function apiFamilyCandidate(url: string): string {
  const q = url.indexOf('?');
  const parts = (q < 0 ? url : url.slice(0, q)).split('/', 5); // '', 'api', a, b, …
  const a = parts[2];
  if (!a || !SEGMENT.test(a)) return 'other';
  if (!VERSION.test(a)) return a.toLowerCase();
  const b = parts[3];
  return b && SEGMENT.test(b) ? `${a}/${b}`.toLowerCase() : 'other';
}

const CANDIDATES_KEPT = 1024;

/** `/api/v1/users/123?x` → `/api/v1/users`: what `apiFamilyCandidate` reads of a URL. */
function urlHead(url: string): string {
  let slashes = 0;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 63 /* ? */ || (c === 47 /* / */ && ++slashes === 4)) return url.slice(0, i);
  }
  return url;
}

/**
 * The /api families seen so far, bounded: a family is learned only from an answer the platform did not
 * refuse as unknown (404, 405, 400), and at most `max` of them, so random paths all count as 'other'.
 */
export function createApiFamilies(max = 64): (url: string, status: number) => string {
  const known = new Set<string>();
  // The candidate depends only on the URL up to its fourth '/' (or its query): remembered for the first
  // `CANDIDATES_KEPT` of those heads, so the calls a portal makes all day skip the split and the regexes.
  const candidates = new Map<string, string>();
  const candidateOf = (url: string): string => {
    const head = urlHead(url);
    let c = candidates.get(head);
    if (c === undefined) {
      c = apiFamilyCandidate(head);
      if (candidates.size < CANDIDATES_KEPT) candidates.set(head, c);
    }
    return c;
  };
  return (url, status) => {
    const family = candidateOf(url);
    if (family === 'other' || known.has(family)) return family;
    if (status === 404 || status === 405 || status === 400 || known.size >= max) return 'other';
    known.add(family);
    return family;
  };
}
