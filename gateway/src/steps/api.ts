import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction } from 'express';
import { NO_BRAND } from '../../../shared/contract/tenant.js';
import type { BrandData } from '../../../shared/contract/brand.js';
import { contextOf, kindOf } from '../http/context.js';
import { platformUnavailable, unknownBrand } from '../http/HttpError.js';
import { setPlatformHeaders } from '../http/platformHeaders.js';
import { hostKeyOf } from '../pages/pageHandler.js';
import type { CheckCache } from '../platform/checkCache.js';
import type { ApiProxy } from '../proxy/createApiProxy.js';
import { isSafeMethod } from '../proxy/retryPolicy.js';
import { brandOf } from './host.js';
import type { Step } from './step.js';

/**
 * `/api/*`: the Host's brand (unknown 404, platform down 503; hosts that are no brand go on with NO_BRAND, so no
 * session or login is valid there) → the headers the platform may trust (brand, client address; no test hooks) →
 * the proxy (proxy/: per-client limits, forgery, body, retries, time-outs, cookies), which answers every call.
 * A state-changing call (a logout above all) first makes this gateway forget the session's login checks.
 */
export function apiStep(deps: {
  proxy: ApiProxy;
  sessions: Pick<CheckCache, 'invalidate'>;
  clientAddress: (req: IncomingMessage) => string;
  forwardTestHeaders: boolean;
}): Step {
  const forward = (req: IncomingMessage, res: ServerResponse, brand: string): void => {
    // The browser may have gone while the brand was looked up; the proxy would wait for a 'close' already past.
    if (res.destroyed) return;
    setPlatformHeaders(req.headers, brand, deps.clientAddress(req), deps.forwardTestHeaders);
    deps.proxy.handle(req, res);
  };
  const answer = (req: IncomingMessage, res: ServerResponse, next: NextFunction, brand: BrandData | null): void => {
    if (brand) forward(req, res, brand.brand);
    else if (!res.destroyed) next(unknownBrand());
  };
  return {
    name: 'api',
    applies: (req) => kindOf(req) === 'api',
    handle(req, res, next) {
      const ctx = contextOf(req);
      const host = ctx.host!;
      if (!isSafeMethod(req.method)) {
        // No page load may be let in on a login check from before a logout (or any change) through this gateway.
        const key = hostKeyOf(host);
        const cookie = req.headers.cookie;
        deps.sessions.invalidate(key, cookie);
        res.once('close', () => deps.sessions.invalidate(key, cookie));
      }
      if (host.kind !== 'client' || !host.label) return forward(req, res, NO_BRAND);
      const brand = brandOf(ctx);
      if (!(brand instanceof Promise)) return answer(req, res, next, brand);
      brand.then(
        (found) => answer(req, res, next, found),
        () => {
          if (!res.destroyed) next(platformUnavailable());
        },
      );
    },
  };
}
