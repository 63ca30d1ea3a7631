import type { AssetStore } from '../assets/assetStore.js';
import { sendEncoded } from '../assets/encodedFile.js';
import { kindOf } from '../http/context.js';
import { HttpError, notFound } from '../http/HttpError.js';
import type { Step } from './step.js';

/** `/assets/*`: the build's files from memory with their precompressed variants (assets/assetStore.ts), or why not. */
export function assetsStep(deps: { assets: () => AssetStore }): Step {
  return {
    name: 'assets',
    applies: (req) => kindOf(req) === 'assets',
    handle(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next(new HttpError(405, 'method_not_allowed', 'Only GET and HEAD are allowed here.', { Allow: 'GET, HEAD' }));
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const file = deps.assets().get(q < 0 ? url.slice(8) : url.slice(8, q));
      if (!file) return next(notFound('No such asset.'));
      sendEncoded(file, req, res);
    },
  };
}
