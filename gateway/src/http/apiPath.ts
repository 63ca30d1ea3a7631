import type { IncomingMessage, ServerResponse } from 'node:http';
import { NO_BRAND } from '../../../shared/contract/tenant.js';
import type { BrandData } from '../../../shared/contract/brand.js';
import type { HostInfo } from '../host/parseHost.js';
import type { ApiProxy } from '../proxy/createApiProxy.js';
import { sendProxyError } from '../proxy/proxyError.js';
import type { BrandResolver } from '../platform/brandResolver.js';
import { setPlatformHeaders } from './platformHeaders.js';
import { requestIdOf } from './requestId.js';

export interface ApiPathDeps {
  brands: BrandResolver;
  proxy: ApiProxy;
  /** The headers every answer carries, for the answers written here (the proxy writes its own). */
  answerHeaders: (req: IncomingMessage) => Record<string, string>;
  clientAddress: (req: IncomingMessage) => string;
  forwardTestHeaders: boolean;
}

/**
 * `/api/*`, the lean path (no Express), once the listener has accepted the Host: the Host's brand (the brand
 * cache) → the headers the platform may trust (brand, client address; no test hooks) → the proxy. Hosts that
 * are no brand (bare, welcome, applynow, apex) go on with NO_BRAND, so no session or login is valid there.
 */
export function createApiPath(deps: ApiPathDeps): (req: IncomingMessage, res: ServerResponse, host: HostInfo) => void {
  const forward = (req: IncomingMessage, res: ServerResponse, brand: string): void => {
    // The browser may have gone while the brand was looked up; the proxy would wait for a 'close' already past.
    if (res.destroyed) return;
    setPlatformHeaders(req.headers, brand, deps.clientAddress(req), deps.forwardTestHeaders);
    deps.proxy.handle(req, res);
  };
  const answer = (req: IncomingMessage, res: ServerResponse, brand: BrandData | null): void => {
    if (brand) forward(req, res, brand.brand);
    else if (!res.destroyed) sendProxyError(res, 404, 'unknown_brand', 'There is no card portal at this address.', requestIdOf(req), deps.answerHeaders(req));
  };
  return (req, res, host) => {
    if (host.kind !== 'client' || !host.label) return forward(req, res, NO_BRAND);
    // Nearly every call finds its brand cached: answered in this tick, no promise. (A stale brand's background
    // refresh is not this request's call, so it goes without the request's id.)
    const known = deps.brands.cached(host.label);
    if (known !== undefined) return answer(req, res, known);
    const traceparent = req.headers.traceparent;
    deps.brands.resolve(host.label, { requestId: requestIdOf(req), ...(typeof traceparent === 'string' ? { traceparent } : null) }).then(
      (brand) => answer(req, res, brand),
      () => {
        if (!res.destroyed) sendProxyError(res, 503, 'platform_unavailable', 'The card service is not available right now. Please try again in a moment.', requestIdOf(req), deps.answerHeaders(req));
      },
    );
  };
}
