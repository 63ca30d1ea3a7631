import type { IncomingMessage } from 'node:http';
import type { AssetStore } from '../assets/assetStore.js';
import type { EncodedFile } from '../assets/encodedFile.js';
import type { CdnStore } from '../cdn/cdnStore.js';
import { parseCdnPath } from '../cdn/parseCdnPath.js';

/**
 * The lean path for files (issue 21), before Express like /api's: a GET or HEAD of an /assets or /cdn file
 * that is in memory is answered by the listener with the file's precomputed headers. Everything else —
 * another method, a traversal attempt, a missing file — is left to Express, whose steps say why (405, 400,
 * 404) in the gateway's one error format.
 */
export function createStaticLookup(deps: { assets: () => AssetStore; cdn: CdnStore }): (req: IncomingMessage) => EncodedFile | undefined {
  return (req) => {
    const url = req.url;
    if (!url || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
    const q = url.indexOf('?');
    const p = q < 0 ? url : url.slice(0, q);
    if (p.startsWith('/assets/')) return deps.assets().get(p.slice(8));
    if (!p.startsWith('/cdn/')) return undefined;
    try {
      const { client, rest } = parseCdnPath(p.slice(5));
      return deps.cdn.get(client, rest);
    } catch {
      return undefined;
    }
  };
}
