import type { IncomingMessage } from 'node:http';
import type { BrandData } from '../../../shared/contract/brand.js';
import type { HostInfo } from '../host/parseHost.js';
import type { RequestKind } from '../metrics/routeFamily.js';

/** Per-request facts set by the pipeline's steps, typed (instead of untyped res.locals). */
export interface RequestContext {
  requestId: string;
  /** This hop's W3C traceparent (sent with the gateway's own platform calls). */
  traceparent: string;
  /** What the URL asks for (page, api, assets, cdn, health, metrics): which steps are for it. */
  kind: RequestKind;
  /** CSP nonce of a page answer (base64 of 16 random bytes); '' for answers that run no inline script. */
  nonce: string;
  /** Set by the host step. */
  host?: HostInfo;
  /**
   * The Host's brand, set by the host step: null on hosts that are no brand and for subdomains the platform does
   * not know; a promise while it is being looked up (it rejects when the platform cannot be reached).
   */
  brand?: BrandData | null | Promise<BrandData | null>;
  /** Route family for metrics, set by the page handler (`page:<area>`); 'page' when unset. */
  family?: string;
}

/** Carried on the request itself: a property read, where a WeakMap costs a lookup on each of the steps' reads. */
const CONTEXT = Symbol('requestContext');
type WithContext = IncomingMessage & { [CONTEXT]?: RequestContext };

export const setContext = (req: IncomingMessage, ctx: RequestContext): void => {
  (req as WithContext)[CONTEXT] = ctx;
};

export function contextOf(req: IncomingMessage): RequestContext {
  const ctx = (req as WithContext)[CONTEXT];
  if (!ctx) throw new Error('request context missing: the context step did not run');
  return ctx;
}

export const maybeContextOf = (req: IncomingMessage): RequestContext | undefined => (req as WithContext)[CONTEXT];

/** For a step's `applies`: the request's kind (the context step runs first). */
export const kindOf = (req: IncomingMessage): RequestKind | undefined => (req as WithContext)[CONTEXT]?.kind;
