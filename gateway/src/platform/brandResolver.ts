import type { BrandData } from '../../../shared/contract/brand.js';
import type { CallMeta, PlatformClient } from './platformClient.js';

/**
 * Subdomain → brand, cached per subdomain with a TTL (docs/requirements.md#design-3-hosts). Concurrent requests for a subdomain share
 * one in-flight lookup; "unknown" answers are cached for a shorter time; failures are not cached.
 *
 * Past its TTL a brand answer is still served for up to `staleIfErrorMs` (RFC 5861's stale-if-error,
 * 24 h by default) while it is refreshed in the background: a platform outage or stall does not take a
 * bank's pages down, and no page waits on a slow refresh. A failed refresh is tried again after
 * `STALE_RETRY_MS`, not on every request. "Unknown subdomain" answers are never served stale.
 */
export interface BrandResolver {
  resolve(subdomain: string, meta?: CallMeta): Promise<BrandData | null>;
  /**
   * The answer `resolve` would give at once, without a promise: the cached brand (or "unknown"), fresh or
   * servable stale (starting the background refresh as `resolve` does); undefined when it must be looked up.
   * For the hot /api path, where a promise and a microtask per call show in profiles.
   */
  cached(subdomain: string, meta?: CallMeta): BrandData | null | undefined;
  clear(): void;
}

export interface BrandResolverEvents {
  onHit?(): void;
  onLookup?(result: 'found' | 'notFound' | 'error'): void;
  /** A brand answer was served past its TTL. */
  onStale?(): void;
}

interface Entry {
  value: BrandData | null;
  freshUntil: number;
  /** Until when a brand answer may be served while a refresh is under way or failing. */
  staleUntil: number;
  /** No background refresh before this (after a failed one). */
  retryAt: number;
}

/** Pause after a failed background refresh before the next one. */
export const STALE_RETRY_MS = 5_000;

export function createBrandResolver(options: {
  platform: Pick<PlatformClient, 'brandBySubdomain'>;
  ttlMs: number;
  negativeTtlMs: number;
  /** How long past the TTL a brand answer may be served while the platform fails (0: never). */
  staleIfErrorMs?: number;
  /** Upper bound on cached subdomains (random subdomains must not grow memory without bound). */
  maxEntries?: number;
  now?: () => number;
  events?: BrandResolverEvents;
}): BrandResolver {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 5_000;
  const staleIfErrorMs = options.staleIfErrorMs ?? 0;
  const cache = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<BrandData | null>>();

  const remember = (subdomain: string, value: BrandData | null) => {
    cache.delete(subdomain);
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    const t = now();
    const freshUntil = t + (value ? options.ttlMs : options.negativeTtlMs);
    cache.set(subdomain, { value, freshUntil, staleUntil: value ? freshUntil + staleIfErrorMs : freshUntil, retryAt: 0 });
  };

  const lookup = (subdomain: string, meta: CallMeta | undefined): Promise<BrandData | null> => {
    const pending = inFlight.get(subdomain);
    if (pending) return pending;
    const started = options.platform
      .brandBySubdomain(subdomain, meta)
      .then(
        (value) => {
          remember(subdomain, value);
          options.events?.onLookup?.(value ? 'found' : 'notFound');
          return value;
        },
        (err: unknown) => {
          options.events?.onLookup?.('error');
          throw err;
        },
      )
      .finally(() => inFlight.delete(subdomain));
    inFlight.set(subdomain, started);
    return started;
  };

  const cached = (subdomain: string, meta?: CallMeta): BrandData | null | undefined => {
    const t = now();
    const hit = cache.get(subdomain);
    if (hit && hit.freshUntil > t) {
      options.events?.onHit?.();
      return hit.value;
    }
    if (hit?.value && hit.staleUntil > t) {
      if (hit.retryAt <= t && !inFlight.has(subdomain)) {
        lookup(subdomain, meta).catch(() => {
          hit.retryAt = now() + STALE_RETRY_MS;
        });
      }
      options.events?.onStale?.();
      return hit.value;
    }
    return undefined;
  };

  return {
    cached,
    resolve(subdomain, meta) {
      const known = cached(subdomain, meta);
      if (known !== undefined) return Promise.resolve(known);
      if (inFlight.has(subdomain)) options.events?.onHit?.();
      return lookup(subdomain, meta);
    },
    clear() {
      cache.clear();
    },
  };
}
