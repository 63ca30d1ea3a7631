import type { Manifest } from '../assets/manifest.js';

/** The signed-in areas and the pages a login lands on in each (a cardholder passes the offer watcher first). */
const HOMES = { cardholder: ['offerWatcher', 'dashboard'], pa: ['dashboard'], holdingCompany: ['dashboard'] } as const;

const memo = new WeakMap<Manifest, string[]>();

/**
 * The files a login's first page loads: each signed-in area's styles and code and its home's own files. The login
 * page has the browser fetch them into its cache once the user starts signing in (issue 21), so the home's document
 * finds them there instead of asking the gateway for them while its first data calls are under way.
 */
export function homeFiles(manifest: Manifest): string[] {
  let files = memo.get(manifest);
  if (!files) {
    const all = Object.entries(HOMES).flatMap(([area, pages]) => {
      const a = manifest.areas[area as keyof typeof HOMES];
      return [...a.css, a.js, ...a.preload, ...pages.flatMap((p) => a.pages[p] ?? [])];
    });
    files = [...new Set(all)];
    memo.set(manifest, files);
  }
  return files;
}
