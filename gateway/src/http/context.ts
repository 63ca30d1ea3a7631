import type { IncomingMessage } from 'node:http';
import type { HostInfo } from '../host/parseHost.js';

/** Per-request facts set by the common and host steps, typed (instead of untyped res.locals). */
export interface RequestContext {
  requestId: string;
  /** This hop's W3C traceparent (sent with the gateway's own platform calls). */
  traceparent: string;
  /** CSP nonce of this response (base64 of 16 random bytes). */
  nonce: string;
  /** Set by the host step; absent on routes that do not look at the Host (/metrics). */
  host?: HostInfo;
  /** Route family for metrics, set by the page handler (`page:<area>`); 'page' when unset. */
  family?: string;
}

const contexts = new WeakMap<IncomingMessage, RequestContext>();

export const setContext = (req: IncomingMessage, ctx: RequestContext): void => {
  contexts.set(req, ctx);
};

export function contextOf(req: IncomingMessage): RequestContext {
  const ctx = contexts.get(req);
  if (!ctx) throw new Error('request context missing: the common step did not run');
  return ctx;
}

export const maybeContextOf = (req: IncomingMessage): RequestContext | undefined => contexts.get(req);
