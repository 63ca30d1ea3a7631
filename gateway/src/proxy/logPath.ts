/** Digit runs long enough to be a card number (PANs are 12–19 digits), with optional single separators. */
const CARD_LIKE = /\d(?:[ -]?\d){11,18}/g;
const HAS_CARD_LIKE = /\d(?:[ -]?\d){11,18}/;

/**
 * The URL as it may appear in a log line or a warn/log report: the path with card-number-like digit
 * runs masked, and the query reduced to its parameter names (`/api/x?cardNumber=&page=`).
 */
export function logPath(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  if (HAS_CARD_LIKE.test(path)) path = path.replace(CARD_LIKE, '[masked]');
  if (q < 0) return path;
  const names: string[] = [];
  for (const pair of url.slice(q + 1).split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    let name = eq < 0 ? pair : pair.slice(0, eq);
    if (HAS_CARD_LIKE.test(name)) name = name.replace(CARD_LIKE, '[masked]');
    names.push(`${name}=`);
  }
  return names.length ? `${path}?${names.join('&')}` : path;
}

/** Path only (no query), for matching. */
export function pathOf(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}
