import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction } from 'express';
import { sendEncoded } from '../assets/encodedFile.js';
import { isGetOrHead, notFound, onlyGetOrHead } from '../http/HttpError.js';
import type { CdnStore } from './cdnStore.js';
import { parseCdnPath } from './parseCdnPath.js';

/**
 * /cdn/{client}/{...path}, the client asset area: answered from the store, or refused with the reason: 405 for other
 * methods, 400 for traversal attempts, 404 when neither the client nor `default` has the file.
 */
export function createCdnHandler(store: CdnStore) {
  return function cdn(req: IncomingMessage, res: ServerResponse, next: NextFunction): void {
    if (!isGetOrHead(req.method)) return next(onlyGetOrHead());
    const { client, rest } = parseCdnPath(((req.url ?? '').split('?')[0] ?? '').replace(/^\/cdn\//i, ''));
    const file = store.get(client, rest);
    if (!file) return next(notFound('No such asset.'));
    sendEncoded(file, req, res);
  };
}
