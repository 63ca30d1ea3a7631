import type { IncomingMessage } from 'node:http';
import type { BrandData } from '../../../shared/contract/brand.js';
import type { HostInfo } from '../host/parseHost.js';
import { contextOf, type RequestContext } from '../http/context.js';
import { badHost } from '../http/HttpError.js';
import type { BrandResolver } from '../platform/brandResolver.js';
import type { Step } from './step.js';

const ignore = (): void => undefined;

/**
 * The Host decides everything after it: the host kind (refused hosts get a 400 that does not repeat them) and, on a
 * client host, its brand — from the brand cache at once, or a lookup started here that the steps needing the brand
 * (/api, pages) wait for and the others (files, /metrics) do not.
 */
export function hostStep(deps: { hostOf: (req: IncomingMessage) => HostInfo | null; brands: BrandResolver }): Step {
  return {
    name: 'host',
    handle(req, _res, next) {
      const host = deps.hostOf(req);
      if (!host) return next(badHost());
      const ctx = contextOf(req);
      ctx.host = host;
      if (host.kind !== 'client' || !host.label) ctx.brand = null;
      else {
        // A stale brand's background refresh is not this request's call, so it goes without the request's id.
        const known = deps.brands.cached(host.label, ctx);
        if (known !== undefined) ctx.brand = known;
        else {
          const lookup = deps.brands.resolve(host.label, ctx);
          // Nobody may wait for it (an asset): its failure is for the steps that need the brand to report.
          lookup.catch(ignore);
          ctx.brand = lookup;
        }
      }
      next();
    },
  };
}

/** The request's brand as the host step found it (the host step has run). */
export const brandOf = (ctx: RequestContext): BrandData | null | Promise<BrandData | null> => ctx.brand ?? null;
