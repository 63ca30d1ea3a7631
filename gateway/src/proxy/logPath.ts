import { maskCardNumbers } from '../logging/maskCardNumbers.js';

/**
 * The URL as it may appear in a log line or a warn/log report: the path with card-number-like digit runs
 * masked (however spelt: `logging/maskCardNumbers.ts`), and the query reduced to its parameter names, also
 * masked (`/api/x?cardNumber=&page=`).
 */
export function logPath(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  const path = maskCardNumbers(q < 0 ? url : url.slice(0, q));
  if (q < 0) return path;
  const names: string[] = [];
  for (const pair of url.slice(q + 1).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    names.push(`${maskCardNumbers(eq < 0 ? pair : pair.slice(0, eq))}=`);
  }
  return names.length ? `${path}?${names.join('&')}` : path;
}

/** Path only (no query), for matching. */
export function pathOf(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}
