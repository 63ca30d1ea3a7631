import type { Manifest } from '../assets/manifest.js';
import { pageFiles } from './renderShell.js';

/** The signed-in areas and the page a login lands on in each (a cardholder's passes the offer watcher first). */
const LANDINGS = { cardholder: 'offerWatcher', pa: 'dashboard', holdingCompany: 'dashboard' } as const;

const memo = new WeakMap<Manifest, string[]>();

/**
 * The files a login's first page loads: each signed-in area's styles and code and its landing page's own files (as
 * that page's shell preloads them). The login page has the browser fetch them into its cache once the user starts
 * signing in, so the home's document finds them there instead of asking the gateway for them while its
 * first data calls are under way.
 */
export function homeFiles(manifest: Manifest): string[] {
  let files = memo.get(manifest);
  if (!files) {
    const all = (Object.keys(LANDINGS) as (keyof typeof LANDINGS)[]).flatMap((area) => {
      const a = manifest.areas[area];
      return [...a.css, a.js, ...a.preload, ...pageFiles(a, area, LANDINGS[area])];
    });
    files = [...new Set(all)];
    memo.set(manifest, files);
  }
  return files;
}
