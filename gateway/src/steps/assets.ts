import type { AssetStore } from '../assets/assetStore.js';
import { sendEncoded } from '../assets/encodedFile.js';
import { kindOf } from '../http/context.js';
import { isGetOrHead, notFound, onlyGetOrHead } from '../http/HttpError.js';
import type { Step } from './step.js';

/** `/assets/*`: the build's files from memory with their precompressed variants (assets/assetStore.ts), or why not. */
export function assetsStep(deps: { assets: () => AssetStore }): Step {
  return {
    name: 'assets',
    applies: (req) => kindOf(req) === 'assets',
    handle(req, res, next) {
      if (!isGetOrHead(req.method)) return next(onlyGetOrHead());
      const url = req.url ?? '/';
      const q = url.indexOf('?');
      const file = deps.assets().get(q < 0 ? url.slice(8) : url.slice(8, q));
      if (!file) return next(notFound('No such asset.'));
      sendEncoded(file, req, res);
    },
  };
}
